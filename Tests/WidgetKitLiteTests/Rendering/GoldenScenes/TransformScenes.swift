import Foundation

import WidgetKitLite

/// Views shown through transforms: a rotated rounded button with its title, a scaled card
/// with subviews, a rasterised view rotated and scaled, a translucent rotated group, a
/// rotation inside a scaled view, and a view caught halfway through a "pop" animation.
extension GoldenScene {
    static let transforms: [GoldenScene] = [rotatedAndScaled(scale: 1), rotatedAndScaled(scale: 2)]

    private static func rotatedAndScaled(scale: CGFloat) -> GoldenScene {
        GoldenScene("transform-rotated-scaled-\(Int(scale))x", width: 240, height: 160, scale: scale) { screen in
            let window = screen.makeWindow()
            window.backgroundColor = Color(rgb: 245, 245, 247)
            let button = Label(text: "Rotated", color: .white)
            button.frame = CGRect(x: 12, y: 20, width: 96, height: 32)
            button.backgroundColor = Color(rgb: 0, 122, 255)
            button.cornerRadius = 8
            button.textAlignment = .center
            button.transform = CGAffineTransform(rotationAngle: .pi / 6)
            window.addSubview(button)

            let card = View(frame: CGRect(x: 130, y: 10, width: 100, height: 70))
            card.backgroundColor = .white
            card.transform = CGAffineTransform(scaleX: 0.8, y: 0.6).translatedBy(x: 4, y: 6)
            let stripe = View(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            stripe.backgroundColor = Color(rgb: 255, 149, 0)
            card.addSubview(stripe)
            let caption = Label(text: "Scaled", color: .black)
            caption.frame = CGRect(x: 8, y: 30, width: 84, height: 24)
            card.addSubview(caption)
            window.addSubview(card)

            let cached = View(frame: CGRect(x: 20, y: 90, width: 60, height: 50))
            cached.backgroundColor = Color(rgb: 52, 199, 89)
            cached.shouldRasterize = true
            let cacheTitle = Label(text: "Cache", color: .white)
            cacheTitle.frame = CGRect(x: 4, y: 12, width: 56, height: 24)
            cached.addSubview(cacheTitle)
            cached.transform = CGAffineTransform(rotationAngle: -.pi / 8).scaledBy(x: 1.2, y: 1.2)
            window.addSubview(cached)

            let group = View(frame: CGRect(x: 100, y: 90, width: 50, height: 50))
            group.alpha = 0.6
            group.backgroundColor = Color(rgb: 88, 86, 214)
            let inner = View(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
            inner.backgroundColor = Color(rgb: 255, 45, 85)
            inner.transform = CGAffineTransform(rotationAngle: .pi / 4)
            group.addSubview(inner)
            group.transform = CGAffineTransform(scaleX: 1.1, y: 0.9).rotated(by: .pi / 12)
            window.addSubview(group)

            let pop = View(frame: CGRect(x: 170, y: 95, width: 50, height: 40))
            pop.backgroundColor = Color(rgb: 255, 59, 48)
            pop.cornerRadius = 6
            pop.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            pop.alpha = 0
            window.addSubview(pop)
            screen.runFrame()
            View.animate(withDuration: 0.4, delay: 0, options: .curveLinear) {
                pop.transform = .identity
                pop.alpha = 1
            }
            screen.advance(by: 0.2)
        }
    }
}
