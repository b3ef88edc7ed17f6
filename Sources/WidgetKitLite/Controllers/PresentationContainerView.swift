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

    /// The window changed size: the presented view goes where the new size puts it.
    override func layoutInSuperview() {
        owner?.windowDidResize()
    }
}
