import Foundation
import Testing
import WidgetKitLite

/// A view that logs its `updateConstraints()` and `layoutSubviews()` calls, and can change a
/// constraint's constant in `updateConstraints()`.
@MainActor
private final class UpdatingView: View {
    required init?(coder: NSCoder) { nil }

    let name: String
    let log: Log
    var widthConstraint: NSLayoutConstraint?
    var wantedWidth: CGFloat = 0

    final class Log {
        var entries: [String] = []
    }

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    override func updateConstraints() {
        log.entries.append("\(name).updateConstraints")
        widthConstraint?.constant = wantedWidth
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log.entries.append("\(name).layoutSubviews")
        super.layoutSubviews()
    }
}

/// A controller whose root view is an `UpdatingView`, logging `updateViewConstraints()`.
@MainActor
private final class UpdatingController: ViewController {
    required init?(coder: NSCoder) { nil }

    let log: UpdatingView.Log

    init(log: UpdatingView.Log) {
        self.log = log
        super.init()
    }

    override func loadView() {
        view = UpdatingView("root", log: log)
    }

    override func updateViewConstraints() {
        log.entries.append("controller.updateViewConstraints")
        super.updateViewConstraints()
    }
}

/// The update-constraints pass: `setNeedsUpdateConstraints()` asks for `updateConstraints()`
/// before the next layout, subviews before their superview, and a view controller's root
/// view goes through `updateViewConstraints()`.
@MainActor @Suite struct UpdateConstraintsTests {
    @Test func subviewsUpdateBeforeTheirSuperview() {
        let f = AutoLayoutRoot()
        let log = UpdatingView.Log()
        let outer = UpdatingView("outer", log: log), inner = UpdatingView("inner", log: log)
        let innermost = UpdatingView("innermost", log: log)
        f.root.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(innermost)
        f.screen.advance(by: 0)
        log.entries = []
        outer.setNeedsUpdateConstraints()
        innermost.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        #expect(outer.needsUpdateConstraints() && inner.needsUpdateConstraints())
        outer.updateConstraintsIfNeeded()
        #expect(log.entries == ["innermost.updateConstraints", "inner.updateConstraints", "outer.updateConstraints"])
        #expect(!outer.needsUpdateConstraints() && !inner.needsUpdateConstraints() && !innermost.needsUpdateConstraints())
        log.entries = []
        outer.updateConstraintsIfNeeded()
        f.screen.advance(by: 0)
        #expect(log.entries.isEmpty, "nothing pending, nothing called")
    }

    @Test func theFramePhaseUpdatesConstraintsBeforeLayingOut() {
        let f = AutoLayoutRoot()
        let log = UpdatingView.Log()
        let v = UpdatingView("v", log: log)
        v.translatesAutoresizingMaskIntoConstraints = false
        f.root.addSubview(v)
        let width = v.widthAnchor.constraint(equalToConstant: 10)
        v.widthConstraint = width
        NSLayoutConstraint.activate([
            width, v.heightAnchor.constraint(equalToConstant: 10), v.leadingAnchor.constraint(equalTo: f.root.leadingAnchor),
            v.topAnchor.constraint(equalTo: f.root.topAnchor),
        ])
        f.screen.advance(by: 0)
        #expect(v.frame.width == 10)
        log.entries = []
        v.wantedWidth = 70
        v.setNeedsUpdateConstraints()
        f.screen.advance(by: 0)
        #expect(log.entries.first == "v.updateConstraints")
        #expect(log.entries.filter { $0 == "v.updateConstraints" }.count == 1)
        #expect(v.frame.width == 70, "the constant changed in updateConstraints is laid out in the same frame")
        // layoutIfNeeded runs the pending update too.
        v.wantedWidth = 90
        v.setNeedsUpdateConstraints()
        v.superview?.layoutIfNeeded()
        #expect(v.frame.width == 90)
    }

    @Test func aControllersRootViewGoesThroughUpdateViewConstraints() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let log = UpdatingView.Log()
        let vc = UpdatingController(log: log)
        window.rootViewController = vc
        screen.advance(by: 0)
        log.entries = []
        vc.view.setNeedsUpdateConstraints()
        screen.advance(by: 0)
        let updates = log.entries.filter { $0.contains("update") }
        #expect(updates == ["controller.updateViewConstraints", "root.updateConstraints"])
        #expect(log.entries.firstIndex(of: "root.updateConstraints")! < log.entries.firstIndex(of: "root.layoutSubviews") ?? Int.max)
    }
}
