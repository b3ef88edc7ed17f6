/// Why the X11 host could not start. `description` is the one line to print before exiting
/// with status 1.
enum X11HostError: Error, Equatable, CustomStringConvertible {
    /// No display name was given and `DISPLAY` is unset or empty.
    case displayNotSet
    /// `XOpenDisplay` failed for this display name.
    case cannotOpenDisplay(String)
    /// The display accepted the connection but sent no setup reply within these seconds.
    case displayDidNotAnswer(String, seconds: Double)

    private static let remedy =
        "is an X server running? set DISPLAY, or use --screenshot for headless rendering"

    var description: String {
        switch self {
        case .displayNotSet:
            "\(X11Host.programName): cannot open X display: DISPLAY is not set (\(Self.remedy))"
        case .cannotOpenDisplay(let name):
            "\(X11Host.programName): cannot open X display \"\(name)\" (\(Self.remedy))"
        case .displayDidNotAnswer(let name, let seconds):
            "\(X11Host.programName): the X display \"\(name)\" did not answer within \(X11Host.seconds(seconds)) s "
                + "(is DISPLAY right? a server that accepts connections and never replies is hung or is not an X server)"
        }
    }
}
