import Foundation

/// Every setting of the toolkit in one value: read once from the environment (and,
/// optionally, a command line), or built in code, then handed to the host and the frame loop.
///
/// The variables, each parsed here and nowhere else:
///
/// | Variable | Field | Values |
/// |---|---|---|
/// | `DISPLAY` | ``display`` | an X display name |
/// | `WKL_SCALE` | ``scale`` | 1…8; unset: the X resource `Xft.dpi` ÷ 96, rounded, at least 1 |
/// | `WKL_TRACE` | ``isTracing`` | set and not `0`: JSON trace lines on stderr |
/// | `WKL_RENDERER` | ``renderer`` | `xrender`, `shm` or `putimage` |
/// | `WKL_NO_SHM` | ``renderer`` | `1`: the same as `WKL_RENDERER=putimage` |
/// | `WKL_ANIMATION_SPEED` | ``animationSpeed`` | a number > 0 (0.1 = ten times slower) |
/// | `WKL_RECONNECT` | ``reconnectionTimeout`` | seconds > 0 |
/// | `WKL_APPEARANCE` | ``appearance`` | `light` or `dark` |
/// | `WKL_REDUCE_MOTION` | ``reducesMotion`` | `1` (reduce motion) or `0` (do not, whatever the desktop says) |
/// | `PATH` | ``urlOpener`` | where `xdg-open` is looked for |
/// | `WKL_SETTINGS_PORTAL` | (internal) | `0`: the desktop's settings portal is not asked |
/// | `DESKTOP_STARTUP_ID` | ``startupNotificationID`` | the launcher's startup-notification id |
/// | `WKL_CONTENT_SIZE` | ``contentSizeCategory`` | a text size: `extraSmall` … `accessibilityExtraExtraExtraLarge`, or UIKit's raw value (`UICTContentSizeCategoryXL`) |
/// | `WKL_RECORD` | ``recordingURL`` | a file to record the session into (see <doc:RecordingAndReplay>) |
/// | `WKL_RECORD_CHECKS` | ``recordingCheckInterval`` | seconds > 0 between checks of the window's pixels in the recording |
/// | `WKL_RECORD_CHECK_IMAGES` | ``recordingCheckImages`` | a directory for a PNG of the window at each check |
///
/// A bad value is reported in one line naming the variable and the value used instead.
/// Command-line options (`--scale N`, `--display NAME`, `--renderer NAME`,
/// `--appearance NAME`) override the environment; other arguments are left to the app.
public struct Configuration: Sendable, Equatable {
    /// How frames reach the X server: the value of `renderer` (`--renderer`, `WKL_RENDERER`).
    /// Not to be confused with the toolkit's renderer, which builds the frames whatever the path.
    public enum RenderingPath: String, Sendable, CaseIterable {
        /// Layers composited on the server by the RENDER extension.
        case xrender
        /// Frames composited in the client and shown through MIT-SHM shared memory.
        case shm
        /// Frames composited in the client and sent with `XPutImage`.
        case putimage
    }

    /// Light or dark colours.
    public enum Appearance: String, Sendable, CaseIterable {
        /// Dark text on light backgrounds.
        case light
        /// Light text on dark backgrounds.
        case dark
    }

    /// The X display to open; nil: none given (opening then fails with a clear message).
    public var display: String?
    /// Device pixels per point, 1…8; nil: from the desktop's resolution (XSETTINGS'
    /// `Xft/DPI`, else the `Xft.dpi` resource; else 1), followed live.
    public var scale: CGFloat?
    /// Whether JSON trace lines (events, frame statistics once a second) go to stderr.
    public var isTracing = false
    /// The renderer asked for; nil: the host picks the cheaper one for the display.
    public var renderer: RenderingPath?
    /// Multiplies the speed of every animation (1 = normal).
    public var animationSpeed: Double = 1
    /// Seconds to keep retrying a lost X display; nil: exit with one line instead.
    public var reconnectionTimeout: TimeInterval?
    /// The appearance asked for; nil: the desktop's (the settings portal's `color-scheme`,
    /// else an XSETTINGS theme name ending in `-dark`; light by default), followed live.
    /// Windows use it unless they override it (`overrideUserInterfaceStyle`).
    public var appearance: Appearance?
    /// Whether animations are replaced by cross-fades (`Accessibility.isReduceMotionEnabled`);
    /// nil: as the desktop says (else no).
    public var reducesMotion: Bool?
    /// The text size (Dynamic Type) of every window the host shows: their views' trait
    /// collections' `preferredContentSizeCategory`. `.large` by default.
    public var contentSizeCategory = ContentSizeCategory.large
    /// The theme of the light appearance of every window the host shows: `Theme.light`
    /// unless set in code before the windows are made.
    public var theme = Theme.light
    /// The theme of the dark appearance: `Theme.dark` unless set in code.
    public var darkTheme = Theme.dark
    /// How many bytes of backing stores each window keeps (set in code; the default scales
    /// with the window).
    public var layerMemoryBudget = LayerMemoryBudget()

