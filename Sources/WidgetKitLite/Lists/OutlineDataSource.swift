import Foundation

/// A data source whose sections may be outlines: a list cell's outline disclosure and the
/// collection view's Right and Left arrow keys ask it to expand and collapse items.
@MainActor
protocol OutlineDataSource: AnyObject {
    /// Expands the item at `indexPath` when it is collapsed, collapses it when expanded (the
    /// app's handlers may refuse); nothing for an item outside an outline.
    func toggleExpansion(at indexPath: IndexPath)

    /// The Right (`expanding`) or Left arrow key on the item at `indexPath`: expands a
    /// collapsed parent or moves into an expanded one's first child; collapses an expanded
    /// item or moves to the parent of a collapsed one. Nil for an item outside an outline
    /// (the key moves the focus as usual).
    func outlineStep(expanding: Bool, at indexPath: IndexPath) -> OutlineStep?
}

/// What an arrow key did in an outline.
enum OutlineStep: Equatable {
    /// The item was expanded or collapsed (or could not be), the focus stays.
    case stayed
    /// The focus goes to this item.
    case focus(IndexPath)
}
