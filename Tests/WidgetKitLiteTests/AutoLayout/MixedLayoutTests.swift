import Foundation
import Testing
import WidgetKitLite

/// A view that lays its subviews out by frames in `layoutSubviews()`, recording the bounds it saw.
@MainActor
private final class FrameLayoutView: View {
    required init?(coder: NSCoder) { nil }

    let inner = View()
    var seenBounds: [CGRect] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(inner)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        seenBounds.append(bounds)
        inner.frame = bounds.insetBy(dx: 5, dy: 5)
    }
}

/// Frame-laid-out and constraint-laid-out views in one tree: constraints read the frames of
/// views laid out by frames, a frame-laid-out view inside a constraint-laid-out one sees its
/// solved bounds in `layoutSubviews()`, and a window resize re-solves.
@MainActor @Suite struct MixedLayoutTests {
    @Test func aConstrainedViewFollowsAFrameLaidOutSibling() {
        let f = AutoLayoutRoot()
        let header = View(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        f.root.addSubview(header)
        let body = f.add(View())
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            body.widthAnchor.constraint(equalTo: header.widthAnchor, multiplier: 2),
            body.bottomAnchor.constraint(equalTo: f.root.bottomAnchor),
        ])
        f.screen.advance(by: 0)
        #expect(header.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(body.frame == CGRect(x: 10, y: 68, width: 200, height: 232))
        header.frame = CGRect(x: 20, y: 30, width: 60, height: 40)
        f.screen.advance(by: 0)
        #expect(body.frame == CGRect(x: 20, y: 78, width: 120, height: 222))
        #expect(header.frame == CGRect(x: 20, y: 30, width: 60, height: 40))
    }

    @Test func aFrameLaidOutViewInsideAConstrainedOneSeesItsSolvedBounds() {
        let f = AutoLayoutRoot()
        let panel = f.add(FrameLayoutView())
        NSLayoutConstraint.activate(panel.edges(to: f.root, inset: 20))
        f.screen.advance(by: 0)
        #expect(panel.frame == CGRect(x: 20, y: 20, width: 360, height: 260))
        #expect(panel.seenBounds.last == CGRect(x: 0, y: 0, width: 360, height: 260))
        #expect(panel.seenBounds.allSatisfy { $0.width == 360 }, "never laid out at a stale size")
        #expect(panel.inner.frame == CGRect(x: 5, y: 5, width: 350, height: 250))
        #expect(!panel.inner.hasAmbiguousLayout && panel.inner.constraints.isEmpty)
    }

    @Test func aWindowResizeReSolves() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let vc = ViewController()
        window.rootViewController = vc
        let side = View(), panel = FrameLayoutView(), fixed = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        fixed.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        for v in [side, panel] {
            v.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(v)
        }
        vc.view.addSubview(fixed)
        NSLayoutConstraint.activate([
            side.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            side.topAnchor.constraint(equalTo: vc.view.topAnchor),
            side.bottomAnchor.constraint(equalTo: vc.view.bottomAnchor),
            side.widthAnchor.constraint(equalTo: vc.view.widthAnchor, multiplier: 0.25),
            panel.leadingAnchor.constraint(equalTo: side.trailingAnchor),
            panel.trailingAnchor.constraint(equalTo: fixed.leadingAnchor),
            panel.topAnchor.constraint(equalTo: vc.view.topAnchor),
            panel.heightAnchor.constraint(equalTo: side.heightAnchor, multiplier: 0.5),
        ])
        fixed.frame = CGRect(x: 360, y: 260, width: 40, height: 40)
        screen.advance(by: 0)
        #expect(side.frame == CGRect(x: 0, y: 0, width: 100, height: 300))
        #expect(panel.frame == CGRect(x: 100, y: 0, width: 260, height: 150))
        screen.resize(to: CGSize(width: 800, height: 500))
        screen.advance(by: 0)
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 800, height: 500))
        #expect(fixed.frame == CGRect(x: 760, y: 460, width: 40, height: 40), "autoresizing moved it")
        #expect(side.frame == CGRect(x: 0, y: 0, width: 200, height: 500))
        #expect(panel.frame == CGRect(x: 200, y: 0, width: 560, height: 250))
        #expect(panel.inner.frame == CGRect(x: 5, y: 5, width: 550, height: 240))
        screen.resize(to: CGSize(width: 200, height: 100))
        screen.advance(by: 0)
        #expect(side.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(panel.frame == CGRect(x: 50, y: 0, width: 110, height: 50))
    }

    @Test func constraintsAcrossAFrameLaidOutContainerFollowItsFrame() {
        let f = AutoLayoutRoot()
        let card = View(frame: CGRect(x: 50, y: 40, width: 200, height: 100))
        f.root.addSubview(card)
        let title = f.add(View(), to: card)
        let badge = f.add(View())
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            title.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            title.heightAnchor.constraint(equalToConstant: 20),
            badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 4),
            badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 8), badge.heightAnchor.constraint(equalToConstant: 8),
        ])
        f.screen.advance(by: 0)
        #expect(title.frame == CGRect(x: 10, y: 5, width: 100, height: 20))
        #expect(badge.frame == CGRect(x: 164, y: 51, width: 8, height: 8))
        card.frame = CGRect(x: 0, y: 100, width: 300, height: 100)
        f.screen.advance(by: 0)
        #expect(title.frame == CGRect(x: 10, y: 5, width: 150, height: 20))
        #expect(badge.frame == CGRect(x: 164, y: 111, width: 8, height: 8))
    }
}
