import Foundation

/// What a cell's configurations are updated for: its selection, highlight, focus and the
/// other states of a list row — UIKit's `UICellConfigurationState`.
///
/// A cell hands its state to `updated(for:)` of its content and background configurations
/// and to its `updateConfiguration(using:)` whenever one of them changes. The state names no
/// table or collection type, so any kind of cell can report one.
public struct CellConfigurationState: ConfigurationState, Hashable {
    /// The traits (light or dark appearance) the cell is drawn for.
    public var traitCollection: TraitCollection
    /// Whether the cell is disabled: it takes no input.
    public var isDisabled = false
    /// Whether the cell is pressed.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has the keyboard focus.
    public var isFocused = false
    /// Whether the cell's list is in editing mode.
    public var isEditing = false
    /// Whether the cell's outline item shows its children.
    public var isExpanded = false
    /// Whether the cell's swipe actions are showing.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    private var customStates: [ConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection` and every flag false.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    /// An app's own state under `key`; nil when none is set. Setting nil removes it.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    /// Whether the cell is drawn lit: selected or pressed.
    var isLit: Bool { isSelected || isHighlighted }
}
