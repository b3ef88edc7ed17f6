// UIKit's accessibility, as its documentation shows it ("Supporting VoiceOver in your
// app", UIAccessibilityCustomAction, UIAccessibility.post), with `UI` dropped.
// Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

/// A custom rating control: one adjustable element whose value VoiceOver reads and
/// whose increment and decrement change the rating.
final class RatingControl: View {
    var rating = 3

    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityLabel: String? {
        get { "Rating" }
        set {}
    }
    override var accessibilityValue: String? {
        get { "\(rating) of 5 stars" }
        set {}
    }
    override var accessibilityTraits: AccessibilityTraits {
        get { .adjustable }
        set {}
    }
    override func accessibilityIncrement() { rating = min(rating + 1, 5) }
    override func accessibilityDecrement() { rating = max(rating - 1, 1) }
}

@MainActor @Suite struct AccessibilityExample {
    @Test func voiceOverSupportAsUIKitDocumentsIt() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 200))
        let window = screen.makeWindow()

        let playButton = Button(title: "")
        playButton.frame = CGRect(x: 20, y: 20, width: 44, height: 44)
        playButton.accessibilityLabel = "Play"
        playButton.accessibilityHint = "Plays the song."
        window.addSubview(playButton)

        let rating = RatingControl(frame: CGRect(x: 20, y: 80, width: 200, height: 44))
        window.addSubview(rating)

        var archived = false
        let archive = AccessibilityCustomAction(name: "Archive") { _ in
            archived = true
            return true
        }
        rating.accessibilityCustomActions = [archive]

        rating.accessibilityIncrement()
        Accessibility.post(notification: .announcement, argument: "Rating saved")
        _ = rating.accessibilityCustomActions?.first?.perform()

        #expect(rating.accessibilityValue == "4 of 5 stars")
        #expect(archived)
        #expect(Accessibility.postedNotifications.last?.announcement == "Rating saved")
        let names = screen.accessibilitySnapshot().allNodes.compactMap(\.name)
        #expect(names == ["Play", "Rating"])
        #expect(screen.accessibilityAudit().isEmpty)
    }
}
