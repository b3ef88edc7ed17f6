import Foundation
import WidgetKitLite

/// The demo's menu bar, hidden until F10 or Alt opens it: File → New Window (Ctrl+N),
/// Edit with the standard text commands (on the focused field), View → Dark Appearance
/// (a check mark when on; Ctrl+D), Window → Ask for Attention in 2 Seconds (Ctrl+Shift+R),
/// Help → About tabdemo (an alert).
extension DemoTabBarController: MenuBuilding {
    func buildMenu(with builder: MenuBuilder) {
        let newWindow = KeyCommand(
            title: "New Window", action: { (delegate: DemoAppDelegate) in { delegate.newWindow($0) } }, input: "n", modifierFlags: .command)
        builder.replaceChildren(ofMenu: .newScene) { _ in [newWindow] }
        let isDark = app?.settings.isDark ?? false
        let dark = KeyCommand(
            title: "Dark Appearance", action: { (tabs: DemoTabBarController) in { _ in tabs.app?.toggleDark() } }, input: "d",
            modifierFlags: .command)
        dark.state = isDark ? .on : .off
        builder.insertChild(Menu(identifier: "tabdemo.appearance", options: .displayInline, children: [dark]), atStartOfMenu: .view)
        let about = Action(title: "About tabdemo") { [weak self] _ in self?.showAbout() }
        builder.replaceChildren(ofMenu: .about) { _ in [about] }
        let attention = KeyCommand(
            title: "Ask for Attention in 2 Seconds", action: { (tabs: DemoTabBarController) in { _ in DemoDesktop.askForAttentionLater() } },
            input: "r", modifierFlags: [.command, .shift])
        builder.insertChild(Menu(identifier: "tabdemo.attention", options: .displayInline, children: [attention]), atEndOfMenu: .window)
    }

    /// Help → About: what the demo is, in an alert.
    func showAbout() {
        Trace.event("present", ["kind": 3])
        let alert = AlertController(
            title: "About tabdemo", message: "WidgetKitLite's demo: tabs, navigation stacks, lists, sheets and menus.",
            preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        (presentedViewController ?? self).present(alert, animated: true)
    }
}

extension DemoApp {
    /// View → Dark Appearance: the other appearance; the menu's check mark follows.
    func toggleDark() {
        setDark(!settings.isDark)
    }

    /// Gives the window its menu bar, hidden until F10 or Alt opens it.
    func installMenuBar() {
        window.showsMenuBar = true
        window.menuBar?.hidesUntilOpened = true
    }
}
