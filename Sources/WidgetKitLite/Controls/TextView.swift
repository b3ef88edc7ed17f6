import Foundation

/// Scrollable, multi-line, editable plain text — UIKit's `UITextView`.
///
/// A text view is a `ScrollView`: the text wraps to its width and scrolls vertically (the
/// mouse wheel scrolls; a click-drag selects text instead of dragging the content). A click
/// places the caret (double click: a word; triple click: a paragraph); dragging selects,
/// scrolling when the pointer leaves the view. The keys edit as on every desktop: arrows
/// (Up and Down keep the caret's x across lines), Home/End (the line), Ctrl+Home/End (the
/// text), Ctrl with arrows and Backspace/Delete by word, Page Up/Down (a page, scrolling),
/// Shift to select with any of them, Return for a new line, Ctrl+A, Ctrl+C/X/V (the
/// clipboard), Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y), Shift+Insert; selected text goes to the
/// primary selection and a middle click pastes it. Typed text comes through the input method
/// (XIM, dead keys) as in a text field.
///
/// The view edits while it is the first responder and `isEditable`; the caret blinks for
/// `Theme.caretBlinkTimeout` (10 s) after the last input, then stays on, so an idle window
/// makes no wakeups. A selectable view that is not editable takes the focus to select and
/// copy. A focus ring shows while it has the keyboard focus from the keyboard.
///
/// Typing costs O(the edited paragraph), not O(the text): the text is kept as paragraphs
/// (`TextParagraphs`), each wrapped when first shown and kept; an edit lays out again only the
/// paragraphs it touched, and only the lines in view are drawn. Paragraphs not shown yet
/// count one line high, so `contentSize` grows to its exact height as they come into view.
/// Setting `text` clears the undo history. Line breaks are "\n": "\r\n", "\r", U+2028 and
/// U+2029 become "\n", and other control characters but tab (NUL included) are dropped,
/// as a text field drops them.
@MainActor
open class TextView: ScrollView, ContentSizeCategoryAdjusting {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    var model = TextEditingModel()

    /// The text; setting it replaces everything (in the view's `font`, `textColor` and
    /// `textAlignment`), moves the caret to the end and clears the undo history (no delegate
    /// call, as in UIKit). Never nil when read.
    open var text: String! {
        get { model.text }
        set {
            let sanitized = Self.sanitized(newValue ?? "")
            let plain = plainAttributes
            guard sanitized != model.text || !storage.allStylesAre(plain) else { return }
            typingStyle = plain
            replaceAll(sanitized, styles: AttributeRuns(length: sanitized.utf8.count, attributes: plain))
        }
    }

    /// The text with its attributes — UIKit's `attributedText`. Setting it replaces everything,
    /// moves the caret to the end and clears the undo history; what is typed next takes the
    /// attributes of the last character. What a run lacks comes from `font`, `textColor` and
    /// `textAlignment`; values of the wrong type are dropped with one line each; line breaks
    /// and control characters are handled as for `text`. Never nil when read.
    open var attributedText: NSAttributedString! {
        get { attributedTextToRead }
        set { setAttributedText(newValue) }
    }

