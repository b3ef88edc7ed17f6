import Foundation
import Testing
import WidgetKitLite

/// A screen with one window holding a plain root view of `size` at the origin, for the Auto
/// Layout suites.
@MainActor
struct AutoLayoutRoot {
    let screen: HeadlessScreen
    let window: Window
    let root: View

    init(width: CGFloat = 400, height: CGFloat = 300) {
        screen = HeadlessScreen(size: CGSize(width: width, height: height))
        window = screen.makeWindow()
        root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.addSubview(root)
    }

    /// Adds a view laid out by constraints (`translatesAutoresizingMaskIntoConstraints` false)
    /// to `parent` (the root by default).
    @discardableResult
    func add<V: View>(_ view: V, to parent: View? = nil) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        (parent ?? root).addSubview(view)
        return view
    }
}

extension View {
    /// Constraints pinning the view's four edges to `guide`'s, inset by `inset`.
    @MainActor
    func edges(to guide: LayoutGuide, inset: CGFloat = 0) -> [NSLayoutConstraint] {
        [
            leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: inset),
            trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -inset),
            topAnchor.constraint(equalTo: guide.topAnchor, constant: inset),
            bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -inset),
        ]
    }

    /// Constraints pinning the view's four edges to `view`'s, inset by `inset`.
    @MainActor
    func edges(to view: View, inset: CGFloat = 0) -> [NSLayoutConstraint] {
        [
            leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset),
            trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -inset),
            topAnchor.constraint(equalTo: view.topAnchor, constant: inset),
            bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -inset),
        ]
    }
}
