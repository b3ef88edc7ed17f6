import Foundation
import Testing

@testable import WidgetKitLite

/// The 0–255 components of `color`.
private func rgb(_ color: Color) -> [Int] {
    [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
}

/// Whether `a` and `b` differ by at most `tolerance` in every component.
private func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 3) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@MainActor @Suite struct ButtonConfigurationTests {
    private func place(_ button: Button, in f: Fixture, at origin: CGPoint = CGPoint(x: 20, y: 20)) {
        button.sizeToFit()
        button.frame.origin = origin
        f.root.addSubview(button)
        f.screen.runFrame()
    }

    @Test func filledIsAWhiteTitleOnTheTint() {
        let f = Fixture()
        var configuration = Button.Configuration.filled()
        configuration.title = "Push"
        let button = Button(configuration: configuration)
        place(button, in: f)
        #expect(rgb(button.titleLabel.textColor) == [255, 255, 255])
        #expect(near(rgb(f.screen.snapshot().pixel(x: 24, y: Int(button.frame.midY))), [0, 122, 255]), "tint fill")
        #expect(button.titleLabel.text == "Push")
        #expect(button.buttonType == .plain)
        f.expectIdle()
    }

    @Test func tintedGrayAndPlainFills() {
        let f = Fixture()
        var tinted = Button.Configuration.tinted()
        tinted.title = "Tinted"
        var gray = Button.Configuration.gray()
        gray.title = "Gray"
        var plain = Button.Configuration.plain()
        plain.title = "Plain"
        let a = Button(configuration: tinted), b = Button(configuration: gray), c = Button(configuration: plain)
        place(a, in: f, at: CGPoint(x: 10, y: 10))
        place(b, in: f, at: CGPoint(x: 10, y: 70))
        place(c, in: f, at: CGPoint(x: 10, y: 130))
        let snapshot = f.screen.snapshot()
        // The tint at alpha 0.15 over white; systemGray5; nothing (the white page).
        #expect(near(rgb(snapshot.pixel(x: 14, y: Int(a.frame.midY))), [217, 235, 255]))
        #expect(near(rgb(snapshot.pixel(x: 14, y: Int(b.frame.midY))), [229, 229, 234]))
        #expect(near(rgb(snapshot.pixel(x: 14, y: Int(c.frame.midY))), [255, 255, 255]))
        for button in [a, b, c] { #expect(near(rgb(button.titleLabel.textColor), [0, 122, 255]), "tinted title") }
    }

    @Test func baseColoursReplaceTheTint() {
        let f = Fixture()
        var configuration = Button.Configuration.filled()
        configuration.title = "Delete"
        configuration.baseBackgroundColor = .systemRed
        configuration.baseForegroundColor = .black
        let button = Button(configuration: configuration)
        place(button, in: f)
        #expect(rgb(button.titleLabel.textColor) == [0, 0, 0])
        #expect(near(rgb(f.screen.snapshot().pixel(x: 24, y: Int(button.frame.midY))), [255, 59, 48]))
    }

    @Test func pressedPlainContentDimsAndPressedFillFades() {
        let f = Fixture()
        var plain = Button.Configuration.plain()
        plain.title = "Plain"
        let button = Button(configuration: plain)
        place(button, in: f)
        button.isHighlighted = true
        #expect(button.titleLabel.alpha == Theme.light.buttons.highlightedContentAlpha)
        button.isHighlighted = false
        #expect(button.titleLabel.alpha == 1)
        button.configuration = .filled()
        button.isHighlighted = true
        #expect(button.titleLabel.alpha == 1, "a filled button keeps its content, its fill fades")
        f.screen.runFrame()
        let pressed = rgb(f.screen.snapshot().pixel(x: 24, y: Int(button.frame.midY)))
        #expect(pressed[0] > 40 && pressed[2] == 255, "the tint at 0.7 over white")
    }

    @Test func disabledTurnsGrey() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Off"
        let button = Button(configuration: configuration)
        button.isEnabled = false
        #expect(rgb(button.titleLabel.textColor) == rgb(Theme.light.buttons.disabledForegroundColor))
    }

    @Test func naturalSizeIsTheContentPlusTheInsets() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Title"
        let button = Button(configuration: configuration)
        let title = button.titleLabel.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
        #expect(button.frame.size == button.intrinsicContentSize, "made sized to fit")

        let image = makeImage(width: 16, height: 30, color: .black)
        configuration.image = image
        configuration.imagePadding = 8
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: 16 + 8 + title.width + 24, height: 30 + 14))
        configuration.imagePlacement = .top
        configuration.subtitle = "Sub"
        configuration.titlePadding = 2
        configuration.buttonSize = .large
        button.configuration = configuration
        let subtitle = button.subtitleLabelStorage!.intrinsicContentSize
        #expect(button.intrinsicContentSize.height == 30 + 8 + title.height + 2 + subtitle.height + 28)
        configuration.contentInsets = .zero
        button.configuration = configuration
        #expect(button.intrinsicContentSize.width == max(16, title.width, subtitle.width))
    }

    @Test func imagePlacementLaysOutTheImageAndTheText() {
        var configuration = Button.Configuration.plain()
        configuration.title = "Go"
        configuration.image = makeImage(width: 20, height: 20, color: .black)
        configuration.imagePadding = 4
        configuration.imagePlacement = .trailing
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        let button = Button(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        button.layoutIfNeeded()
        #expect(button.imageView.frame.minX > button.titleLabel.frame.maxX)
        #expect(button.imageView.frame.minX - button.titleLabel.frame.maxX == 4)
        button.contentHorizontalAlignment = .leading
        button.layoutIfNeeded()
        #expect(button.titleLabel.frame.minX == 10)
        button.contentHorizontalAlignment = .right
        button.layoutIfNeeded()
        #expect(button.imageView.frame.maxX == 190)
    }

    @Test func theUpdateHandlerRunsOnStateChangesBeforeLayout() {
        let f = Fixture()
        var configuration = Button.Configuration.tinted()
        configuration.title = "Follow"
        let button = Button(configuration: configuration)
        var calls = 0
        button.configurationUpdateHandler = { button in
            calls += 1
            var updated = button.configuration
            updated?.title = button.isHighlighted ? "Pressed" : button.isSelected ? "Following" : "Follow"
            button.configuration = updated
        }
        place(button, in: f)
        let initial = calls
        f.screen.press(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        #expect(calls == initial, "deferred to the next layout")
        f.screen.runFrame()
        #expect(calls == initial + 1)
        #expect(button.titleLabel.text == "Pressed")
        f.screen.release(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        button.isSelected = true
        f.screen.runFrame()
        #expect(calls == initial + 2, "several changes make one update")
        #expect(button.titleLabel.text == "Following")
        #expect(button.configuration?.title == "Following")
        f.expectIdle()
    }

    @Test func activityIndicatorReplacesTheImage() {
        let f = Fixture()
        var configuration = Button.Configuration.filled()
        configuration.title = "Saving"
        configuration.image = makeImage(width: 16, height: 16, color: .black)
        configuration.showsActivityIndicator = true
        let button = Button(configuration: configuration)
        place(button, in: f)
        let spinner = try! #require(button.activityIndicatorStorage)
        #expect(spinner.isAnimating && !spinner.isHidden)
        #expect(button.imageView.isHidden)
        #expect(spinner.frame.maxX <= button.titleLabel.frame.minX)
        #expect(rgb(spinner.color) == [255, 255, 255], "in the foreground colour")
        configuration.showsActivityIndicator = false
        button.configuration = configuration
        #expect(!spinner.isAnimating && spinner.isHidden)
        #expect(!button.imageView.isHidden)
        f.expectIdle()
    }

    @Test func symbolsStandBesideTheTitleAtItsSize() throws {
        var configuration = Button.Configuration.plain()
        configuration.title = "Add"
        let plus: Image = try #require(Image(systemName: "plus"), "the icon theme is installed")
        configuration.image = plus
        configuration.buttonSize = .small
        let button = Button(configuration: configuration)
        #expect(button.imageView.image?.size == CGSize(width: 18, height: 18), "15 pt × 1.2")
        configuration.preferredSymbolConfigurationForImage = Image.SymbolConfiguration(pointSize: 30)
        button.configuration = configuration
        #expect(button.imageView.image?.size == CGSize(width: 36, height: 36))
    }

    @Test func contentLayoutPlacesTheImageUnderOrBesideTheText() {
        var layout = ButtonContentLayout()
        layout.imageSize = CGSize(width: 20, height: 20)
        layout.titleSize = CGSize(width: 60, height: 20)
        layout.subtitleSize = CGSize(width: 40, height: 16)
        layout.imagePadding = 4
        layout.titlePadding = 2
        layout.insets = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        layout.imagePlacement = .bottom
        #expect(layout.fittingSize == CGSize(width: 80, height: 20 + 2 + 16 + 4 + 20 + 10))
        let bottom = layout.frames(in: CGRect(origin: .zero, size: layout.fittingSize))
        #expect(bottom.title == CGRect(x: 10, y: 5, width: 60, height: 20))
        #expect(bottom.subtitle == CGRect(x: 20, y: 27, width: 40, height: 16), "centred under the title")
        #expect(bottom.image == CGRect(x: 30, y: 47, width: 20, height: 20))
        layout.imagePlacement = .leading
        layout.textAlignment = .left
        layout.horizontal = .fill
        let fill = layout.frames(in: CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(fill.image.minX == 10 && fill.title.minX == 34 && fill.subtitle.minX == 34)
        #expect(fill.image.midY == 30, "centred across the height")
    }

    @Test func noAutomaticUpdatesWithoutAutomaticallyUpdatesConfiguration() {
        let f = Fixture()
        var calls = 0
        let button = Button(configuration: .gray())
        button.configurationUpdateHandler = { _ in calls += 1 }
        place(button, in: f)
        let initial = calls
        button.automaticallyUpdatesConfiguration = false
        button.isSelected = true
        f.screen.runFrame()
        #expect(calls == initial)
        button.setNeedsUpdateConfiguration()
        f.screen.runFrame()
        #expect(calls == initial + 1, "an explicit request still updates")
    }

    @Test func cornerStyles() {
        var configuration = Button.Configuration.filled()
        let theme = ButtonTheme()
        #expect(ButtonConfigurationLook.cornerRadius(of: configuration, height: 34, theme: theme) == 8)
        configuration.buttonSize = .small
        #expect(ButtonConfigurationLook.cornerRadius(of: configuration, height: 34, theme: theme) == 4)
        configuration.cornerStyle = .capsule
        #expect(ButtonConfigurationLook.cornerRadius(of: configuration, height: 34, theme: theme) == 17)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 3
        #expect(ButtonConfigurationLook.cornerRadius(of: configuration, height: 34, theme: theme) == 3)
    }

    @Test func titleAndAttributedTitleAreOneValue() {
        var configuration = Button.Configuration.plain()
        configuration.title = "Plain"
        #expect(configuration.attributedTitle == AttributedString("Plain"))
        var styled = AttributedString("Bold")
        styled.font = Font.boldSystemFont(ofSize: 20)
        configuration.attributedTitle = styled
        #expect(configuration.title == "Bold")
        let button = Button(configuration: configuration)
        #expect(button.titleLabel.attributedText?.string == "Bold")
        #expect(button.intrinsicContentSize.height > 20 + 14)
    }

    @Test func badNumbersAreReportedAndReplaced() {
        var configuration = Button.Configuration.plain()
        configuration.title = "Bad"
        configuration.imagePadding = .nan
        configuration.background.strokeWidth = -1
        var button: Button?
        let lines = capturingDiagnostics { button = Button(configuration: configuration) }
        #expect(lines.count == 2)
        #expect(button?.configuration?.imagePadding == 0)
        #expect(button?.configuration?.background.strokeWidth == 0)
    }

    @Test func legacyTitlesWinOverTheConfiguration() {
        var configuration = Button.Configuration.gray()
        configuration.title = "Config"
        let button = Button(configuration: configuration)
        button.setTitle("Legacy", for: .highlighted)
        #expect(button.titleLabel.text == "Config")
        button.isHighlighted = true
        #expect(button.titleLabel.text == "Legacy")
    }

    @Test func removingTheConfigurationRestoresTheStyle() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Config"
        configuration.subtitle = "Sub"
        let button = Button(type: .system)
        button.configuration = configuration
        #expect(button.titleLabel.text == "Config")
        button.configuration = nil
        #expect(button.titleLabel.text == nil)
        button.setTitle("Old", for: .normal)
        #expect(button.titleLabel.text == "Old")
        #expect(button.titleLabel.textColor == button.tintColor, "the plain style again")
        #expect(button.subtitleLabelStorage?.isHidden ?? true)
    }
}
