import Foundation
import WidgetKitLite

/// Builds the demo's controller tree in a window — the same on X11 and headless: three
/// tabs, each a navigation stack of demo pages.
@MainActor
final class DemoApp {
    let window: Window
    let tabs = DemoTabBarController()
    /// Ends the program (the X11 run exits; the headless run ignores it).
    var onQuit: () -> Void = {}
    /// Sets the animation speed of the demo's window (the X11 windows' by default; a
    /// headless run sets its screen's).
    var setWindowAnimationSpeed: (Double) -> Void = { Application.shared.animationSpeed = $0 }
    private var slowMotion = false
    /// What the Settings tab shows and changes.
    private(set) var settings = DemoSettings()

    static let tabs: [(title: String, icon: String, symbol: String, glyph: TabBarItem.Glyph)] = [
        ("Home", "home", "house", .house), ("Library", "library", "books.vertical", .books),
        ("Settings", "settings", "gearshape", .gear),
    ]

    init(window: Window) {
        self.window = window
        settings.isDark = window.traitCollection.userInterfaceStyle == .dark
        settings.textSize = window.preferredContentSizeCategory
        tabs.viewControllers = Self.tabs.enumerated().map { index, tab in
            let root: DemoPage
            switch index {
            case 1: root = LibraryPage(title: tab.title)
            case 2: root = SettingsPage()
            default: root = DemoPage(title: tab.title, depth: 1)
            }
            let nav = NavigationController(rootViewController: root)
            let icons = DemoImages.tabSymbols(tab.symbol, files: tab.icon)
            let item = TabBarItem(title: tab.title, image: icons.image, selectedImage: icons.selected)
            item.tag = index
            // Without the image files the built-in glyph stands in.
            if icons.image.isEmpty { item.glyph = tab.glyph }
            nav.tabBarItem = item
            nav.delegate = tabs
            return nav
        }
        installNameSetting()
        installNotesItem()
        tabs.delegate = tabs
        tabs.app = self
        window.rootViewController = tabs
        installKeyCommands()
        updateTitle()
        Trace.event("start", ["width": Double(window.bounds.width), "height": Double(window.bounds.height)])
    }

    /// The navigation stack of the selected tab.
    var currentNavigation: NavigationController? { tabs.selectedViewController as? NavigationController }
    /// The page on top of the selected tab.
    var currentPage: DemoPage? { currentNavigation?.topViewController as? DemoPage }

    /// Most pages above the root the window title names: a deeper stack names the last
    /// ones after "… N more" (a key flood of 10,000 pushes made a 119,000-character title,
    /// sent to the server whole at every push).
    static let titleTrailLimit = 4

    /// "tabdemo — Home › Page 2 › Page 3", or "tabdemo — Home › … 7 more › Page 9 › Page 10 ›
    /// Page 11" for a deep stack (the tab, then the pages above the root).
    func updateTitle() {
        let tab = Self.tabs[min(tabs.selectedIndex, Self.tabs.count - 1)].title
        let pages = (currentNavigation?.viewControllers ?? []).dropFirst()
        let limit = Self.titleTrailLimit
        let trail =
            pages.count > limit
            ? ["… \(pages.count - limit + 1) more"] + pages.suffix(limit - 1).compactMap(\.title)
            : pages.compactMap(\.title)
        window.title = (["tabdemo — \(tab)"] + trail).joined(separator: " › ")
    }

    /// The Settings tab's name field renames the Home page.
    private func installNameSetting() {
        let roots = (tabs.viewControllers ?? []).map { ($0 as? NavigationController)?.viewControllers.first }
        guard let home = roots.first as? DemoPage, let settings = roots.last as? SettingsPage else { return }
        settings.nameSetting.onChange = { name in home.title = NameSetting.homeTitle(for: name) }
    }

    /// The Home page's navigation bar offers the note (top right).
    private func installNotesItem() {
        let home = (tabs.viewControllers?.first as? NavigationController)?.viewControllers.first
        home?.navigationItem.rightBarButtonItem = BarButtonItem(
            title: "Notes", style: .plain, primaryAction: Action { [weak self] _ in self?.pushNotes() })
    }

