import Foundation
import Testing
import WidgetKitLite

/// A page whose controller moves a view in `viewWillLayoutSubviews`, recording the frame
/// `viewDidLayoutSubviews` sees.
@MainActor
final class ShiftingPage: ViewController {
    let box = View()
    var leading: NSLayoutConstraint!
    var shift: CGFloat = 10
    var seen: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        leading = box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([
            leading, box.topAnchor.constraint(equalTo: view.topAnchor), box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        leading.constant = shift
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        seen.append(box.frame.minX)
    }
}

/// A view that sets a constant in `layoutSubviews` before calling super.
@MainActor
final class SelfAdjustingView: View {
    required init?(coder: NSCoder) { nil }

    let inner = View()
    var width: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        inner.translatesAutoresizingMaskIntoConstraints = false
        addSubview(inner)
        width = inner.widthAnchor.constraint(equalToConstant: 1)
        NSLayoutConstraint.activate([
            width, inner.leadingAnchor.constraint(equalTo: leadingAnchor), inner.topAnchor.constraint(equalTo: topAnchor),
            inner.heightAnchor.constraint(equalToConstant: 4),
        ])
    }

    override func layoutSubviews() {
        width.constant = bounds.width / 2
        super.layoutSubviews()
    }
}

/// Where in the layout pass constraint frames are applied, as UIKit orders it; buttons'
/// baselines and intrinsic sizes.
@MainActor @Suite struct LayoutPassOrderTests {
    @Test func aConstantChangedInViewWillLayoutSubviewsShowsInTheSamePass() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 200))
        let window = screen.makeWindow()
        let page = ShiftingPage()
        window.rootViewController = page
        screen.advance(by: 0)
        #expect(page.seen.first == 10)
        page.shift = 100
        page.view.setNeedsLayout()
        screen.advance(by: 1.0 / 60)
        #expect(page.seen.last == 100)
        #expect(!page.seen.contains(0))
    }

    @Test func aConstantChangedInLayoutSubviewsBeforeSuperApplies() {
        let layout = AutoLayoutRoot()
        let view = SelfAdjustingView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        layout.root.addSubview(view)
        layout.root.layoutIfNeeded()
        #expect(view.inner.frame == CGRect(x: 0, y: 0, width: 100, height: 4))
    }

    @Test func aLabelOnAButtonsBaselineSharesItsTitlesBaseline() {
        let layout = AutoLayoutRoot()
        let button = layout.add(Button(title: "Save"))
        let label = layout.add(Label())
        label.text = "Save"
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: layout.root.leadingAnchor),
            button.topAnchor.constraint(equalTo: layout.root.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 10),
            label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor),
        ])
        layout.root.layoutIfNeeded()
        // The same text in the same font: the label's box is the title's box.
        #expect(button.titleLabel.font == label.font)
        let title = button.titleLabel.convert(CGPoint.zero, to: layout.root).y + button.titleLabel.bounds.height / 2
        #expect(abs(label.frame.midY - title) < 1e-9)
    }

    @Test func newContentInsetsResizeAButtonLaidOutByConstraints() {
        let layout = AutoLayoutRoot()
        let button = layout.add(Button(title: "Go"))
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: layout.root.leadingAnchor),
            button.topAnchor.constraint(equalTo: layout.root.topAnchor),
        ])
        layout.root.layoutIfNeeded()
        let before = button.frame.size
        button.contentInsets = EdgeInsets(top: 20, left: 40, bottom: 20, right: 40)
        layout.root.layoutIfNeeded()
        #expect(button.frame.width == before.width + 48)
        #expect(button.frame.height == before.height + 24)
        #expect(button.frame.size == button.intrinsicContentSize)
    }

    @Test func intrinsicSizesAreMeasuredAgainInTheWindow() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 200), scale: 2)
        let window = screen.makeWindow()
        let page = View(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let button = Button(title: "Push full-screen page")
        button.translatesAutoresizingMaskIntoConstraints = false
        page.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: page.leadingAnchor),
            button.topAnchor.constraint(equalTo: page.topAnchor),
        ])
        page.layoutIfNeeded()
        window.addSubview(page)
        screen.advance(by: 0)
        #expect(button.frame.size == button.intrinsicContentSize)
    }
}
