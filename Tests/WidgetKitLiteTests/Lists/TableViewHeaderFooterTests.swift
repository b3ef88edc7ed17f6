import Foundation
import Testing
@testable import WidgetKitLite

/// A delegate that gives header and footer views and heights per section.
@MainActor
final class SectionViewDelegate: TableViewDelegate {
    var headerView: (TableView, Int) -> View? = { _, _ in nil }
    var footerView: (TableView, Int) -> View? = { _, _ in nil }
    var headerHeight: (Int) -> CGFloat = { _ in TableView.automaticDimension }
    var footerHeight: (Int) -> CGFloat = { _ in TableView.automaticDimension }
    var headerRequests: [Int] = []

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        headerRequests.append(section)
        return headerView(tableView, section)
    }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { footerView(tableView, section) }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight(section) }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { footerHeight(section) }
}

/// A header that counts how often it was reused.
@MainActor
final class CountingHeader: TableViewHeaderFooterView {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// `.grouped` tables, header and footer views from the delegate, their heights and reuse,
/// pinned custom headers, and the table's footer view.
@MainActor @Suite struct TableViewHeaderFooterTests {
    private func fixture(_ model: TableModel, style: TableView.Style = .plain, _ configure: (TableView, SectionViewDelegate) -> Void) -> (TableFixture, SectionViewDelegate) {
        let delegate = SectionViewDelegate()
        let f = TableFixture(model: model, style: style) { table in
            table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        }
        configure(f.table, delegate)
        f.table.delegate = delegate
        f.table.reloadData()
        f.screen.advance(by: 0)
        return (f, delegate)
    }

