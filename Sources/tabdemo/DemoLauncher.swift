@preconcurrency import Glibc
import Foundation
import WidgetKitLite

/// The life of the demo: parse options, then run on X11 or render headless.
@MainActor
enum DemoLauncher {
    static func main(arguments: [String]) {
        let options: Options
        // The library's options (--scale, --appearance, --renderer, --display) and variables
        // are read once, by Configuration; tabdemo parses only its own.
        switch Options.parse(Configuration.appArguments(arguments)) {
        case let .success(parsed):
            options = parsed
        case let .failure(error):
            if let message = error.message {
                fputs("tabdemo: \(message) (see tabdemo --help)\n", stderr)
                exit(2)
            }
            print(Options.usage)
            exit(0)
        }
        if let directory = options.accessibilitySnapshotsDirectory {
            exit(AccessibilitySnapshotRunner(options: options).run(writingTo: directory))
        }
        if let path = options.screenshotPath {
            exit(ScreenshotRunner(options: options).run(writingTo: path))
        }
        runOnX11(options)
    }

    /// Runs the demo as a UIKit app runs: the application delegate's scenes are its windows.
    static func runOnX11(_ options: Options) -> Never {
        DemoAppDelegate.options = options
        ApplicationMain(delegateClass: DemoAppDelegate.self)
        exit(1)
    }
}
