import Foundation

/// The responder chain from `view` as the objects commands are sent to, nearest first: the
/// view, its superviews and their view controllers, the window, then the window's
/// front-most view controller when the chain did not pass it (`EventDispatcher.responderChain`).
/// A command's action goes to the first of these of its type.
@MainActor
func responderObjects(from view: View) -> [AnyObject] {
    if let window = view.window { return window.eventDispatcher.responderChain(from: view) }
    var chain: [Responder] = []
    var current: Responder? = view
    while let responder = current, !chain.contains(where: { $0 === responder }) {
        chain.append(responder)
        current = responder.next
    }
    return chain
}
