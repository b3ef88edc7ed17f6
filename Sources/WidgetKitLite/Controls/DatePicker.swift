import Foundation

/// A control for choosing a date — UIKit's `UIDatePicker`, in its desktop styles.
///
/// `.compact` (also what `.automatic` and `.wheels` give on the desktop: a wheel is a touch
/// idiom) is a rounded field showing the date formatted for `locale` (medium date style,
/// short time style, or both for `.dateAndTime`). A click on it — or Space, Return or Down
/// while it has the keyboard focus — opens a calendar popup over the window below the
/// field: a click on a day sets the date, sends `.valueChanged` and closes it; the arrow
/// keys move the date a day (Left/Right) or a week (Up/Down), PageUp/PageDown a month, each
/// sending `.valueChanged`; Return closes; Escape or a click outside closes. `.inline` shows
/// the same month grid in place (with the time below it for `.dateAndTime`), reachable with
/// the same keys while the picker is focused.
///
/// The month grid has a header with the month and year and buttons to the previous and next
/// month, the weekday initials starting at `calendar.firstWeekday`, the selected day in a
/// tinted circle and today's date in the tint. Days outside `minimumDate…maximumDate` are
/// greyed and cannot be chosen. Setting `date` outside that range clamps it into it, as
/// UIKit does; setting a bound moves the date into the new range. Choosing a day keeps the
/// time of day. In `.time` mode the field shows the time; Up/Down while focused change it by
/// a minute (there is no clock face).
///
/// Setting `date` in code (or `setDate(_:animated:)`) sends nothing. A minimum after the
/// maximum (UIKit ignores both then) is reported in one line and not applied.
@MainActor
open class DatePicker: Control {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// What the picker picks — UIKit's `UIDatePicker.Mode`.
    public enum Mode: Sendable {
        /// A time of day.
        case time
        /// A day.
        case date
        /// A day and a time of day.
        case dateAndTime
    }

    /// How the picker shows — UIKit's `UIDatePickerStyle`.
    public enum Style: Sendable {
        /// The style the platform prefers: `.compact` on the desktop.
        case automatic
        /// A field that opens a calendar popup.
        case compact
        /// The calendar in place.
        case inline
        /// Wheels on a phone; on the desktop the same as `.compact`.
        case wheels
    }

    /// The date shown, within `minimumDate…maximumDate` (default: now). Setting it sends nothing.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// The earliest date that can be picked (nil: no limit).
    open var minimumDate: Date? {
        didSet {
            if let minimumDate, let maximumDate, minimumDate > maximumDate {
                Diagnostics.report("DatePicker.minimumDate: \(minimumDate) is after the maximum \(maximumDate); keeping \(String(describing: oldValue))")
                self.minimumDate = oldValue
                return
            }
            rangeDidChange()
        }
    }

    /// The latest date that can be picked (nil: no limit).
    open var maximumDate: Date? {
        didSet {
            if let minimumDate, let maximumDate, minimumDate > maximumDate {
                Diagnostics.report("DatePicker.maximumDate: \(maximumDate) is before the minimum \(minimumDate); keeping \(String(describing: oldValue))")
                self.maximumDate = oldValue
                return
            }
            rangeDidChange()
        }
    }

    /// The calendar of the grid and the arithmetic. Default: `.current`.
    open var calendar: Calendar = .current {
        didSet { settingsDidChange() }
    }

    /// The locale of the formatted date and the weekday symbols (nil: the calendar's).
    open var locale: Locale? {
        didSet { settingsDidChange() }
    }

    /// The time zone of the formatted date and the grid (nil: the calendar's).
    open var timeZone: TimeZone? {
        didSet { settingsDidChange() }
    }

