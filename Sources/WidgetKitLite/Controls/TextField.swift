import Foundation

/// A single line of editable text — UIKit's `UITextField`.
///
/// A click places the caret (double click: a word, triple click: everything; dragging
/// selects); the keys edit as on every desktop: arrows, Home/End, Shift to select, Ctrl with
/// arrows and Backspace/Delete by word, Ctrl+A, Ctrl+C/X/V (the clipboard), Ctrl+Z and
/// Ctrl+Shift+Z (or Ctrl+Y). Backspace and Delete remove whole grapheme clusters. Selected
/// text also goes to the primary selection. Text longer than the field scrolls horizontally
/// to keep the caret in view. Newlines typed or pasted become spaces.
///
/// A paste (Ctrl+V, Shift+Insert, a middle click) never waits for another program's text:
/// the field stays editable while it comes, and it replaces the selection as it is when it
/// arrives (keys typed meanwhile stay before it). Pastes land in the order they were made;
/// text that arrives after editing ended is dropped; a failed transfer pastes nothing (one
/// line on stderr, see `Pasteboard`).
///
/// The field edits while it is the first responder (it has the window's keyboard focus: a
/// click, Tab or `becomeFirstResponder()`); it then sends `.editingDidBegin`,
/// `.editingChanged` on every change, `.editingDidEnd` when the focus leaves and
/// `.editingDidEndOnExit` on Return. The caret blinks for `Theme.caretBlinkTimeout` (10 s)
/// after the last input, then stays on, so an idle window makes no wakeups.
///
/// Typing costs the same wherever it happens in however long a text: the text is laid out in
/// short segments and only the one being typed into is shaped again (`EditableTextLine`).
/// Two exceptions cost O(length) per edit: text holding any right-to-left character
/// (Hebrew, Arabic, …) is laid out whole on every edit, so bidi reordering sees the whole
/// line (40–60 ms a key in a 64 KB line, 9–14 ms in 16 KB, 1 ms in 1 KB, release build);
/// and a secure field lays its bullets out again. A grapheme cluster is shaped as its first
/// 32 code points, so one of thousands of combining marks costs no more than a short one.
/// Setting `text` clears the undo history.
@MainActor
open class TextField: Control, FontAdjustingView {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// When an overlay view (the clear button) shows — UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Sendable {
        /// Never.
        case never
        /// While the field is editing and holds text.
        case whileEditing
        /// While the field is not editing and holds text.
        case unlessEditing
        /// Whenever the field holds text.
        case always
    }

    /// How the field's edge is drawn — UIKit's `UITextField.BorderStyle`, reduced to two.
    public enum BorderStyle: Sendable {
        /// No border or background.
        case none
        /// A white background in a thin rounded border.
        case roundedRect
    }

    var model = TextEditingModel()

    /// The text; setting it replaces everything, moves the caret to the end and clears the
    /// undo history. Never nil when read (UIKit's is an empty string too).
    open var text: String? {
        get { model.text }
        set {
            let sanitized = Self.sanitized(Self.fitted(newValue ?? "", into: Self.maximumLength))
            guard sanitized != model.text else { return }
            model.reset(to: sanitized)
            textDidChange(rebuild: true)
        }
    }

    /// The text with its attributes — UIKit's `attributedText`. The field draws one font and
    /// colour: setting it sets `text` to the string and adopts the first character's `.font`
    /// and `.foregroundColor` as `font` and `textColor`; other attributes are kept for
    /// reading back until the text changes. Typing uses the field's font and colour.
    open var attributedText: NSAttributedString? {
        get { attributedTextToRead }
        set { setAttributedText(newValue) }
    }

    /// The attributed text last set, while `text` is still its string.
    var attributedStorage: NSAttributedString?

    /// Grey text shown while the field is empty.
    open var placeholder: String? {
        didSet { if placeholder != oldValue { contentView.setNeedsDisplay() } }
    }

    /// The font of the text and the placeholder. Default: `Theme.bodyFont`. With
    /// `adjustsFontForContentSizeCategory`, a font that follows Dynamic Type is resized for
    /// the field's content size as it is set.
    open var font: Font = Theme.light.bodyFont {
        didSet {
            guard font != oldValue else { return }
            adjustFontForContentSize()
            line = nil
            invalidateIntrinsicContentSize()
            textDidChange(rebuild: true)
        }
    }

    /// The colour of the text. Default: `Theme.labelColor`.
    open var textColor: Color = .label {
        didSet { if textColor != oldValue { contentView.setNeedsDisplay() } }
    }

    /// Whether the text shows as bullets (a password): copying and cutting are refused.
    open var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { textDidChange(rebuild: true) } }
    }

    /// When the clear button shows. Default: `.never`.
    open var clearButtonMode: ViewMode = .never {
        didSet { if clearButtonMode != oldValue { setNeedsLayout() } }
    }

    /// The edge of the field. Default: `.roundedRect`.
    open var borderStyle: BorderStyle = .roundedRect {
        didSet { if borderStyle != oldValue { setNeedsDisplay() } }
    }

    /// Answers the field's questions and hears about its editing (held weakly).
    open weak var delegate: TextFieldDelegate?

    /// Whether the field is editing (it is the first responder).
    public private(set) var isEditing = false

    /// The selected text; empty when the selection is only a caret.
    public var selectedText: String { model.selectedText }

    /// The most UTF-8 bytes a field holds (64 KiB, about thirty screen widths of text):
    /// longer text set, typed or pasted is cut at a character boundary, with one line on stderr.
    public static let maximumLength = 64 << 10

    /// `string`, cut at a grapheme boundary to at most `limit` UTF-8 bytes (one line on
    /// stderr when cut).
    static func fitted(_ string: String, into limit: Int) -> String {
        let bytes = string.utf8.count
        guard bytes > max(0, limit) else { return string }
        var end = string.startIndex
        var used = 0
        for character in string {
            let size = character.utf8.count
            if used + size > limit { break }
            used += size
            end = string.index(after: end)
        }
        Diagnostics.report("TextField: \(bytes) bytes of text cut to \(used) (a field holds at most \(maximumLength) bytes)")
        return String(string[..<end])
    }

    /// Space between the edge and the text: 8 pt at the sides.
    static let horizontalPadding: CGFloat = 8
    /// Space above and below the text line in the natural height: 7 pt.
    static let verticalPadding: CGFloat = 7
    /// Width of the caret: 2 pt.
    static let caretWidth: CGFloat = 2
    /// Side of the clear button: 19 pt.
    static let clearButtonSize: CGFloat = 19
    /// Hidden characters of a secure field show as this.
    static let secureBullet: Character = "\u{2022}"

    let contentView = TextFieldContentView()
    let caretView = View(frame: .zero)
    let clearButton = TextFieldClearButton()
    /// The laid-out text (of the bullets when secure); made at the window's scale on demand.
    var line: EditableTextLine?
    /// How far the text is scrolled left, in points.
    var scrollOffset: CGFloat = 0
    var blinker: CaretBlinker?
    /// Pastes asked for and not landed yet (`paste(from:)`).
    let pastes = PasteQueue()

    /// Creates an empty field with a rounded border.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        cornerRadius = theme.buttonCornerRadius
        cursor = .iBeam
        contentView.field = self
        contentView.isUserInteractionEnabled = false
        contentView.clipsToBounds = true
        addSubview(contentView)
        caretView.backgroundColor = .theme(\.caretColor)
        caretView.isUserInteractionEnabled = false
        caretView.isHidden = true
        contentView.addSubview(caretView)
        clearButton.isHidden = true
        clearButton.cursor = .arrow
        clearButton.addAction(Action { [weak self] _ in self?.clearButtonTapped() }, for: .touchUpInside)
        addSubview(clearButton)
    }

    /// Creates a field showing `placeholder` while empty.
    public convenience init(placeholder: String?) {
        self.init(frame: .zero)
        self.placeholder = placeholder
    }

    /// The height of one line of text plus 7 pt above and below; no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: (font.lineHeight + 2 * Self.verticalPadding).rounded(.up))
    }

    /// The current width (at least 100 pt) by the natural height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(bounds.width, 100), height: intrinsicContentSize.height)
    }

    /// Text fields take the keyboard focus while enabled.
    open override var canBecomeFocused: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        return super.resignFirstResponder()
    }

    // MARK: Standard edit actions

    /// Whether the field performs `action` now: the standard edit actions while it is the
    /// first responder — copy and cut only with a selection (never in a secure field), cut,
    /// paste, delete, undo and redo only while editing; other actions as ``Responder`` does.
    open override func canPerformAction(_ action: ResponderAction, withSender sender: Any?) -> Bool {
        canPerformStandardEdit(action) ?? super.canPerformAction(action, withSender: sender)
    }

    /// Copies the selection to the clipboard (when ``canPerformAction(_:withSender:)`` allows).
    open override func copy(_ sender: Any?) { performStandardEdit(.copy) }
    /// Copies the selection to the clipboard and deletes it (when allowed).
    open override func cut(_ sender: Any?) { performStandardEdit(.cut) }
    /// Replaces the selection with the clipboard's text (when allowed; the text arrives
    /// without waiting from this process).
    open override func paste(_ sender: Any?) { performStandardEdit(.paste) }
    /// Selects all the text (when allowed).
    open override func selectAll(_ sender: Any?) { performStandardEdit(.selectAll) }
    /// Deletes the selection (when allowed).
    open override func delete(_ sender: Any?) { performStandardEdit(.delete) }

    /// Starts or ends editing when the keyboard focus arrives or leaves.
    open override func stateDidChange() {
        super.stateDidChange()
        if isFocused != isEditing { isFocused ? beginEditing() : endEditing() }
    }

    private func beginEditing() {
        isEditing = true
        setNeedsLayout()
        contentView.setNeedsDisplay()
        inputDidHappen()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
    }

    private func endEditing() {
        isEditing = false
        // Text still on its way lands nowhere.
        pastes.cancelAll()
        blinker?.stop()
        caretView.isHidden = true
        setNeedsLayout()
        contentView.setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    /// Whether a font that follows Dynamic Type is resized when the field's traits change
    /// text size; the field then lays out again. Default: false, as in UIKit.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory != oldValue { adjustFontForContentSize() } }
    }

    /// Redraws, and resizes a Dynamic Type font for a new text size when the field adjusts it.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        adjustFontForContentSize()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        adjustFontForContentSize()
        if let line, let window, line.scale != window.scale { self.line = nil }
        setNeedsLayout()
    }

    // MARK: Input and drawing (implemented in TextField+Keys, +Pointer and +Drawing)

    /// Edits for the keys of a desktop text field; other keys go up the responder chain.
    open override func pressesBegan(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) {
        handlePresses(presses, with: event)
    }

    /// A press starts editing and places the caret (double click: a word; triple: everything).
    open override func beginTracking(_ touch: Touch, with event: WidgetKitLite.Event?) -> Bool {
        beginSelecting(touch)
    }

    /// Dragging extends the selection.
    open override func continueTracking(_ touch: Touch, with event: WidgetKitLite.Event?) -> Bool {
        continueSelecting(touch)
    }

    /// A selection made by dragging becomes the primary selection.
    open override func endTracking(_ touch: Touch?, with event: WidgetKitLite.Event?) {
        endSelecting()
    }

    /// Draws the border and background, then the focus ring.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        drawBorder(in: context)
        super.draw(rect, in: context)
    }

    // MARK: Layout

    /// The scale the text is laid out at.
    var renderScale: CGFloat { window?.scale ?? 1 }

    /// The laid-out text, made when first needed.
    var layoutLine: EditableTextLine {
        if let line { return line }
        let made = EditableTextLine(font: font, scale: renderScale)
        made.rebuild(displayText)
        line = made
        return made
    }

    /// Whether the clear button shows now.
    var showsClearButton: Bool {
        guard !model.text.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let button = showsClearButton
        clearButton.isHidden = !button
        let buttonSpace = button ? Self.clearButtonSize + Self.horizontalPadding / 2 : 0
        contentView.frame = CGRect(
            x: Self.horizontalPadding, y: 0, width: max(0, bounds.width - 2 * Self.horizontalPadding - buttonSpace),
            height: bounds.height)
        clearButton.frame = CGRect(
            x: bounds.width - Self.horizontalPadding - Self.clearButtonSize, y: (bounds.height - Self.clearButtonSize) / 2,
            width: Self.clearButtonSize, height: Self.clearButtonSize)
        scrollToCaret()
        updateCaret()
    }

    /// The top of the text line inside the content view, in points.
    /// The text's baseline: the line is centred vertically, so half the height plus the
    /// ascender less half the line height.
    override func layoutBaselineOffset(last: Bool) -> BaselineOffset {
        let line = layoutLine
        let lineHeight = CGFloat(line.metrics.lineHeight) / line.scale
        return BaselineOffset(heightFactor: 0.5, constant: CGFloat(line.metrics.ascender) / line.scale - lineHeight / 2)
    }

    var lineTop: CGFloat {
        let line = layoutLine
        return ((contentView.bounds.height - CGFloat(line.metrics.lineHeight) / line.scale) / 2 * line.scale).rounded() / line.scale
    }

    /// The caret's x in the content view's coordinates (after scrolling).
    func caretX(at offset: Int) -> CGFloat {
        let line = layoutLine
        return CGFloat(line.caretX(at: displayOffset(offset))) / line.scale - scrollOffset
    }

    /// Scrolls so the caret is inside the content view; clamps the scroll to the text.
    func scrollToCaret() {
        let line = layoutLine
        let visible = contentView.bounds.width
        let textWidth = CGFloat(line.width) / line.scale + Self.caretWidth
        let caret = CGFloat(line.caretX(at: displayOffset(model.head))) / line.scale
        var offset = scrollOffset
        if caret - offset > visible - Self.caretWidth { offset = caret - visible + Self.caretWidth }
        if caret < offset { offset = caret }
        offset = min(max(0, offset), max(0, textWidth - visible))
        if offset != scrollOffset {
            scrollOffset = offset
            contentView.setNeedsDisplay()
        }
    }

    /// Places the caret view; it shows while editing with an empty selection.
    func updateCaret() {
        let line = layoutLine
        let frame = CGRect(
            x: (caretX(at: model.head) * line.scale).rounded() / line.scale - Self.caretWidth / 2, y: lineTop,
            width: Self.caretWidth, height: CGFloat(line.metrics.lineHeight) / line.scale)
        if caretView.frame != frame { caretView.frame = frame }
        let shows = isEditing && model.selection.isEmpty && (blinker?.isCaretOn ?? true)
        if caretView.isHidden == shows { caretView.isHidden = !shows }
    }

    // MARK: Secure entry

    /// The text as shown: the text, or one bullet per character when secure.
    var displayText: String {
        isSecureTextEntry ? String(repeating: Self.secureBullet, count: model.text.count) : model.text
    }

    /// A text offset as an offset of `displayText`.
    func displayOffset(_ offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        return model.text[..<model.index(offset)].count * Self.secureBullet.utf8.count
    }

    /// An offset of `displayText` as a text offset.
    func textOffset(fromDisplay offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        let characters = offset / Self.secureBullet.utf8.count
        let index = model.text.index(model.text.startIndex, offsetBy: characters, limitedBy: model.text.endIndex) ?? model.text.endIndex
        return model.offset(index)
    }

    // MARK: Changes

    /// Newlines become spaces; other control characters are dropped.
    static func sanitized(_ string: String) -> String {
        guard string.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return string }
        var scalars = String.UnicodeScalarView()
        for scalar in string.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                scalars.append(" ")
            } else if scalar.properties.generalCategory != .control {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Lays out and redraws after the text changed; `rebuild` lays out everything again,
    /// otherwise the caller already updated `line`.
    func textDidChange(rebuild: Bool) {
        if rebuild { line?.rebuild(displayText) }
        contentView.setNeedsDisplay()
        if showsClearButton == clearButton.isHidden { setNeedsLayout() }
        scrollToCaret()
        updateCaret()
    }

    /// The selection moved: redraw, keep the caret in view, tell the delegate.
    func selectionDidChange() {
        contentView.setNeedsDisplay()
        scrollToCaret()
        updateCaret()
        delegate?.textFieldDidChangeSelection(self)
        Accessibility.changeObserver?.accessibilitySelectionDidChange(in: self)
    }

    private func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        model.selectAll()
        replaceSelection(with: "", typing: false)
    }
}
