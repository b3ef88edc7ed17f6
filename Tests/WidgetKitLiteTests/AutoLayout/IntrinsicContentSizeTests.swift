import Foundation
import Testing
import WidgetKitLite

/// A view whose intrinsic size the test sets.
@MainActor
private final class SizedView: View {
    var size = CGSize(width: 40, height: 20) {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize { size }
}

/// The intrinsic content size in constraint layout: content hugging and compression
/// resistance hold a view at it, `invalidateIntrinsicContentSize()` re-lays out at the next
/// frame, and a multi-line label is measured again at the width a resize gives it.
@MainActor @Suite struct IntrinsicContentSizeTests {
    @Test func aCustomViewIsLaidOutAtItsIntrinsicSizeAndFollowsItsChanges() {
        let f = AutoLayoutRoot()
        let v = f.add(SizedView())
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 3), v.topAnchor.constraint(equalTo: f.root.topAnchor),
        ])
        f.screen.advance(by: 0)
        #expect(v.frame == CGRect(x: 3, y: 0, width: 40, height: 20))
        v.size = CGSize(width: 90, height: 35)
        f.screen.advance(by: 0)
        #expect(v.frame == CGRect(x: 3, y: 0, width: 90, height: 35))
        v.size = CGSize(width: View.noIntrinsicMetric, height: 12)
        v.widthAnchor.constraint(equalToConstant: 7).isActive = true
        f.screen.advance(by: 0)
        #expect(v.frame == CGRect(x: 3, y: 0, width: 7, height: 12))
    }

    @Test func aLabelsNewTextIsLaidOutInTheNextFrame() {
        let f = AutoLayoutRoot()
        let label = f.add(Label())
        label.text = "Hi"
        NSLayoutConstraint.activate([
            label.trailingAnchor.constraint(equalTo: f.root.trailingAnchor), label.topAnchor.constraint(equalTo: f.root.topAnchor),
        ])
        f.screen.advance(by: 0)
        let short = label.frame
        #expect(short.maxX == 400 && short.size == label.intrinsicContentSize)
        label.text = "A much longer greeting"
        f.screen.advance(by: 0)
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.maxX == 400 && label.frame.width > short.width)
        label.font = .systemFont(ofSize: 30)
        f.screen.advance(by: 0)
        #expect(label.frame.size == label.intrinsicContentSize && label.frame.height > short.height)
    }

    @Test func requiredHuggingAndCompressionResistanceHoldTheIntrinsicSize() {
        let f = AutoLayoutRoot()
        let v = f.add(SizedView())
        v.setContentHuggingPriority(.required, for: .horizontal)
        v.setContentCompressionResistancePriority(.required, for: .vertical)
        let wide = v.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .required - 1
        let flat = v.heightAnchor.constraint(equalToConstant: 5)
        flat.priority = .required - 1
        NSLayoutConstraint.activate([
            wide, flat, v.leadingAnchor.constraint(equalTo: f.root.leadingAnchor), v.topAnchor.constraint(equalTo: f.root.topAnchor),
        ])
        f.screen.advance(by: 0)
        #expect(v.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        // Lowered below the wishes, the wishes win.
        v.setContentHuggingPriority(.defaultLow, for: .horizontal)
        v.setContentCompressionResistancePriority(.defaultHigh, for: .vertical)
        f.screen.advance(by: 0)
        #expect(v.frame == CGRect(x: 0, y: 0, width: 300, height: 5))
    }

    @Test func aMultiLineLabelIsMeasuredAgainWhenAResizeChangesItsWidth() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let vc = ViewController()
        window.rootViewController = vc
        let label = Label()
        label.text = "The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun by the river."
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(label)
        let below = View()
        below.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(below)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: vc.view.topAnchor),
            below.topAnchor.constraint(equalTo: label.bottomAnchor),
            below.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.advance(by: 0)
        let wide = label.sizeThatFits(CGSize(width: 380, height: 0)).height
        #expect(label.frame == CGRect(x: 10, y: 0, width: 380, height: wide))
        #expect(below.frame.minY == wide)
        screen.resize(to: CGSize(width: 160, height: 300))
        screen.advance(by: 0)
        let narrow = label.sizeThatFits(CGSize(width: 140, height: 0)).height
        #expect(narrow > wide)
        #expect(label.frame == CGRect(x: 10, y: 0, width: 140, height: narrow))
        #expect(below.frame.minY == narrow)
    }

    @Test func turningTranslationBackOnFreezesTheSolvedFrame() {
        let f = AutoLayoutRoot()
        let v = f.add(View())
        let left = v.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 10)
        let top = v.topAnchor.constraint(equalTo: f.root.topAnchor)
        let follower = f.add(View())
        NSLayoutConstraint.activate([
            left, top, v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
            follower.leadingAnchor.constraint(equalTo: v.trailingAnchor), follower.topAnchor.constraint(equalTo: v.bottomAnchor),
            follower.widthAnchor.constraint(equalToConstant: 1), follower.heightAnchor.constraint(equalToConstant: 1),
        ])
        f.screen.advance(by: 0)
        #expect(follower.frame.origin == CGPoint(x: 20, y: 10))
        let lines = capturingDiagnostics {
            NSLayoutConstraint.deactivate([left, top])
            v.translatesAutoresizingMaskIntoConstraints = true
            v.frame = CGRect(x: 77, y: 5, width: 10, height: 10)
            f.screen.advance(by: 0)
        }
        #expect(lines.isEmpty)
        #expect(v.frame == CGRect(x: 77, y: 5, width: 10, height: 10), "the frame the app set holds")
        #expect(follower.frame.origin == CGPoint(x: 87, y: 15), "and constraints read it")
    }
}