    /// What the picker picks. Default: `.dateAndTime`, as UIKit.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { settingsDidChange() }
    }

    /// The style asked for. Default: `.automatic`.
    open var preferredDatePickerStyle: Style = .automatic {
        didSet { settingsDidChange() }
    }

    /// The style shown: `.inline` when asked for, otherwise `.compact`.
    public var datePickerStyle: Style { preferredDatePickerStyle == .inline ? .inline : .compact }

    /// Sets the date, clamped into `minimumDate…maximumDate`; sends nothing.
    open func setDate(_ date: Date, animated: Bool) {
        let clamped = clampedDate(date)
        guard clamped != storedDate else { return }
        storedDate = clamped
        dateDidChange()
    }

    private var storedDate: Date

    /// Today, for the grid's tinted day (a test sets a fixed one).
    var currentDate: () -> Date = { Date() } {
        didSet { monthView?.today = currentDate() }
    }

    /// The field of the compact style (and the time under the inline grid).
    let field = Label(frame: .zero)
    /// The month grid shown in place (`.inline`, not in `.time` mode).
    private(set) var monthView: CalendarMonthView?
    /// The open calendar popup of the compact style.
    private(set) var popup: PopupOverlayView?

    /// The compact field: 34 pt tall…
    static let fieldHeight: CGFloat = 34
    /// …with 12 pt of room either side of the text.
    static let fieldPadding: CGFloat = 12

    /// Creates a picker of the current date and time.
    public override init(frame: CGRect) {
        storedDate = Date()
        super.init(frame: frame)
        field.textAlignment = .center
        field.isUserInteractionEnabled = false
        field.backgroundColor = .tertiarySystemFill
        field.cornerRadius = 6
        addSubview(field)
        accessibilityIdentifier = "datePicker"
        settingsDidChange()
    }

    /// Creates a picker at the origin.
    public convenience init() { self.init(frame: .zero) }

    // MARK: Derived state

    /// `calendar` with the picker's locale and time zone.
    var effectiveCalendar: Calendar {
        var c = calendar
        if let locale { c.locale = locale }
        if let timeZone { c.timeZone = timeZone }
        return c
    }

    /// The date as the field shows it.
    var formattedDate: String {
        let formatter = DateFormatter()
        let c = effectiveCalendar
        formatter.calendar = c
        formatter.locale = c.locale ?? .current
        formatter.timeZone = c.timeZone
        formatter.dateStyle = datePickerMode == .time ? .none : .medium
        formatter.timeStyle = datePickerMode == .date ? .none : .short
        return formatter.string(from: storedDate)
    }

    private var showsGrid: Bool { datePickerStyle == .inline && datePickerMode != .time }

    private func clampedDate(_ date: Date) -> Date {
        var d = date
        if let minimumDate, d < minimumDate { d = minimumDate }
        if let maximumDate, d > maximumDate { d = maximumDate }
        return d
    }

    private func rangeDidChange() {
        for grid in [monthView, popup?.content as? CalendarMonthView].compactMap({ $0 }) {
            grid.minimumDate = minimumDate
            grid.maximumDate = maximumDate
        }
        let clamped = clampedDate(storedDate)
        if clamped != storedDate {
            storedDate = clamped
            dateDidChange()
        }
    }

    private func dateDidChange() {
        field.text = formattedDate
        for grid in [monthView, popup?.content as? CalendarMonthView].compactMap({ $0 }) {
            grid.selectedDate = storedDate
            grid.showMonth(containing: storedDate)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func settingsDidChange() {
        popup?.close()
        if showsGrid {
            if monthView == nil {
                let grid = makeMonthView()
                monthView = grid
                addSubview(grid)
            }
            monthView?.calendar = effectiveCalendar
        } else {
            monthView?.removeFromSuperview()
            monthView = nil
        }
        field.isHidden = showsGrid && datePickerMode == .date
        field.text = formattedDate
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func makeMonthView() -> CalendarMonthView {
        let grid = CalendarMonthView(calendar: effectiveCalendar, selectedDate: storedDate, today: currentDate())
        grid.minimumDate = minimumDate
        grid.maximumDate = maximumDate
        grid.onChoose = { [weak self] date in self?.userChose(date, closing: true) }
        return grid
    }

    /// A date the user picked: set (clamped) and `.valueChanged` sent when it changed; the
    /// popup closes when `closing`.
    private func userChose(_ date: Date, closing: Bool) {
        let before = storedDate
        setDate(date, animated: false)
        if closing { popup?.close() }
        if storedDate != before { sendActions(for: .valueChanged) }
    }

    // MARK: Layout

    private var fieldSize: CGSize {
        let text = field.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.fieldHeight))
        return CGSize(width: (text.width + 2 * Self.fieldPadding).rounded(.up), height: Self.fieldHeight)
    }

    /// The field's size (compact), or the month grid's with the time field under it for
    /// `.dateAndTime` (inline).
    open override var intrinsicContentSize: CGSize {
        guard showsGrid else { return fieldSize }
        let grid = CalendarMonthView.size
        return datePickerMode == .dateAndTime ? CGSize(width: grid.width, height: grid.height + Self.fieldHeight) : grid
    }

    /// The intrinsic size, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let monthView {
            monthView.frame = CGRect(origin: .zero, size: CalendarMonthView.size)
            let size = fieldSize
            field.frame = CGRect(x: CalendarMonthView.padding, y: monthView.frame.maxY, width: size.width, height: size.height)
        } else {
            field.frame = CGRect(origin: .zero, size: fieldSize)
        }
    }

    // MARK: The popup

    /// Opens the calendar popup of the compact style under the field (not in `.time` mode).
    func openPopup() {
        guard popup == nil, !showsGrid, datePickerMode != .time, let window else { return }
        let grid = makeMonthView()
        grid.backgroundColor = .systemBackground
        grid.cornerRadius = 10
        grid.layer.borderWidth = 1
        grid.layer.borderColor = Color.separator.cgColor
        let overlay = PopupOverlayView(content: grid, in: window, below: field.convert(field.bounds, to: nil))
        overlay.onKey = { [weak self] press in self?.handleCalendarKey(press, closesOnReturn: true) }
        overlay.onClose = { [weak self] in self?.popup = nil }
        popup = overlay
    }

    /// Moves the date by the arrow and page keys; Return closes the popup. True when used.
    @discardableResult
    private func handleCalendarKey(_ press: KeyPress, closesOnReturn: Bool) -> Bool {
        guard press.modifiers.isEmpty else { return false }
        let c = effectiveCalendar
        let step: (Calendar.Component, Int)?
        switch press.name.lowercased() {
        case "left": step = (.day, -1)
        case "right": step = (.day, 1)
        case "up": step = (.day, -7)
        case "down": step = (.day, 7)
        case "prior", "page_up": step = (.month, -1)
        case "next", "page_down": step = (.month, 1)
        case "return", "kp_enter", "space":
            guard closesOnReturn else { return false }
            popup?.close()
            return true
        default: return false
        }
        guard let step, let moved = c.date(byAdding: step.0, value: step.1, to: storedDate) else { return false }
        userChose(moved, closing: false)
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: WidgetKitLite.Event?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let touch, field.frame.contains(touch.location(in: self)), !showsGrid else { return }
        openPopup()
    }

    /// While focused: compact — Space, Return or Down opens the popup (Up/Down change a
    /// `.time` picker by a minute); inline — the arrow and page keys move the date.
    open override func pressesBegan(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) {
        guard isEnabled, isFocused, let press = presses.first else { return super.pressesBegan(presses, with: event) }
        let name = press.name.lowercased()
        if showsGrid {
            if !handleCalendarKey(press, closesOnReturn: false) { super.pressesBegan(presses, with: event) }
        } else if datePickerMode == .time, press.modifiers.isEmpty, name == "up" || name == "down",
            let moved = effectiveCalendar.date(byAdding: .minute, value: name == "up" ? 1 : -1, to: storedDate)
        {
            userChose(moved, closing: false)
        } else if press.modifiers.isEmpty, ["space", "return", "kp_enter", "down"].contains(name), datePickerMode != .time {
            openPopup()
        } else {
            super.pressesBegan(presses, with: event)
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { popup?.close() }
    }
}
