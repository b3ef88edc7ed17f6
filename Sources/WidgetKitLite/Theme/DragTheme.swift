import Foundation

/// How drags look (`Theme.drag`).
public struct DragTheme: Sendable, Equatable {
    /// Opacity of the drag image that follows the pointer: 0.8.
    public var previewAlpha: CGFloat = 0.8
    /// Where the drag image's top-left corner sits from the pointer: 12 pt right and down, so
    /// the image is never under the pointer (the window under it stays the drop target).
    public var previewOffset = CGPoint(x: 12, y: 12)
    /// Height of the band at a list's top and bottom edge where a drag over it scrolls it: 32 pt.
    public var autoscrollEdge: CGFloat = 32
    /// How far a list scrolls per pointer move inside that band: 8 pt.
    public var autoscrollStep: CGFloat = 8
    /// Thickness of the line that shows where a dragged row would land: 2 pt.
    public var insertionLineWidth: CGFloat = 2
    /// The opacity of the shadow under an item a collection view moves interactively (by its
    /// reorder grip, a long press), which lifts it above the others: 0.3.
    public var liftShadowOpacity: Float = 0.3
    /// How far that shadow is blurred: 8 pt.
    public var liftShadowRadius: CGFloat = 8
    /// Where that shadow falls from the item: 3 pt down.
    public var liftShadowOffset = CGSize(width: 0, height: 3)
}
