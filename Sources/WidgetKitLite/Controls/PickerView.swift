import Foundation

/// A set of components each choosing one of its rows — UIKit's `UIPickerView`, in its
/// desktop form.
///
/// UIKit's spinning wheels are a touch idiom; on the desktop each component is a pop-up
/// button showing the selected row's title with a chevron. A click on it (or Space, Return
/// or Down while it has the keyboard focus) opens a list of the component's rows over the
/// window, the selected one highlighted: a click on a row chooses it; Up/Down move the
/// highlight, Home/End go to the ends, Return or Space chooses, Escape or a click outside
/// closes without choosing. A long list scrolls (at most `maximumVisibleRows` rows show) and
/// keeps the highlighted row in view. Choosing a row selects it and calls the delegate's
/// `pickerView(_:didSelectRow:inComponent:)`; `selectRow(_:inComponent:animated:)` selects
/// without calling it, as in UIKit.
///
/// The components sit side by side: each as wide as the delegate's `widthForComponent`, or
/// an equal share of the width left when it answers 0. The picker's natural height is one
/// button (`buttonHeight`, 34 pt); frames of any height work. Counts come from the data
/// source, asked again by `reloadAllComponents()` and `reloadComponent(_:)`; a selection
/// past a component's rows moves to its last row. A row or component out of range asked
/// of `selectRow` is reported in one line and ignored.
@MainActor
open class PickerView: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The default row height: 32 pt.
    public static let defaultRowHeight: CGFloat = 32
    /// The pop-up buttons are 34 pt tall…
    static let buttonHeight: CGFloat = 34
    /// …6 pt apart.
    static let componentSpacing: CGFloat = 6
    /// A list shows at most 8 rows and scrolls for the rest.
    static let maximumVisibleRows = 8

    /// Where the counts come from (held weakly); setting it reloads.
    open weak var dataSource: PickerViewDataSource? {
        didSet { reloadAllComponents() }
    }

    /// Where the titles come from and who hears of choices (held weakly); setting it reloads.
    open weak var delegate: PickerViewDelegate? {
        didSet { reloadAllComponents() }
    }

    /// The number of components, as the data source last said.
    public private(set) var numberOfComponents = 0

    private var rowCounts: [Int] = []
    private var selectedRows: [Int] = []
    /// The pop-up buttons, one a component.
    private(set) var componentButtons: [PickerComponentButton] = []
    /// The open list, if any.
    private(set) var popup: PopupOverlayView?

    /// Creates an empty picker.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "pickerView"
    }

    /// Creates a picker at the origin.
    public convenience init() { self.init(frame: .zero) }

    /// The number of rows of `component` (0 for a component out of range).
    public func numberOfRows(inComponent component: Int) -> Int {
        rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// The selected row of `component`; -1 when it has no rows or is out of range.
    public func selectedRow(inComponent component: Int) -> Int {
        guard selectedRows.indices.contains(component), rowCounts[component] > 0 else { return -1 }
        return selectedRows[component]
    }

    /// Selects `row` of `component` without calling the delegate.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard rowCounts.indices.contains(component), (0..<rowCounts[component]).contains(row) else {
            Diagnostics.report("PickerView.selectRow: row \(row) of component \(component) is out of range; ignored")
            return
        }
        selectedRows[component] = row
        updateButton(component)
    }

    /// Asks the data source and the delegate again for everything.
    open func reloadAllComponents() {
        popup?.close()
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        numberOfComponents = count
        rowCounts = (0..<count).map { max(0, dataSource?.pickerView(self, numberOfRowsInComponent: $0) ?? 0) }
        selectedRows = (0..<count).map { selectedRows.indices.contains($0) ? selectedRows[$0] : 0 }
        while componentButtons.count < count {
            let component = componentButtons.count
            let button = PickerComponentButton(frame: .zero)
            button.addAction(Action { [weak self] _ in self?.openList(for: component) }, for: .primaryActionTriggered)
            componentButtons.append(button)
            addSubview(button)
        }
        while componentButtons.count > count { componentButtons.removeLast().removeFromSuperview() }
        for component in 0..<count { reloadRows(of: component) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Asks the data source and the delegate again for `component`.
    open func reloadComponent(_ component: Int) {
        guard rowCounts.indices.contains(component) else { return }
        if popup != nil { popup?.close() }
        rowCounts[component] = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        reloadRows(of: component)
    }

    private func reloadRows(of component: Int) {
        selectedRows[component] = min(max(0, selectedRows[component]), max(0, rowCounts[component] - 1))
        updateButton(component)
    }

    /// The title shown for `row` of `component`: the attributed title's string, else the title.
    func title(forRow row: Int, inComponent component: Int) -> String {
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) { return attributed.string }
        return delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? ""
    }

    private func updateButton(_ component: Int) {
        guard componentButtons.indices.contains(component) else { return }
        let row = selectedRow(inComponent: component)
        componentButtons[component].titleLabel.text = row >= 0 ? title(forRow: row, inComponent: component) : ""
        componentButtons[component].isEnabled = row >= 0
    }

    // MARK: Layout

    /// As wide as the components that ask for a width, by one button's height.
    open override var intrinsicContentSize: CGSize {
        let widths = (0..<numberOfComponents).map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
        let fixed = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(0, numberOfComponents - 1))
        return CGSize(width: widths.contains(0) ? View.noIntrinsicMetric : fixed, height: Self.buttonHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let widths = (0..<numberOfComponents).map { max(0, delegate?.pickerView(self, widthForComponent: $0) ?? 0) }
        let spacing = Self.componentSpacing * CGFloat(max(0, numberOfComponents - 1))
        let flexible = widths.filter { $0 == 0 }.count
        let share = flexible == 0 ? 0 : max(0, bounds.width - spacing - widths.reduce(0, +)) / CGFloat(flexible)
        let height = min(bounds.height, Self.buttonHeight)
        var x: CGFloat = 0
        for (component, button) in componentButtons.enumerated() {
            let width = widths[component] == 0 ? share : widths[component]
            button.frame = CGRect(x: x, y: (bounds.height - height) / 2, width: width, height: height)
            x += width + Self.componentSpacing
        }
    }

    // MARK: The list

    /// Opens the list of `component`'s rows under its button.
    func openList(for component: Int) {
        guard popup == nil, let window, componentButtons.indices.contains(component), rowCounts[component] > 0 else { return }
        let button = componentButtons[component]
        let rowHeight = max(1, delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight)
        let titles = (0..<rowCounts[component]).map { title(forRow: $0, inComponent: component) }
        let list = PickerListView(titles: titles, rowHeight: rowHeight, width: max(button.bounds.width, 120))
        list.highlightedRow = selectedRows[component]
        list.onChoose = { [weak self] row in self?.userChose(row, inComponent: component) }
        let overlay = PopupOverlayView(content: list, in: window, below: button.convert(button.bounds, to: nil))
        overlay.onKey = { [weak list] press in list?.handleKey(press) }
        overlay.onClose = { [weak self] in self?.popup = nil }
        popup = overlay
        list.scrollToHighlightedRow()
    }

    private func userChose(_ row: Int, inComponent component: Int) {
        popup?.close()
        guard rowCounts.indices.contains(component), (0..<rowCounts[component]).contains(row) else { return }
        selectedRows[component] = row
        updateButton(component)
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { popup?.close() }
    }
}

