import Foundation
import WidgetKitLite

/// Command-line options of tabdemo.
struct Options {
    var size = CGSize(width: 800, height: 600)
    var screenshotPath: String?
    var screenshotTime: TimeInterval = 0
    var script: String = ""
    var accessibilitySnapshotsDirectory: String?

    static let usage = """
        usage: tabdemo [--size WxH] [--scale N] [--appearance light|dark] [--renderer NAME] [--display NAME]
                       [--screenshot PATH [--at SECONDS] [--script "…"]] [--accessibility-snapshots DIR]

          --size WxH          window size in points (default 800x600)
          --scale N           device pixels per point, 1…8 (default: WKL_SCALE, else the display's Xft.dpi)
          --appearance NAME   light or dark (default: WKL_APPEARANCE, else light)
          --renderer NAME     xrender, shm or putimage (default: WKL_RENDERER, else the cheaper one)
          --display NAME      the X display (default: DISPLAY)
          --screenshot PATH   render on the headless screen, without an X server, and write a PNG
          --at SECONDS        advance the clock by SECONDS before the screenshot
          --script "…"        commands run before the screenshot, separated by ';':
                              click X Y | press X Y | move X Y | release X Y | key NAME | wait SECONDS
                              | resize W H | scroll DX DY X Y | shot PATH
          --accessibility-snapshots DIR
                              headless: write DIR/home.txt, library.txt, settings.txt, sheet.txt and
                              alert.txt (what assistive technologies read) and DIR/audit.txt; exit 1
                              with one line per audit issue
          --replay FILE       replay a session recorded with WKL_RECORD=FILE on the headless screen,
                              frame-exact, then: [--at SECONDS | --frame N] [--screenshot PATH]
                              [--tree] [--a11y] [--contact-sheet FROM..TO --screenshot PATH]
                              [--until-diverged] [--to-test PATH] (see scripts/wkl-replay)
          --help              show this help

        keys: Space toggles the bottom bar · P push · F push full-screen · Esc/BackSpace pop
              1 2 3 tabs · H tab bar · S slow motion · D dark appearance · B bottom bar look
              Q quit · Tab/Shift-Tab/Return buttons and controls (arrows move sliders and segments)
        """

    /// Parses `arguments` (without the program name and without the library's own options,
    /// which `Configuration` reads: `Configuration.appArguments(_:)`); returns an error line
    /// on bad input.
    static func parse(_ arguments: [String]) -> Result<Options, OptionsError> {
        var options = Options()
        var i = 0
        func value(_ name: String) -> Result<String, OptionsError> {
            i += 1
            guard i < arguments.count else { return .failure(OptionsError("\(name) needs a value")) }
            return .success(arguments[i])
        }
        while i < arguments.count {
            let arg = arguments[i]
            switch arg {
            case "--help", "-h":
                return .failure(OptionsError(nil))
            case "--size":
                guard case let .success(text) = value(arg) else { return .failure(OptionsError("--size needs WxH")) }
                let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 >= 1 && $0 <= 8192 }) else {
                    return .failure(OptionsError("--size wants WxH with each side between 1 and 8192, got \"\(text)\""))
                }
                options.size = CGSize(width: parts[0], height: parts[1])
            case "--screenshot":
                guard case let .success(text) = value(arg) else { return .failure(OptionsError("--screenshot needs a path")) }
                options.screenshotPath = text
            case "--at":
                guard case let .success(text) = value(arg), let v = Double(text), v.isFinite, v >= 0 else {
                    return .failure(OptionsError("--at wants a number of seconds ≥ 0"))
                }
                options.screenshotTime = v
            case "--accessibility-snapshots":
                guard case let .success(text) = value(arg), !text.isEmpty else {
                    return .failure(OptionsError("--accessibility-snapshots needs a directory"))
                }
                options.accessibilitySnapshotsDirectory = text
            case "--script":
                guard case let .success(text) = value(arg) else { return .failure(OptionsError("--script needs commands")) }
                options.script = text
            default:
                return .failure(OptionsError("unknown option \"\(arg)\""))
            }
            i += 1
        }
        return .success(options)
    }
}

/// A bad command line: `message` is one line, nil for `--help`.
struct OptionsError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}
