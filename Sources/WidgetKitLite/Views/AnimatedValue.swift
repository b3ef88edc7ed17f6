import Foundation

/// A number that animates like a view property — a container's bar visibility, say — and
/// reports every presented change. It rides on a hidden view (never drawn) so it shares the
/// animation machinery: its value is the view's alpha, 0…1.
@MainActor
final class AnimatedValue: View {
    /// Called whenever the presented value may have changed (every frame while animating).
    var onChange: (() -> Void)?

    init(value: CGFloat) {
        super.init(frame: .zero)
        isHidden = true
        isUserInteractionEnabled = false
        modelAlpha = value.clamped(to: 0...1)
    }

    /// The model value (animates when set inside an animation block or transition).
    var value: CGFloat {
        get { alpha }
        set {
            alpha = newValue
            onChange?()
        }
    }

    /// The value shown now.
    var presentedValue: CGFloat { presentationAlpha }

    override var drawsContentHint: Bool { false }
}
