import Foundation

/// Measuring attributed and plain strings as UIKit does, with the attributed layout that
/// views draw (HarfBuzz shaping, fallback fonts, paragraph styles).
///
/// Sizes are whole device pixels at scale 1 (glyphs sit on whole pixels). Runs without a
/// `.font` measure in the 17-point system font.
extension NSAttributedString {
    /// The rectangle the text takes when laid out within `size.width` — UIKit's
    /// `boundingRect(with:options:context:)`.
    ///
    /// With `.usesLineFragmentOrigin` lines wrap at `size.width` (unlimited when it is 0, not
    /// finite or `.greatestFiniteMagnitude`) and every line counts; without it each
    /// paragraph is one line. `size.height` does not cut lines. The origin is zero; `context`
    /// is accepted and unused.
    @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        let wraps =
            options.contains(.usesLineFragmentOrigin) && size.width.isFinite && size.width > 0
            && size.width < CGFloat(maximumCoordinate)
        let layout = AttributedTextLayout.cached(
            content: AttributedContent(self, defaults: .measuringDefaults), scale: 1, maxWidth: wraps ? size.width : nil,
            numberOfLines: 0)
        return CGRect(origin: .zero, size: layout.size)
    }

    /// The size of the text with each paragraph on one line — UIKit's `size()`.
    @MainActor
    public func size() -> CGSize {
        boundingRect(with: .zero, options: [], context: nil).size
    }
}

extension String {
    /// The size of the string drawn with `attributes` — UIKit's `size(withAttributes:)`.
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attributes).size()
    }

    /// The rectangle the string takes drawn with `attributes` — UIKit's
    /// `boundingRect(with:options:attributes:context:)`.
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}
