import Foundation

import WidgetKitLite

/// Animations caught half way: a fade, a page sheet and an alert sliding or fading in over
/// a tab bar controller, and a row's selection fading out.
extension GoldenScene {
    static let motion: [GoldenScene] = [fadeMidway, sheetMidway, alertMidway, deselectMidway]

    /// A black box fading out after a click on a filled button, half way.
    private static let fadeMidway = GoldenScene("fade-midway", width: 200, height: 100) { screen in
        let window = screen.makeWindow()
        let box = View(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        box.backgroundColor = .black
        let button = Button(
            title: "Fade", style: .filled,
            primaryAction: Action { _ in
                View.animate(withDuration: 0.5) { box.alpha = 0 }
            })
        button.frame = CGRect(x: 10, y: 30, width: 80, height: 40)
        window.addSubview(box)
        window.addSubview(button)
        screen.press(at: CGPoint(x: 50, y: 50))
        screen.release(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 0.25)
    }

    /// Two tabs of navigation controllers, the first page titled and holding a button.
    @MainActor
    private static func showTabs(on screen: SceneScreen) -> ViewController {
        let window = screen.makeWindow()
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

    /// A page sheet half way up over the dimmed tabs.
    private static let sheetMidway = GoldenScene("sheet-midway", width: 320, height: 300) { screen in
        let presenter = showTabs(on: screen)
        let sheet = ViewController()
        sheet.view.backgroundColor = Color(rgb: 250, 250, 252)
        let label = Label(text: "Details")
        label.frame = CGRect(x: 20, y: 20, width: 200, height: 24)
        sheet.view.addSubview(label)
        presenter.present(sheet, animated: true)
        screen.advance(by: Theme.light.presentation.sheetDuration / 2)
    }

    /// An alert with two actions half way in over the dimmed tabs.
    private static let alertMidway = GoldenScene("alert-midway", width: 320, height: 300) { screen in
        let presenter = showTabs(on: screen)
        let alert = AlertController(title: "Delete album?", message: "Its photos stay in the library.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        presenter.present(alert, animated: true)
        screen.advance(by: Theme.light.presentation.alertDuration / 2)
    }

    /// A selected row deselected with animation, 0.1 s into the fade.
    private static let deselectMidway = GoldenScene("table-deselect-midway", width: 300, height: 200) { screen in
        let window = screen.makeWindow()
        let model = TableModel(rows: 10)
        let table = ModelOwningTableView(frame: window.bounds, model: model)
        window.addSubview(table)
        screen.advance(by: 0)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        screen.advance(by: 0)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
        screen.advance(by: 0.1)
    }
}
