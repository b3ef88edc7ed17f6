import Foundation
import Testing
import WidgetKitLite

/// A headless screen with a window and a plain white root view, for view-level tests.
@MainActor
struct Fixture {
    let screen: HeadlessScreen
    let window: Window
    let root: View

    init(width: CGFloat = 320, height: CGFloat = 240, scale: CGFloat = 1) {
        screen = HeadlessScreen(size: CGSize(width: width, height: height), scale: scale)
        window = screen.makeWindow()
        root = View(frame: window.bounds)
        root.backgroundColor = .white
        window.addSubview(root)
        screen.runFrame()
    }

    /// The grey level (red channel) of the pixel at (x, y) in the current snapshot.
    func red(_ x: Int, _ y: Int) -> Int { Int((screen.snapshot().pixel(x: x, y: y).red * 255).rounded()) }

    /// Checks the invariant every test ends with: nothing animating, no frame timer left, no
    /// timer waiting (`isIdle` counts pending wakeups).
    func expectIdle(sourceLocation: SourceLocation = #_sourceLocation) {
        screen.advance(by: 0)
        #expect(screen.isIdle, "animations, frames or timers still pending", sourceLocation: sourceLocation)
        #expect(!screen.isFrameTimerActive, "frame timer still running", sourceLocation: sourceLocation)
    }
}

/// Collects diagnostics for the duration of `body`.
@MainActor
func capturingDiagnostics(_ body: () -> Void) -> [String] {
    var lines: [String] = []
    let previous = Diagnostics.handler
    Diagnostics.handler = { lines.append($0) }
    body()
    Diagnostics.handler = previous
    return lines
}
