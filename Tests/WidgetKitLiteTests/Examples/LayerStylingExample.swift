// The code of the "Layer styling" article, compiled and run by `swift test`.
// Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// A card with rounded corners, a hairline border and a soft shadow, holding a photo
/// clipped to its own rounded shape.
final class PhotoCard: View {
    required init?(coder: NSCoder) { nil }

    let photo = ImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = Color.separator.cgColor
        layer.shadowColor = Color.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 4)

        photo.frame = CGRect(x: 12, y: 12, width: 64, height: 64)
        photo.contentMode = .scaleAspectFill
        photo.layer.cornerRadius = 8
        photo.layer.masksToBounds = true
        addSubview(photo)
    }
}

/// Only the top corners rounded, as a sheet's grabber area.
@MainActor
private func topRoundedPanel() -> View {
    let panel = View(frame: CGRect(x: 0, y: 200, width: 320, height: 120))
    panel.backgroundColor = .systemBackground
    panel.layer.cornerRadius = 16
    panel.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    panel.layer.cornerCurve = .continuous
    return panel
}

/// A shadow in the shape of a circle, given as a path (cheaper to describe than to find).
@MainActor
private func avatarShadow(_ avatar: View) {
    avatar.layer.shadowPath = BezierPath(ovalIn: avatar.bounds).cgPath
    avatar.layer.shadowOpacity = 0.3
}

/// Lifts a card: the shadow grows and darkens with the same curve as the move.
@MainActor
private func lift(_ card: View) {
    View.animate(withDuration: 0.25) {
        card.layer.shadowRadius = 16
        card.layer.shadowOpacity = 0.35
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        card.frame.origin.y -= 4
    }
}

// MARK: Checks

extension Examples {
    @MainActor @Suite struct LayerStylingExample {
        @Test func theArticlesCardPanelAndLiftWork() {
            let screen = HeadlessScreen(size: CGSize(width: 320, height: 320))
            let window = screen.makeWindow()
            let card = PhotoCard(frame: CGRect(x: 16, y: 16, width: 288, height: 88))
            window.addSubview(card)
            let panel = topRoundedPanel()
            window.addSubview(panel)
            let avatar = View(frame: CGRect(x: 240, y: 130, width: 40, height: 40))
            avatarShadow(avatar)
            window.addSubview(avatar)
            screen.runFrame()
            #expect(card.cornerRadius == 12 && card.photo.clipsToBounds)
            #expect(panel.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            #expect(avatar.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 40))
            lift(card)
            screen.advance(by: 0.125)
            let shown = card.layer.presentation()
            #expect((shown?.shadowRadius ?? 0) > 8 && (shown?.shadowRadius ?? 0) < 16)
            screen.advance(by: 0.2)
            #expect(card.layer.presentation()?.shadowOpacity == 0.35)
            #expect(card.frame.origin.y == 12)
        }
    }
}
