import Dispatch

/// Work the toolkit leaves for the next turn of the main queue (a load's completion, an
/// animation's completion with no frame loop to wait for). It goes to `DispatchQueue.main`,
/// and runs through `tap` when one is set (a session recorder notes the instant it ran).
/// While a replay does a recorded input, the work is kept in the replay's `Holder` instead,
/// and the replay runs it where the recording says it ran.
@MainActor
enum NextTurn {
    /// Work kept by a replay, in the order it was left.
    final class Holder {
        private(set) var work: [() -> Void] = []

        func keep(_ work: @escaping () -> Void) { self.work.append(work) }

        /// Runs the oldest kept work; false when there is none.
        func runNext() -> Bool {
            guard !work.isEmpty else { return false }
            work.removeFirst()()
            return true
        }
    }

    /// Hears each piece of work as it runs on the main queue (it runs it in `body`).
    static var tap: ((_ body: () -> Void) -> Void)?
    /// Where work goes while a replay does an input; nil otherwise.
    private static var holder: Holder?

    /// Runs `work` on the next turn of the main queue.
    static func schedule(_ work: @escaping () -> Void) {
        if let holder { return holder.keep(work) }
        let unchecked = MainQueueWork(run: work)
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                if let tap { tap(unchecked.run) } else { unchecked.run() }
            }
        }
    }

    /// Runs `body` with the work it leaves kept in `holder`.
    static func keeping(in holder: Holder, _ body: () -> Void) {
        let outer = self.holder
        self.holder = holder
        body()
        self.holder = outer
    }
}

/// Work made on the main actor and run there, handed across the main queue.
private struct MainQueueWork: @unchecked Sendable {
    let run: () -> Void
}
