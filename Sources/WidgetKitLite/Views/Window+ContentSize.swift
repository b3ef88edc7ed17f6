import Foundation

extension Window {
    /// The text size (Dynamic Type) the window's views are drawn for: their trait
    /// collections' `preferredContentSizeCategory`. It is the host's configured one
    /// (`WKL_CONTENT_SIZE`, `.large` by default) until set; setting it tells every view
    /// whose traits change (`traitCollectionDidChange(_:)`), and labels that adjust their
    /// fonts for the content size re-lay out.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { contentSizeCategoryOverride ?? environment.contentSizeCategory }
        set {
            guard newValue != contentSizeCategoryOverride else { return }
            contentSizeCategoryOverride = newValue
            updateTraitCollectionRecursively()
        }
    }
}
