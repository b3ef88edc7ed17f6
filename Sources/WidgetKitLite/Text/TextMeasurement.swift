import Foundation

/// How a string lays out in a font: its size, its lines and where its baseline sits — what
/// `NSString.size(withAttributes:)` and `NSLayoutManager` answer in UIKit. Made by
/// `Font.measure(_:maxWidth:numberOfLines:scale:)`; all values are logical points.
public struct TextMeasurement: Hashable, Sendable {
    /// One laid-out line.
    public struct Line: Hashable, Sendable {
        /// The characters the line shows (trailing spaces included, an ellipsis excluded).
        public let range: Range<String.Index>
        /// The line's width without trailing spaces.
        public let width: CGFloat
    }

    /// The widest line by the number of lines × the line height; zero for empty text.
    public let size: CGSize
    /// The lines, top to bottom.
    public let lines: [Line]
    /// Distance from one baseline to the next.
    public let lineHeight: CGFloat
    /// Distance from the top of the text to the first line's baseline.
    public let firstBaseline: CGFloat
    /// Whether the text was cut (ending in "…") to fit `numberOfLines`.
    public let isTruncated: Bool
}

extension Font {
    /// Lays `text` out as a `Label` would and reports its size and lines.
    ///
    /// `maxWidth` (nil, NaN or infinite = unlimited) wraps lines at words; `numberOfLines`
    /// (0 = unlimited) truncates with "…"; `scale` is the device pixels per point the text
    /// will be drawn at (glyphs sit on whole device pixels, so sizes differ a little between
    /// scales). Text is shaped by HarfBuzz with fallback fonts, exactly as it is drawn.
    @MainActor
    public func measure(
        _ text: String, maxWidth: CGFloat? = nil, numberOfLines: Int = 0, scale: CGFloat = 1
    ) -> TextMeasurement {
        let layout = TextLayout.cached(text: text, font: self, scale: scale, maxWidth: maxWidth, numberOfLines: numberOfLines)
        let utf8 = text.utf8
        let lines = layout.lines.map { line in
            let lower = utf8.index(utf8.startIndex, offsetBy: line.textRange.lowerBound)
            let upper = utf8.index(utf8.startIndex, offsetBy: line.textRange.upperBound)
            return TextMeasurement.Line(range: lower..<upper, width: CGFloat(line.width) / layout.scale)
        }
        return TextMeasurement(
            size: layout.size, lines: lines, lineHeight: CGFloat(layout.lineHeight) / layout.scale,
            firstBaseline: CGFloat(layout.ascender) / layout.scale, isTruncated: layout.isTruncated)
    }

    /// The size of `text` on one line (each newline starts another), in points at scale 1 —
    /// UIKit's `NSString.size(withAttributes: [.font: font])`.
    @MainActor
    public func size(of text: String) -> CGSize {
        TextLayout.measure(text, font: self)
    }

    /// Distance from one baseline to the next, in points at scale 1 — `UIFont.lineHeight`.
    @MainActor
    public var lineHeight: CGFloat { verticalMetrics.map { CGFloat($0.lineHeight) } ?? 0 }

    /// Distance from the top of a line to its baseline, in points at scale 1 — `UIFont.ascender`.
    @MainActor
    public var ascender: CGFloat { verticalMetrics.map { CGFloat($0.ascender) } ?? 0 }

    /// Distance from the baseline to the bottom of a line, negative as in UIKit — `UIFont.descender`.
    @MainActor
    public var descender: CGFloat { verticalMetrics.map { CGFloat($0.ascender - $0.lineHeight) } ?? 0 }

    @MainActor private var verticalMetrics: LineMetrics? {
        let size = Int((pointSize.clamped(to: 1...CGFloat(TextLayout.maximumPixelSize)) * CGFloat(fixedPointOne)).rounded())
        return FontLibrary.shared.glyphCache(for: self)?.lineMetrics(size: size)
    }
}
