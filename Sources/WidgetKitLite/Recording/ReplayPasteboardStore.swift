import Foundation

/// A pasteboard that answers reads as the recorded session's did, in the order recorded: a
/// read that was answered at once gets its recorded text at once; a read that waited for
/// another program waits until the replay reaches the moment its answer came
/// (`answerWaitingRead(with:)`). Writes are kept in memory, as a headless screen's are;
/// once the recorded answers run out, reads get the text written last.
@MainActor
final class ReplayPasteboardStore: PasteboardStore {
    /// A recorded read's answer: given at once, or later.
    enum Answer {
        case now(String?)
        case later
    }

    private var answers: [Answer]
    private var waiting: [@MainActor (String?) -> Void] = []
    private var written: String?

    init(answers: [Answer]) {
        self.answers = answers
    }

    func readString() -> String? {
        guard let index = answers.firstIndex(where: { if case .now = $0 { true } else { false } }) else { return written }
        guard case let .now(text) = answers.remove(at: index) else { return written }
        return text
    }

    func requestString(completion: @escaping @MainActor (String?) -> Void) {
        guard !answers.isEmpty else { return completion(written) }
        switch answers.removeFirst() {
        case let .now(text): completion(text)
        case .later: waiting.append(completion)
        }
    }

    func writeString(_ string: String?) { written = string }

    /// Gives the oldest waiting read `text`; false when no read waits (the app's current
    /// code did not ask).
    func answerWaitingRead(with text: String?) -> Bool {
        guard !waiting.isEmpty else { return false }
        waiting.removeFirst()(text)
        return true
    }
}
