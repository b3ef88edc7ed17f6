import Foundation
import Testing
@testable import WidgetKitLite

/// What "idle" means on a headless screen, and which input asks for frames.
@MainActor @Suite struct IdleTests {
    @Test func aScheduledCaretBlinkIsNotIdleUntilTheCaretStopsBlinking() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 100))
        let window = screen.makeWindow()
        let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        screen.advance(by: 0.1)
        #expect(screen.isIdle)
        field.becomeFirstResponder()
        screen.advance(by: 0.1)
        // No frame is wanted between the blink's edges, but the app will wake by itself.
        #expect(screen.frameLoop.isIdle)
        #expect(!screen.isIdle)
        screen.advance(by: window.theme.caretBlinkTimeout + 1)
        #expect(screen.isIdle, "the caret stays on after the blink's timeout")
    }

    @Test func pointerMotionOverAnInertAreaAsksForNoFrame() {
        let screen = HeadlessScreen(size: CGSize(width: 640, height: 480))
        let window = screen.makeWindow()
        let inert = View(frame: CGRect(x: 0, y: 0, width: 640, height: 240))
        inert.backgroundColor = .white
        window.addSubview(inert)
        let button = Button(title: "Hover me", style: .filled)
        button.frame = CGRect(x: 20, y: 300, width: 160, height: 40)
        window.addSubview(button)
        screen.advance(by: 0.5)
        #expect(screen.isIdle)

        // Ten seconds of motion across the inert area, one move a frame.
        let before = screen.wakeupCount
        for step in 0..<600 {
            screen.move(to: CGPoint(x: 10 + Double(step), y: 100 + Double(step % 50)))
            screen.advance(by: 1.0 / 60)
        }
        #expect(screen.wakeupCount == before, "\(screen.wakeupCount - before) frames for motion that changed nothing")
        #expect(screen.isIdle)

        // A motion that changes the hover still shows it.
        screen.move(to: CGPoint(x: 100, y: 320))
        #expect(!screen.frameLoop.isIdle)
        #expect(button.isHovered)
        screen.movePointerOut()
        screen.advance(by: 0.5)
        #expect(!button.isHovered)
        #expect(screen.isIdle)
    }
}