    @Test func groupedSectionsAreFullWidthGroupsOnGrey() {
        let model = TableModel(sections: [["a", "b", "c"], ["d"]], headers: ["Shelf", nil], footers: ["Three things", nil])
        let f = TableFixture(model: model, style: .grouped)
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 38, width: 400, height: 44))
        // 38 + 3 × 44 = 170, a 34 pt footer, then 18 pt above the untitled section.
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 222)
        #expect(f.table.contentSize.height == 284)
        #expect(f.table.headerView(forSection: 0)?.textLabel?.text == "SHELF")
        #expect(f.table.footerView(forSection: 0)?.textLabel?.text == "Three things")
        let first = f.table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first?.position.isGrouped == true && first?.position.isInset == false)
        let shot = f.screen.snapshot()
        // Square corners: the cell's white reaches the table's edge; grey between groups.
        #expect(shot.pixel(x: 0, y: 60) == Color.white)
        #expect(shot.pixel(x: 200, y: 180) == Theme.light.lists.groupedBackgroundColor)
        // A full-width hairline above the group.
        #expect(shot.pixel(x: 2, y: 38) == Theme.light.lists.separatorColor)
        expectMatchesGolden(shot, named: "table-grouped")
    }

    @Test func delegateViewsAndHeightsReplaceTitles() {
        let model = TableModel(sections: [["a"], ["b"], ["c"]], headers: ["Title", nil, nil])
        let (f, delegate) = fixture(model) { _, delegate in
            delegate.headerView = { table, s in
                if s == 0 {
                    let header = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
                    header?.textLabel?.text = "Custom"
                    return header
                }
                return s == 1 ? View(frame: CGRect(x: 0, y: 0, width: 10, height: 60)) : nil
            }
            delegate.headerHeight = { $0 == 0 ? 50 : TableView.automaticDimension }
            delegate.footerView = { _, s in s == 2 ? View(frame: CGRect(x: 0, y: 0, width: 10, height: 24)) : nil }
        }
        #expect(f.table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 400, height: 50))
        // The plain view of section 1 keeps its own height; section 2 has no header.
        #expect(f.table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 94, width: 400, height: 60))
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 2)).minY == 198)
        #expect(f.table.rectForFooter(inSection: 2) == CGRect(x: 0, y: 242, width: 400, height: 24))
        #expect(f.table.contentSize.height == 266)
        #expect(f.table.headerView(forSection: 0)?.textLabel?.text == "Custom")
        #expect(f.table.headerView(forSection: 0) is CountingHeader)
        #expect(f.table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 0, width: 400, height: 50))
        #expect(delegate.headerRequests.contains(2))
    }

    @Test func sectionHeightPropertiesApplyWhenTheDelegateGivesNone() {
        let model = TableModel(sections: [["a"], ["b"]], headers: ["One", "Two"], footers: ["Foot", nil])
        let f = TableFixture(model: model) { table in
            table.sectionHeaderHeight = 40
            table.sectionFooterHeight = 20
        }
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 40)
        // 40 + 44 + 20 (footer) + 20 (section 1 has no footer title but a fixed height) …
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 144)
        #expect(f.table.footerView(forSection: 0)?.frame.height == 20)
    }

    @Test func automaticHeaderViewsFitTheirContent() {
        let model = TableModel(sections: [["a"]])
        let (f, _) = fixture(model, style: .grouped) { _, delegate in
            delegate.headerView = { table, _ in
                let header = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
                header?.textLabel?.text = "Fits"
                return header
            }
        }
        // A header-footer view with a line of text is as tall as a grouped title header.
        #expect(f.table.rectForHeader(inSection: 0).height == 38)
        #expect(f.table.headerView(forSection: 0)?.placement == .init(isHeader: true, isGrouped: true))
    }

    @Test func customHeadersStayPinnedAndAreReused() {
        let model = TableModel(sections: (0..<6).map { s in (0..<10).map { "S\(s) R\($0)" } })
        // The table holds its delegate weakly.
        let (f, delegate) = fixture(model) { _, delegate in
            delegate.headerView = { table, s in
                let header = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
                header?.textLabel?.text = "Section \(s)"
                return header
            }
            delegate.headerHeight = { _ in 30 }
        }
        // Section 0: header 0–30, rows 30–470; section 1's header at 470.
        f.table.contentOffset = CGPoint(x: 0, y: 200)
        f.screen.runFrame()
        #expect(f.table.headerView(forSection: 0)?.frame.minY == 200)
        f.table.contentOffset = CGPoint(x: 0, y: 450)
        f.screen.runFrame()
        #expect(f.table.headerView(forSection: 0)?.frame.minY == 440)
        #expect(f.table.headerView(forSection: 1)?.frame.minY == 470)
        // Scrolling to the end and back reuses a handful of header views.
        f.table.contentOffset = CGPoint(x: 0, y: f.table.contentSize.height - 600)
        f.screen.runFrame()
        f.table.contentOffset = .zero
        f.screen.runFrame()
        let shown = f.table.subviews.compactMap { $0 as? CountingHeader }
        #expect(shown.count == 2)
        #expect(shown.contains { $0.reuses > 0 })
        #expect(f.table.headerFooterPool.count <= f.table.headerFooterPool.limit)
        #expect(f.table.headerView(forSection: 0)?.textLabel?.text == "Section 0")
        withExtendedLifetime(delegate) {}
    }

    @Test func tableFooterViewFollowsTheLastSection() {
        let model = TableModel(rows: 3)
        let footer = View(frame: CGRect(x: 0, y: 0, width: 10, height: 80))
        let header = View(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        let f = TableFixture(model: model) { table in
            table.tableHeaderView = header
            table.tableFooterView = footer
        }
        #expect(f.table.contentSize.height == 242)
        #expect(footer.frame == CGRect(x: 0, y: 162, width: 400, height: 80))
        #expect(footer.superview === f.table)
        f.table.tableFooterView = nil
        f.screen.runFrame()
        #expect(footer.superview == nil)
        #expect(f.table.contentSize.height == 162)
    }

    @Test func badSectionHeightsAreAutomaticWithADiagnostic() {
        let model = TableModel(sections: [["a"], ["b"]], headers: ["One", "Two"])
        var f: TableFixture?
        let lines = capturingDiagnostics {
            f =
                fixture(model) { table, delegate in
                    delegate.headerHeight = { $0 == 0 ? .nan : -5 }
                    table.sectionFooterHeight = .infinity
                }.0
        }
        guard let f else { return }
        #expect(f.table.rectForHeader(inSection: 0).height == 28)
        #expect(f.table.rectForHeader(inSection: 1).height == 28)
        #expect(lines.contains { $0.contains("heightForHeaderInSection(0)") && $0.contains("automaticDimension") })
        #expect(lines.contains { $0.contains("sectionFooterHeight") })
        let unregistered = capturingDiagnostics { #expect(f.table.dequeueReusableHeaderFooterView(withIdentifier: "nope") == nil) }
        #expect(unregistered.count == 1)
    }
}
