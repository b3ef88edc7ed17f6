import Foundation

/// The drag that dismisses a sheet: it begins only downwards.
///
/// A scroll view inside the sheet whose content rests at its top yields a downward drag to
/// it (`takesDrag(from:translation:)`), so pulling a list at its top pulls the sheet down
/// instead of rubber-banding the list, as UIKit's sheets do; a list scrolled down scrolls.
/// Either way the drag is shared (`SheetDragHandoff`): a list dragged back to its top and
/// further pulls the sheet down, and a sheet pushed back above its rest position scrolls
/// the list that yielded the drag.
@MainActor
final class SheetDismissPanGestureRecognizer: PanGestureRecognizer, ScrollDragSharing {
    /// Content this close to its top edge counts as resting there.
    static let topTolerance: CGFloat = 0.5

    /// The vertically scrolling view that yielded the current drag to this pan, until the
    /// recognizer resets: it scrolls when the drag goes back above the sheet's rest position.
    private(set) weak var yieldingScrollView: ScrollView?

    /// The presentation whose sheet this pan drags.
    var sheet: PresentationController? { (view as? PresentationContainerView)?.owner }

    override func shouldBegin(translation: CGPoint, touch: Touch) -> Bool { Self.isDownward(translation) }

    /// Whether a drag by `translation` points mostly down.
    static func isDownward(_ translation: CGPoint) -> Bool { translation.y > 0 && translation.y >= abs(translation.x) }

    /// Whether a drag by `translation` that `scrollView` (inside the sheet) would scroll
    /// belongs to the sheet instead: it points down, the content rests at (or above) its
    /// top, and this pan is still free to begin. A vertically scrolling view that yields is
    /// remembered as `yieldingScrollView`.
    func takesDrag(from scrollView: ScrollView, translation: CGPoint) -> Bool {
        guard isEnabled, state == .possible, Self.isDownward(translation) else { return false }
        guard scrollView.contentOffset.y <= scrollView.offsetLimits.y.lowerBound + Self.topTolerance else { return false }
        if scrollView.scrollsVertically { yieldingScrollView = scrollView }
        return true
    }

    /// The sheet's share of the drag `scrollView` begins (nil when this pan is on no sheet).
    func handoff(for scrollView: ScrollView) -> ScrollDragHandoff? { sheet.map(SheetDragHandoff.init) }

    override func reset() {
        super.reset()
        yieldingScrollView = nil
    }
}
