import Foundation
import Testing
import WidgetKitLite

/// Inequalities, priorities, multipliers and centring: a required constraint always holds, an
/// optional one holds as closely as the higher priorities allow, and a higher priority wins.
@MainActor @Suite struct RelationsAndPrioritiesTests {
    @Test func aRequiredLimitBeatsAnOptionalWish() {
        let f = AutoLayoutRoot()
        let v = f.add(View())
        let wish = v.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(lessThanOrEqualToConstant: 300), wish,
            v.heightAnchor.constraint(greaterThanOrEqualToConstant: 40),
            {
                let c = v.heightAnchor.constraint(equalToConstant: 10)
                c.priority = .defaultLow
                return c
            }(),
            v.leadingAnchor.constraint(greaterThanOrEqualTo: f.root.leadingAnchor, constant: 20),
            {
                let c = v.leadingAnchor.constraint(equalTo: f.root.leadingAnchor)
                c.priority = LayoutPriority(500)
                return c
            }(),
            v.topAnchor.constraint(equalTo: f.root.topAnchor),
        ])
        f.root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 20, y: 0, width: 300, height: 40))
        #expect(wish.isActive && wish.priority == .defaultHigh)
    }

    @Test func theHigherOfTwoOptionalConstraintsWins() {
        let f = AutoLayoutRoot()
        let v = f.add(View())
        let narrow = v.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultHigh + 1
        let wide = v.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([
            narrow, wide, v.heightAnchor.constraint(equalToConstant: 10), v.leadingAnchor.constraint(equalTo: f.root.leadingAnchor),
            v.topAnchor.constraint(equalTo: f.root.topAnchor),
        ])
        f.root.layoutIfNeeded()
        #expect(v.frame.width == 100)
        // Changing an optional priority re-solves.
        wide.priority = .defaultHigh + 2
        f.root.layoutIfNeeded()
        #expect(v.frame.width == 300)
        #expect(narrow.priority.rawValue == 751 && LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultLow.rawValue == 250 && LayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    @Test func anOptionalInequalityHoldsWhereItCan() {
        let f = AutoLayoutRoot()
        let a = f.add(View())
        let min = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 250)
        min.priority = .defaultHigh
        NSLayoutConstraint.activate([
            min, a.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 200),
            a.trailingAnchor.constraint(lessThanOrEqualTo: f.root.trailingAnchor),
            a.topAnchor.constraint(equalTo: f.root.topAnchor), a.heightAnchor.constraint(equalToConstant: 1),
        ])
        f.root.layoutIfNeeded()
        // 250 does not fit in the 200 left; the optional minimum gets as close as it can.
        #expect(a.frame == CGRect(x: 200, y: 0, width: 200, height: 1))
    }

    @Test func multipliersMakeAspectRatiosAndFractions() {
        let f = AutoLayoutRoot()
        let video = f.add(View()), half = f.add(View())
        NSLayoutConstraint.activate([
            video.leadingAnchor.constraint(equalTo: f.root.leadingAnchor),
            video.trailingAnchor.constraint(equalTo: f.root.trailingAnchor),
            video.topAnchor.constraint(equalTo: f.root.topAnchor),
            video.heightAnchor.constraint(equalTo: video.widthAnchor, multiplier: 9.0 / 16.0),
            half.widthAnchor.constraint(equalTo: f.root.widthAnchor, multiplier: 0.5, constant: -10),
            half.heightAnchor.constraint(equalTo: half.widthAnchor, multiplier: 0.25),
            half.trailingAnchor.constraint(equalTo: f.root.trailingAnchor),
            half.bottomAnchor.constraint(equalTo: f.root.bottomAnchor),
        ])
        f.root.layoutIfNeeded()
        #expect(video.frame == CGRect(x: 0, y: 0, width: 400, height: 225))
        #expect(half.frame == CGRect(x: 210, y: 252.5, width: 190, height: 47.5))
        // The old API's multiplier on positions: centre at 3/4 of the width.
        let marker = f.add(View())
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: marker, attribute: .centerX, relatedBy: .equal, toItem: f.root, attribute: .trailing,
                multiplier: 0.75, constant: 0),
            marker.widthAnchor.constraint(equalToConstant: 20), marker.heightAnchor.constraint(equalToConstant: 20),
            marker.topAnchor.constraint(equalTo: f.root.topAnchor),
        ])
        f.root.layoutIfNeeded()
        #expect(marker.frame == CGRect(x: 290, y: 0, width: 20, height: 20))
    }

    @Test func centringInTheSuperviewAndOnASibling() {
        let f = AutoLayoutRoot()
        let box = f.add(View()), badge = f.add(View())
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: f.root.centerXAnchor, constant: 10),
            box.centerYAnchor.constraint(equalTo: f.root.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 81), box.heightAnchor.constraint(equalToConstant: 40),
            badge.centerXAnchor.constraint(equalTo: box.trailingAnchor),
            badge.centerYAnchor.constraint(equalTo: box.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 16), badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        f.root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 169.5, y: 130, width: 81, height: 40))
        #expect(badge.frame == CGRect(x: 242.5, y: 122, width: 16, height: 16))
        #expect(box.center == CGPoint(x: 210, y: 150))
    }

    @Test func systemSpacingIsEightPoints() {
        let f = AutoLayoutRoot()
        let a = f.add(View()), b = f.add(View())
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: f.root.leadingAnchor), a.topAnchor.constraint(equalTo: f.root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        f.root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 66, y: 58, width: 10, height: 10))
    }
}