    /// The attributes of what the user types next — UIKit's `typingAttributes`. They follow
    /// the caret: moving it (or selecting) takes the attributes of the character before it
    /// (of the first selected character); setting `font` or `textColor` changes them too.
    /// Keys this toolkit does not know are ignored; values of the wrong type are dropped with
    /// one line each.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { typingStyle.dictionary }
        set { setTypingAttributes(newValue) }
    }

    /// The font of the text. Setting it sets the font of the whole text and of what is typed
    /// next. Default: `Theme.bodyFont`. With `adjustsFontForContentSizeCategory`, a font that
    /// follows Dynamic Type is resized for the view's content size as it is set.
    open var font: Font? = Theme.light.bodyFont {
        didSet {
            if font == nil { font = Theme.light.bodyFont }
            guard font != oldValue, let font, !isAdjustingFonts else { return }
            storage.setEstimateFont(font)
            changeAllAttributes { $0.font = font }
            adjustedCategory = nil
            adjustFontForContentSize()
        }
    }

    /// Whether a font that follows Dynamic Type (`Font.preferredFont(forTextStyle:)`,
    /// `FontMetrics.scaledFont(for:)`) is resized when the view's traits change text size
    /// (its window's `preferredContentSizeCategory`); the text then wraps again, keeping the
    /// selection. Default: false, as in UIKit.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory != oldValue { adjustFontForContentSize() } }
    }

    /// The colour of the text. Setting it colours the whole text and what is typed next.
    /// Default: `.label`.
    open var textColor: Color? = .label {
        didSet {
            guard textColor != oldValue else { return }
            let color = textColor ?? .label
            changeAllAttributes { $0.foregroundColor = color }
        }
    }

    /// How lines sit between the insets. Setting it aligns every paragraph. Default:
    /// `.natural` (left).
    open var textAlignment: TextAlignment = .natural {
        didSet {
            guard textAlignment != oldValue else { return }
            let alignment = textAlignment
            changeAllAttributes { $0.paragraph.alignment = alignment }
        }
    }

    /// Whether the user can change the text. Default: true. Turning it off while editing ends
    /// editing (the view keeps the focus when it is selectable).
    open var isEditable = true {
        didSet {
            guard isEditable != oldValue else { return }
            if !isEditable, isEditing { endEditing() }
            if isEditable, isFocused, !isEditing { beginEditing() }
            if isFocused, !canBecomeFocused { resignFirstResponder() }
        }
    }

    /// Whether the user can select the text (and copy it) when it is not editable. Default: true.
    open var isSelectable = true {
        didSet { if isSelectable != oldValue, isFocused, !canBecomeFocused { resignFirstResponder() } }
    }

    /// Whether the user may change the style of text: Ctrl+B, Ctrl+I and Ctrl+U toggle bold,
    /// italic and underline of the selection (with no selection, of what is typed next), as
    /// UIKit's `toggleBoldface`, `toggleItalics` and `toggleUnderline`. Default: false (the
    /// keys go up the responder chain).
    open var allowsEditingTextAttributes = false

    /// Space between the view's edges and the text container. Default: 8 pt above and below,
    /// as in UIKit; the lines have `lineFragmentPadding` more on each side.
    open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            let clean = EdgeInsets(
                top: max(0, textContainerInset.top.finite()), left: max(0, textContainerInset.left.finite()),
                bottom: max(0, textContainerInset.bottom.finite()), right: max(0, textContainerInset.right.finite()))
            if clean != textContainerInset { textContainerInset = clean }
            guard textContainerInset != oldValue else { return }
            textDidChange()
        }
    }

    /// Space between the text container's sides and the text: 5 pt, UIKit's
    /// `textContainer.lineFragmentPadding`.
    public static let lineFragmentPadding: CGFloat = 5

    /// Answers the view's questions and hears about its editing (held weakly). A text view
    /// has its own delegate; `ScrollView.delegate` still hears about scrolling.
    open weak var textViewDelegate: TextViewDelegate?

    /// Whether the view is editing (it is the first responder and editable).
    public private(set) var isEditing = false

    /// The selection in UTF-16 offsets, as in UIKit (`length` 0: the caret). A range outside
    /// the text is clamped into it, with one line on stderr; ends inside a character move to
    /// its start. Setting it calls no delegate method.
    open var selectedRange: NSRange {
        get { nsRange(model.selection) }
        set {
            model.select(utf8Range(newValue))
            stickyCaretX = nil
            caretAtLineEnd = false
            selectionDidChange(notify: false)
        }
    }

    /// Width of the caret: 2 pt.
    static let caretWidth: CGFloat = 2

    let contentView = TextViewContentView()
    let caretView = View(frame: .zero)
    var blinker: CaretBlinker?
    /// Pastes asked for and not landed yet.
    let pastes = PasteQueue()
    /// The text's paragraphs with their attributes and layouts (made on demand for the
    /// current width and scale).
    lazy var storage = TextParagraphs(
        text: "", styles: AttributeRuns(length: 0, attributes: plainAttributes), font: font ?? Theme.light.bodyFont, scale: 1,
        boxWidth: 1)
    /// True while `adjustFontForContentSize` changes the fonts.
    private var isAdjustingFonts = false
    /// The content size the fonts were last adjusted for.
    var adjustedCategory: ContentSizeCategory?
    /// The attributes of what is typed next (`typingAttributes`).
    lazy var typingStyle = plainAttributes
    /// The x (device pixels) Up, Down and Page Up/Down keep while they repeat.
    var stickyCaretX: Int?
    /// Whether the caret stands at the end of a wrapped line rather than the start of the next
    /// (after End).
    var caretAtLineEnd = false

    /// Creates an empty, editable text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .theme(\.pageBackgroundColor)
        cursor = .iBeam
        panGestureRecognizer.isEnabled = false
        contentView.textView = self
        contentView.isUserInteractionEnabled = false
        addSubview(contentView)
        caretView.backgroundColor = .theme(\.caretColor)
        caretView.isUserInteractionEnabled = false
        caretView.isHidden = true
        addSubview(caretView)
    }

    /// A drag selects text: the content moves with the wheel, the keys and the caret only.
    open override var isScrollEnabled: Bool {
        didSet { panGestureRecognizer.isEnabled = false }
    }

    // MARK: Focus and editing

    /// Text views take the keyboard focus while editable or selectable.
    open override var canBecomeFocused: Bool { isEditable || isSelectable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        if isEditable, !(textViewDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        return super.becomeFirstResponder()
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if isEditing, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        return super.resignFirstResponder()
    }

    // MARK: Standard edit actions

    /// Whether the view performs `action` now: the standard edit actions while it is the
    /// first responder — copy and cut only with a selection, cut,
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

    /// Starts or ends editing when the keyboard focus arrives or leaves; redraws the focus ring.
    override func interactionStateDidChange() {
        super.interactionStateDidChange()
        contentView.setNeedsDisplay()
        let shouldEdit = isFocused && isEditable
        if shouldEdit != isEditing { shouldEdit ? beginEditing() : endEditing() }
        if !isFocused { contentView.setNeedsDisplay() }
    }

    private func beginEditing() {
        isEditing = true
        contentView.setNeedsDisplay()
        inputDidHappen()
        textViewDelegate?.textViewDidBeginEditing(self)
    }

    private func endEditing() {
        isEditing = false
        pastes.cancelAll()
        blinker?.stop()
        caretView.isHidden = true
        contentView.setNeedsDisplay()
        textViewDelegate?.textViewDidEndEditing(self)
    }

    /// Lays out the paragraphs in view, sizes the content to the text, keeps the drawing
    /// strip over the visible part and places the caret.
    open override func layoutSubviews() {
        layOutText()
        super.layoutSubviews()
        placeStripAndCaret()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        adjustFontForContentSize()
        setNeedsLayout()
    }

    /// Resizes a Dynamic Type font for a new text size when the view adjusts it.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        adjustFontForContentSize()
    }

    /// Resizes the Dynamic Type fonts of the text (`font`, every run's, the typing
    /// attributes') for the view's content size, when the view adjusts them and the size
    /// changed since the last time; other fonts stay.
    func adjustFontForContentSize() {
        guard adjustsFontForContentSizeCategory, let font, !isAdjustingFonts else { return }
        let category = contentSizeCategory
        let adjusted = font.adjusted(to: category)
        guard adjusted != font || adjustedCategory != category else { return }
        isAdjustingFonts = true
        defer { isAdjustingFonts = false }
        adjustedCategory = category
        if adjusted != font { self.font = adjusted }
        storage.setEstimateFont(adjusted)
        changeAllAttributes { $0.font = $0.font.adjusted(to: category) }
    }

    // MARK: Input (TextView+Keys, +Pointer)

    /// Edits for the keys of a desktop text view; other keys go up the responder chain.
    open override func pressesBegan(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) {
        handlePresses(presses, with: event)
    }

    /// A press places the caret (double click: a word; triple: a paragraph).
    open override func touchesBegan(_ touches: Set<Touch>, with event: WidgetKitLite.Event?) {
        guard let touch = touches.first, beginSelecting(touch) else { return super.touchesBegan(touches, with: event) }
    }

    /// Dragging extends the selection, scrolling at the edges.
    open override func touchesMoved(_ touches: Set<Touch>, with event: WidgetKitLite.Event?) {
        guard let touch = touches.first, isTrackingSelection else { return super.touchesMoved(touches, with: event) }
        continueSelecting(touch)
    }

    /// A selection made by dragging becomes the primary selection.
    open override func touchesEnded(_ touches: Set<Touch>, with event: WidgetKitLite.Event?) {
        guard isTrackingSelection else { return super.touchesEnded(touches, with: event) }
        endSelecting()
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: WidgetKitLite.Event?) {
        guard isTrackingSelection else { return super.touchesCancelled(touches, with: event) }
        isTrackingSelection = false
    }

    /// Whether a press in the text is being dragged.
    var isTrackingSelection = false
    /// The link under a press in a view that is not editable, until the press ends.
    var pressedLink: (url: URL, range: Range<Int>)?

    // MARK: Scrolling to a range

    /// Scrolls the least needed to show the text of `range` (UTF-16 offsets; clamped into
    /// the text, with one line on stderr when outside it).
    open func scrollRangeToVisible(_ range: NSRange) {
        let utf8 = utf8Range(range)
        let start = caretRect(at: utf8.lowerBound)
        let end = caretRect(at: utf8.upperBound)
        scrollTextRectToVisible(start.union(end))
    }
}
