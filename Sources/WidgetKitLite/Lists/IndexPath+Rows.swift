import Foundation

// Foundation on Linux has `IndexPath` but not UIKit's row/section accessors; a toolkit type
// of the same name would be ambiguous in every file that imports both.
extension IndexPath {
    /// An index path naming `row` in `section` — UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index (0 when the path is empty).
    public var section: Int { isEmpty ? 0 : self[0] }

    /// The row within the section: the second index (0 when the path has fewer than two).
    public var row: Int { count < 2 ? 0 : self[1] }

    /// An index path naming `item` in `section` — UIKit's `IndexPath(item:section:)`, the
    /// same path as `IndexPath(row: item, section: section)`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item within the section (collection views' name for `row`).
    public var item: Int { row }
}
