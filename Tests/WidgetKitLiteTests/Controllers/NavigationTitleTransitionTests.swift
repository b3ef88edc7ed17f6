import Foundation
import Testing
@testable import WidgetKitLite

/// The navigation bar's titles during push and pop: they move apart instead of
/// cross-fading in one spot.
@MainActor @Suite struct NavigationTitleTransitionTests {
    @MainActor struct Scene {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 100))
        let navigation: NavigationController
        let root = ViewController()
        let page = ViewController()

        init() {
            root.title = "Library"
            page.title = "Blue Engine"
            navigation = NavigationController(rootViewController: root)
            let window = screen.makeWindow()
            window.rootViewController = navigation
            screen.advance(by: 0)
        }

        var bar: NavigationBar { navigation.navigationBar }
        func labels(_ text: String) -> [Label] { bar.titleContainer.subviews.compactMap { $0 as? Label }.filter { $0.text == text } }
        func backButtons() -> [BackButton] { bar.subviews.compactMap { $0 as? BackButton } }
    }

    @Test func thePushMovesTheOldTitleTowardTheBackButtonAndTheNewOneInFromTheRight() {
        let scene = Scene()
        let oldTitle = scene.labels("Library")[0]
        let start = oldTitle.frame
        scene.navigation.pushViewController(scene.page, animated: true)
        let newTitle = scene.labels("Blue Engine")[0]
        let final = newTitle.frame
        scene.screen.advance(by: 0.175)
        #expect(oldTitle.presentation.frame.minX < start.minX)
        #expect(newTitle.presentation.frame.minX > final.minX)
        let a = oldTitle.presentation.alpha, b = newTitle.presentation.alpha
        #expect(a > 0 && a < 1 && b > 0 && b < 1)
        // The two titles no longer overlap in one spot.
        #expect(abs(oldTitle.presentation.frame.midX - newTitle.presentation.frame.midX) > 100)
        scene.screen.advance(by: 0.2)
        #expect(newTitle.presentation.frame == final && newTitle.presentation.alpha == 1)
        #expect(oldTitle.superview == nil)
        let back = scene.backButtons()
        #expect(back.count == 1 && back[0].title == "Library" && back[0].label.presentation.alpha == 1)
    }

    @Test func anInteractivePopScrubsTheTitlesAndACancelRestoresThem() {
        let scene = Scene()
        scene.navigation.pushViewController(scene.page, animated: false)
        scene.screen.advance(by: 0)
        let title = scene.labels("Blue Engine")[0]
        let back = scene.backButtons()[0]
        let titleFrame = title.frame, labelFrame = back.label.frame
        scene.screen.press(at: CGPoint(x: 5, y: 70))
        for x in stride(from: 15, through: 205, by: 10) {
            scene.screen.advance(by: 1.0 / 60)
            scene.screen.move(to: CGPoint(x: CGFloat(x), y: 70))
        }
        scene.screen.advance(by: 1.0 / 60)
        // About half way: the title is half way to the right and half faded.
        #expect(title.presentation.frame.minX > titleFrame.minX + 50)
        #expect(title.presentation.alpha > 0.3 && title.presentation.alpha < 0.7)
        let incoming = scene.labels("Library").first
        #expect(incoming != nil && (incoming?.presentation.alpha ?? 0) > 0.3)
        scene.screen.advance(by: 0.3)
        scene.screen.release(at: CGPoint(x: 205, y: 70))
        scene.screen.advance(by: 0.5)
        #expect(scene.navigation.topViewController === scene.page)
        #expect(title.presentation.frame == titleFrame && title.presentation.alpha == 1)
        #expect(back.label.presentation.frame == labelFrame && back.label.presentation.alpha == 1)
        #expect(scene.labels("Library").isEmpty)
        #expect(scene.backButtons().count == 1)
    }
}
