import Foundation

/// Edges of a rectangle — UIKit's `UIRectEdge`.
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The bit pattern of the set.
    public let rawValue: Int
    /// Creates a set of edges from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the window — UIKit's `UIScreenEdgePanGestureRecognizer`.
/// It begins only for presses within `Theme.interactivePopEdgeWidth` (20 pt) of one of
/// `edges` that then move mostly away from that edge; otherwise it fails.
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a pan may start from. Default: none (set it, as in UIKit).
    open var edges: RectEdge = []

    private var startEdges: RectEdge = []

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, let window = touch.window else { return }
        let p = touch.windowLocation, b = window.bounds, width = window.theme.interactivePopEdgeWidth
        var near: RectEdge = []
        if p.x - b.minX <= width { near.insert(.left) }
        if b.maxX - p.x <= width { near.insert(.right) }
        if p.y - b.minY <= width { near.insert(.top) }
        if b.maxY - p.y <= width { near.insert(.bottom) }
        startEdges = near.intersection(edges)
        guard !startEdges.isEmpty else {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    override func shouldBegin(translation t: CGPoint, touch: Touch) -> Bool {
        let horizontal = abs(t.x) > abs(t.y), vertical = abs(t.y) > abs(t.x)
        return (startEdges.contains(.left) && horizontal && t.x > 0)
            || (startEdges.contains(.right) && horizontal && t.x < 0)
            || (startEdges.contains(.top) && vertical && t.y > 0)
            || (startEdges.contains(.bottom) && vertical && t.y < 0)
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }
}
