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

    /// The window changed size: the presented view goes where the new size puts it.
    override func layoutInSuperview() {
        owner?.windowDidResize()
    }
}
