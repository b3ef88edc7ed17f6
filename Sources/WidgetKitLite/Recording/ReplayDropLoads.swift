import Foundation

/// Loads of dropped data answered as the recorded session's were, in the order recorded: a
/// load answered at once gets its recorded data at once; one that waited for the other
/// application waits until the replay reaches the moment its data came
/// (`answerWaitingLoad(with:)`). Loads past the recorded ones get nothing.
@MainActor
final class ReplayDropLoads {
    /// A recorded load's answer: given at once, or later.
    enum Answer {
        case now(Data?)
        case later
    }

    private var answers: [Answer]
    private var waiting: [@MainActor (Data?) -> Void] = []

    init(answers: [Answer]) {
        self.answers = answers
    }

    /// A load of dropped data: answered as the next recorded load was.
    func load(completion: @escaping @MainActor (Data?) -> Void) {
        guard !answers.isEmpty else { return completion(nil) }
        switch answers.removeFirst() {
        case let .now(data): completion(data)
        case .later: waiting.append(completion)
        }
    }

    /// Gives the oldest waiting load `data`; false when none waits.
    func answerWaitingLoad(with data: Data?) -> Bool {
        guard !waiting.isEmpty else { return false }
        waiting.removeFirst()(data)
        return true
    }
}
