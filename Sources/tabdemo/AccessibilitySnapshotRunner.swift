@preconcurrency import Glibc
import Foundation
import WidgetKitLite

/// Shows the demo on a headless screen and writes what assistive technologies read of it:
/// `DIR/<screen>.txt`, the accessibility snapshot of each of the three tabs, the library's
/// sheet and its alert, and `DIR/audit.txt`, the audit of each. Everything is read at rest
/// (animations finished) in a light 800×600 window at scale 1, whatever the environment
/// says, so that the files are the same on every machine.
@MainActor
struct AccessibilitySnapshotRunner {
    let options: Options

    /// The screens written, in order.
    static let screens = ["home", "library", "settings", "sheet", "alert"]

    /// Runs and returns the process exit code: 0 when every screen passes the audit; 1 with
    /// one line per issue on standard error (or one line when a file cannot be written).
    func run(writingTo directory: String) -> Int32 {
        let screen = HeadlessScreen(size: options.size, scale: 1, appearance: .light)
        let window = screen.makeWindow()
        window.title = "tabdemo"
        let demo = DemoApp(window: window)
        defer { withExtendedLifetime(demo) {} }
        screen.advance(by: 0)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            fputs("tabdemo: cannot create \(directory): \(error)\n", stderr)
            return 1
        }
        var audit: [String] = []
        var issues: [String] = []
        for name in Self.screens {
            show(name, in: demo, on: screen)
            let text = screen.accessibilitySnapshot().description
            guard write(text, to: "\(directory)/\(name).txt") else { return 1 }
            let found = screen.accessibilityAudit().map { "\(name): \($0.description)" }
            audit.append(found.isEmpty ? "\(name): no issues" : "\(name): \(found.count) issue\(found.count == 1 ? "" : "s")")
            audit += found
            issues += found
        }
        guard write(audit.joined(separator: "\n") + "\n", to: "\(directory)/audit.txt") else { return 1 }
        for line in issues { fputs("tabdemo: accessibility: \(line)\n", stderr) }
        return issues.isEmpty ? 0 : 1
    }

    /// Puts the demo in the state of screen `name` and lets every animation finish.
    private func show(_ name: String, in demo: DemoApp, on screen: HeadlessScreen) {
        let library = (demo.tabs.viewControllers?[1] as? NavigationController)?.viewControllers.first as? LibraryPage
        switch name {
        case "home": demo.selectTab(0)
        case "library": demo.selectTab(1)
        case "settings": demo.selectTab(2)
        case "sheet":
            demo.selectTab(1)
            library?.presentSheet()
        case "alert":
            library?.presentedViewController?.dismiss(animated: false)
            screen.advance(by: 2)
            library?.showAlert()
        default: break
        }
        screen.advance(by: 2)
    }

    private func write(_ text: String, to path: String) -> Bool {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return true
        } catch {
            fputs("tabdemo: cannot write \(path): \(error)\n", stderr)
            return false
        }
    }
}
