/// The shape of the mouse pointer over a view — AppKit's `NSCursor`, set with `View.cursor`.
///
/// On X11 each cursor is loaded from the user's Xcursor theme by its freedesktop name
/// (`name`), with the X core cursor font as the fallback.
public struct Cursor: Hashable, Sendable {
    /// The freedesktop cursor name ("default", "text", "pointer", …).
    public let name: String

    /// A cursor by freedesktop name; names the theme lacks show the arrow.
    public init(name: String) { self.name = name }

    /// The arrow: the default everywhere.
    public static let arrow = Cursor(name: "default")
    /// The I-beam shown over editable text.
    public static let iBeam = Cursor(name: "text")
    /// The pointing hand shown over links.
    public static let pointingHand = Cursor(name: "pointer")
    /// A horizontal double arrow: resizing left and right.
    public static let resizeLeftRight = Cursor(name: "ew-resize")
    /// A vertical double arrow: resizing up and down.
    public static let resizeUpDown = Cursor(name: "ns-resize")
    /// A crosshair: precise picking.
    public static let crosshair = Cursor(name: "crosshair")
    /// An open hand: something can be dragged.
    public static let openHand = Cursor(name: "grab")
    /// A closed hand: something is being dragged.
    public static let closedHand = Cursor(name: "grabbing")
    /// A slashed circle: the action is not allowed here.
    public static let operationNotAllowed = Cursor(name: "not-allowed")
}
