/// How `boundingRect(with:options:context:)` measures — UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// UIKit's bit mask.
    public let rawValue: Int

    /// Creates options from UIKit's raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Measures every line, wrapping at the given width; without it the text is measured as
    /// one line (newlines still start lines here, where UIKit would measure the first line's height).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the font's leading (this toolkit's line heights always do).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Uses glyph bounds rather than line boxes; accepted, measures line boxes.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncates the last visible line; accepted for source compatibility.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
