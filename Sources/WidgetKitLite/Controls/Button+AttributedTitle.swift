import Foundation

/// Styled titles — UIKit's `setAttributedTitle(_:for:)`.
extension Button {
    /// Sets the styled title shown in `state`; states without one show the normal state's.
    /// An attributed title wins over a plain one; ranges without a font or colour take the
    /// title label's font and the state's title colour. nil removes it.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: Control.State) {
        attributedTitles[state] = title.map { NSAttributedString(attributedString: $0) }
        if title == nil { titleLabel.text = nil }
        stateDidChange()
        invalidateIntrinsicContentSize()
    }

    /// The styled title set for `state`, falling back to the normal state's.
    public func attributedTitle(for state: Control.State) -> NSAttributedString? {
        attributedTitles[state] ?? attributedTitles[.normal]
    }

    /// The styled title shown now, if any.
    public var currentAttributedTitle: NSAttributedString? { attributedTitles.isEmpty ? nil : titleLabel.attributedText }
}
