import Foundation
@_spi(Benchmarks) import WidgetKitLite

/// `wkl-bench --solver`: the constraint solver's cases (ConstraintSolverBenchmark), printed as
/// one JSON object; scripts/lib/bench_kiwi.py measures the same systems with kiwi.
enum SolverBenchmark {
    static func run(quick: Bool) {
        let data = (try? JSONSerialization.data(withJSONObject: ConstraintSolverBenchmark.run(quick: quick), options: [.prettyPrinted, .sortedKeys])) ?? Data()
        FileHandle.standardOutput.write(data)
        print()
    }
}
