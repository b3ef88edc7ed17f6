import Foundation
import Testing
@testable import WidgetKitLite

@MainActor @Suite struct DatePickerTests {
    /// Gregorian, UTC, weeks starting on Monday, English names.
    private static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        c.firstWeekday = 2
        c.locale = Locale(identifier: "en_US")
        return c
    }()

    private func day(_ y: Int, _ m: Int, _ d: Int, hour: Int = 12) -> Date {
        Self.calendar.date(from: DateComponents(year: y, month: m, day: d, hour: hour))!
    }

    /// A picker of 15 March 2024, 12:00 (a Friday; March 1 is a Friday too), today 4 March.
    private func makePicker(_ f: Fixture, style: DatePicker.Style, changes: @escaping (Date) -> Void = { _ in }) -> DatePicker {
        let picker = DatePicker(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        picker.calendar = Self.calendar
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.currentDate = { self.day(2024, 3, 4) }
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = style
        picker.date = day(2024, 3, 15)
        picker.sizeToFit()
        picker.addAction(Action { action in changes((action.sender as! DatePicker).date) }, for: .valueChanged)
        f.root.addSubview(picker)
        f.screen.runFrame()
        return picker
    }

    private func center(of view: View) -> CGPoint {
        let r = view.convert(view.bounds, to: nil)
        return CGPoint(x: r.midX, y: r.midY)
    }

    private func popupGrid(_ f: Fixture) -> CalendarMonthView? {
        f.window.subviews.lazy.compactMap { ($0 as? PopupOverlayView)?.content as? CalendarMonthView }.first
    }

    @Test func inlineGridStartsTheMonthInItsWeekdaysColumn() throws {
        let f = Fixture(width: 400, height: 400)
        let picker = makePicker(f, style: .inline)
        let grid = try #require(picker.monthView)
        #expect(picker.bounds.size == CalendarMonthView.size)
        #expect(grid.titleLabel.text == "March 2024")
        #expect(grid.weekdayLabels.map(\.text) == ["M", "T", "W", "T", "F", "S", "S"], "Monday first")
        #expect(grid.firstDayColumn == 4, "1 March 2024 is a Friday")
        #expect(grid.dayCells.count == 31)
        let p = CalendarMonthView.padding, cell = CalendarMonthView.cellSize
        let top = p + CalendarMonthView.headerHeight + CalendarMonthView.weekdayRowHeight
        #expect(grid.dayCells[0].frame.origin == CGPoint(x: p + 4 * cell, y: top))
        #expect(grid.dayCells[3].frame.origin == CGPoint(x: p, y: top + cell), "Monday 4 March starts the second row")
        #expect(grid.dayCells[14].isSelectedDay && grid.dayCells.filter(\.isSelectedDay).count == 1)
        #expect(grid.dayCells[3].isToday && grid.dayCells[3].label.textColor == grid.dayCells[3].tintColor)
        #expect(!grid.dayCells[14].circle.isHidden && grid.dayCells[13].circle.isHidden)
    }

    @Test func clickingADayChoosesItAndKeepsTheTime() throws {
        let f = Fixture(width: 400, height: 400)
        var values: [Date] = []
        let picker = makePicker(f, style: .inline) { values.append($0) }
        let grid = try #require(picker.monthView)
        f.screen.click(at: center(of: grid.dayCells[19]))
        #expect(picker.date == day(2024, 3, 20) && values == [day(2024, 3, 20)])
        #expect(grid.dayCells[19].isSelectedDay && !grid.dayCells[14].isSelectedDay)
        picker.date = day(2024, 3, 2)
        #expect(values.count == 1, "setting the date in code sends nothing")
        f.expectIdle()
    }

    @Test func minimumAndMaximumClampAndGreyDays() throws {
        let f = Fixture(width: 400, height: 400)
        var values: [Date] = []
        let picker = makePicker(f, style: .inline) { values.append($0) }
        let grid = try #require(picker.monthView)
        picker.minimumDate = day(2024, 3, 10, hour: 9)
        picker.maximumDate = day(2024, 3, 25, hour: 18)
        #expect(!grid.dayCells[8].isSelectable && grid.dayCells[9].isSelectable && grid.dayCells[24].isSelectable && !grid.dayCells[25].isSelectable)
        #expect(grid.dayCells[8].label.textColor == .tertiaryLabel)
        f.screen.click(at: center(of: grid.dayCells[4]))
        #expect(picker.date == day(2024, 3, 15) && values.isEmpty, "a greyed day cannot be chosen")
        picker.date = day(2024, 3, 1)
        #expect(picker.date == day(2024, 3, 10, hour: 9), "clamped to the minimum")
        picker.date = day(2024, 4, 1)
        #expect(picker.date == day(2024, 3, 25, hour: 18), "clamped to the maximum")
        picker.minimumDate = day(2024, 3, 28)
        #expect(picker.minimumDate == day(2024, 3, 10, hour: 9), "a minimum after the maximum is not applied")
        let lines = capturingDiagnostics { picker.maximumDate = day(2024, 3, 1) }
        #expect(lines.count == 1 && picker.maximumDate == day(2024, 3, 25, hour: 18))
        picker.minimumDate = day(2024, 3, 20)
        #expect(picker.date == day(2024, 3, 25, hour: 18))
        picker.maximumDate = day(2024, 3, 22)
        #expect(picker.date == day(2024, 3, 22), "a narrower range moves the date into it")
    }

    @Test func monthButtonsAndPageKeysChangeTheMonth() throws {
        let f = Fixture(width: 400, height: 400)
        var values: [Date] = []
        let picker = makePicker(f, style: .inline) { values.append($0) }
        let grid = try #require(picker.monthView)
        f.screen.click(at: center(of: grid.nextButton))
        #expect(grid.titleLabel.text == "April 2024" && grid.firstDayColumn == 0 && grid.dayCells.count == 30)
        #expect(grid.dayCells.allSatisfy { !$0.isSelectedDay }, "the selected day is in March")
        f.screen.click(at: center(of: grid.previousButton))
        f.screen.click(at: center(of: grid.previousButton))
        #expect(grid.titleLabel.text == "February 2024" && grid.dayCells.count == 29 && grid.firstDayColumn == 3)
        #expect(values.isEmpty, "paging chooses nothing")
        picker.becomeFirstResponder()
        f.screen.key("Next")
        #expect(picker.date == day(2024, 4, 15) && grid.titleLabel.text == "April 2024")
        f.screen.key("Left")
        f.screen.key("Up")
        #expect(picker.date == day(2024, 4, 7) && values.count == 3)
    }

    @Test func compactFieldOpensACalendarPopup() throws {
        let f = Fixture(width: 400, height: 400)
        var values: [Date] = []
        let picker = makePicker(f, style: .compact) { values.append($0) }
        #expect(picker.monthView == nil && picker.field.text == "Mar 15, 2024")
        #expect(picker.bounds.height == DatePicker.fieldHeight)
        f.screen.click(at: center(of: picker))
        let grid = try #require(popupGrid(f))
        #expect(grid.convert(grid.bounds, to: nil).minY >= picker.frame.maxY, "below the field")
        f.screen.click(at: center(of: grid.dayCells[19]))
        #expect(picker.date == day(2024, 3, 20) && values.count == 1)
        #expect(popupGrid(f) == nil && picker.popup == nil, "choosing closes it")
        #expect(picker.field.text == "Mar 20, 2024")

        f.screen.click(at: center(of: picker))
        #expect(popupGrid(f) != nil)
        f.screen.key("Escape")
        #expect(popupGrid(f) == nil)
        f.screen.click(at: center(of: picker))
        f.screen.click(at: CGPoint(x: 390, y: 390))
        #expect(popupGrid(f) == nil && values.count == 1, "a click outside closes without choosing")

        f.screen.click(at: center(of: picker))
        f.screen.key("Right")
        f.screen.key("Page_Down")
        #expect(picker.date == day(2024, 4, 21) && values.count == 3)
        #expect(popupGrid(f)?.titleLabel.text == "April 2024")
        f.screen.key("Return")
        #expect(popupGrid(f) == nil)
        f.expectIdle()
    }

    @Test func wheelsAndAutomaticAreCompactOnTheDesktop() {
        let f = Fixture(width: 400, height: 400)
        let picker = makePicker(f, style: .wheels)
        #expect(picker.datePickerStyle == .compact && picker.monthView == nil)
        picker.preferredDatePickerStyle = .automatic
        #expect(picker.datePickerStyle == .compact)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline && picker.monthView != nil)
        picker.datePickerMode = .time
        #expect(picker.monthView == nil, "no grid for a time")
        picker.becomeFirstResponder()
        f.screen.key("Up")
        #expect(picker.date == day(2024, 3, 15).addingTimeInterval(60))
    }
}
