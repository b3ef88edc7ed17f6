import Foundation

/// One item of a drag — UIKit's `UIDragItem`: its data (an item provider) and, for drops
/// within the app, the object itself.
@MainActor
public final class DragItem {
    /// The item's data, loaded by the drop when it asks.
    public let itemProvider: ItemProvider
    /// The dragged object itself, for a drop in the same app; never leaves the app (nil in
    /// a drag from another application).
    public var localObject: Any?

    /// An item with `itemProvider`'s data.
    public init(itemProvider: ItemProvider) {
        self.itemProvider = itemProvider
    }
}

/// What a drop does with the dragged data — UIKit's `UIDropOperation`.
public enum DropOperation: Int, Sendable {
    /// No drop: the drag is not over a target that takes it.
    case cancel = 0
    /// The target takes this kind of data but not here or now (shown as refused).
    case forbidden = 1
    /// The data is copied.
    case copy = 2
    /// The data is moved: the source removes its copy once the drop is done.
    case move = 3
}
