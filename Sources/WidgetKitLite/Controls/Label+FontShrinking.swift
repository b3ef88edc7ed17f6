import Foundation

/// Shrink-to-fit: the largest font size, between `font.pointSize × minimumScaleFactor` and
/// `font.pointSize`, at which the text fits the label.
extension Label {
    /// What `Label.adjustsFontSizeToFitWidth` found for one size: kept until the text, font,
    /// size or settings change.
    struct ShrunkFont {
        /// Everything the search depends on.
        struct Key: Equatable {
            let text: String
            let font: Font
            let size: CGSize
            let scale: CGFloat
            let numberOfLines: Int
            let lineBreakMode: NSLineBreakMode
            let minimumScaleFactor: CGFloat
        }

        let key: Key
        let font: Font
    }

    /// `adjustsFontSizeToFitWidth` never shrinks text below this many points, even when
    /// `minimumScaleFactor` is 0.
    public static let smallestShrunkPointSize: CGFloat = 4

    /// Candidate sizes are this many points apart: fine enough that the text fills the
    /// width, coarse enough that the search reuses laid-out text.
    static let shrinkStep: CGFloat = 0.25

    /// The font the text is drawn in within `size`: `font`, or a smaller size of it when
    /// `adjustsFontSizeToFitWidth` is on and the text does not fit.
    func drawingFont(for size: CGSize) -> Font {
        guard adjustsFontSizeToFitWidth, let text, !text.isEmpty, size.width > 0 else { return font }
        let key = ShrunkFont.Key(
            text: text, font: font, size: size, scale: renderScale, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, minimumScaleFactor: minimumScaleFactor)
        if let shrunkFont, shrunkFont.key == key { return shrunkFont.font }
        let fitted = largestFittingFont(in: size)
        shrunkFont = ShrunkFont(key: key, font: fitted)
        return fitted
    }

    /// Binary search over sizes `shrinkStep` apart: O(log((max − min) / step)) layouts, each
    /// from the layout cache when seen before. The smallest size when none fits.
    private func largestFittingFont(in size: CGSize) -> Font {
        let largest = font.pointSize
        if fits(font, in: size) { return font }
        let floor = max(Self.smallestShrunkPointSize, largest * minimumScaleFactor)
        guard floor < largest else { return font }
        // Step k is the size floor + k × step; step 0 is taken when nothing larger fits.
        var low = 0, high = Int(((largest - floor) / Self.shrinkStep).rounded(.down))
        if floor + CGFloat(high) * Self.shrinkStep >= largest { high -= 1 }
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(font.withSize(floor + CGFloat(middle) * Self.shrinkStep), in: size) {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return font.withSize(floor + CGFloat(low) * Self.shrinkStep)
    }

    /// Whether the text fits `size` in `candidate`: one line no wider than the width; several
    /// lines wrapped at words without truncation and without a word broken across lines
    /// (and, with no limit, no taller than the height).
    private func fits(_ candidate: Font, in size: CGSize) -> Bool {
        let tolerance = TextLayout.maxWidthTolerance
        if numberOfLines == 1 {
            return layout(maxWidth: nil, font: candidate).size.width <= size.width + tolerance
        }
        let wrapped = layout(maxWidth: size.width, font: candidate, lineBreakMode: .byWordWrapping)
        if wrapped.isTruncated || Self.breaksAWord(wrapped, of: text ?? "") { return false }
        return numberOfLines > 0 || size.height <= 0 || wrapped.size.height <= size.height + tolerance
    }

    /// Whether a line of `layout` ends inside a word: between two letters or digits that are
    /// not ideographs (text that breaks anywhere).
    static func breaksAWord(_ layout: TextLayout, of text: String) -> Bool {
        let utf8 = text.utf8
        for line in layout.lines.dropLast() {
            let end = line.textRange.upperBound
            guard end > 0, end < utf8.count,
                let after = utf8.index(utf8.startIndex, offsetBy: end).samePosition(in: text.unicodeScalars)
            else { continue }
            let before = text.unicodeScalars[text.unicodeScalars.index(before: after)]
            if isWordScalar(before) && isWordScalar(text.unicodeScalars[after]) { return true }
        }
        return false
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return (properties.isAlphabetic || properties.numericType != nil) && !properties.isIdeographic
    }
}
