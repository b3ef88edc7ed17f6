/// How an underline or strikethrough is drawn — UIKit's `NSUnderlineStyle`, with its raw
/// values: a line style (`single`, `thick`, `double`) combined with a pattern and `byWord`.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// UIKit's bit mask.
    public let rawValue: Int

    /// Creates a style from UIKit's raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A line as thick as the font's underline thickness.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A line twice as thick.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the default pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// Dots.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashes.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dash, dot.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dash, dot, dot.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only words are lined, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The low byte: which line, if any (0 = none).
    var lineStyle: Int { rawValue & 0xFF }
    /// The pattern bits (0 = solid).
    var pattern: Int { rawValue & 0x0F00 }
}
