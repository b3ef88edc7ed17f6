import Foundation

/// How far a transfer of pasteboard text from another program has come, and whether it may
/// go on: at most `Pasteboard.transferTimeout` between two steps, and once it has run
/// `Pasteboard.transferDeadline` only while it has averaged `Pasteboard.minimumTransferRate`
/// since it began. Time is passed in, never read.
@MainActor
struct PasteboardTransferProgress: Equatable {
    /// Why a transfer has to end.
    enum Failure: Equatable {
        /// No step for `transferTimeout` seconds; `bytes` had come.
        case stalled(bytes: Int)
        /// Past the deadline and below the minimum rate: `bytes` in `seconds`.
        case tooSlow(bytes: Int, seconds: TimeInterval)
    }

    /// When the transfer began.
    let startedAt: TimeInterval
    /// When the last step (an answer, a chunk) came.
    private(set) var lastStepAt: TimeInterval
    /// The bytes received so far.
    private(set) var bytes = 0

    init(startedAt: TimeInterval) {
        self.startedAt = startedAt
        lastStepAt = startedAt
    }

    /// A step that brought `count` bytes came at `now`.
    mutating func step(adding count: Int, at now: TimeInterval) {
        bytes += count
        lastStepAt = max(lastStepAt, now)
    }

    /// Why the transfer must end at `now`; nil while it may go on.
    func failure(at now: TimeInterval) -> Failure? {
        if now - lastStepAt >= Pasteboard.transferTimeout { return .stalled(bytes: bytes) }
        let elapsed = now - startedAt
        if elapsed >= Pasteboard.transferDeadline, Double(bytes) < Double(Pasteboard.minimumTransferRate) * elapsed {
            return .tooSlow(bytes: bytes, seconds: elapsed)
        }
        return nil
    }

    /// The earliest time `failure(at:)` can answer non-nil if no step comes before it.
    var nextCheck: TimeInterval {
        let slowFrom = startedAt + max(Pasteboard.transferDeadline, Double(bytes) / Double(Pasteboard.minimumTransferRate))
        return min(lastStepAt + Pasteboard.transferTimeout, slowFrom)
    }
}