    /// The program that opens a URL in the desktop's preferred application: the first
    /// executable `xdg-open` on `PATH`; nil when there is none (opening a link then prints one
    /// line).
    public var urlOpener: String?
    /// Whether and where the app reaches screen readers (`WKL_ACCESSIBILITY`, `NO_AT_BRIDGE`,
    /// `GTK_A11Y`, `AT_SPI_BUS_ADDRESS`, `DBUS_SESSION_BUS_ADDRESS`).
    var accessibilityBridge = AccessibilityBridgeSettings()
    /// Whether and where the app reads the desktop's settings portal (`WKL_SETTINGS_PORTAL`,
    /// `DBUS_SESSION_BUS_ADDRESS`).
    var settingsPortal = SettingsPortalSettings()
    /// The launch's startup-notification id (`DESKTOP_STARTUP_ID`), which the first window
    /// ends when it maps (then the variable is taken out of the environment); nil when unset.
    public var startupNotificationID: String?
    /// The environment variable of the startup-notification id.
    static let startupNotificationVariable = "DESKTOP_STARTUP_ID"
    /// The file the session is recorded into (`WKL_RECORD`); nil: no recording. Set in code
    /// before the first window is shown.
    public var recordingURL: URL?
    /// Seconds between checks of what the window shows, written into the recording (a hash
    /// of the X window's pixels, read from the server) for a replay's `--until-diverged`;
    /// nil (the default): no checks.
    public var recordingCheckInterval: TimeInterval?
    /// A directory for a PNG of the X window at each check; nil: hashes only.
    public var recordingCheckImages: URL?
    /// The replay the command line asks for (`--replay PATH` and its options); nil: none.
    public var replay: ReplayRequest?
    /// What is wrong with the command line's replay options, in one line; nil when nothing is.
    public var replayError: String?

    /// The defaults: no display, automatic scale and renderer, no trace, normal speed.
    public init() {}

