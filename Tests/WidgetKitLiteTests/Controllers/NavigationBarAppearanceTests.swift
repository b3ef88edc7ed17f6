import Foundation
import Testing
@testable import WidgetKitLite

/// `NavigationBarAppearance` on the bar and on navigation items, and the title view.
@MainActor @Suite struct NavigationBarAppearanceTests {
    @Test func anAppearanceIsCopiedNotShared() {
        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        let copy = appearance.copy()
        let made = NavigationBarAppearance(barAppearance: appearance)
        copy.backgroundColor = .systemBlue
        #expect(appearance.backgroundColor == .systemRed && made.backgroundColor == .systemRed)
        #expect(copy.backgroundColor == .systemBlue)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == nil && appearance.shadowColor == nil)
        #expect(made.shadowColor != nil, "the copy keeps its hairline")
    }

    @Test func theScrollEdgeAppearanceShowsAtTheTopAndTheStandardOneOnceScrolled() {
        let scene = LargeTitleScene(prefersLargeTitles: false)
        let standard = NavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemRed
        let edge = NavigationBarAppearance()
        edge.configureWithTransparentBackground()
        scene.bar.standardAppearance = standard
        scene.bar.scrollEdgeAppearance = edge
        scene.screen.advance(by: 0)
        #expect(scene.bar.backgroundColor == .clear && scene.bar.separator.isHidden)
        scene.root.scrollView.contentOffset = CGPoint(x: 0, y: -44 + 10)
        #expect(scene.bar.backgroundColor == .systemRed && !scene.bar.separator.isHidden)
        scene.root.scrollView.contentOffset = CGPoint(x: 0, y: -44)
        #expect(scene.bar.backgroundColor == .clear)
        // Without a scroll-edge appearance the standard one shows at the edge too.
        scene.bar.scrollEdgeAppearance = nil
        #expect(scene.bar.backgroundColor == .systemRed)
    }

    @Test func theDefaultAppearanceIsTheThemesBar() {
        let scene = LargeTitleScene(prefersLargeTitles: false)
        #expect(scene.bar.backgroundColor == Color.theme(\.barBackgroundColor))
        #expect(!scene.bar.separator.isHidden && scene.bar.titleLabel.font == scene.bar.theme.navigationTitleFont)
    }

    @Test func theTopPagesAppearanceOverridesTheBars() {
        let scene = LargeTitleScene(prefersLargeTitles: false)
        let page = ScrollingPage(title: "Blue")
        let blue = NavigationBarAppearance()
        blue.backgroundColor = .systemBlue
        page.navigationItem.standardAppearance = blue
        page.navigationItem.scrollEdgeAppearance = blue
        scene.navigation.pushViewController(page, animated: false)
        scene.screen.advance(by: 0)
        #expect(scene.bar.backgroundColor == .systemBlue)
        scene.navigation.popViewController(animated: false)
        scene.screen.advance(by: 0)
        #expect(scene.bar.backgroundColor == Color.theme(\.barBackgroundColor))
    }

    @Test func titleAttributesSetTheTitlesFontAndColour() {
        let scene = LargeTitleScene()
        let appearance = NavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: Color.systemRed, .font: Font.systemFont(ofSize: 20)]
        appearance.largeTitleTextAttributes = [.foregroundColor: Color.systemGreen]
        scene.bar.standardAppearance = appearance
        #expect(scene.bar.titleLabel.textColor == .systemRed && scene.bar.titleLabel.font == Font.systemFont(ofSize: 20))
        #expect(scene.bar.largeTitleLabel.textColor == .systemGreen)
        #expect(scene.bar.largeTitleLabel.font == Font.systemFont(ofSize: 34, weight: .bold))
    }

    @Test func anAttributeOfTheWrongTypeIsReportedOnceAndIgnored() {
        var lines: [String] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { lines.append($0) }
        defer { Diagnostics.handler = saved }
        let scene = LargeTitleScene(prefersLargeTitles: false)
        let appearance = NavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: "red", .font: 20]
        scene.bar.standardAppearance = appearance
        scene.root.scrollView.contentOffset = CGPoint(x: 0, y: 0)
        scene.root.scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(lines.filter { $0.contains("NavigationBarAppearance.titleTextAttributes") }.count == 2)
        #expect(scene.bar.titleLabel.textColor == .label && scene.bar.titleLabel.font == scene.bar.theme.navigationTitleFont)
    }

    @Test func aTitleViewReplacesTheTitleCentredAndSized() {
        let scene = LargeTitleScene(prefersLargeTitles: false)
        let framed = View(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        scene.root.navigationItem.titleView = framed
        scene.screen.advance(by: 0)
        #expect(framed.superview != nil && scene.bar.titleLabel.isHidden)
        #expect(framed.convert(framed.bounds, to: scene.bar) == CGRect(x: 140, y: 7, width: 120, height: 30))
        // A view without a frame takes its intrinsic size.
        let label = Label()
        label.text = "Picker"
        scene.root.navigationItem.titleView = label
        scene.screen.advance(by: 0)
        let size = label.intrinsicContentSize
        #expect(framed.superview == nil && label.frame.size == size)
        #expect(abs(label.convert(label.bounds, to: scene.bar).midX - 200) < 0.01)
        // Too wide: it keeps to the room between the items.
        let wide = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
        scene.root.navigationItem.titleView = wide
        scene.screen.advance(by: 0)
        #expect(wide.frame.width <= 400 - 2 * 8 && wide.frame.height == 44)
        scene.root.navigationItem.titleView = nil
        scene.screen.advance(by: 0)
        #expect(wide.superview == nil && !scene.bar.titleLabel.isHidden && scene.bar.titleLabel.text == "Settings")
    }
}
