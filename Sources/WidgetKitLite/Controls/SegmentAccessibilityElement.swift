import Foundation

/// One segment of a ``SegmentedControl`` as assistive technologies see it, as UIKit shows
/// each segment: a button named by its title, `.selected` when chosen, `.notEnabled` when
/// disabled; activating it chooses the segment as a click does (`.valueChanged` once).
@MainActor
final class SegmentAccessibilityElement: AccessibilityElement {
    /// The segment's index.
    let index: Int

    init(control: SegmentedControl, index: Int) {
        self.index = index
        super.init(accessibilityContainer: control)
    }

    private var control: SegmentedControl? { accessibilityContainer as? SegmentedControl }

    override var accessibilityLabel: String? {
        get { control?.titleForSegment(at: index) }
        set {}
    }

    override var accessibilityTraits: AccessibilityTraits {
        get {
            guard let control else { return .button }
            var traits: AccessibilityTraits = .button
            if control.selectedSegmentIndex == index { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return traits
        }
        set {}
    }

    override var accessibilityFrameInContainerSpace: CGRect {
        get { control?.segmentFrame(at: index) ?? .zero }
        set {}
    }

    override func accessibilityActivate() -> Bool {
        guard let control, control.isEnabled, control.isEnabledForSegment(at: index) else { return false }
        guard control.selectedSegmentIndex != index else { return true }
        control.selectedSegmentIndex = index
        control.sendActions(for: .valueChanged)
        return true
    }
}
