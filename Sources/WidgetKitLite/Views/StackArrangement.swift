import Foundation

/// The constraints a stack view arranges its views with (UIKit's stack view is a maker of
/// constraints too): a chain along the axis, the alignment across it, and spacer guides
/// where gaps or centres are kept equal.
@MainActor
struct StackArrangement {
    private(set) var constraints: [NSLayoutConstraint] = []
    private var spacers: [LayoutGuide] = []
    /// The visible arranged views the constraints were made for.
    private var arranged: [View] = []
    /// Whether the stack arranges with these constraints (set before they are activated).
    var isActive = false
    /// Whether the stack's content or settings changed since the constraints were made.
    var isStale = false

    /// Whether `constraint` is one of the stack's own.
    func owns(_ constraint: NSLayoutConstraint) -> Bool { constraints.contains { $0 === constraint } }

    /// Whether the visible arranged views are no longer those the constraints were made for.
    func needsRebuild(for visible: [View]) -> Bool {
        !isActive || visible.count != arranged.count || zip(visible, arranged).contains { $0 !== $1 }
    }

    /// Deactivates the constraints and removes the spacer guides.
    func deactivate() {
        NSLayoutConstraint.deactivate(constraints)
        for guide in spacers { guide.owningView?.removeLayoutGuide(guide) }
    }

    /// The constraints for `stack`'s settings and its `visible` arranged views.
    static func make(for stack: StackView, visible: [View]) -> StackArrangement {
        var made = StackArrangement()
        made.arranged = visible
        guard let first = visible.first, let last = visible.last else { return made }
        let horizontal = stack.axis == .horizontal
        let margins = stack.isLayoutMarginsRelativeArrangement
        var c: [NSLayoutConstraint] = []

        // Anchors along (a) and across (b) the axis, of a view or of the stack's frame or margins.
        func leading(_ v: View) -> NSLayoutAnchorAny { horizontal ? .x(v.leadingAnchor) : .y(v.topAnchor) }
        func trailing(_ v: View) -> NSLayoutAnchorAny { horizontal ? .x(v.trailingAnchor) : .y(v.bottomAnchor) }
        func center(_ v: View) -> NSLayoutAnchorAny { horizontal ? .x(v.centerXAnchor) : .y(v.centerYAnchor) }
        func length(_ v: View) -> NSLayoutDimension { horizontal ? v.widthAnchor : v.heightAnchor }
        func crossStart(_ v: View) -> NSLayoutAnchorAny { horizontal ? .y(v.topAnchor) : .x(v.leadingAnchor) }
        func crossEnd(_ v: View) -> NSLayoutAnchorAny { horizontal ? .y(v.bottomAnchor) : .x(v.trailingAnchor) }
        func crossCenter(_ v: View) -> NSLayoutAnchorAny { horizontal ? .y(v.centerYAnchor) : .x(v.centerXAnchor) }
        let guide = stack.layoutMarginsGuide
        let boxLeading: NSLayoutAnchorAny = margins ? (horizontal ? .x(guide.leadingAnchor) : .y(guide.topAnchor)) : leading(stack)
        let boxTrailing: NSLayoutAnchorAny = margins ? (horizontal ? .x(guide.trailingAnchor) : .y(guide.bottomAnchor)) : trailing(stack)
        let boxCrossStart: NSLayoutAnchorAny = margins ? (horizontal ? .y(guide.topAnchor) : .x(guide.leadingAnchor)) : crossStart(stack)
        let boxCrossEnd: NSLayoutAnchorAny = margins ? (horizontal ? .y(guide.bottomAnchor) : .x(guide.trailingAnchor)) : crossEnd(stack)
        let boxCrossCenter: NSLayoutAnchorAny = margins ? (horizontal ? .y(guide.centerYAnchor) : .x(guide.centerXAnchor)) : crossCenter(stack)

        // Along the axis: the chain from edge to edge.
        c.append(leading(first).equal(boxLeading, 0))
        c.append(trailing(last).equal(boxTrailing, 0))
        let equalGaps = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        var firstSpacer: LayoutGuide?
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = stack.gap(after: previous)
            if equalGaps {
                c.append(leading(next).atLeast(trailing(previous), gap))
                let spacer = LayoutGuide()
                spacer.identifier = "StackSpacer"
                stack.addLayoutGuide(spacer)
                made.spacers.append(spacer)
                let centres = stack.distribution == .equalCentering
                let start = horizontal ? NSLayoutAnchorAny.x(spacer.leadingAnchor) : .y(spacer.topAnchor)
                let end = horizontal ? NSLayoutAnchorAny.x(spacer.trailingAnchor) : .y(spacer.bottomAnchor)
                c.append(start.equal(centres ? center(previous) : trailing(previous), 0))
                c.append(end.equal(centres ? center(next) : leading(next), 0))
                let spacerLength = horizontal ? spacer.widthAnchor : spacer.heightAnchor
                if let firstSpacer {
                    c.append(spacerLength.constraint(equalTo: horizontal ? firstSpacer.widthAnchor : firstSpacer.heightAnchor))
                } else {
                    firstSpacer = spacer
                }
            } else {
                c.append(leading(next).equal(trailing(previous), gap))
            }
        }
        switch stack.distribution {
        case .fillEqually:
            for v in visible.dropFirst() { c.append(length(v).constraint(equalTo: length(first))) }
        case .fillProportionally:
            let naturals = visible.map { v -> CGFloat in
                let size = v.intrinsicContentSize
                return max(0, horizontal ? size.width : size.height)
            }
            if naturals[0] > 0 {
                for (v, n) in zip(visible, naturals).dropFirst() {
                    let proportional = length(v).constraint(equalTo: length(first), multiplier: n / naturals[0])
                    proportional.priority = .required - 1
                    c.append(proportional)
                }
            }
        case .fill, .equalSpacing, .equalCentering:
            break
        }

