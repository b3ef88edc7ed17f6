@preconcurrency import Glibc
import Foundation
import WidgetKitLite

/// Renders the demo on a headless screen, runs a script of input, and writes PNGs.
@MainActor
struct ScreenshotRunner {
    let options: Options

    /// Runs and returns the process exit code (0 on success; 1 with one line on failure).
    func run(writingTo path: String) -> Int32 {
        let process = Configuration.process
        let screen = HeadlessScreen(
            size: options.size, scale: process.scale ?? 1, animationSpeed: process.animationSpeed,
            appearance: process.appearance == .dark ? .dark : .light)
        let window = screen.makeWindow()
        window.title = "tabdemo"
        let demo = DemoApp(window: window)
        demo.setWindowAnimationSpeed = { screen.animationSpeed = $0 }
        defer { withExtendedLifetime(demo) {} }
        screen.advance(by: 0)
        for command in options.script.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) where !command.isEmpty {
            if let error = perform(command, on: screen) {
                fputs("tabdemo: script: \(error)\n", stderr)
                return 1
            }
        }
        screen.advance(by: options.screenshotTime)
        return write(screen.snapshot(), to: path)
    }

    private func write(_ image: Image, to path: String) -> Int32 {
        do {
            try image.writePNG(to: URL(fileURLWithPath: path))
            return 0
        } catch {
            fputs("tabdemo: cannot write \(path): \(error)\n", stderr)
            return 1
        }
    }

    /// Performs one script command; returns an error line when it is malformed.
    private func perform(_ command: String, on screen: HeadlessScreen) -> String? {
        let words = command.split(separator: " ").map(String.init)
        let numbers = words.dropFirst().compactMap { Double($0) }.map { CGFloat($0) }
        func point() -> CGPoint? { numbers.count == 2 && numbers.allSatisfy(\.isFinite) ? CGPoint(x: numbers[0], y: numbers[1]) : nil }
        switch words.first {
        case "click": guard let p = point() else { break }; screen.click(at: p); return nil
        case "press": guard let p = point() else { break }; screen.press(at: p); return nil
        case "move": guard let p = point() else { break }; screen.move(to: p); return nil
        case "release": guard let p = point() else { break }; screen.release(at: p); return nil
        case "key": guard words.count == 2 else { break }; screen.key(words[1]); return nil
        case "type": guard words.count >= 2 else { break }; screen.type(words.dropFirst().joined(separator: " ")); return nil
        case "wait": guard numbers.count == 1, numbers[0].isFinite, numbers[0] >= 0 else { break }; screen.advance(by: Double(numbers[0])); return nil
        case "resize": guard let p = point() else { break }; screen.resize(to: CGSize(width: p.x, height: p.y)); return nil
        case "scroll":
            guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { break }
            screen.scroll(dx: numbers[0], dy: numbers[1], at: CGPoint(x: numbers[2], y: numbers[3]))
            return nil
        case "shot": guard words.count == 2 else { break }; return write(screen.snapshot(), to: words[1]) == 0 ? nil : "cannot write \(words[1])"
        default: break
        }
        return "cannot understand \"\(command)\""
    }
}
