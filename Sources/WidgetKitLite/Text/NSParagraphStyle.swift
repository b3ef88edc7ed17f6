import Foundation

/// How a paragraph of attributed text is laid out — UIKit's `NSParagraphStyle`: the value of
/// the `.paragraphStyle` attribute. Immutable; make changes on an `NSMutableParagraphStyle`
/// (`NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle` works as in UIKit).
///
/// Lengths are points. A paragraph takes the style of its first character. Values that are
/// not finite count as zero; negative spacings and line heights count as zero.
open class NSParagraphStyle {
    /// Everything that changes layout, compared by value (layout caches key by it).
    struct Values: Hashable, Sendable {
        var alignment: TextAlignment = .natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
    }

    var values: Values

    /// The default style: natural alignment, word wrapping, no spacing or indents.
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A style with the default values.
    public init() {
        values = Values()
    }

    init(values: Values) {
        self.values = values
    }

    /// Where lines sit between the margins; `.natural` follows the paragraph's direction
    /// (right-aligned when its first strong character is right to left).
    public var alignment: TextAlignment { values.alignment }
    /// Extra space between the lines of a paragraph (bottom of one line box to the top of the next).
    public var lineSpacing: CGFloat { values.lineSpacing }
    /// Extra space after the paragraph.
    public var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Extra space before the paragraph (not before the text's first paragraph's top line in UIKit either).
    public var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// Indent of the paragraph's first line from the leading margin.
    public var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// Indent of the other lines from the leading margin.
    public var headIndent: CGFloat { values.headIndent }
    /// Positive: the lines' trailing edge measured from the leading margin; zero or negative:
    /// an inset from the trailing margin.
    public var tailIndent: CGFloat { values.tailIndent }
    /// How lines that do not fit wrap: word and char wrapping are honoured; clipping and the
    /// truncating modes keep each paragraph on one line.
    public var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// A line is at least this tall (0 = no minimum).
    public var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// A line is at most this tall (0 = no maximum).
    public var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The natural line height is multiplied by this (0 = 1).
    public var lineHeightMultiple: CGFloat { values.lineHeightMultiple }

    /// An immutable copy — UIKit's `copy()`.
    open func copy() -> Any { NSParagraphStyle(values: values) }

    /// A mutable copy — UIKit's `mutableCopy()`.
    open func mutableCopy() -> Any { NSMutableParagraphStyle(values: values) }
}

/// A paragraph style whose values can be changed — UIKit's `NSMutableParagraphStyle`.
///
/// Changing a style already in an attributed string changes how it lays out when it is next
/// given to a view (layouts are keyed by the values, not the object).
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Where lines sit between the margins.
    open override var alignment: TextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// Extra space between the lines of a paragraph.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    /// Extra space after the paragraph.
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    /// Extra space before the paragraph.
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    /// Indent of the first line from the leading margin.
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    /// Indent of the other lines from the leading margin.
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    /// The lines' trailing edge (positive: from the leading margin; otherwise from the trailing margin).
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    /// How lines that do not fit wrap.
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    /// A line is at least this tall (0 = no minimum).
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    /// A line is at most this tall (0 = no maximum).
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    /// The natural line height is multiplied by this (0 = 1).
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }

    /// Takes every value of `style` — UIKit's `setParagraphStyle(_:)`.
    open func setParagraphStyle(_ style: NSParagraphStyle) {
        values = style.values
    }
}
