// The code of the "Transforms" article, compiled and run by `swift test`.
// Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

extension Examples {
    @MainActor @Suite struct Transforms {
        @Test func centerAndBoundsStayFrameIsTheBoundingBox() {
            let card = View(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
            card.transform = CGAffineTransform(rotationAngle: .pi / 2)
            #expect(card.center == CGPoint(x: 150, y: 120))  // unchanged
            #expect(card.bounds.size == CGSize(width: 100, height: 40))  // unchanged
            #expect(abs(card.frame.width - 40) < 1e-9 && abs(card.frame.height - 100) < 1e-9)
        }

        @Test func touchesAndCoordinates() {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
            let window = screen.makeWindow()
            let badge = View(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
            window.addSubview(badge)
            badge.transform = CGAffineTransform(scaleX: 2, y: 2)
            #expect(window.hitTest(CGPoint(x: 5, y: 5)) === badge)  // shown at 0…80
            #expect(badge.convert(CGPoint.zero, to: window) == CGPoint(x: 0, y: 0))
            #expect(badge.convert(CGPoint(x: 40, y: 40), to: window) == CGPoint(x: 80, y: 80))
        }

        @Test func aPopAnimation() {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
            let window = screen.makeWindow()
            let toast = View(frame: CGRect(x: 100, y: 100, width: 200, height: 60))
            window.addSubview(toast)
            toast.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            toast.alpha = 0
            View.animate(withDuration: 0.3, delay: 0, options: .curveLinear) {
                toast.transform = .identity
                toast.alpha = 1
            }
            screen.advance(by: 0.15)
            #expect(abs(toast.presentation.transform.a - 0.75) < 1e-9)  // half way: scale 0.75
            #expect(abs(toast.presentation.alpha - 0.5) < 1e-9)
        }
    }
}
