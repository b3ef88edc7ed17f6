import Foundation

/// A pasteboard whose reads are answered as the recorded session's were (`ReplayAnswers`).
/// Writes are kept in memory, as a headless screen's are; once the recorded answers run
/// out, reads get the text written last.
@MainActor
final class ReplayPasteboardStore: PasteboardStore {
    let answers: ReplayAnswers<String>
    private var written: String?

    init(answers: [ReplayAnswers<String>.Answer]) {
        self.answers = ReplayAnswers(answers)
    }

    func readString() -> String? { answers.readNow(fallback: written) }

    func requestString(completion: @escaping @MainActor (String?) -> Void) {
        answers.read(fallback: written, completion: completion)
    }

    func writeString(_ string: String?) { written = string }
}
