import CX11
import Foundation

/// One conversion of a selection to text by the client that owns it, advanced by the events
/// of the ordinary event loop (`X11Selections` routes them): the answer (`SelectionNotify`),
/// then, for an INCR answer, one chunk per `PropertyNotify`.
///
/// After a failure an INCR owner may go on sending: the transfer then drains — it deletes
/// whatever lands in its property, so a well-behaved owner finishes into the void — until the
/// owner is quiet for `Pasteboard.transferTimeout` or `drainLimit` has passed, and only then
/// frees its property for another transfer.
@MainActor
final class X11SelectionTransfer {
    enum Phase: Equatable {
        /// Waiting for the owner's `SelectionNotify`.
        case awaitingAnswer
        /// An INCR answer: collecting chunks until an empty one.
        case receivingChunks
        /// Failed or abandoned: deleting late answers and chunks.
        case draining(since: TimeInterval)
    }

    /// The longest a failed transfer keeps deleting an owner's late chunks.
    static let drainLimit: TimeInterval = 10

    /// The selection asked for.
    let selection: Atom
    /// The property on the selection window the owner writes into.
    let property: Atom
    private(set) var phase: Phase = .awaitingAnswer
    /// Timing and size so far, checked against the pasteboard's limits.
    private(set) var progress: PasteboardTransferProgress
    /// The bytes received so far, and their text type (from the first chunk).
    private(set) var bytes: [UInt8] = []
    private(set) var textType: Atom?
    private var completion: (@MainActor (String?) -> Void)?
    /// The target asked for (UTF8_STRING for text).
    let target: Atom
    /// For a transfer of bytes (`X11Selections.requestData`): gets the bytes of any 8-bit
    /// type, undecoded, instead of text.
    private var dataCompletion: (@MainActor ([UInt8]?) -> Void)?
    /// Whether the transfer takes bytes of any 8-bit type (no text decoding).
    var wantsData: Bool { dataCompletion != nil }
    /// The wakeup that checks the limits when no event comes (nil once it fired), and when.
    var wakeup: HostWakeup?
    var wakeupDue: TimeInterval = 0

    init(selection: Atom, property: Atom, startedAt: TimeInterval, completion: @escaping @MainActor (String?) -> Void) {
        self.selection = selection
        self.property = property
        target = 0
        progress = PasteboardTransferProgress(startedAt: startedAt)
        self.completion = completion
    }

    /// A transfer of `target`'s bytes, whatever their 8-bit type.
    init(
        selection: Atom, target: Atom, property: Atom, startedAt: TimeInterval,
        completion: @escaping @MainActor ([UInt8]?) -> Void
    ) {
        self.selection = selection
        self.property = property
        self.target = target
        progress = PasteboardTransferProgress(startedAt: startedAt)
        dataCompletion = completion
    }

    var isDraining: Bool {
        if case .draining = phase { return true }
        return false
    }

    /// The owner answered INCR: chunks follow.
    func beginChunks(at now: TimeInterval) {
        phase = .receivingChunks
        progress.step(adding: 0, at: now)
    }

    /// A chunk of `type` came.
    func append(_ chunk: [UInt8], type: Atom, at now: TimeInterval) {
        if textType == nil { textType = type }
        bytes += chunk
        progress.step(adding: chunk.count, at: now)
    }

    /// Something (a late answer or chunk) came while draining.
    func noteLateStep(at now: TimeInterval) {
        progress.step(adding: 0, at: now)
    }

    /// Hands `text` (nil: the transfer failed) to the requester, once.
    func complete(with text: String?) {
        let completion = completion
        let dataCompletion = dataCompletion
        self.completion = nil
        self.dataCompletion = nil
        completion?(text)
        if text == nil { dataCompletion?(nil) }
    }

    /// Hands the bytes received to a requester of bytes, once.
    func completeWithBytes() {
        let dataCompletion = dataCompletion
        self.dataCompletion = nil
        dataCompletion?(bytes)
    }

    /// Fails the requester (if it still waits) and starts draining.
    func abandon(at now: TimeInterval) {
        complete(with: nil)
        bytes = []
        phase = .draining(since: now)
        progress = PasteboardTransferProgress(startedAt: now)
    }

    /// Whether a draining transfer may let its property go at `now`.
    func drainHasEnded(at now: TimeInterval) -> Bool {
        guard case .draining(let since) = phase else { return false }
        return now - progress.lastStepAt >= Pasteboard.transferTimeout || now - since >= Self.drainLimit
    }

    /// When the transfer next needs a look if no event comes.
    var nextCheck: TimeInterval {
        guard case .draining(let since) = phase else { return progress.nextCheck }
        return min(progress.lastStepAt + Pasteboard.transferTimeout, since + Self.drainLimit)
    }
}
