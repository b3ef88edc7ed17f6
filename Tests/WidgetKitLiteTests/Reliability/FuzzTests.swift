import Foundation
import Testing
@testable import WidgetKitLite

/// The seeded fuzzer: random clicks, drags (left-edge ones included), keys, time steps and
/// resizes against a demo-like tree, checked against a model after every step.
///
/// `WKL_FUZZ_SEED=N` runs only seed N (a failure prints the line to replay it);
/// `WKL_FUZZ_STEPS=N` changes the number of steps per seed.
@MainActor @Suite struct FuzzTests {
    nonisolated static let environment = ProcessInfo.processInfo.environment
    /// The seeds CI runs.
    nonisolated static let fixedSeeds: [UInt64] = [1, 2]
    nonisolated static let seeds: [UInt64] = environment["WKL_FUZZ_SEED"].flatMap { UInt64($0) }.map { [$0] } ?? fixedSeeds
    nonisolated static let steps = environment["WKL_FUZZ_STEPS"].flatMap { Int($0) } ?? 7_500

    @Test(arguments: seeds) func randomSession(seed: UInt64) {
        let fuzzer = Fuzzer(seed: seed)
        if let failure = fuzzer.run(steps: Self.steps) {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
