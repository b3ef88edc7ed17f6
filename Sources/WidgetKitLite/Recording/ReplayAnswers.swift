import Foundation

/// Reads answered as the recorded session's were, in the order recorded — a pasteboard's
/// reads, a dropped item's loads: a read answered at once gets its recorded value at once;
/// one that waited for another program waits until the replay reaches the moment its
/// answer came (`answerWaitingRead(with:)`). Reads past the recorded ones get `fallback`.
@MainActor
final class ReplayAnswers<Value> {
    /// A recorded read's answer: given at once, or later.
    enum Answer {
        case now(Value?)
        case later
    }

    private var answers: [Answer]
    private var waiting: [@MainActor (Value?) -> Void] = []

    init(_ answers: [Answer]) {
        self.answers = answers
    }

    /// A read: answered as the next recorded read was (`fallback` once they run out).
    func read(fallback: Value?, completion: @escaping @MainActor (Value?) -> Void) {
        guard !answers.isEmpty else { return completion(fallback) }
        switch answers.removeFirst() {
        case let .now(value): completion(value)
        case .later: waiting.append(completion)
        }
    }

    /// A read that cannot wait: the next answer given at once, skipping those that came later.
    func readNow(fallback: Value?) -> Value? {
        guard let index = answers.firstIndex(where: { if case .now = $0 { true } else { false } }),
            case let .now(value) = answers.remove(at: index)
        else { return fallback }
        return value
    }

    /// Gives the oldest waiting read `value`; false when no read waits (the app's current
    /// code did not ask).
    func answerWaitingRead(with value: Value?) -> Bool {
        guard !waiting.isEmpty else { return false }
        waiting.removeFirst()(value)
        return true
    }
}
