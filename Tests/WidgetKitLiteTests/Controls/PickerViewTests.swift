import Foundation
import Testing
@testable import WidgetKitLite

/// Two components: 20 numbers and 3 sizes; records every call.
@MainActor
private final class Source: PickerViewDataSource, PickerViewDelegate {
    var numbers = (1...20).map { "Item \($0)" }
    let sizes = ["Small", "Medium", "Large"]
    var selections: [(row: Int, component: Int)] = []
    var componentCountCalls = 0

    func numberOfComponents(in pickerView: PickerView) -> Int {
        componentCountCalls += 1
        return 2
    }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? numbers.count : sizes.count
    }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? numbers[row] : sizes[row]
    }
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat { component == 1 ? 100 : 0 }
}

@MainActor @Suite struct PickerViewTests {
    private func makePicker(_ f: Fixture, _ source: Source) -> PickerView {
        let picker = PickerView(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        picker.dataSource = source
        picker.delegate = source
        f.root.addSubview(picker)
        f.screen.runFrame()
        return picker
    }

    private func center(of view: View) -> CGPoint {
        let r = view.convert(view.bounds, to: nil)
        return CGPoint(x: r.midX, y: r.midY)
    }

    private func list(_ f: Fixture) -> PickerListView? {
        f.window.subviews.lazy.compactMap { ($0 as? PopupOverlayView)?.content as? PickerListView }.first
    }

    @Test func asksTheDataSourceAndLaysOutComponents() {
        let f = Fixture(width: 400, height: 400)
        let source = Source()
        let picker = makePicker(f, source)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 20 && picker.numberOfRows(inComponent: 1) == 3)
        #expect(picker.numberOfRows(inComponent: 5) == 0 && picker.selectedRow(inComponent: 5) == -1)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.componentButtons[0].titleLabel.text == "Item 1")
        #expect(picker.componentButtons[1].frame.width == 100, "the delegate's width")
        #expect(picker.componentButtons[0].frame.width == 300 - 100 - PickerView.componentSpacing, "the rest")
        #expect(picker.intrinsicContentSize.height == 34)
        source.numbers = ["A", "B"]
        picker.selectRow(1, inComponent: 1, animated: false)
        let calls = source.componentCountCalls
        picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 2 && source.componentCountCalls == calls, "one component asked again")
        #expect(picker.componentButtons[0].titleLabel.text == "A" && picker.selectedRow(inComponent: 1) == 1)
        picker.reloadAllComponents()
        #expect(source.componentCountCalls == calls + 1)
    }

    @Test func selectRowInCodeDoesNotCallTheDelegate() {
        let f = Fixture()
        let source = Source()
        let picker = makePicker(f, source)
        picker.selectRow(2, inComponent: 1, animated: true)
        #expect(picker.selectedRow(inComponent: 1) == 2 && picker.componentButtons[1].titleLabel.text == "Large")
        #expect(source.selections.isEmpty, "as UIKit: only user choices call didSelectRow")
        let lines = capturingDiagnostics { picker.selectRow(3, inComponent: 1, animated: false) }
        #expect(lines.count == 1 && picker.selectedRow(inComponent: 1) == 2)
        picker.selectRow(5, inComponent: 0, animated: false)
        source.numbers = ["A"]
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 0, "the selection moves to the last row")
    }

    @Test func clickingARowInTheListChoosesIt() throws {
        let f = Fixture(width: 400, height: 400)
        let source = Source()
        let picker = makePicker(f, source)
        f.screen.click(at: center(of: picker.componentButtons[1]))
        let rows = try #require(list(f))
        #expect(rows.rowLabels.map(\.text) == ["Small", "Medium", "Large"] && rows.highlightedRow == 0)
        f.screen.click(at: center(of: rows.rowLabels[2]))
        #expect(list(f) == nil && picker.selectedRow(inComponent: 1) == 2)
        #expect(source.selections.map(\.row) == [2] && source.selections.map(\.component) == [1])
        #expect(picker.componentButtons[1].titleLabel.text == "Large")
        f.screen.click(at: center(of: picker.componentButtons[1]))
        f.screen.click(at: CGPoint(x: 390, y: 390))
        #expect(list(f) == nil && source.selections.count == 1, "a click outside chooses nothing")
        f.expectIdle()
    }

    @Test func theKeyboardMovesAndChoosesAndALongListScrolls() throws {
        let f = Fixture(width: 400, height: 400)
        let source = Source()
        let picker = makePicker(f, source)
        f.screen.key("Tab")
        #expect(picker.componentButtons[0].isFocused)
        f.screen.key("Down")
        let rows = try #require(list(f))
        #expect(rows.scrollView.bounds.height == 8 * PickerView.defaultRowHeight, "at most eight rows show")
        for _ in 0..<10 { f.screen.key("Down") }
        f.screen.key("Up")
        #expect(rows.highlightedRow == 9)
        #expect(abs(rows.scrollView.contentOffset.y - (11 * 32 - 8 * 32)) < 0.01, "row 10 was brought into view; row 9 still is")
        f.screen.key("Escape")
        #expect(list(f) == nil && source.selections.isEmpty)
        f.screen.key("Return")
        f.screen.key("End")
        f.screen.key("Return")
        #expect(list(f) == nil && picker.selectedRow(inComponent: 0) == 19 && source.selections.map(\.row) == [19])
        #expect(picker.componentButtons[0].titleLabel.text == "Item 20")
        f.expectIdle()
    }
}