    /// Reads `environment` (every variable in the table above) and then `arguments`.
    /// Each bad value is passed to `report` as one line; the default is used for it.
    public init(
        environment: [String: String], arguments: [String] = [],
        report: (String) -> Void = { Configuration.printDiagnostic($0) }
    ) {
        display = environment["DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
        urlOpener = environment["PATH"]?.split(separator: ":").map { "\($0)/xdg-open" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        if let text = environment["WKL_SCALE"] { scale = Self.parseScale(text, from: "WKL_SCALE", report: report) }
        if let text = environment["WKL_TRACE"] { isTracing = !text.isEmpty && text != "0" }
        if let text = environment["WKL_NO_SHM"], !text.isEmpty, text != "0" {
            if text == "1" {
                renderer = .putimage
            } else {
                report("WKL_NO_SHM=\(text) is not 1 or 0; using 1 (XPutImage)")
                renderer = .putimage
            }
        }
        if let text = environment["WKL_RENDERER"], !text.isEmpty {
            renderer = Self.parse(RenderingPath.self, text, from: "WKL_RENDERER", fallback: renderer, report: report)
        }
        if let text = environment["WKL_ANIMATION_SPEED"], !text.isEmpty {
            if let v = Double(text), v.isFinite, v > 0 {
                animationSpeed = v
            } else {
                report("WKL_ANIMATION_SPEED=\(text) is not a number > 0; using 1")
            }
        }
        if let text = environment["WKL_RECONNECT"], !text.isEmpty {
            if let v = Double(text), v.isFinite, v > 0 {
                reconnectionTimeout = v
            } else {
                report("WKL_RECONNECT=\(text) is not a number of seconds > 0; not reconnecting")
            }
        }
        if let text = environment["WKL_APPEARANCE"], !text.isEmpty {
            appearance = Self.parse(Appearance.self, text, from: "WKL_APPEARANCE", fallback: nil, report: report)
        }
        if let text = environment["WKL_REDUCE_MOTION"], !text.isEmpty {
            switch text {
            case "1": reducesMotion = true
            case "0": reducesMotion = false
            default: report("WKL_REDUCE_MOTION=\(text) is not 1 or 0; following the desktop")
            }
        }
        if let text = environment["WKL_CONTENT_SIZE"], !text.isEmpty {
            if let category = ContentSizeCategory(name: text) {
                contentSizeCategory = category
            } else {
                report("WKL_CONTENT_SIZE=\(text) is not a content size category (extraSmall … accessibilityExtraExtraExtraLarge); using large")
            }
        }
        accessibilityBridge = AccessibilityBridgeSettings(environment: environment)
        settingsPortal = SettingsPortalSettings(environment: environment)
        startupNotificationID = environment[Self.startupNotificationVariable].flatMap { $0.isEmpty ? nil : $0 }
        if let path = environment["WKL_RECORD"], !path.isEmpty { recordingURL = URL(fileURLWithPath: path) }
        if let text = environment["WKL_RECORD_CHECKS"], !text.isEmpty {
            if let v = Double(text), v.isFinite, v > 0 {
                recordingCheckInterval = v
            } else {
                report("WKL_RECORD_CHECKS=\(text) is not a number of seconds > 0; no checks")
            }
        }
        if let path = environment["WKL_RECORD_CHECK_IMAGES"], !path.isEmpty { recordingCheckImages = URL(fileURLWithPath: path) }
        switch ReplayRequest.parse(arguments) {
        case let .success(request): replay = request
        case let .failure(error): replayError = error.description
        }
        apply(arguments: arguments, report: report)
    }

    /// The process's configuration: its environment and command line, read on first use.
    /// Bad values are reported once, on stderr.
    public static let process = Configuration(
        environment: ProcessInfo.processInfo.environment, arguments: Array(CommandLine.arguments.dropFirst()))

    /// The command-line options the library reads; each takes a value (`--scale 2`).
    public static let optionNames: Set<String> = ["--scale", "--display", "--renderer", "--appearance"]

    /// `arguments` without the library's options and their values: what is left for the app
    /// to parse, so an app never parses (or rejects) `--scale`, `--display`, `--renderer` or
    /// `--appearance` itself, nor a replay's options (`--replay` and its companions, when
    /// `--replay` is given). A library option missing its value is dropped too.
    public static func appArguments(_ arguments: [String]) -> [String] {
        let arguments = ReplayRequest.strip(arguments)
        var rest: [String] = []
        var i = 0
        while i < arguments.count {
            if optionNames.contains(arguments[i]) {
                i += 2
            } else {
                rest.append(arguments[i])
                i += 1
            }
        }
        return rest
    }

    private mutating func apply(arguments: [String], report: (String) -> Void) {
        var i = 0
        while i < arguments.count {
            let name = arguments[i]
            guard Self.optionNames.contains(name) else {
                i += 1
                continue
            }
            guard i + 1 < arguments.count else {
                report("\(name) needs a value; ignored")
                return
            }
            let value = arguments[i + 1]
            switch name {
            case "--scale": scale = Self.parseScale(value, from: "--scale", report: report) ?? scale
            case "--display": display = value.isEmpty ? display : value
            case "--renderer": renderer = Self.parse(RenderingPath.self, value, from: "--renderer", fallback: renderer, report: report)
            default: appearance = Self.parse(Appearance.self, value, from: "--appearance", fallback: appearance, report: report)
            }
            i += 2
        }
    }

    /// The scale `Xft.dpi` asks for: dpi ÷ 96 rounded to the nearest integer, 1…8.
    public static func scale(forDPI dpi: Double) -> CGFloat {
        guard dpi.isFinite, dpi > 0 else { return 1 }
        return CGFloat(min(8, max(1, (dpi / 96).rounded())))
    }

    private static func parseScale(_ text: String, from name: String, report: (String) -> Void) -> CGFloat? {
        if let v = Double(text), v.isFinite, v >= 1, v <= 8 { return CGFloat(v) }
        report("\(name)=\(text) is not a scale between 1 and 8; using the display's (Xft.dpi, else 1)")
        return nil
    }

    private static func parse<T: RawRepresentable & CaseIterable>(
        _: T.Type, _ text: String, from name: String, fallback: T?, report: (String) -> Void
    ) -> T? where T.RawValue == String {
        if let value = T(rawValue: text.lowercased()) { return value }
        let choices = T.allCases.map(\.rawValue).joined(separator: ", ")
        report("\(name)=\(text) is not one of \(choices); using \(fallback.map(\.rawValue) ?? "the default")")
        return fallback
    }

    /// Writes one configuration diagnostic line on stderr.
    public static func printDiagnostic(_ line: String) {
        FileHandle.standardError.write(Data("WidgetKitLite: \(line)\n".utf8))
    }
}

extension Configuration {
    /// What a window shown with this configuration draws with.
    var windowEnvironment: WindowEnvironment {
        WindowEnvironment(
            themes: ThemePalette(light: theme, dark: darkTheme), appearance: UserInterfaceStyle(appearance),
            contentSizeCategory: contentSizeCategory, layerMemoryBudget: layerMemoryBudget)
    }
}

extension UserInterfaceStyle {
    /// The style of a configured appearance: light when there is none.
    init(_ appearance: Configuration.Appearance?) {
        self = appearance == .dark ? .dark : .light
    }
}
