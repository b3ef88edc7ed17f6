// The code of the "Auto Layout" article, compiled and run by `swift test`: UIKit code as
// apps write it, with `UI` dropped. A plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code: a card laid out with anchors

/// A card with an avatar, a title and a wrapped body, pinned to the safe area and the
/// readable content guide; a button expands the avatar with an animated constant change.
final class CardViewController: ViewController {
    let avatar = View()
    let titleLabel = Label()
    let bodyLabel = Label()
    private var avatarHeight: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        avatar.backgroundColor = .systemBlue
        avatar.cornerRadius = 8
        titleLabel.font = .boldSystemFont(ofSize: 20)
        titleLabel.text = "Auto Layout"
        bodyLabel.numberOfLines = 0
        bodyLabel.text = "Constraints describe the layout; the engine solves them whenever the window changes."
        for subview in [avatar, titleLabel, bodyLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.readableContentGuide
        avatarHeight = avatar.heightAnchor.constraint(equalToConstant: 48)
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            avatar.widthAnchor.constraint(equalTo: avatar.heightAnchor),
            avatarHeight,
            titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1.5),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            bodyLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalToSystemSpacingBelow: avatar.bottomAnchor, multiplier: 1),
        ])
    }

    func expandAvatar() {
        avatarHeight.constant = 96
        View.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }
}

// MARK: Article code: the older spellings

/// The same kinds of constraints made with the item initialiser, a layout guide between two
/// views, and priorities.
final class LegacyFormView: View {
    required init?(coder: NSCoder) { nil }

    let left = View()
    let right = View()
    let gap = LayoutGuide()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for subview in [left, right] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        addLayoutGuide(gap)
        addConstraint(
            NSLayoutConstraint(
                item: left, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 60))
        let preferred = right.widthAnchor.constraint(equalTo: left.widthAnchor, multiplier: 2)
        preferred.priority = .defaultHigh
        preferred.identifier = "right-is-twice-left"
        NSLayoutConstraint.activate([
            preferred,
            left.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 20),
            right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            right.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            left.topAnchor.constraint(equalTo: topAnchor),
            right.topAnchor.constraint(equalTo: topAnchor),
            left.heightAnchor.constraint(equalToConstant: 30),
            right.heightAnchor.constraint(equalTo: left.heightAnchor),
        ])
    }
}

// MARK: Checks

extension Examples {
    @MainActor @Suite struct AutoLayout {
        @Test func theCardFollowsItsConstraintsAndAnimatesTheExpansion() {
            let screen = HeadlessScreen(size: CGSize(width: 900, height: 500))
            let window = screen.makeWindow()
            let card = CardViewController()
            window.rootViewController = card
            screen.advance(by: 0)
            // The readable guide: 672 wide, centred in the 20-point margins of 900.
            #expect(card.view.readableContentGuide.layoutFrame == CGRect(x: 114, y: 0, width: 672, height: 500))
            #expect(card.view.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
            #expect(card.avatar.frame == CGRect(x: 114, y: 16, width: 48, height: 48))
            #expect(card.titleLabel.frame.minX == 174, "1.5 × the system spacing after the avatar")
            #expect(card.titleLabel.frame.midY == card.avatar.frame.midY)
            #expect(card.bodyLabel.frame.minX == 114 && card.bodyLabel.frame.width == 672)
            #expect(card.bodyLabel.frame.minY == 72)
            card.expandAvatar()
            #expect(card.avatar.frame.height == 96)
            screen.advance(by: 0.15)
            let midway = card.avatar.presentation.frame.height
            #expect(midway > 48 && midway < 96)
            screen.advance(by: 0.15)
            #expect(card.avatar.presentation.frame.height == 96)
            #expect(card.bodyLabel.frame.minY == 120)
        }

        @Test func theOlderSpellingsLayOutTheSame() {
            let form = LegacyFormView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
            form.layoutIfNeeded()
            #expect(form.left.frame == CGRect(x: 8, y: 0, width: 60, height: 30))
            #expect(form.right.frame == CGRect(x: 88, y: 0, width: 120, height: 30))
            #expect(form.gap.layoutFrame == CGRect(x: 68, y: 0, width: 20, height: 0))
            // The size constants are installed on the views they size, the rest on the form.
            #expect(form.constraints.count == 9)
            #expect(form.left.constraints.count == 2)
        }
    }
}