/// A component of a `PickerView`: a pop-up button with the selected row's title and a chevron.
@MainActor
final class PickerComponentButton: Control {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    required init?(coder: NSCoder) { nil }

    let titleLabel = Label(frame: .zero)
    let chevron = ImageView(image: Image(systemName: "chevron.down"))

    /// The chevron is 12 pt across, 10 pt from the trailing edge.
    static let chevronSize: CGFloat = 12

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        cornerRadius = 6
        titleLabel.isUserInteractionEnabled = false
        chevron.isUserInteractionEnabled = false
        chevron.contentMode = .scaleAspectFit
        chevron.tintColor = .secondaryLabel
        addSubview(titleLabel)
        addSubview(chevron)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let s = Self.chevronSize
        chevron.frame = CGRect(x: bounds.width - 10 - s, y: (bounds.height - s) / 2, width: s, height: s)
        titleLabel.frame = CGRect(x: 10, y: 0, width: max(0, chevron.frame.minX - 16), height: bounds.height)
    }

    override func stateDidChange() {
        super.stateDidChange()
        alpha = isEnabled ? (isHighlighted ? 0.6 : 1) : theme.disabledControlAlpha
    }

    override func endTracking(_ touch: Touch?, with event: WidgetKitLite.Event?) {
        super.endTracking(touch, with: event)
        if isTouchInside { sendActions(for: .primaryActionTriggered) }
    }

    /// Space, Return or Down opens the list while focused.
    override func pressesBegan(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) {
        guard isEnabled, isFocused, let press = presses.first, press.modifiers.isEmpty,
            ["space", "return", "kp_enter", "down"].contains(press.name.lowercased())
        else { return super.pressesBegan(presses, with: event) }
        sendActions(for: .primaryActionTriggered)
    }
}

