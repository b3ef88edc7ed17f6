import Foundation
import Testing
import WidgetKitLite

/// Bad input never crashes or hangs: non-finite numbers become 0 (constants) or 1
/// (multipliers), priorities are clamped into 1…1000, each with one diagnostic line; a
/// constraint between unrelated views does not activate; a cycle of required equalities
/// breaks one of them.
@MainActor @Suite struct BadConstraintInputTests {
    @Test func nonFiniteConstantsBecomeZero() {
        let f = AutoLayoutRoot()
        let v = f.add(View())
        var width: NSLayoutConstraint?
        let made = capturingDiagnostics { width = v.widthAnchor.constraint(equalToConstant: .nan) }
        #expect(made.count == 1 && made[0].contains("nan"))
        #expect(width?.constant == 0)
        let height = v.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            width!, height, v.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 5),
            v.topAnchor.constraint(equalTo: f.root.topAnchor),
        ])
        f.root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 5, y: 0, width: 0, height: 20))
        let set = capturingDiagnostics {
            height.constant = .infinity
            f.root.layoutIfNeeded()
        }
        #expect(set.count == 1 && set[0].contains("inf"))
        #expect(height.constant == 0 && v.frame.height == 0)
        let negative = capturingDiagnostics { height.constant = -.infinity }
        #expect(negative.count == 1 && height.constant == 0)
    }

    @Test func nonFiniteMultipliersBecomeOne() {
        let f = AutoLayoutRoot()
        let v = f.add(View())
        var c: NSLayoutConstraint?
        let lines = capturingDiagnostics { c = v.widthAnchor.constraint(equalTo: f.root.widthAnchor, multiplier: .infinity) }
        #expect(lines.count == 1)
        #expect(c?.multiplier == 1)
        let old = capturingDiagnostics {
            _ = NSLayoutConstraint(
                item: v, attribute: .height, relatedBy: .equal, toItem: f.root, attribute: .height, multiplier: .nan,
                constant: 0)
        }
        #expect(old.count == 1)
        NSLayoutConstraint.activate([
            c!, v.heightAnchor.constraint(equalToConstant: 3), v.leadingAnchor.constraint(equalTo: f.root.leadingAnchor),
            v.topAnchor.constraint(equalTo: f.root.topAnchor),
        ])
        f.root.layoutIfNeeded()
        #expect(v.frame.width == 400)
    }

    @Test func prioritiesOutOfRangeAreClamped() {
        let f = AutoLayoutRoot()
        let v = f.add(View())
        let c = v.widthAnchor.constraint(equalToConstant: 10)
        var lines = capturingDiagnostics { c.priority = LayoutPriority(5000) }
        #expect(lines.count == 1 && c.priority == .required)
        lines = capturingDiagnostics { c.priority = LayoutPriority(-3) }
        #expect(lines.count == 1 && c.priority.rawValue == 1)
        lines = capturingDiagnostics { c.priority = LayoutPriority(rawValue: .nan) }
        #expect(lines.count == 1 && c.priority == .required)
        lines = capturingDiagnostics { v.setContentHuggingPriority(LayoutPriority(1001), for: .horizontal) }
        #expect(lines.count == 1 && v.contentHuggingPriority(for: .horizontal) == .required)
        lines = capturingDiagnostics { v.setContentCompressionResistancePriority(LayoutPriority(0), for: .vertical) }
        #expect(lines.count == 1 && v.contentCompressionResistancePriority(for: .vertical).rawValue == 1)
        lines = capturingDiagnostics { c.priority = LayoutPriority(1000) }
        #expect(lines.isEmpty)
    }

    @Test func itemsInDifferentWindowsHaveNoCommonAncestor() {
        let f = AutoLayoutRoot()
        let other = AutoLayoutRoot()
        let a = f.add(View()), b = other.add(View())
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let lines = capturingDiagnostics { NSLayoutConstraint.activate([c]) }
        #expect(lines.count == 1 && lines[0].contains("no common ancestor"))
        #expect(!c.isActive && f.root.constraints.isEmpty && other.root.constraints.isEmpty)
    }

    @Test func mismatchedAttributesDoNotActivate() {
        let f = AutoLayoutRoot()
        let v = f.add(View())
        var c: NSLayoutConstraint?
        let made = capturingDiagnostics {
            c = NSLayoutConstraint(
                item: v, attribute: .leading, relatedBy: .equal, toItem: f.root, attribute: .top, multiplier: 1, constant: 0)
        }
        #expect(made.count == 1)
        let activated = capturingDiagnostics { c?.isActive = true }
        #expect(activated.count == 1 && c?.isActive == false)
        let position = capturingDiagnostics {
            _ = NSLayoutConstraint(
                item: v, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: 10)
        }
        #expect(position.count == 1)
    }

    @Test func aViewRemovedFromTheTreeTakesItsOutsideConstraintsAlong() {
        let f = AutoLayoutRoot()
        let a = f.add(View()), b = f.add(View())
        let aLeft = a.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 10)
        let toA = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5)
        let bWidth = b.widthAnchor.constraint(equalToConstant: 30)
        let bLeft = b.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 100)
        bLeft.priority = .defaultLow
        NSLayoutConstraint.activate([
            aLeft, a.widthAnchor.constraint(equalToConstant: 20), toA, bWidth, bLeft,
            a.topAnchor.constraint(equalTo: f.root.topAnchor), a.heightAnchor.constraint(equalToConstant: 5),
            b.topAnchor.constraint(equalTo: f.root.topAnchor), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        f.root.layoutIfNeeded()
        #expect(b.frame.minX == 35)
        let lines = capturingDiagnostics {
            a.removeFromSuperview()
            f.root.layoutIfNeeded()
        }
        #expect(lines.isEmpty)
        #expect(!aLeft.isActive && !toA.isActive)
        #expect(bWidth.isActive && bLeft.isActive)
        #expect(b.frame == CGRect(x: 100, y: 0, width: 30, height: 5), "the rest lays out without a")
        // Adding the view back does not bring them back, as in UIKit.
        f.root.addSubview(a)
        #expect(!toA.isActive)
        toA.isActive = true
        f.root.layoutIfNeeded()
        #expect(toA.isActive && b.frame.minX == a.frame.maxX + 5)
    }

    @Test func aConstraintWhoseViewIsGoneDoesNotActivate() {
        let f = AutoLayoutRoot()
        var c: NSLayoutConstraint?
        do {
            let temporary = View()
            c = temporary.widthAnchor.constraint(equalTo: f.root.widthAnchor)
        }
        let lines = capturingDiagnostics { c?.isActive = true }
        #expect(lines.count == 1 && c?.isActive == false)
    }

    @Test func activatingTwiceIsANoOp() {
        let f = AutoLayoutRoot()
        let v = f.add(View())
        let c = v.widthAnchor.constraint(equalToConstant: 10)
        let lines = capturingDiagnostics {
            NSLayoutConstraint.activate([c, c])
            c.isActive = true
            v.addConstraint(c)
            NSLayoutConstraint.deactivate([c, c])
            c.isActive = false
        }
        #expect(lines.isEmpty)
        #expect(!c.isActive && v.constraints.isEmpty)
        NSLayoutConstraint.activate([c, c])
        #expect(c.isActive && v.constraints.count == 1)
    }

    @Test func aCycleOfRequiredEqualitiesBreaksOneAndDoesNotHang() {
        let f = AutoLayoutRoot()
        let a = f.add(View()), b = f.add(View())
        let ab = a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 10)
        ab.identifier = "a=b+10"
        let ba = b.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 10)
        ba.identifier = "b=a+10"
        let lines = capturingDiagnostics {
            NSLayoutConstraint.activate([
                ab, ba, b.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 50),
                a.widthAnchor.constraint(equalToConstant: 10), b.widthAnchor.constraint(equalToConstant: 10),
                a.topAnchor.constraint(equalTo: f.root.topAnchor), b.topAnchor.constraint(equalTo: f.root.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            ])
            f.screen.advance(by: 0)
        }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("'a=b+10'") == true)
        #expect(lines.first?.contains("breaking constraint\n    <NSLayoutConstraint 'b=a+10'") == true)
        #expect(a.frame.minX == 60 && b.frame.minX == 50)
        #expect(ab.isActive && ba.isActive)
    }
}
