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
        if let path = options.screenshotPath {
            exit(ScreenshotRunner(options: options).run(writingTo: path))
        }
        runOnX11(options)
    }

    static func runOnX11(_ options: Options) -> Never {
        let app = Application.shared
        let window = Window(size: options.size)
        window.title = "tabdemo"
        let demo = DemoApp(window: window)
        demo.onQuit = { app.terminate(exitCode: 0) }
        window.makeKeyAndVisible()
        withExtendedLifetime(demo) { app.run() }
    }
}
