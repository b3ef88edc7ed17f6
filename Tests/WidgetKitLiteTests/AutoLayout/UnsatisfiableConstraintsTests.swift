import Foundation
import Testing
import WidgetKitLite

/// Required constraints that cannot all hold: as UIKit, one block "Unable to simultaneously
/// satisfy constraints" names the constraints in conflict (by identifier) and the one broken,
/// the layout is the one without it, nothing crashes, and `isActive` stays true.
@MainActor @Suite struct UnsatisfiableConstraintsTests {
    private func named(_ c: NSLayoutConstraint, _ id: String) -> NSLayoutConstraint {
        c.identifier = id
        return c
    }

    @Test func theBlockNamesTheConflictAndTheBrokenConstraint() {
        let f = AutoLayoutRoot()
        let v = f.add(View())
        let left = named(v.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 10), "left")
        let width = named(v.widthAnchor.constraint(equalToConstant: 100), "width")
        let right = named(v.trailingAnchor.constraint(equalTo: f.root.trailingAnchor, constant: -10), "right")
        let top = named(v.topAnchor.constraint(equalTo: f.root.topAnchor), "top")
        let height = named(v.heightAnchor.constraint(equalToConstant: 20), "height")
        let lines = capturingDiagnostics {
            NSLayoutConstraint.activate([left, width, top, height, right])
            f.root.layoutIfNeeded()
        }
        #expect(lines.count == 1)
        let block = lines.first ?? ""
        #expect(block.contains("Unable to simultaneously satisfy constraints."))
        #expect(block.contains("'left'") && block.contains("'width'") && block.contains("'right'"))
        #expect(!block.contains("'top'") && !block.contains("'height'"), "only the constraints in conflict are listed")
        #expect(block.contains("Will attempt to recover by breaking constraint\n    <NSLayoutConstraint 'right'"))
        // The root view's width (its frame, held by autoresizing constraints) is part of the conflict.
        #expect(block.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(v.frame == CGRect(x: 10, y: 0, width: 100, height: 20))
        #expect(right.isActive && f.root.constraints.count == 3 && v.constraints.count == 2, "sizes are installed on the view itself")
    }

    @Test func removingAConstraintOfTheConflictLetsTheBrokenOneHold() {
        let f = AutoLayoutRoot()
        let v = f.add(View())
        let width = named(v.widthAnchor.constraint(equalToConstant: 100), "width")
        let right = named(v.trailingAnchor.constraint(equalTo: f.root.trailingAnchor, constant: -10), "right")
        _ = capturingDiagnostics {
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 10), width, right,
                v.topAnchor.constraint(equalTo: f.root.topAnchor), v.heightAnchor.constraint(equalToConstant: 20),
            ])
            f.root.layoutIfNeeded()
        }
        let lines = capturingDiagnostics {
            width.isActive = false
            f.root.layoutIfNeeded()
        }
        #expect(lines.isEmpty)
        #expect(v.frame == CGRect(x: 10, y: 0, width: 380, height: 20), "the broken constraint takes part again")
    }

    @Test func aConstantChangeThatConflictsKeepsTheOldLayout() {
        let f = AutoLayoutRoot()
        let v = f.add(View())
        let width = named(v.widthAnchor.constraint(equalToConstant: 100), "width")
        let right = named(v.trailingAnchor.constraint(equalTo: f.root.trailingAnchor, constant: -290), "right")
        NSLayoutConstraint.activate([
            named(v.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 10), "left"), width, right,
            v.topAnchor.constraint(equalTo: f.root.topAnchor), v.heightAnchor.constraint(equalToConstant: 20),
        ])
        f.root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 10, y: 0, width: 100, height: 20))
        let lines = capturingDiagnostics {
            width.constant = 150
            f.root.layoutIfNeeded()
        }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("Unable to simultaneously satisfy constraints.") == true)
        #expect(lines.first?.contains("'left'") == true && lines.first?.contains("'right'") == true)
        #expect(lines.first?.contains("<NSLayoutConstraint 'width'") == true)
        #expect(v.frame == CGRect(x: 10, y: 0, width: 100, height: 20))
        // Making room afterwards lets the new constant hold, with no further report.
        let later = capturingDiagnostics {
            right.constant = -240
            f.root.layoutIfNeeded()
        }
        #expect(later.isEmpty)
        #expect(v.frame == CGRect(x: 10, y: 0, width: 150, height: 20))
    }

    @Test func theClassicMistakeNamesTheAutoresizingConstraint() {
        let f = AutoLayoutRoot()
        // Made in code: translatesAutoresizingMaskIntoConstraints is still true.
        let box = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        box.accessibilityIdentifier = "box"
        f.root.addSubview(box)
        #expect(box.translatesAutoresizingMaskIntoConstraints)
        let wide = named(box.widthAnchor.constraint(equalToConstant: 100), "too-wide")
        let lines = capturingDiagnostics {
            wide.isActive = true
            f.root.layoutIfNeeded()
        }
        #expect(lines.count == 1)
        let block = lines.first ?? ""
        #expect(block.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(block.contains("View\"box\".width == 50"))
        #expect(block.contains("breaking constraint\n    <NSLayoutConstraint 'too-wide' View\"box\".width == 100.0>"))
        #expect(box.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        // Turning it off lets the constraint lay the view out.
        box.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: f.root.leadingAnchor), box.topAnchor.constraint(equalTo: f.root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 5),
        ])
        f.root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 5))
    }

    @Test func anOptionalConstraintNeverConflicts() {
        let f = AutoLayoutRoot()
        let v = f.add(View())
        let a = named(v.widthAnchor.constraint(equalToConstant: 100), "a")
        let b = named(v.widthAnchor.constraint(equalToConstant: 200), "b")
        b.priority = .required - 1
        let lines = capturingDiagnostics {
            NSLayoutConstraint.activate([
                a, b, v.leadingAnchor.constraint(equalTo: f.root.leadingAnchor), v.topAnchor.constraint(equalTo: f.root.topAnchor),
                v.heightAnchor.constraint(equalToConstant: 1),
            ])
            f.root.layoutIfNeeded()
        }
        #expect(lines.isEmpty && v.frame.width == 100)
        a.isActive = false
        f.root.layoutIfNeeded()
        #expect(v.frame.width == 200)
    }
}
