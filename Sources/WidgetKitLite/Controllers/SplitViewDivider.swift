import Foundation

/// The grab area over the line after a split view's primary column: a drag resizes the
/// column (the pointer shows the left-right resize cursor over it).
@MainActor
final class SplitViewDivider: View {
    required init?(coder: NSCoder) { nil }

    /// Called with the primary column width the drag asks for.
    var onDrag: ((CGFloat) -> Void)?
    /// The primary column's width now.
    var currentWidth: (() -> CGFloat)?
    private var widthAtStart: CGFloat = 0

    init() {
        super.init(frame: .zero)
        cursor = .resizeLeftRight
        let pan = PanGestureRecognizer(target: self, action: SplitViewDivider.dragged)
        addGestureRecognizer(pan)
    }

    private func dragged(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            widthAtStart = currentWidth?() ?? 0
            onDrag?(widthAtStart + pan.translation(in: nil).x)
        case .changed, .ended:
            onDrag?(widthAtStart + pan.translation(in: nil).x)
        default:
            break
        }
    }
}
