import Foundation
import Testing

@testable import WidgetKitLite

@MainActor @Suite struct ButtonMenuTests {
    @Test func aPullDownButtonOpensItsMenuUnderItAndActionsGetTheButtonAsSender() {
        let f = Fixture(width: 400, height: 300)
        var senders: [Bool] = []
        let button = Button(title: "Sort")
        button.frame = CGRect(x: 40, y: 40, width: 80, height: 30)
        button.menu = Menu(children: [
            Action(title: "Name") { action in senders.append(action.sender as? Button === button) },
            Action(title: "Date") { _ in },
        ])
        button.showsMenuAsPrimaryAction = true
        f.root.addSubview(button)
        f.screen.runFrame()
        f.screen.click(at: CGPoint(x: 60, y: 55))
        let session = try! #require(f.window.menuSession)
        #expect(session.levels[0].frame.origin == CGPoint(x: 40, y: 70))
        f.screen.key("Down")
        f.screen.key("Return")
        #expect(senders == [true] && f.window.menuSession == nil)
        button.showsMenuAsPrimaryAction = false
        f.screen.click(at: CGPoint(x: 60, y: 55))
        #expect(f.window.menuSession == nil, "without the flag the menu does not open")
    }

    @Test func aPopUpButtonShowsAndChangesTheSelectedAction() {
        let f = Fixture(width: 400, height: 300)
        var chosen: [String] = []
        let small = Action(title: "Small") { chosen.append($0.title) }
        let large = Action(title: "Large") { chosen.append($0.title) }
        let button = Button(title: "")
        button.frame = CGRect(x: 40, y: 40, width: 80, height: 30)
        button.menu = Menu(children: [small, large])
        button.changesSelectionAsPrimaryAction = true
        f.root.addSubview(button)
        f.screen.runFrame()
        #expect(button.title == "Small" && small.state == .on, "the first action is selected")
        f.screen.click(at: CGPoint(x: 60, y: 55))
        f.screen.key("Down")
        f.screen.key("Down")
        f.screen.key("Return")
        #expect(chosen == ["Large"])
        #expect(large.state == .on && small.state == .off)
        #expect(button.title == "Large")
    }
}
