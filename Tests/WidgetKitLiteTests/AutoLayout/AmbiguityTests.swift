import Foundation
import Testing
import WidgetKitLite

/// Debugging a layout: `hasAmbiguousLayout` says whether the constraints leave a view free to
/// move or resize, `exerciseAmbiguityInLayout()` shows another frame they allow, and
/// `constraintsAffectingLayout(for:)` lists what decides the view's position and size on an axis.
@MainActor @Suite struct AmbiguityTests {
    @Test func aViewWithoutAnXPositionIsAmbiguousUntilItHasOne() {
        let f = AutoLayoutRoot()
        let v = f.add(View())
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 20),
            v.topAnchor.constraint(equalTo: f.root.topAnchor, constant: 10),
        ])
        f.root.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        let before = v.frame
        v.exerciseAmbiguityInLayout()
        #expect(v.frame.minX != before.minX, "moved along the free axis")
        #expect(v.frame.size == before.size && v.frame.minY == before.minY, "and only along it")
        v.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 30).isActive = true
        f.root.layoutIfNeeded()
        #expect(!v.hasAmbiguousLayout)
        #expect(v.frame == CGRect(x: 30, y: 10, width: 50, height: 20))
        v.exerciseAmbiguityInLayout()
        #expect(v.frame == CGRect(x: 30, y: 10, width: 50, height: 20), "a view laid out unambiguously stays")
    }

    @Test func aWidthBoundOnlyByInequalitiesIsAmbiguous() {
        let f = AutoLayoutRoot()
        let v = f.add(View())
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: f.root.leadingAnchor),
            v.trailingAnchor.constraint(lessThanOrEqualTo: f.root.trailingAnchor),
            v.topAnchor.constraint(equalTo: f.root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        f.root.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        let before = v.frame
        v.exerciseAmbiguityInLayout()
        #expect(v.frame.width != before.width && v.frame.minX == 0)
        #expect(v.frame.maxX <= 400, "another frame the constraints allow")
    }

    @Test func aLabelsIntrinsicSizeSettlesItsSize() {
        let f = AutoLayoutRoot()
        let label = f.add(Label())
        label.text = "Hello"
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: f.root.leadingAnchor), label.topAnchor.constraint(equalTo: f.root.topAnchor),
        ])
        f.root.layoutIfNeeded()
        #expect(!label.hasAmbiguousLayout)
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    @Test func aFullyConstrainedTreeIsNotAmbiguous() {
        let f = AutoLayoutRoot()
        let a = f.add(View()), b = f.add(View(), to: a)
        NSLayoutConstraint.activate(a.edges(to: f.root, inset: 10) + b.edges(to: a.layoutMarginsGuide))
        f.root.layoutIfNeeded()
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout && !f.root.hasAmbiguousLayout)
    }

    @Test func theConstraintsAffectingAViewOnEachAxis() {
        let f = AutoLayoutRoot()
        let a = f.add(View()), b = f.add(View())
        let aLeading = a.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 10)
        let aWidth = a.widthAnchor.constraint(equalToConstant: 50)
        let gap = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        let bWidth = b.widthAnchor.constraint(equalToConstant: 20)
        let aTop = a.topAnchor.constraint(equalTo: f.root.topAnchor)
        let aHeight = a.heightAnchor.constraint(equalToConstant: 5)
        let bTop = b.topAnchor.constraint(equalTo: a.bottomAnchor)
        let bHeight = b.heightAnchor.constraint(equalTo: a.heightAnchor)
        NSLayoutConstraint.activate([aLeading, aWidth, gap, bWidth, aTop, aHeight, bTop, bHeight])
        f.root.layoutIfNeeded()
        func ids(_ list: [NSLayoutConstraint]) -> Set<ObjectIdentifier> { Set(list.map(ObjectIdentifier.init)) }
        let aH = ids(a.constraintsAffectingLayout(for: .horizontal))
        #expect(aH.isSuperset(of: ids([aLeading, aWidth])))
        #expect(aH.isDisjoint(with: ids([aTop, aHeight, bTop, bHeight, bWidth])))
        // b's x is decided by a's too.
        let bH = ids(b.constraintsAffectingLayout(for: .horizontal))
        #expect(bH.isSuperset(of: ids([gap, bWidth, aLeading, aWidth])))
        #expect(bH.isDisjoint(with: ids([aTop, aHeight, bTop, bHeight])))
        let bV = ids(b.constraintsAffectingLayout(for: .vertical))
        #expect(bV.isSuperset(of: ids([bTop, bHeight, aTop, aHeight])))
        #expect(bV.isDisjoint(with: ids([aLeading, aWidth, gap, bWidth])))
    }
}
