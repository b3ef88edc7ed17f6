// The code of the "Running on X11" article, compiled and run by `swift test`.
// Written as an app writes it: a plain `import WidgetKitLite`.
import Foundation
import Testing
import WidgetKitLite

extension Examples {
    @MainActor @Suite struct RunningOnX11 {
        @Test func configurationFromCode() {
            let before = Application.shared.configuration
            defer { Application.shared.configuration = before }

            var configuration = Configuration.process
            configuration.scale = 2  // from the app's own option parser
            Application.shared.configuration = configuration

            #expect(Application.shared.configuration.scale == 2)
        }

        @Test func slowMotionAndClosing() {
            let screen = HeadlessScreen(size: CGSize(width: 200, height: 100))
            let window = screen.makeWindow()
            var hasUnsavedChanges = true

            Application.shared.animationSpeed = 0.1  // the X11 windows ten times slower, as WKL_ANIMATION_SPEED=0.1
            defer { Application.shared.animationSpeed = 1 }
            screen.animationSpeed = 0.1  // a headless screen has its own speed
            window.shouldClose = { !hasUnsavedChanges }  // the close button asks first
            window.onClose = { print("closed") }

            let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(box)
            View.animate(withDuration: 0.3) { box.alpha = 0 }
            screen.advance(by: 0.3)
            #expect(box.presentation.alpha > 0.5, "still early: the animation now lasts 3 s")
            screen.advance(by: 3)
            #expect(box.presentation.alpha == 0)
            hasUnsavedChanges = false
            #expect(window.shouldClose?() == true)
        }
    }
}
