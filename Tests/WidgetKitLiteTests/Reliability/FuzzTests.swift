import Foundation
import Testing
import WidgetKitLite

/// The seeded fuzzer: random clicks, drags (left-edge ones included), keys, time steps and
/// resizes against a demo-like tree, checked against a model after every step.
///
/// By default it runs the fixed seeds, plus the rotating seed `WKL_FUZZ_ROTATING_SEED` when
/// given (`scripts/test` derives one from the commit), `WKL_FUZZ_STEPS` steps each (5,000).
/// `WKL_FUZZ_SEED=N` runs only seed N: a failure prints the line that replays it.
@MainActor @Suite struct FuzzTests {
    nonisolated static let environment = ProcessInfo.processInfo.environment
    /// The seeds every run checks.
    nonisolated static let fixedSeeds: [UInt64] = [1, 2]
    nonisolated static let rotatingSeed = environment["WKL_FUZZ_ROTATING_SEED"].flatMap { UInt64($0) }
    nonisolated static let seeds: [UInt64] =
        environment["WKL_FUZZ_SEED"].flatMap { UInt64($0) }.map { [$0] } ?? fixedSeeds + (rotatingSeed.map { [$0] } ?? [])
    nonisolated static let steps = environment["WKL_FUZZ_STEPS"].flatMap { Int($0) } ?? 5_000
    /// How often the frame is compared with a full repaint (the costliest check): every
    /// `WKL_FUZZ_DAMAGE_EVERY` steps and at every rest; by default every step for one seed
    /// (replays, soaks), every third for the set `scripts/test` runs.
    nonisolated static let damageCheckInterval =
        environment["WKL_FUZZ_DAMAGE_EVERY"].flatMap { Int($0) }.map { max(1, $0) } ?? (environment["WKL_FUZZ_SEED"] != nil ? 1 : 3)

    @Test(arguments: seeds) func randomSession(seed: UInt64) {
        let fuzzer = Fuzzer(seed: seed, options: Fuzzer.Options(damageCheckInterval: Self.damageCheckInterval))
        // WKL_FUZZ_TRACE=N prints every step from step N with what is presented and focused.
        if let from = Self.environment["WKL_FUZZ_TRACE"].flatMap({ Int($0) }) {
            fuzzer.trace = { step, action in
                guard step >= from else { return }
                print("\(step): \(action) — \(fuzzer.stateLine)")
            }
        }
        if let failure = fuzzer.run(steps: Self.steps) {
            // The report starts on its own line: scripts/test hides the comment's first line.
            Issue.record(Comment(rawValue: "the fuzzer's report:\n" + failure))
        }
    }
}
