import Foundation

/// A drag as a drop target sees it — UIKit's `UIDropSession`: the items, where the pointer
/// is, and loading the items' data.
@MainActor
public final class DropSession {
    /// The dragged items.
    public let items: [DragItem]
    /// Whether the source allows `.move` (else a move proposal is done as a copy).
    public let allowsMoveOperation: Bool
    /// Whether the drag started in this app (its items' `localObject`s are set).
    public let isLocal: Bool

    /// The window the pointer is over, and where in it.
    weak var window: Window?
    var locationInWindow: CGPoint = .zero
    /// The interaction the drag is over, and the operation it proposed last.
    var target: DropInteraction?
    var operation: DropOperation = .cancel
    /// The interactions asked `canHandle`, with their answers.
    var handles: [ObjectIdentifier: Bool] = [:]
    /// The drag of this app behind the session (nil for a drag from another application).
    weak var dragSession: AnyObject?
    /// Every interaction the drag entered (told when the drag ends).
    var entered: [DropInteraction] = []

    init(items: [DragItem], allowsMoveOperation: Bool, isLocal: Bool) {
        self.items = items
        self.allowsMoveOperation = allowsMoveOperation
        self.isLocal = isLocal
    }

    /// Where the pointer is in `view`'s coordinates.
    public func location(in view: View) -> CGPoint {
        guard let window else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// Whether an item has data of one of `typeIdentifiers` (or a type conforming to one).
    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// Whether an item can be loaded as `objectClass`.
    public func canLoadObjects(ofClass objectClass: ItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: objectClass) }
    }

    /// Loads every item that can be an `objectClass` (a list of files gives all its URLs);
    /// `completion` gets the objects in item order, on the main queue, once all loads ended
    /// (items that failed left out). Call it from `performDrop`.
    @discardableResult
    public func loadObjects<T: ItemProviderReading>(
        ofClass objectClass: T.Type, completion: @escaping @MainActor ([T]) -> Void
    ) -> Progress {
        let loadable = items.filter { $0.itemProvider.canLoadObject(ofClass: objectClass) }
        let progress = Progress(totalUnitCount: Int64(loadable.count))
        guard !loadable.isEmpty else {
            NextTurn.schedule { completion([]) }
            return progress
        }
        var results = [[T]](repeating: [], count: loadable.count)
        var remaining = loadable.count
        for (index, item) in loadable.enumerated() {
            item.itemProvider.loadObjects(ofClass: objectClass) { objects, _ in
                results[index] = objects
                remaining -= 1
                progress.completedUnitCount += 1
                if remaining == 0 { completion(results.flatMap { $0 }) }
            }
        }
        return progress
    }
}
