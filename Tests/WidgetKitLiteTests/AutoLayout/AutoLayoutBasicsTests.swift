import Foundation
import Testing
import WidgetKitLite

/// Constraints made with anchors lay views out in the layout phase as UIKit documents:
/// edges, centres, sizes, multipliers and priorities.
@MainActor @Suite struct AutoLayoutBasicsTests {
    /// A 400×300 root view in a window of its own.
    func makeRoot() -> (HeadlessScreen, View) {
        let layout = AutoLayoutRoot()
        return (layout.screen, layout.root)
    }

    @Test func pinningToTheSuperviewsEdgesWithInsets() {
        let (_, root) = makeRoot()
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -30),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 360, height: 260))
        #expect(root.constraints.count == 4)
    }

    @Test func centringWithAFixedSizeAndAnAspectRatio() {
        let (_, root) = makeRoot()
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
    }

    @Test func siblingsInARowAndAWindowResize() {
        let (_, root) = makeRoot()
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let a = View(), b = View()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 195, height: 40))
        #expect(b.frame == CGRect(x: 205, y: 0, width: 195, height: 40))
        root.frame = CGRect(x: 0, y: 0, width: 610, height: 300)
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 310, y: 0, width: 300, height: 40))
    }

    @Test func deactivatingAndChangingAConstant() {
        let (_, root) = makeRoot()
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let left = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([left, width, child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        #expect(child.frame.minX == 10)
        left.constant = 70
        root.layoutIfNeeded()
        #expect(child.frame.minX == 70)
        let right = child.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        left.isActive = false
        right.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 350, y: 0, width: 50, height: 5))
        #expect(!left.isActive && right.isActive)
    }

    @Test func compressionResistanceDecidesWhichLabelShrinks() {
        let (_, root) = makeRoot()
        let a = Label(), b = Label()
        a.text = String(repeating: "wide text ", count: 4)
        b.text = String(repeating: "other text ", count: 3)
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        b.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let bWidth = b.intrinsicContentSize.width
        #expect(bWidth < 400)
        #expect(b.frame.width == bWidth)
        #expect(a.frame.width == 400 - bWidth)
        #expect(a.frame.height == a.intrinsicContentSize.height)
    }

    @Test func huggingDecidesWhichViewGrows() {
        let (_, root) = makeRoot()
        let a = Label(), b = Label()
        a.text = "Name"
        b.text = "Value"
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        a.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == a.intrinsicContentSize.width)
        #expect(b.frame.maxX == 400)
        #expect(b.frame.minX == a.frame.maxX + 8)
    }

    @Test func aConflictBreaksTheNewConstraintAndSaysSo() {
        let (_, root) = makeRoot()
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        var lines: [String] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { lines.append($0) }
        defer { Diagnostics.handler = saved }
        let w100 = child.widthAnchor.constraint(equalToConstant: 100)
        w100.identifier = "hundred"
        let w200 = child.widthAnchor.constraint(equalToConstant: 200)
        w200.identifier = "two-hundred"
        NSLayoutConstraint.activate([
            w100, w200, child.heightAnchor.constraint(equalToConstant: 1),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
        #expect(w200.isActive)
        #expect(lines.count == 1)
        #expect(lines.first?.contains("Unable to simultaneously satisfy constraints") == true)
        #expect(lines.first?.contains("'hundred'") == true)
        #expect(lines.first?.contains("breaking constraint\n    <NSLayoutConstraint 'two-hundred'") == true)
    }

    @Test func noCommonAncestorIsOneLineAndNotActivated() {
        let a = View(), b = View()
        var lines: [String] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { lines.append($0) }
        defer { Diagnostics.handler = saved }
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(lines.count == 1 && lines[0].contains("no common ancestor"))
    }

    @Test func animatingAConstantChange() {
        let (screen, root) = makeRoot()
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let left = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([left, child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10), child.topAnchor.constraint(equalTo: root.topAnchor)])
        screen.advance(by: 0.1)
        #expect(child.frame.minX == 0)
        left.constant = 100
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { root.layoutIfNeeded() })
        #expect(child.frame.minX == 100)
        #expect(child.presentation.frame.minX == 0)
        screen.advance(by: 0.5)
        #expect(abs(child.presentation.frame.minX - 50) < 1e-6)
        screen.advance(by: 0.5)
        #expect(child.presentation.frame.minX == 100)
    }

    @Test func removingAViewDeactivatesItsConstraintsToTheOutside() {
        let (_, root) = makeRoot()
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let c = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let w = child.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([c, w])
        child.removeFromSuperview()
        #expect(!c.isActive)
        #expect(w.isActive)
        #expect(root.constraints.isEmpty)
    }
}
