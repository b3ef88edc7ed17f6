import Foundation

import WidgetKitLite

/// Core Animation's layer styling in the light and the dark appearance at 1× and 2×: cards
/// with shadows (the rounded bounds, and a `shadowPath`), borders over subviews (a
/// semantic separator colour, a thick tinted one on a rounded clip, only the top corners
/// rounded), and an image clipped to a rounded shape by `masksToBounds`.
extension GoldenScene {
    static let layerStyling: [GoldenScene] = UserInterfaceStyle.allStyles.flatMap { style in
        [1, 2].map { layerStyling(style, scale: $0) }
    }

    private static func layerStyling(_ style: UserInterfaceStyle, scale: CGFloat) -> GoldenScene {
        GoldenScene("layer-styling-\(style)-\(Int(scale))x", width: 260, height: 150, scale: scale) { screen in
            let (window, root) = screen.makeWindowWithRootView()
            window.overrideUserInterfaceStyle = style
            root.backgroundColor = .systemGroupedBackground

            let card = View(frame: CGRect(x: 16, y: 16, width: 100, height: 56))
            card.backgroundColor = .secondarySystemGroupedBackground
            card.layer.cornerRadius = 12
            card.layer.shadowColor = Color.black.cgColor
            card.layer.shadowOpacity = 0.3
            card.layer.shadowRadius = 8
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
            card.layer.borderWidth = 1
            card.layer.borderColor = Color.separator.cgColor
            let stripe = View(frame: CGRect(x: 0, y: 24, width: 100, height: 12))
            stripe.backgroundColor = .systemBlue
            card.addSubview(stripe)
            root.addSubview(card)

            let pathShadow = View(frame: CGRect(x: 140, y: 20, width: 48, height: 48))
            pathShadow.backgroundColor = .systemOrange
            pathShadow.layer.cornerRadius = 24
            pathShadow.layer.shadowOpacity = 0.5
            pathShadow.layer.shadowRadius = 4
            pathShadow.layer.shadowOffset = CGSize(width: 6, height: 6)
            pathShadow.layer.shadowPath = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 48, height: 48)).cgPath
            root.addSubview(pathShadow)

            let photo = ImageView(image: ImageSamples.picture)
            photo.frame = CGRect(x: 16, y: 88, width: 80, height: 48)
            photo.contentMode = .scaleToFill
            photo.layer.cornerRadius = 14
            photo.layer.masksToBounds = true
            photo.layer.borderWidth = 3
            photo.layer.borderColor = Color.systemGreen.cgColor
            root.addSubview(photo)

            let tab = View(frame: CGRect(x: 112, y: 88, width: 64, height: 48))
            tab.backgroundColor = .systemTeal
            tab.layer.cornerRadius = 16
            tab.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            tab.layer.borderWidth = 2
            tab.layer.borderColor = Color.label.cgColor
            root.addSubview(tab)

            let faded = View(frame: CGRect(x: 196, y: 88, width: 48, height: 48))
            faded.backgroundColor = .systemPink
            faded.layer.cornerRadius = 8
            faded.layer.opacity = 0.6
            faded.layer.shadowOpacity = 0.6
            faded.layer.shadowRadius = 3
            root.addSubview(faded)
            screen.advance(by: 1)
        }
    }
}