    // MARK: Actions (buttons and keys)

    func push(fullScreen: Bool) {
        guard let nav = currentNavigation else { return }
        let depth = nav.viewControllers.count + 1
        let page = DemoPage(title: fullScreen ? "Full screen \(depth)" : "Page \(depth)", depth: depth)
        page.hidesBottomBarWhenPushed = fullScreen
        Trace.event("push", ["depth": Double(depth), "fullScreen": fullScreen ? 1 : 0, "tab": Double(tabs.selectedIndex), "page": Double(page.serial)])
        page.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(page, animated: true)
        updateTitle()
    }

    /// Pushes a page with the picture on the current tab.
    func pushPicture() {
        guard let nav = currentNavigation else { return }
        let depth = nav.viewControllers.count + 1
        let page = PicturePage(title: "Picture \(depth)", depth: depth)
        Trace.event("push", ["depth": Double(depth), "fullScreen": 0, "picture": 1, "tab": Double(tabs.selectedIndex), "page": Double(page.serial)])
        page.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(page, animated: true)
        updateTitle()
    }

    /// Pushes the Notes page on the current tab.
    func pushNotes() {
        guard let nav = currentNavigation else { return }
        let depth = nav.viewControllers.count + 1
        let page = NotesPage()
        Trace.event("push", ["depth": Double(depth), "fullScreen": 0, "notes": 1, "tab": Double(tabs.selectedIndex), "page": Double(page.serial)])
        page.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(page, animated: true)
        updateTitle()
    }

    func pop() {
        guard let nav = currentNavigation, nav.viewControllers.count > 1 else { return }
        Trace.event("pop", ["depth": Double(nav.viewControllers.count - 1), "tab": Double(tabs.selectedIndex)])
        nav.popViewController(animated: true)
        updateTitle()
    }

    func selectTab(_ index: Int) {
        guard Self.tabs.indices.contains(index) else { return }
        Trace.event("tab", ["index": Double(index)])
        tabs.selectedIndex = index
        updateTitle()
    }

    func toggleBottomBar() {
        guard let page = currentNavigation?.visibleViewController as? DemoPage else { return }
        page.toggleBottomBar()
    }

    func toggleTabBar() {
        let hide = !tabs.isTabBarHidden
        Trace.event("tabBar", ["hidden": hide ? 1 : 0])
        tabs.setTabBar(hidden: hide, animated: true)
        for case let nav as NavigationController in tabs.viewControllers ?? [] {
            for case let page as DemoPage in nav.viewControllers { page.updateTabBarButton() }
        }
    }

    /// Large titles on Home (L): the Home stack's bar grows a large title that collapses as
    /// the page scrolls; pages pushed on it keep the small title.
    func toggleLargeTitles() {
        guard let home = tabs.viewControllers?.first as? NavigationController else { return }
        let on = !home.navigationBar.prefersLargeTitles
        for (index, page) in home.viewControllers.enumerated() {
            page.navigationItem.largeTitleDisplayMode = index == 0 ? .always : .never
        }
        home.navigationBar.prefersLargeTitles = on
        Trace.event("largeTitles", ["on": on ? 1 : 0])
    }

    func toggleSlowMotion() {
        slowMotion.toggle()
        applyAnimationSpeed()
        Trace.event("slowMotion", ["on": slowMotion ? 1 : 0])
    }

    private func applyAnimationSpeed() {
        setWindowAnimationSpeed(settings.animationSpeed * (slowMotion ? 0.1 : 1))
    }

    // MARK: Settings

    /// Switches the whole window to the dark (or light) appearance, live.
    func setDark(_ dark: Bool) {
        settings.isDark = dark
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        window.menuBar?.setNeedsRebuild()
        Trace.event("appearance", ["dark": dark ? 1 : 0])
        settingsDidChange()
    }

