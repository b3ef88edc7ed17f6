import Foundation

/// Holds a presented controller's view; ends the sheet on Escape (keys its content did not
/// handle reach it through the responder chain).
@MainActor
final class PresentationContainerView: View {
    weak var owner: PresentationController?

    override func pressesBegan(_ presses: Set<KeyPress>, with event: Event?) {
        if let presentation = owner, presentation.kind == .sheet || presentation.kind == .fullScreen || presentation.kind == .overFullScreen,
            presses.contains(where: { $0.matches(KeyCommand.inputEscape, modifiers: []) })
        {
            presentation.presented.dismiss(animated: true)
            return
        }
        super.pressesBegan(presses, with: event)
    }

    override var drawsContentHint: Bool { false }

    /// A presentation hides what it covers from assistive technologies, as UIKit's alerts
    /// and sheets do; settable like any view's.
    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityViewIsModal = true
    }

    required init?(coder: NSCoder) { nil }

    /// A sheet is read as a "dialog" container of the presented view's elements; the other
    /// presentations are flattened (an alert's view is its own "alert" container).
    override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? (owner?.kind == .sheet ? subviews : nil) }
        set { super.accessibilityElements = newValue }
    }

    /// A sheet is named by the presented page's title (the top page of a presented
    /// navigation controller).
    override var accessibilityLabel: String? {
        get {
            guard let presented = owner?.presented else { return super.accessibilityLabel }
            let page = (presented as? NavigationController)?.topViewController ?? presented
            return super.accessibilityLabel ?? page.displayTitle
        }
        set { super.accessibilityLabel = newValue }
    }

    /// The window changed size: the presented view goes where the new size puts it.
    override func layoutInSuperview() {
        owner?.windowDidResize()
    }
}
