import Foundation

/// The responder chain from `view` as the objects commands are sent to, nearest first: the
/// view, its superviews and their view controllers, the window, then the window's
/// front-most view controller when the chain did not pass it (`EventDispatcher.responderChain`).
/// A command's action goes to the first of these of its type.
@MainActor
func responderObjects(from view: View) -> [AnyObject] {
    let chain: [Responder]
    if let window = view.window {
        chain = window.eventDispatcher.responderChain(from: view)
    } else {
        chain = sequence(first: Responder.view(view)) { $0.next }.map { $0 }
    }
    return chain.map { link -> AnyObject in
        switch link {
        case let .view(view): view
        case let .controller(owner): owner
        }
    }
}
