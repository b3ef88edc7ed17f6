import Foundation

/// How text that does not fit its width is wrapped or cut — UIKit's `NSLineBreakMode`
/// (`Label.lineBreakMode`, `NSParagraphStyle.lineBreakMode`). Raw values are UIKit's.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries (a word longer than the line breaks between characters).
    case byWordWrapping = 0
    /// Wraps between any two characters (grapheme clusters).
    case byCharWrapping = 1
    /// Lines are not wrapped; what does not fit is cut off at the edge.
    case byClipping = 2
    /// The line is cut at its start: "…end of the line".
    case byTruncatingHead = 3
    /// The line is cut at its end: "Start of the li…".
    case byTruncatingTail = 4
    /// The line is cut in its middle: "Start…the line".
    case byTruncatingMiddle = 5
}
