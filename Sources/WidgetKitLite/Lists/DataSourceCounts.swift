import Foundation

/// The section and item counts a table's or collection view's data source gave, checked: a
/// negative number of sections, or of items in a section, is reported in one line naming
/// `owner` and the data source method (`countMethod`), and read as 0.
@MainActor
func checkedDataSourceCounts(owner: String, sections: Int, countMethod: String, count: (Int) -> Int) -> [Int] {
    var sectionCount = sections
    if sectionCount < 0 {
        Diagnostics.report("\(owner): numberOfSections returned \(sectionCount); using 0")
        sectionCount = 0
    }
    return (0..<sectionCount).map { s in
        let items = count(s)
        if items < 0 {
            Diagnostics.report("\(owner): \(countMethod)(\(s)) returned \(items); using 0")
            return 0
        }
        return items
    }
}
