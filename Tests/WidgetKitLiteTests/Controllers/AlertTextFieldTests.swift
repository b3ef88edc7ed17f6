import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct AlertTextFieldTests {
    private func renameAlert(_ log: @escaping (String) -> Void) -> AlertController {
        let alert = AlertController(title: "Rename", message: "Enter a new name.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.placeholder = "Note" }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log("cancel") })
        alert.addAction(AlertAction(title: "Save", style: .default) { [weak alert] _ in log("save \(alert?.textFields?.first?.text ?? "-")") })
        return alert
    }

    @Test func typingThenReturnRunsTheDefaultActionWithTheText() {
        let f = TabsFixture()
        var log: [String] = []
        let alert = renameAlert { log.append($0) }
        #expect(alert.textFields?.count == 2)
        #expect(alert.textFields?.first?.placeholder == "Name")
        f.rootA.present(alert, animated: true)
        f.screen.advance(by: 0.4)
        let first = alert.textFields![0], second = alert.textFields![1]
        #expect(first.isEditing, "the first field takes the focus as the alert appears")
        #expect(f.window.focusedView === first)
        // Under the message, above the buttons, inside the box.
        let firstFrame = first.convert(first.bounds, to: nil), secondFrame = second.convert(second.bounds, to: nil)
        #expect(firstFrame.height == 28 && secondFrame.minY == firstFrame.maxY + 6)
        f.screen.type("Blue")
        #expect(first.text == "Blue")
        f.screen.key("Return")
        f.screen.advance(by: 0.4)
        #expect(log == ["save Blue"])
        #expect(f.tabs.presentedViewController == nil)
        f.expectIdle()
    }

    @Test func escapeInAFieldCancels() {
        let f = TabsFixture()
        var log: [String] = []
        let alert = renameAlert { log.append($0) }
        f.rootA.present(alert, animated: false)
        f.screen.advance(by: 0.4)
        f.screen.type("x")
        f.screen.key("Escape")
        f.screen.advance(by: 0.4)
        #expect(log == ["cancel"])
        #expect(f.tabs.presentedViewController == nil)
    }

    @Test func anAlertWithoutFieldsHasNilTextFieldsAndAnActionSheetRefusesThem() {
        let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        let sheet = AlertController(title: "S", message: nil, preferredStyle: .actionSheet)
        var configured = false
        let lines = capturingDiagnostics { sheet.addTextField { _ in configured = true } }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("actionSheet") == true)
        #expect(sheet.textFields == nil && !configured)
    }
}