    /// Sets the window's text size: every label and text view whose text-style font adjusts
    /// rescales at once.
    func setTextSize(_ size: ContentSizeCategory) {
        guard size != settings.textSize else { return }
        settings.textSize = size
        window.preferredContentSizeCategory = size
        Trace.event("textSize", ["step": Double(DemoSettings.textSizeStep(for: size)), "points": Double(Font.preferredFont(forTextStyle: .body, compatibleWith: window.traitCollection).pointSize)])
        settingsDidChange()
    }

    func setAnimationSpeed(_ speed: Double) {
        guard speed != settings.animationSpeed else { return }
        settings.animationSpeed = speed
        applyAnimationSpeed()
        Trace.event("speed", ["value": speed])
    }

    func setBottomBarStyle(_ style: DemoSettings.BottomBarStyle) {
        settings.bottomBarStyle = style
        Trace.event("barStyle", ["index": Double(style.rawValue)])
        settingsDidChange()
    }

    /// Every page restyles its bottom bar; the Settings page shows the new values.
    private func settingsDidChange() {
        for case let nav as NavigationController in tabs.viewControllers ?? [] {
            for case let page as DemoPage in nav.viewControllers {
                page.applyBottomBarStyle()
                (page as? SettingsPage)?.showSettings()
            }
        }
    }

    private func cycleBottomBarStyle() {
        let all = DemoSettings.BottomBarStyle.allCases
        setBottomBarStyle(all[(settings.bottomBarStyle.rawValue + 1) % all.count])
    }

    private func installKeyCommands() {
        let commands: [(String, KeyModifiers, () -> Void)] = [
            ("Space", [], { [unowned self] in toggleBottomBar() }),
            ("p", [], { [unowned self] in push(fullScreen: false) }),
            ("f", [], { [unowned self] in push(fullScreen: true) }),
            ("Escape", [], { [unowned self] in pop() }),
            ("BackSpace", [], { [unowned self] in pop() }),
            ("1", [], { [unowned self] in selectTab(0) }),
            ("2", [], { [unowned self] in selectTab(1) }),
            ("3", [], { [unowned self] in selectTab(2) }),
            ("h", [], { [unowned self] in toggleTabBar() }),
            ("s", [], { [unowned self] in toggleSlowMotion() }),
            ("l", [], { [unowned self] in toggleLargeTitles() }),
            ("c", [], { [unowned self] in pushControls() }),
            ("v", [], { [unowned self] in presentShelves() }),
            ("d", [], { [unowned self] in setDark(!settings.isDark) }),
            ("b", [], { [unowned self] in cycleBottomBarStyle() }),
            ("q", [], { [unowned self] in onQuit() }),
            ("q", [.control], { [unowned self] in onQuit() }),
            ("F11", [], { [unowned self] in window.toggleFullScreen() }),
            ("m", [.control], { [unowned self] in window.zoom() }),
            ("F1", [], { [unowned self] in DemoDesktop.showAbout(over: window) }),
        ]
        for (input, modifiers, action) in commands {
            tabs.addKeyCommand(KeyCommand(input: input, modifierFlags: modifiers) { _ in action() })
        }
    }
}

/// The demo's tab bar controller: reports tab switches and page changes.
final class DemoTabBarController: TabBarController, TabBarControllerDelegate, NavigationControllerDelegate {
    weak var app: DemoApp?

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        Trace.event("tab", ["index": Double(selectedIndex)])
        app?.updateTitle()
    }

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        Trace.event("transitionStart", fields(navigationController, showing: viewController))
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        Trace.event("transitionEnd", fields(navigationController, showing: viewController))
        app?.updateTitle()
    }

    /// The stack's depth, its tab and the page shown, for trace events.
    private func fields(_ navigationController: NavigationController, showing page: ViewController) -> [String: Double] {
        [
            "depth": Double(navigationController.viewControllers.count),
            "tab": Double(viewControllers?.firstIndex { $0 === navigationController } ?? -1),
            "page": Double((page as? TracedPage)?.serial ?? 0),
        ]
    }
}
