import Foundation

extension Diagnostics {
    /// Marks the main queue, so that code on it can be told apart without the main actor.
    nonisolated private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Reports one line from code that may run on any thread (value types such as snapshots
    /// and transforms): through `report(_:)` (and so `handler`) when on the main queue, the
    /// main actor's, straight to stderr from elsewhere.
    nonisolated static func reportFromAnyThread(_ message: String) {
        if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true {
            MainActor.assumeIsolated { report(message) }
        } else {
            FileHandle.standardError.write(Data("WidgetKitLite: \(message)\n".utf8))
        }
    }
}
