import Foundation
import Testing
@testable import WidgetKitLite

/// Records every delegate call.
@MainActor
private final class BarLog: SearchBarDelegate {
    var entries: [String] = []
    var allowsEditing = true
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { entries.append("text:\(searchText)") }
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool {
        entries.append("should")
        return allowsEditing
    }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { entries.append("begin") }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) { entries.append("end") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { entries.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { entries.append("cancel") }
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { entries.append("scope:\(selectedScope)") }
}

@MainActor @Suite struct SearchBarTests {
    private func makeBar(_ f: Fixture, _ log: BarLog) -> SearchBar {
        let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        bar.delegate = log
        bar.sizeToFit()
        f.root.addSubview(bar)
        f.screen.runFrame()
        return bar
    }

    private func center(of view: View) -> CGPoint {
        let r = view.convert(view.bounds, to: nil)
        return CGPoint(x: r.midX, y: r.midY)
    }

    @Test func hasUIKitsHeightAndGrowsForPromptAndScopeBar() {
        let f = Fixture()
        let bar = makeBar(f, BarLog())
        #expect(bar.bounds.size == CGSize(width: 320, height: 56) && bar.intrinsicContentSize.height == 56)
        #expect(bar.placeholder == "Search" && bar.text == "" && !bar.showsCancelButton)
        #expect(bar.fieldBackground.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
        bar.prompt = "Find a song"
        #expect(bar.intrinsicContentSize.height == 78)
        bar.scopeButtonTitles = ["All", "Songs"]
        #expect(bar.intrinsicContentSize.height == 78, "no scope bar until showsScopeBar")
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 122)
        bar.frame.size.height = 122
        bar.layoutIfNeeded()
        #expect(!bar.scopeBar.isHidden && bar.scopeBar.frame.minY == 78 && bar.fieldBackground.frame.minY == 32)
        bar.setShowsCancelButton(true, animated: true)
        bar.layoutIfNeeded()
        #expect(!bar.cancelButton.isHidden && bar.fieldBackground.frame.maxX < bar.cancelButton.frame.minX)
        bar.searchBarStyle = .minimal
        #expect(bar.backgroundColor == nil)
    }

    @Test func typingTellsTheDelegateAndReturnSearches() {
        let f = Fixture()
        let log = BarLog()
        let bar = makeBar(f, log)
        bar.text = "quiet"
        #expect(log.entries.isEmpty, "text set in code tells no one")
        bar.text = ""
        f.screen.click(at: center(of: bar.searchTextField))
        #expect(bar.isFirstResponder && log.entries == ["should", "begin"])
        f.screen.type("ab")
        f.screen.key("BackSpace")
        #expect(log.entries.suffix(3) == ["text:a", "text:ab", "text:a"])
        f.screen.key("Return")
        #expect(log.entries.last == "search" && bar.isFirstResponder, "Return keeps editing")
        f.screen.key("Escape")
        #expect(log.entries.suffix(2) == ["cancel", "end"] && !bar.isFirstResponder, "Escape is the cancel button")
        log.allowsEditing = false
        #expect(!bar.becomeFirstResponder() && !bar.isFirstResponder)
    }

    @Test func cancelButtonAndScopeBarTellTheDelegate() {
        let f = Fixture()
        let log = BarLog()
        let bar = makeBar(f, log)
        bar.showsCancelButton = true
        bar.scopeButtonTitles = ["All", "Songs", "Albums"]
        bar.showsScopeBar = true
        bar.sizeToFit()
        f.screen.runFrame()
        f.screen.click(at: center(of: bar.cancelButton))
        #expect(log.entries == ["cancel"])
        let scope = bar.scopeBar.convert(bar.scopeBar.bounds, to: nil)
        f.screen.click(at: CGPoint(x: scope.minX + scope.width * 5 / 6, y: scope.midY))
        #expect(bar.selectedScopeButtonIndex == 2 && log.entries.last == "scope:2")
        bar.selectedScopeButtonIndex = 1
        #expect(bar.scopeBar.selectedSegmentIndex == 1 && log.entries.count == 2, "set in code: no call")
    }
}
