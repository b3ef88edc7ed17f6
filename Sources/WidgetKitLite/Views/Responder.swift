import Foundation

/// A link of the responder chain: a view or a view controller.
@MainActor
enum Responder {
    case view(View)
    case controller(ViewController)

    /// The next responder: a root view's controller, else the superview; a controller's
    /// view's superview.
    var next: Responder? {
        switch self {
        case let .view(view):
            if let controller = view.owningViewController { return .controller(controller) }
            return view.superview.map { .view($0) }
        case let .controller(controller):
            return controller.viewIfLoaded?.superview.map { .view($0) }
        }
    }
}