        // Across the axis.
        for v in visible {
            switch stack.alignment {
            case .fill:
                c.append(crossStart(v).equal(boxCrossStart, 0))
                c.append(crossEnd(v).equal(boxCrossEnd, 0))
            case .leading:
                c.append(crossStart(v).equal(boxCrossStart, 0))
                c.append(crossEnd(v).atMost(boxCrossEnd, 0))
            case .center:
                c.append(crossCenter(v).equal(boxCrossCenter, 0))
                c.append(crossStart(v).atLeast(boxCrossStart, 0))
            case .trailing:
                c.append(crossEnd(v).equal(boxCrossEnd, 0))
                c.append(crossStart(v).atLeast(boxCrossStart, 0))
            case .firstBaseline, .lastBaseline:
                c.append(crossStart(v).atLeast(boxCrossStart, 0))
                c.append(crossEnd(v).atMost(boxCrossEnd, 0))
                if v !== first, horizontal {
                    let isFirst = stack.alignment == .firstBaseline
                    c.append(
                        (isFirst ? v.firstBaselineAnchor : v.lastBaselineAnchor).constraint(
                            equalTo: isFirst ? first.firstBaselineAnchor : first.lastBaselineAnchor))
                }
            }
        }
        if stack.alignment != .fill {
            // The stack hugs its tallest (widest) view across the axis.
            let breadth = horizontal ? stack.heightAnchor : stack.widthAnchor
            let hug = breadth.constraint(equalToConstant: 0)
            hug.priority = LayoutPriority(49)
            c.append(hug)
        }
        for constraint in c {
            constraint.identifier = "StackView"
        }
        made.constraints = c
        return made
    }
}

/// An x-axis or a y-axis anchor, so that one piece of code arranges either axis.
@MainActor
enum NSLayoutAnchorAny {
    case x(NSLayoutXAxisAnchor)
    case y(NSLayoutYAxisAnchor)

    func equal(_ other: NSLayoutAnchorAny, _ constant: CGFloat) -> NSLayoutConstraint {
        switch (self, other) {
        case let (.x(a), .x(b)): a.constraint(equalTo: b, constant: constant)
        case let (.y(a), .y(b)): a.constraint(equalTo: b, constant: constant)
        default: preconditionFailure("StackArrangement pairs anchors of one axis")
        }
    }

    func atLeast(_ other: NSLayoutAnchorAny, _ constant: CGFloat) -> NSLayoutConstraint {
        switch (self, other) {
        case let (.x(a), .x(b)): a.constraint(greaterThanOrEqualTo: b, constant: constant)
        case let (.y(a), .y(b)): a.constraint(greaterThanOrEqualTo: b, constant: constant)
        default: preconditionFailure("StackArrangement pairs anchors of one axis")
        }
    }

    func atMost(_ other: NSLayoutAnchorAny, _ constant: CGFloat) -> NSLayoutConstraint {
        switch (self, other) {
        case let (.x(a), .x(b)): a.constraint(lessThanOrEqualTo: b, constant: constant)
        case let (.y(a), .y(b)): a.constraint(lessThanOrEqualTo: b, constant: constant)
        default: preconditionFailure("StackArrangement pairs anchors of one axis")
        }
    }
}
