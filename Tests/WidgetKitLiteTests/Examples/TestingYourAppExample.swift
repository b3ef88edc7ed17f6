// The code of the "Testing your app" article, compiled and run by `swift test`. The app's
// UI is the "Building a list" example (AlbumListViewController), as a library target
// would export it; the tests use a plain `import WidgetKitLite`, as an app's tests do.
import Foundation
import Testing
import WidgetKitLite

extension Examples {
    @MainActor @Suite struct TestingYourApp {
        @Test func aPushSlidesThePageIn() {
            let screen = HeadlessScreen(size: CGSize(width: 800, height: 600))
            let window = screen.makeWindow()
            let navigation = NavigationController(rootViewController: AlbumListViewController())
            window.rootViewController = navigation
            screen.advance(by: 0)

            let details = ViewController()
            navigation.pushViewController(details, animated: true)
            screen.advance(by: 0.175)  // half of the 0.35 s push
            let x = details.view.presentation.frame.minX
            #expect(x > 0 && x < 800)  // on its way in from the right edge
            screen.advance(by: 0.175)
            #expect(details.view.presentation.frame.minX == 0)
            #expect(navigation.topViewController === details)
        }

        @Test func aFadeHasTheRightGreyHalfWay() {
            let screen = HeadlessScreen(size: CGSize(width: 200, height: 100))
            let window = screen.makeWindow()
            let box = View(frame: window.bounds)
            box.backgroundColor = .black
            window.addSubview(box)

            View.animate(withDuration: 0.5) { box.alpha = 0 }
            screen.advance(by: 0.25)
            let grey = screen.snapshot().pixel(x: 100, y: 50).red
            #expect(grey > 0.4 && grey < 0.6)  // ease-in-out: half way at half time
            screen.advance(by: 0.25)
            #expect(screen.snapshot().pixel(x: 100, y: 50) == .white)
        }

        @Test func clickingARowShowsTheAlbum() {
            let screen = HeadlessScreen(size: CGSize(width: 800, height: 600))
            let window = screen.makeWindow()
            let albums = AlbumListViewController()
            let navigation = NavigationController(rootViewController: albums)
            window.rootViewController = navigation
            screen.advance(by: 0)

            let table = albums.tableView
            let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
            screen.click(at: table.convert(CGPoint(x: row.midX, y: row.midY), to: nil))
            #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
            #expect(navigation.topViewController?.title == "Album 1")
            screen.advance(by: 0.35)
            #expect(navigation.navigationBar.title == "Album 1")
        }
    }
}
