import Foundation
import Testing
import WidgetKitLite

/// Layout guides: the readable content guide (the margins narrowed to at most 672 points,
/// centred) and the app's own guides, rectangles that take part in layout without being views.
@MainActor @Suite struct LayoutGuideTests {
    @Test func theReadableContentGuideIsAtMost672WideAndCentred() {
        let f = AutoLayoutRoot(width: 1000, height: 300)
        f.root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let text = f.add(View())
        NSLayoutConstraint.activate(text.edges(to: f.root.readableContentGuide))
        f.root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 164, y: 8, width: 672, height: 284))
        #expect(f.root.readableContentGuide.layoutFrame == CGRect(x: 164, y: 8, width: 672, height: 284))
        // Narrower than 672 + margins: the guide is the margins guide.
        f.root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        f.root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 8, y: 8, width: 384, height: 284))
        // Off-centre margins: centred between them.
        f.root.frame = CGRect(x: 0, y: 0, width: 1000, height: 300)
        f.root.layoutMargins = EdgeInsets(top: 0, left: 100, bottom: 0, right: 0)
        f.root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 214, y: 0, width: 672, height: 300))
        #expect(f.root.readableContentGuide.owningView === f.root)
    }

    @Test func aCustomGuideHoldsTheSpaceBetweenTwoViews() {
        let f = AutoLayoutRoot()
        let a = f.add(View()), b = f.add(View())
        let gap = LayoutGuide()
        gap.identifier = "gap"
        f.root.addLayoutGuide(gap)
        #expect(gap.owningView === f.root && f.root.layoutGuides.count == 1)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 60),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 25),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: f.root.trailingAnchor, constant: -5),
            gap.topAnchor.constraint(equalTo: f.root.topAnchor, constant: 4),
            gap.heightAnchor.constraint(equalToConstant: 30),
            a.topAnchor.constraint(equalTo: gap.topAnchor),
            a.bottomAnchor.constraint(equalTo: gap.bottomAnchor),
            b.centerYAnchor.constraint(equalTo: gap.centerYAnchor),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        f.root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 4, width: 60, height: 30))
        #expect(gap.layoutFrame == CGRect(x: 70, y: 4, width: 25, height: 30))
        #expect(b.frame == CGRect(x: 95, y: 14, width: 300, height: 10))
    }

    @Test func equalGuidesSpaceThreeViewsEvenly() {
        let f = AutoLayoutRoot()
        let views = [f.add(View()), f.add(View()), f.add(View())]
        let gaps = [LayoutGuide(), LayoutGuide()]
        for g in gaps { f.root.addLayoutGuide(g) }
        var constraints: [NSLayoutConstraint] = [
            views[0].leadingAnchor.constraint(equalTo: f.root.leadingAnchor),
            views[2].trailingAnchor.constraint(equalTo: f.root.trailingAnchor),
            gaps[0].widthAnchor.constraint(equalTo: gaps[1].widthAnchor),
        ]
        for (i, g) in gaps.enumerated() {
            constraints += [
                g.leadingAnchor.constraint(equalTo: views[i].trailingAnchor),
                g.trailingAnchor.constraint(equalTo: views[i + 1].leadingAnchor),
            ]
        }
        for v in views {
            constraints += [
                v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 20),
                v.topAnchor.constraint(equalTo: f.root.topAnchor),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        f.root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 175, 350])
        #expect(gaps[0].layoutFrame.width == 125 && gaps[1].layoutFrame.width == 125)
        #expect(gaps[1].layoutFrame.minX == 225)
    }

    @Test func removingAGuideDeactivatesItsConstraints() {
        let f = AutoLayoutRoot()
        let a = f.add(View())
        let guide = LayoutGuide()
        f.root.addLayoutGuide(guide)
        let pin = guide.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 40)
        let follow = a.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
        NSLayoutConstraint.activate([pin, follow])
        f.root.removeLayoutGuide(guide)
        #expect(!pin.isActive && !follow.isActive)
        #expect(guide.owningView == nil && f.root.layoutGuides.isEmpty)
        #expect(guide.layoutFrame == .zero)
    }
}
