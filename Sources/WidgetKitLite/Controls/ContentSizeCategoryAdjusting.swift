import Foundation

/// A view whose font follows the user's text size — UIKit's `UIContentSizeCategoryAdjusting`.
@MainActor
public protocol ContentSizeCategoryAdjusting: AnyObject {
    /// Whether the view resizes its font when its traits' `preferredContentSizeCategory`
    /// changes. Only fonts that follow Dynamic Type change: those from
    /// `Font.preferredFont(forTextStyle:)`, a text style's descriptor or
    /// `FontMetrics.scaledFont(for:)`; other fonts keep their size. Default: false.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// A toolkit view with one font that it resizes for its content size: Label, TextField.
@MainActor
protocol FontAdjustingView: View, ContentSizeCategoryAdjusting {
    /// The font the view resizes.
    var font: Font { get set }
}

extension FontAdjustingView {
    /// Resizes a Dynamic Type font for the view's content size, when the view adjusts it.
    func adjustFontForContentSize() {
        guard adjustsFontForContentSizeCategory else { return }
        let adjusted = font.adjusted(to: contentSizeCategory)
        if adjusted != font { font = adjusted }
    }
}
