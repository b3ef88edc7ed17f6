import Foundation

import WidgetKitLite

/// Presented controllers at rest over a tab bar controller, in the light and the dark
/// appearance: a page sheet (its rounded top corners over the dimmed tabs), a navigation
/// controller in a sheet, an action sheet and an alert (their boxes and hairlines).
extension GoldenScene {
    static let presentation: [GoldenScene] =
        UserInterfaceStyle.allStyles.flatMap { [pageSheet($0), actionSheet($0)] } + [navigationSheet(.dark), alert(.dark)]

    /// Two tabs of navigation controllers in `style`, the first page titled and holding a
    /// button; returns that page.
    @MainActor
    private static func showPresenterTabs(on screen: SceneScreen, _ style: UserInterfaceStyle) -> ViewController {
        let window = screen.makeWindow()
        window.overrideUserInterfaceStyle = style
        let first = ViewController(), second = ViewController()
        first.title = "Albums"
        second.title = "Search"
        first.tabBarItem = TabBarItem(title: "Albums", image: ImageSamples.ring)
        second.tabBarItem = TabBarItem(title: "Search", image: ImageSamples.ring)
        let button = Button(title: "Show details")
        button.frame = CGRect(x: 20, y: 80, width: 140, height: 32)
        first.view.addSubview(button)
        let tabs = TabBarController()
        tabs.viewControllers = [NavigationController(rootViewController: first), NavigationController(rootViewController: second)]
        window.rootViewController = tabs
        screen.advance(by: 0)
        return first
    }

    /// A page of a sheet: the sheet's background of the appearance, a title and a button.
    @MainActor
    private static func sheetPage() -> ViewController {
        let page = ViewController()
        page.title = "Details"
        let theme = page.view.theme
        page.view.backgroundColor = theme.presentation.sheetBackgroundColor
        let label = Label(text: "Details", font: .boldSystemFont(ofSize: 20))
        label.frame = CGRect(x: 20, y: 20, width: 200, height: 26)
        page.view.addSubview(label)
        let done = Button(title: "Done", style: .filled)
        done.frame = CGRect(x: 20, y: 60, width: 90, height: 32)
        page.view.addSubview(done)
        return page
    }

    /// A page sheet at rest: its top corners round over the dimmed tabs.
    private static func pageSheet(_ style: UserInterfaceStyle) -> GoldenScene {
        GoldenScene("sheet-\(style)", width: 320, height: 300) { screen in
            let presenter = showPresenterTabs(on: screen, style)
            let page = sheetPage()
            // Read once the page is in the window, in its appearance.
            presenter.present(page, animated: true)
            page.view.backgroundColor = page.view.theme.presentation.sheetBackgroundColor
            screen.advance(by: 1)
        }
    }

    /// A navigation controller in a page sheet: its bar under the rounded corners.
    private static func navigationSheet(_ style: UserInterfaceStyle) -> GoldenScene {
        GoldenScene("sheet-navigation-\(style)", width: 320, height: 300) { screen in
            let presenter = showPresenterTabs(on: screen, style)
            let page = sheetPage()
            presenter.present(NavigationController(rootViewController: page), animated: true)
            page.view.backgroundColor = page.view.theme.presentation.sheetBackgroundColor
            screen.advance(by: 1)
        }
    }

    /// An action sheet of two actions and a cancel action, at rest.
    private static func actionSheet(_ style: UserInterfaceStyle) -> GoldenScene {
        GoldenScene("action-sheet-\(style)", width: 320, height: 300) { screen in
            let presenter = showPresenterTabs(on: screen, style)
            let sheet = AlertController(title: "Album", message: "Share or delete it.", preferredStyle: .actionSheet)
            sheet.addAction(AlertAction(title: "Share", style: .default))
            sheet.addAction(AlertAction(title: "Delete", style: .destructive))
            sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
            presenter.present(sheet, animated: true)
            screen.advance(by: 1)
        }
    }

    /// An alert with two actions, at rest.
    private static func alert(_ style: UserInterfaceStyle) -> GoldenScene {
        GoldenScene("alert-\(style)", width: 320, height: 300) { screen in
            let presenter = showPresenterTabs(on: screen, style)
            let alert = AlertController(title: "Delete album?", message: "Its photos stay in the library.", preferredStyle: .alert)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            alert.addAction(AlertAction(title: "Delete", style: .destructive))
            presenter.present(alert, animated: true)
            screen.advance(by: 1)
        }
    }
}
