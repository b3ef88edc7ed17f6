import Foundation

/// Where a supplementary item (a badge) sits against the item it belongs to — UIKit's
/// `NSCollectionLayoutAnchor`.
///
/// The supplementary item is placed inside its item's frame against `edges` (centred along
/// an axis neither of whose edges is named), then moved by the offset: in points for an
/// absolute offset, in multiples of the supplementary item's own size for a fractional one
/// (`(0.5, -0.5)` with `[.top, .trailing]` centres a badge on the item's top trailing corner).
public struct NSCollectionLayoutAnchor: Hashable, Sendable {
    /// The edges of the item the supplementary item is placed against.
    public let edges: NSDirectionalRectEdge
    /// The offset, in points or in fractions of the supplementary item's size.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is a fraction of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor against `edges`, with no offset.
    public init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// An anchor against `edges`, moved by `absoluteOffset` points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
    }

    /// An anchor against `edges`, moved by `fractionalOffset` times the supplementary
    /// item's size.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
    }

    /// The frame of an element of `size` anchored to `container`.
    func frame(ofSize size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2
        if edges.contains(.leading) && !edges.contains(.trailing) { x = container.minX }
        if edges.contains(.trailing) && !edges.contains(.leading) { x = container.maxX - size.width }
        var y = container.midY - size.height / 2
        if edges.contains(.top) && !edges.contains(.bottom) { y = container.minY }
        if edges.contains(.bottom) && !edges.contains(.top) { y = container.maxY - size.height }
        let dx = (isAbsoluteOffset ? offset.x : offset.x * size.width).finite()
        let dy = (isAbsoluteOffset ? offset.y : offset.y * size.height).finite()
        return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }
}
