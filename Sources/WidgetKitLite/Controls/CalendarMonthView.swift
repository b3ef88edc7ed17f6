import Foundation

/// One month as a grid of days — the calendar of a date picker, shown in place (`.inline`)
/// or in the popup of a `.compact` picker.
///
/// A header shows the month and year with buttons to the previous and next month; below it
/// the weekday initials start at the calendar's `firstWeekday` (its
/// `veryShortStandaloneWeekdaySymbols`), then the days of the month in rows of seven, the
/// first in the column of its weekday. The selected day sits in a tinted circle, today's
/// date is drawn in the tint, and days outside `minimumDate…maximumDate` are greyed and
/// cannot be chosen. All arithmetic goes through `calendar`.
@MainActor
final class CalendarMonthView: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    required init?(coder: NSCoder) { nil }

    /// A day cell: 32 × 32 pt…
    static let cellSize: CGFloat = 32
    /// …under a 36 pt header…
    static let headerHeight: CGFloat = 36
    /// …and a 20 pt row of weekday initials, inside 8 pt of padding.
    static let weekdayRowHeight: CGFloat = 20
    /// The padding around the grid.
    static let padding: CGFloat = 8
    /// The size of the whole view: seven columns by six rows of days under the header.
    static let size = CGSize(
        width: 7 * cellSize + 2 * padding, height: padding + headerHeight + weekdayRowHeight + 6 * cellSize + padding)

    /// The calendar of the arithmetic and the symbols.
    var calendar: Calendar { didSet { reload() } }
    /// The selected date (its day is circled).
    var selectedDate: Date { didSet { reload() } }
    /// The earliest day that can be chosen.
    var minimumDate: Date? { didSet { reload() } }
    /// The latest day that can be chosen.
    var maximumDate: Date? { didSet { reload() } }
    /// Today, drawn in the tint.
    var today: Date { didSet { reload() } }
    /// The first day of the month shown.
    private(set) var displayedMonth: Date
    /// A day was chosen (a click on a day that can be chosen): the selected date's time on that day.
    var onChoose: ((Date) -> Void)?

    let titleLabel = Label(frame: .zero)
    let previousButton = Button(frame: .zero)
    let nextButton = Button(frame: .zero)
    private(set) var weekdayLabels: [Label] = []
    /// The cells of the displayed month's days, in order (the first is day 1).
    private(set) var dayCells: [CalendarDayCell] = []

    init(calendar: Calendar, selectedDate: Date, today: Date) {
        self.calendar = calendar
        self.selectedDate = selectedDate
        self.today = today
        displayedMonth = Self.startOfMonth(selectedDate, in: calendar)
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        titleLabel.font = .boldSystemFont(ofSize: 15)
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        for (button, glyph, step) in [(previousButton, "‹", -1), (nextButton, "›", 1)] {
            button.setTitle(glyph, for: .normal)
            button.setTitleColor(.systemBlue, for: .normal)
            button.titleLabel.font = .systemFont(ofSize: 24)
            button.contentInsets = .zero
            button.addAction(Action { [weak self] _ in self?.showMonth(offsetBy: step) }, for: .primaryActionTriggered)
            addSubview(button)
        }
        previousButton.accessibilityIdentifier = "calendar.previousMonth"
        nextButton.accessibilityIdentifier = "calendar.nextMonth"
        for _ in 0..<7 {
            let label = Label(frame: .zero)
            label.font = .systemFont(ofSize: 12)
            label.textColor = .secondaryLabel
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            weekdayLabels.append(label)
            addSubview(label)
        }
        reload()
    }

    /// The first moment of the month holding `date`.
    static func startOfMonth(_ date: Date, in calendar: Calendar) -> Date {
        calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
    }

    /// The column (0…6) of the displayed month's first day.
    var firstDayColumn: Int {
        let weekday = calendar.component(.weekday, from: displayedMonth)
        return (weekday - calendar.firstWeekday + 7) % 7
    }

    /// Shows the month holding `date`.
    func showMonth(containing date: Date) {
        let month = Self.startOfMonth(date, in: calendar)
        guard month != displayedMonth else { return }
        displayedMonth = month
        reload()
    }

    /// Shows the month `months` before (negative) or after the one shown.
    func showMonth(offsetBy months: Int) {
        guard let month = calendar.date(byAdding: .month, value: months, to: displayedMonth) else { return }
        showMonth(containing: month)
    }

    /// Whether the day holding `date` may be chosen: not before the minimum's day nor after the maximum's.
    func canChoose(_ date: Date) -> Bool {
        let day = calendar.startOfDay(for: date)
        if let minimumDate, day < calendar.startOfDay(for: minimumDate) { return false }
        if let maximumDate, day > calendar.startOfDay(for: maximumDate) { return false }
        return true
    }

    /// `day` with the selected date's time of day.
    func date(onDayOf day: Date) -> Date {
        let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: selectedDate)
        return calendar.date(
            bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: calendar.startOfDay(for: day)) ?? day
    }

    private func reload() {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
        titleLabel.text = formatter.string(from: displayedMonth)
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        for (column, label) in weekdayLabels.enumerated() where symbols.count == 7 {
            label.text = symbols[(calendar.firstWeekday - 1 + column) % 7]
        }
        let count = calendar.range(of: .day, in: .month, for: displayedMonth)?.count ?? 0
        while dayCells.count < count {
            let cell = CalendarDayCell(frame: .zero)
            dayCells.append(cell)
            addSubview(cell)
        }
        while dayCells.count > count { dayCells.removeLast().removeFromSuperview() }
        for (index, cell) in dayCells.enumerated() {
            let date = calendar.date(byAdding: .day, value: index, to: displayedMonth) ?? displayedMonth
            cell.date = date
            cell.label.text = "\(index + 1)"
            cell.isSelectable = canChoose(date)
            cell.isSelectedDay = calendar.isDate(date, inSameDayAs: selectedDate)
            cell.isToday = calendar.isDate(date, inSameDayAs: today)
            cell.update()
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let p = Self.padding, cell = Self.cellSize
        titleLabel.frame = CGRect(x: p + 4, y: p, width: 5 * cell - 4, height: Self.headerHeight)
        previousButton.frame = CGRect(x: p + 5 * cell, y: p + 2, width: cell, height: cell)
        nextButton.frame = CGRect(x: p + 6 * cell, y: p + 2, width: cell, height: cell)
        let weekdayY = p + Self.headerHeight
        for (column, label) in weekdayLabels.enumerated() {
            label.frame = CGRect(x: p + CGFloat(column) * cell, y: weekdayY, width: cell, height: Self.weekdayRowHeight)
        }
        let first = firstDayColumn
        for (index, dayCell) in dayCells.enumerated() {
            let slot = first + index
            dayCell.frame = CGRect(
                x: p + CGFloat(slot % 7) * cell, y: weekdayY + Self.weekdayRowHeight + CGFloat(slot / 7) * cell, width: cell, height: cell)
        }
    }

    /// The cell under `point` (in this view), if any.
    func dayCell(at point: CGPoint) -> CalendarDayCell? {
        dayCells.first { $0.frame.contains(point) }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    /// A click released on a day that can be chosen chooses it.
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, let cell = dayCell(at: touch.location(in: self)), cell.isSelectable else { return }
        onChoose?(date(onDayOf: cell.date))
    }
}