/// The list of a picker component's rows in its popup: rows in a scroll view, the
/// highlighted one tinted.
@MainActor
final class PickerListView: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    required init?(coder: NSCoder) { nil }

    let scrollView = ScrollView(frame: .zero)
    private(set) var rowLabels: [Label] = []
    /// Each row's plate (the highlight), inset 4 pt from the list's sides.
    private var rowPlates: [View] = []
    let rowHeight: CGFloat
    /// A row was chosen.
    var onChoose: ((Int) -> Void)?
    /// The row Return chooses (tinted).
    var highlightedRow = 0 {
        didSet { updateHighlight() }
    }

    /// 4 pt of padding around the rows.
    static let padding: CGFloat = 4
    /// The titles' inset from their plate's sides: 8 pt.
    static let textInset: CGFloat = 8

    init(titles: [String], rowHeight: CGFloat, width: CGFloat) {
        self.rowHeight = rowHeight
        let visible = CGFloat(min(titles.count, PickerView.maximumVisibleRows))
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: visible * rowHeight + 2 * Self.padding))
        backgroundColor = .systemBackground
        cornerRadius = 8
        layer.borderWidth = 1
        layer.borderColor = Color.separator.cgColor
        clipsToBounds = true
        scrollView.frame = CGRect(x: 0, y: Self.padding, width: width, height: visible * rowHeight)
        scrollView.contentSize = CGSize(width: width, height: CGFloat(titles.count) * rowHeight)
        addSubview(scrollView)
        for (row, title) in titles.enumerated() {
            let plate = View(frame: CGRect(x: Self.padding, y: CGFloat(row) * rowHeight, width: width - 2 * Self.padding, height: rowHeight))
            plate.isUserInteractionEnabled = false
            plate.cornerRadius = 4
            let label = Label(text: title)
            label.frame = CGRect(x: Self.textInset, y: 0, width: max(0, plate.bounds.width - 2 * Self.textInset), height: rowHeight)
            plate.addSubview(label)
            rowPlates.append(plate)
            rowLabels.append(label)
            scrollView.addSubview(plate)
        }
        updateHighlight()
    }

    private func updateHighlight() {
        for (row, label) in rowLabels.enumerated() {
            rowPlates[row].backgroundColor = row == highlightedRow ? tintColor : nil
            label.textColor = row == highlightedRow ? .white : .label
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateHighlight()
    }

    /// Scrolls so the highlighted row shows.
    func scrollToHighlightedRow() {
        let top = CGFloat(highlightedRow) * rowHeight
        let height = scrollView.bounds.height
        var y = scrollView.contentOffset.y
        if top < y { y = top } else if top + rowHeight > y + height { y = top + rowHeight - height }
        scrollView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    }

    /// The row at `point` in this view, if any.
    func row(at point: CGPoint) -> Int? {
        let y = convert(point, to: scrollView).y
        let row = Int((y / rowHeight).rounded(.down))
        return rowLabels.indices.contains(row) && y >= 0 ? row : nil
    }

    override func hitTest(_ point: CGPoint) -> View? {
        self.point(inside: point) && !isHidden ? self : nil
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, let row = row(at: touch.location(in: self)) else { return }
        onChoose?(row)
    }

    /// The wheel scrolls the rows.
    override func scrollWheel(dx: CGFloat, dy: CGFloat) -> Bool { scrollView.scrollWheel(dx: dx, dy: dy) }

    /// Up/Down move the highlight, Home/End go to the ends, Return or Space chooses.
    func handleKey(_ press: KeyPress) {
        guard !rowLabels.isEmpty else { return }
        switch press.name.lowercased() {
        case "up": highlightedRow = max(0, highlightedRow - 1)
        case "down": highlightedRow = min(rowLabels.count - 1, highlightedRow + 1)
        case "home": highlightedRow = 0
        case "end": highlightedRow = rowLabels.count - 1
        case "return", "kp_enter", "space": return onChoose?(highlightedRow) ?? ()
        default: return
        }
        scrollToHighlightedRow()
    }
}
