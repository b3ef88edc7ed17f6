import Foundation

/// A rounded search field with a magnifying glass, an optional cancel button, prompt and
/// scope bar — UIKit's `UISearchBar`.
///
/// The field is a ``TextField`` (`searchTextField`) that edits as every text field does,
/// with a clear button while it edits and holds text. The delegate hears of every change the
/// user makes (`searchBar(_:textDidChange:)`; setting `text` in code tells nobody), of the
/// start and end of editing, of Return (`searchBarSearchButtonClicked`, the field keeps
/// editing, as in UIKit) and of the cancel button. On the desktop Escape while the field
/// edits is the cancel button: the delegate hears `searchBarCancelButtonClicked` and the
/// field stops editing.
///
/// The bar is 56 pt tall (UIKit's), 22 pt more with a `prompt` above the field and 44 pt
/// more with the scope bar (a ``SegmentedControl`` of `scopeButtonTitles`) under it;
/// `intrinsicContentSize` and `sizeThatFits` give that height, and a frame of any size lays
/// the parts out inside it.
@MainActor
open class SearchBar: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// How the bar's background shows — UIKit's `UISearchBar.Style`.
    public enum Style: Sendable {
        /// The bar's background (as `.prominent` here).
        case `default`
        /// The bar's background behind the field.
        case prominent
        /// No background: only the field shows.
        case minimal
    }

    /// The bar's height without prompt or scope bar: 56 pt, as UIKit's.
    public static let barHeight: CGFloat = 56
    /// The prompt's row: 22 pt.
    static let promptHeight: CGFloat = 22
    /// The scope bar's row: 44 pt (a 32 pt segmented control and 12 pt below it).
    static let scopeBarHeight: CGFloat = 44
    /// The field: 36 pt tall, 8 pt from the sides, corner radius 10 pt.
    static let fieldHeight: CGFloat = 36
    /// The space around the field and the cancel button.
    static let margin: CGFloat = 8
    /// The magnifying glass: 16 pt, in a 30 pt wide slot at the field's leading edge.
    static let glyphSize: CGFloat = 16
    static let glyphSlot: CGFloat = 30

    /// The text of the field; setting it tells no one.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// Grey text shown while the field is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line of text shown above the field (nil: none, and no room for it).
    open var prompt: String? {
        didSet {
            guard prompt != oldValue else { return }
            promptLabel.text = prompt
            promptLabel.isHidden = prompt == nil
            layoutDidChange()
        }
    }

    /// Hears about editing, the buttons and the scope bar (held weakly).
    open weak var delegate: SearchBarDelegate?

    /// Whether the cancel button shows at the trailing end. Default: false.
    open var showsCancelButton: Bool {
        get { storedShowsCancelButton }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// The titles of the scope bar's buttons.
    open var scopeButtonTitles: [String]? {
        didSet {
            guard scopeButtonTitles != oldValue else { return }
            scopeBar.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeBar.insertSegment(withTitle: title, at: index, animated: false)
            }
            scopeBar.selectedSegmentIndex = scopeBar.numberOfSegments > 0 ? min(max(0, storedScope), scopeBar.numberOfSegments - 1) : -1
            storedScope = max(0, scopeBar.selectedSegmentIndex)
            layoutDidChange()
        }
    }

    /// The selected scope button (default 0); setting it in code tells no one.
    open var selectedScopeButtonIndex: Int {
        get { storedScope }
        set {
            storedScope = newValue
            if scopeBar.numberOfSegments > 0 { scopeBar.selectedSegmentIndex = min(max(0, newValue), scopeBar.numberOfSegments - 1) }
        }
    }

    /// Whether the scope bar shows under the field (when there are scope titles). Default: false.
    open var showsScopeBar = false {
        didSet { if showsScopeBar != oldValue { layoutDidChange() } }
    }

    /// The look of the bar's background. Default: `.default`.
    open var searchBarStyle: Style = .default {
        didSet { styleDidChange() }
    }

    /// The field the bar edits in.
    public let searchTextField = TextField(frame: .zero)

    /// The rounded background of the field, holding the glass and the text field.
    let fieldBackground = View(frame: .zero)
    let glassView = ImageView(image: Image(systemName: "magnifyingglass"))
    let cancelButton = Button(title: "Cancel")
    let promptLabel = Label(frame: .zero)
    let scopeBar = SegmentedControl(items: [])

    private var storedShowsCancelButton = false
    private var storedScope = 0
    private let fieldDelegate = SearchFieldDelegate()
    /// The search controller of the bar, told before the delegate.
    weak var observer: SearchBarObserving?

    /// Creates an empty search bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        fieldBackground.backgroundColor = .tertiarySystemFill
        fieldBackground.cornerRadius = 10
        addSubview(fieldBackground)
        glassView.tintColor = .secondaryLabel
        glassView.contentMode = .scaleAspectFit
        glassView.isUserInteractionEnabled = false
        fieldBackground.addSubview(glassView)
        searchTextField.borderStyle = .none
        searchTextField.backgroundColor = nil
        searchTextField.clearButtonMode = .whileEditing
        searchTextField.placeholder = "Search"
        fieldDelegate.bar = self
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(Action { [weak self] _ in self?.userChangedText() }, for: .editingChanged)
        fieldBackground.addSubview(searchTextField)
        cancelButton.isHidden = true
        cancelButton.addAction(Action { [weak self] _ in self?.cancelClicked() }, for: .primaryActionTriggered)
        addSubview(cancelButton)
        promptLabel.isHidden = true
        promptLabel.textAlignment = .center
        promptLabel.textColor = .secondaryLabel
        promptLabel.font = .systemFont(ofSize: 13)
        addSubview(promptLabel)
        scopeBar.isHidden = true
        scopeBar.addAction(Action { [weak self] _ in self?.userChangedScope() }, for: .valueChanged)
        addSubview(scopeBar)
        accessibilityIdentifier = "searchBar"
        styleDidChange()
    }

    /// Creates a bar at the origin, as wide as its frame is set later.
    public convenience init() { self.init(frame: .zero) }

    /// Shows or hides the cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != storedShowsCancelButton else { return }
        storedShowsCancelButton = showsCancelButton
        cancelButton.isHidden = !showsCancelButton
        setNeedsLayout()
    }

    /// Starts editing in the field.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Stops editing in the field.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// Whether the field is editing.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    private var showsScopeRow: Bool { showsScopeBar && scopeBar.numberOfSegments > 0 }

    /// The height the parts need: 56 pt, plus the prompt's and the scope bar's rows.
    var naturalHeight: CGFloat {
        Self.barHeight + (prompt == nil ? 0 : Self.promptHeight) + (showsScopeRow ? Self.scopeBarHeight : 0)
    }

    /// No intrinsic width, by `naturalHeight`.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: naturalHeight) }

    /// The offered width by the natural height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: naturalHeight) }

    private func layoutDidChange() {
        scopeBar.isHidden = !showsScopeRow
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func styleDidChange() {
        backgroundColor = searchBarStyle == .minimal ? nil : .systemBackground
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let m = Self.margin
        var top: CGFloat = 0
        if prompt != nil {
            promptLabel.frame = CGRect(x: m, y: 0, width: max(0, bounds.width - 2 * m), height: Self.promptHeight)
            top = Self.promptHeight
        }
        var trailing = bounds.width - m
        if storedShowsCancelButton {
            cancelButton.sizeToFit()
            let size = cancelButton.bounds.size
            cancelButton.frame = CGRect(x: trailing - size.width, y: top + (Self.barHeight - size.height) / 2, width: size.width, height: size.height)
            trailing = cancelButton.frame.minX - m / 2
        }
        fieldBackground.frame = CGRect(x: m, y: top + (Self.barHeight - Self.fieldHeight) / 2, width: max(0, trailing - m), height: Self.fieldHeight)
        let g = Self.glyphSize
        glassView.frame = CGRect(x: (Self.glyphSlot - g) / 2 + 2, y: (Self.fieldHeight - g) / 2, width: g, height: g)
        searchTextField.frame = CGRect(
            x: Self.glyphSlot - 4, y: 0, width: max(0, fieldBackground.bounds.width - Self.glyphSlot + 4), height: Self.fieldHeight)
        if showsScopeRow {
            scopeBar.frame = CGRect(x: m, y: top + Self.barHeight, width: max(0, bounds.width - 2 * m), height: 32)
        }
    }

    // MARK: Events

    private func userChangedText() {
        observer?.searchBarTextDidChange(self)
        delegate?.searchBar(self, textDidChange: text ?? "")
    }

    private func userChangedScope() {
        storedScope = scopeBar.selectedSegmentIndex
        observer?.searchBarScopeDidChange(self)
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: storedScope)
    }

    private func cancelClicked() {
        delegate?.searchBarCancelButtonClicked(self)
        observer?.searchBarCancelled(self)
    }

    fileprivate func shouldBeginEditing() -> Bool { delegate?.searchBarShouldBeginEditing(self) ?? true }

    fileprivate func didBeginEditing() {
        observer?.searchBarDidBeginEditing(self)
        delegate?.searchBarTextDidBeginEditing(self)
    }

    fileprivate func didEndEditing() { delegate?.searchBarTextDidEndEditing(self) }

    fileprivate func returnPressed() { delegate?.searchBarSearchButtonClicked(self) }

    /// Escape while the field edits is the cancel button, and ends editing.
    open override func pressesBegan(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) {
        guard searchTextField.isEditing, let press = presses.first, press.modifiers.isEmpty, press.name.lowercased() == "escape" else {
            return super.pressesBegan(presses, with: event)
        }
        cancelClicked()
        searchTextField.resignFirstResponder()
    }
}

/// Turns the field's delegate calls into the bar's.
@MainActor
private final class SearchFieldDelegate: TextFieldDelegate {
    weak var bar: SearchBar?

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { bar?.shouldBeginEditing() ?? true }
    func textFieldDidBeginEditing(_ textField: TextField) { bar?.didBeginEditing() }
    func textFieldDidEndEditing(_ textField: TextField) { bar?.didEndEditing() }

    /// Return is the search button; the field keeps editing, as in UIKit.
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        bar?.returnPressed()
        return false
    }
}
