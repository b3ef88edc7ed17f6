import Dispatch

/// Work the toolkit leaves for the next turn of the main queue (a load's completion, an
/// animation's completion with no frame loop to wait for). It goes to `DispatchQueue.main`
/// — except while a replay does one recorded input: a replay runs on the main queue without
/// returning to it, so the work is held and run right after that input, where the main
/// queue would have run it.
@MainActor
enum NextTurn {
    /// The work held while a replay does an input; nil otherwise.
    private static var held: [() -> Void]?

    /// Runs `work` on the next turn of the main queue (after the input being replayed).
    static func schedule(_ work: @escaping () -> Void) {
        if held != nil {
            held?.append(work)
            return
        }
        let unchecked = MainQueueWork(run: work)
        DispatchQueue.main.async { MainActor.assumeIsolated { unchecked.run() } }
    }

    /// Runs `body` holding the work it leaves for the next turn, then runs that work (and the
    /// work it leaves in turn) before returning.
    static func holding(_ body: () -> Void) {
        let outer = held
        held = []
        body()
        while let next = held?.first {
            held?.removeFirst()
            next()
        }
        held = outer
    }
}

/// Work made on the main actor and run there, handed across the main queue.
private struct MainQueueWork: @unchecked Sendable {
    let run: () -> Void
}