/// One day of a `CalendarMonthView`: its number, in a tinted circle when selected.
@MainActor
final class CalendarDayCell: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    required init?(coder: NSCoder) { nil }

    let label = Label(frame: .zero)
    /// The tinted circle behind the selected day's number.
    let circle = View(frame: .zero)
    /// The first moment of the day.
    var date = Date(timeIntervalSinceReferenceDate: 0)
    /// Whether the day may be chosen (inside the picker's range).
    var isSelectable = true
    /// Whether this is the selected day.
    var isSelectedDay = false
    /// Whether this is today.
    var isToday = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 15)
        label.isUserInteractionEnabled = false
        isUserInteractionEnabled = false
        circle.isUserInteractionEnabled = false
        addSubview(circle)
        addSubview(label)
    }

    /// The circle is 28 pt across, centred in the cell.
    static let circleDiameter: CGFloat = 28

    func update() {
        circle.backgroundColor = tintColor
        circle.isHidden = !isSelectedDay
        if isSelectedDay {
            label.textColor = .white
        } else if !isSelectable {
            label.textColor = .tertiaryLabel
        } else {
            label.textColor = isToday ? tintColor : .label
        }
        setNeedsLayout()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        update()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
        let d = Self.circleDiameter
        circle.frame = CGRect(x: (bounds.width - d) / 2, y: (bounds.height - d) / 2, width: d, height: d)
        circle.cornerRadius = d / 2
    }
}
