import Foundation
import Testing

@testable import WidgetKitLite

@MainActor @Suite struct ButtonTypeTests {
    @Test func typesAreKeptAndOtherInitialisersMakeSystemButtons() {
        #expect(Button(type: .custom).buttonType == .custom)
        #expect(Button(type: .close).buttonType == .close)
        #expect(Button(title: "OK").buttonType == .system)
        #expect(Button(frame: .zero).buttonType == .system)
    }

    @Test func customTitlesAreWhiteSystemTitlesTinted() {
        let custom = Button(type: .custom)
        custom.setTitle("Custom", for: .normal)
        #expect(custom.titleLabel.textColor.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == .white)
        let system = Button(type: .system)
        system.setTitle("System", for: .normal)
        #expect(system.titleLabel.textColor == system.tintColor)
        system.setTitleColor(.systemRed, for: .normal)
        #expect(system.titleColor(for: .normal) == .systemRed)
        #expect(system.titleLabel.textColor == .systemRed)
    }

    @Test func symbolTypesShowTheirSymbolAtTheirNaturalSize() throws {
        let info = Button(type: .infoLight)
        try #require(info.currentImage != nil, "the icon theme is installed")
        #expect(info.currentImage?.isSymbolImage == true)
        // The 22-pt symbol in a button of at least 24 pt (WCAG 2.2's minimum target).
        let side = max(Theme.light.buttons.typeSymbolPointSize * 1.2, Theme.light.buttons.typeButtonMinimumSide)
        #expect(side == 24)
        #expect(abs(info.intrinsicContentSize.width - side) < 1 && abs(info.intrinsicContentSize.height - side) < 1)
        #expect(info.frame.size == info.intrinsicContentSize, "sized to fit")
        #expect(info.imageView.tintColor == info.tintColor)
        #expect(Button(type: .contactAdd).currentImage != nil)
        #expect(Button(type: .detailDisclosure).currentImage != nil)
        let close = Button(type: .close)
        #expect(close.intrinsicContentSize == CGSize(width: 30, height: 30))
        #expect(close.imageView.tintColor.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == Theme.light.buttons.closeButtonGlyphColor)
    }

    @Test func aCloseButtonIsAGreyCircle() {
        let f = Fixture()
        var closed = 0
        let close = Button(type: .close, primaryAction: Action { _ in closed += 1 })
        close.frame.origin = CGPoint(x: 40, y: 40)
        f.root.addSubview(close)
        f.screen.runFrame()
        let snapshot = f.screen.snapshot()
        #expect(snapshot.pixel(x: 41, y: 41) == Color.white, "outside the circle")
        let rim = snapshot.pixel(x: 45, y: 55)
        #expect(Int((rim.red * 255).rounded()) == 229, "the circle's fill")
        f.screen.click(at: CGPoint(x: 55, y: 55))
        #expect(closed == 1)
    }

    @Test func titleLabelFontChangesResizeTheButton() {
        let f = Fixture()
        let button = Button(title: "Font")
        button.translatesAutoresizingMaskIntoConstraints = false
        f.root.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 10),
            button.topAnchor.constraint(equalTo: f.root.topAnchor, constant: 10),
        ])
        f.screen.runFrame()
        let before = button.frame.size
        button.titleLabel.font = .systemFont(ofSize: 30)
        f.screen.runFrame()
        #expect(button.frame.height > before.height + 10)
        #expect(button.frame.width > before.width)
    }

    @Test func contentAlignmentPlacesTheTitle() {
        let button = Button(title: "Left")
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.titleLabel.frame.minX == button.contentInsets.left)
        #expect(button.titleLabel.frame.minY == button.contentInsets.top)
        #expect(button.titleLabel.frame.width == button.titleLabel.intrinsicContentSize.width)
        button.contentHorizontalAlignment = .trailing
        #expect(button.effectiveContentHorizontalAlignment == .right)
        button.layoutIfNeeded()
        #expect(button.titleLabel.frame.maxX == 200 - button.contentInsets.right)
    }
}
