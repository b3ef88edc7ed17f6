import Foundation
@testable import WidgetKitLite

/// A page like the demo's: buttons at the top left (push, push full-screen, hide the tab
/// bar, pop), a bottom bar pinned to the safe area, and a tap on the content toggling it.
/// A `.text` page adds a text field right of the buttons, a `.table` page a table of
/// 30-point rows there, down to the bottom bar, and a `.selfSizingTable` page a table whose
/// rows size themselves (`rowHeight = automaticDimension`) to one to three lines of text,
/// some with a line that wraps at the table's width; the page keeps their models (what the fuzzer expects them to show) and hears what
/// they report.
@MainActor
final class FuzzPage: ViewController, TextFieldDelegate, TableViewDataSource, TableViewDelegate, GestureRecognizerDelegate {
    required init?(coder: NSCoder) { nil }

    enum Kind: Int, CaseIterable {
        case plain, text, table, selfSizingTable
    }

    let depth: Int
    let kind: Kind
    let bottomBar = BottomBar(text: "bar")
    private(set) var buttons: [Button] = []
    private(set) var field: TextField?
    private(set) var table: TableView?
    /// The built-in controls of a plain page (a switch, a slider, a segmented control):
    /// clicked and dragged at any rhythm, they must never print a diagnostic.
    private(set) var controls: [Control] = []
    weak var app: FuzzApp?
    /// Whether the bottom bar should end hidden, by the toggles made (the model's part).
    var expectsBarHidden = false
    /// What the field should hold.
    var textModel = FuzzTextModel()
    /// What the table should show.
    var tableModel = FuzzTableModel(count: 40)
    /// Changes the field announced to its delegate since the fuzzer last looked.
    var fieldChanges: [(range: NSRange, string: String)] = []
    /// Whether a press landed in the field (it placed the caret) since the fuzzer last looked.
    var fieldPressed = false
    /// Rows the table reported selected since the fuzzer last looked.
    var selectCalls: [IndexPath] = []
    static let rowHeight: CGFloat = 30

    init(title: String, depth: Int, kind: Kind = .plain, app: FuzzApp) {
        self.depth = depth
        self.kind = kind
        self.app = app
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        var buttons = [
            Button(title: "Push", style: .filled, primaryAction: Action { [weak self] _ in self?.app?.push(fullScreen: false) }),
            Button(title: "Full screen", style: .filled, primaryAction: Action { [weak self] _ in self?.app?.push(fullScreen: true) }),
            Button(title: "Tab bar", style: .filled, primaryAction: Action { [weak self] _ in self?.app?.toggleTabBar() }),
        ]
        if depth > 1 {
            buttons.append(Button(title: "Pop", style: .filled, primaryAction: Action { [weak self] _ in self?.app?.pop() }))
        }
        for button in buttons { view.addSubview(button) }
        self.buttons = buttons
        switch kind {
        case .plain:
            let segmented = SegmentedControl(items: ["One", "Two", "Three"])
            segmented.selectedSegmentIndex = 0
            controls = [Switch(frame: .zero), Slider(frame: .zero), segmented]
            for control in controls { view.addSubview(control) }
        case .text:
            let field = TextField(placeholder: "Type here")
            field.delegate = self
            field.addAction(Action { [weak self] _ in self?.fieldPressed = true }, for: .touchDown)
            view.addSubview(field)
            self.field = field
        case .table, .selfSizingTable:
            let table = TableView(frame: .zero, style: .plain)
            if kind == .table {
                table.rowHeight = Self.rowHeight
                table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            } else {
                table.rowHeight = TableView.automaticDimension
                table.register(FuzzLinesCell.self, forCellReuseIdentifier: "row")
            }
            table.dataSource = self
            table.delegate = self
            view.addSubview(table)
            self.table = table
        }
        view.addSubview(bottomBar)
        let tap = TapGestureRecognizer(target: self, action: FuzzPage.contentTapped)
        tap.delegate = self
        view.addGestureRecognizer(tap)
    }

    /// Where the field or the table goes: right of the buttons, from the first button's top
    /// (the table down to the bottom bar).
    var contentFrame: CGRect {
        let x = 8 + (buttons.map { $0.sizeThatFits(.zero).width }.max() ?? 0) + 8
        let y = view.safeAreaInsets.top + 8
        let width = max(0, view.bounds.width - x - 8)
        if let field { return CGRect(x: x, y: y, width: width, height: field.sizeThatFits(.zero).height) }
        let bottom = view.bounds.maxY - view.safeAreaInsets.bottom - bottomBar.height
        return CGRect(x: x, y: y, width: width, height: max(0, bottom - y))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        var y = view.safeAreaInsets.top + 8
        for button in buttons {
            let size = button.sizeThatFits(.zero)
            button.frame = CGRect(x: 8, y: y, width: size.width, height: size.height)
            y += size.height + 4
        }
        field?.frame = contentFrame
        table?.frame = contentFrame
        var controlY = contentFrame.minY
        for control in controls {
            let size = control.sizeThatFits(.zero)
            let width = control is Switch ? size.width : min(220, contentFrame.width)
            control.frame = CGRect(x: contentFrame.minX, y: controlY, width: width, height: max(size.height, 31))
            controlY += control.frame.height + 8
        }
    }

    func contentTapped(_ gesture: TapGestureRecognizer) {
        app?.toggleBottomBar(of: self)
    }

    /// The content tap leaves the field and the table alone.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        for view in [field as View?, table].compactMap({ $0 }) + controls where view.bounds.contains(touch.location(in: view)) { return false }
        return true
    }

    // MARK: Field

    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        fieldChanges.append((range, string))
        return true
    }

    // MARK: Table

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { tableModel.items.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = text(ofItem: tableModel.items[indexPath.row])
        return cell
    }

    /// What the row of item `id` shows: "Item N", on a self-sizing page followed for some
    /// items by a tail that wraps in a narrow table and by one or two more lines.
    func text(ofItem id: Int) -> String {
        guard kind == .selfSizingTable else { return "Item \(id)" }
        let shape = Self.shape(ofItem: id)
        return "Item \(id)" + (shape.wraps ? " with a tail that wraps" : "") + String(repeating: "\nmore", count: shape.extraLines)
    }

    /// How item `id`'s text looks on a self-sizing page: 0, 1 or 2 lines beyond the first,
    /// and whether the first has a tail that wraps (one item in three).
    static func shape(ofItem id: Int) -> (extraLines: Int, wraps: Bool) { ((id * 7 + id / 3) % 3, id % 3 == 1) }

    /// The height of the row of item `id`: 30 points, or on a self-sizing page what a cell
    /// showing its text says it needs at the table's width (measured outside any table, once
    /// per text and width: how a line wraps depends on the digits of the item's number too).
    func rowHeight(ofItem id: Int) -> CGFloat {
        guard kind == .selfSizingTable else { return Self.rowHeight }
        let text = text(ofItem: id)
        let width = table?.bounds.width ?? 0
        let key = "\(width) \(text)"
        if let known = Self.measuredHeights[key] { return known }
        let probe = FuzzLinesCell(style: .default, reuseIdentifier: nil)
        probe.textLabel?.text = text
        let height = probe.sizeThatFits(CGSize(width: width, height: 0)).height
        Self.measuredHeights[key] = height
        return height
    }

    private static var measuredHeights: [String: CGFloat] = [:]

    /// The tops of the rows the model holds, and the bottom of the last: `tops[i]` is the
    /// sum of the heights of rows 0..<i.
    var rowTops: [CGFloat] {
        var tops: [CGFloat] = [0]
        for id in tableModel.items { tops.append(tops[tops.count - 1] + rowHeight(ofItem: id)) }
        return tops
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selectCalls.append(indexPath)
    }

    /// Inserts a new item at `index` (0…count).
    func insertRow(at index: Int, animated: Bool) {
        guard let table else { return }
        tableModel.items.insert(tableModel.nextID, at: index)
        tableModel.nextID += 1
        table.insertRows(at: [IndexPath(row: index, section: 0)], with: animated ? .fade : .none)
    }

    /// Deletes the item at `index`; the selection goes with it.
    func deleteRow(at index: Int, animated: Bool) {
        guard let table, tableModel.items.indices.contains(index) else { return }
        let id = tableModel.items.remove(at: index)
        if tableModel.selected == id { tableModel.selected = nil }
        table.deleteRows(at: [IndexPath(row: index, section: 0)], with: animated ? .fade : .none)
    }

    /// Gives the item at `index` new content (a new item number, so new text and, on a
    /// self-sizing page, perhaps a new height) and reloads its row; a selected row stays
    /// selected.
    func replaceRow(at index: Int, animated: Bool) {
        guard let table, tableModel.items.indices.contains(index) else { return }
        let id = tableModel.nextID
        tableModel.nextID += 1
        if tableModel.selected == tableModel.items[index] { tableModel.selected = id }
        tableModel.items[index] = id
        table.reloadRows(at: [IndexPath(row: index, section: 0)], with: animated ? .fade : .none)
    }

    /// Reloads the table: the selection is cleared.
    func reloadTable() {
        guard let table else { return }
        tableModel.selected = nil
        table.reloadData()
    }
}

/// A self-sizing page's cell: its label takes as many lines as its text has, wrapping at
/// the cell's width less its insets (not below 40 points), so its height depends on the
/// width it is measured at.
final class FuzzLinesCell: TableViewCell {
    required init?(coder: NSCoder) { nil }

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.numberOfLines = 0
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = max(40, size.width - 2 * Theme.light.lists.separatorInset)
        let text = textLabel?.sizeThatFits(CGSize(width: width, height: 0)) ?? .zero
        return CGSize(width: size.width, height: max(Theme.light.lists.rowHeight, text.height + 16))
    }
}

/// A presented page: a "Done" button at the top left that dismisses it.
@MainActor
final class FuzzSheet: ViewController {
    required init?(coder: NSCoder) { nil }

    weak var app: FuzzApp?
    private(set) var done: Button?

    init(title: String, app: FuzzApp) {
        self.app = app
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let done = Button(title: "Done", style: .filled, primaryAction: Action { [weak self] _ in self?.app?.dismissPresented() })
        view.addSubview(done)
        self.done = done
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = done?.sizeThatFits(.zero) ?? .zero
        done?.frame = CGRect(x: 8, y: view.safeAreaInsets.top + 8, width: size.width, height: size.height)
    }
}

/// The demo's controller tree, built as `DemoApp` builds it — a tab bar controller of three
/// navigation stacks of pages — with every call it makes recorded in a `TreeModel`.
@MainActor
final class FuzzApp {
    let screen: HeadlessScreen
    let window: Window
    let tabs = TabBarController()
    private(set) var navigations: [NavigationController] = []
    private(set) var model: TreeModel!
    private var pageCount = 0

    /// Creates the tree: the tabs' roots are a plain page, a text page and a `tableKind`
    /// page (`.table` or `.selfSizingTable`); pushed pages take every kind in turn.
    init(size: CGSize, tableKind: FuzzPage.Kind = .table) {
        screen = HeadlessScreen(size: size)
        window = screen.makeWindow()
        navigations = (0..<3).map { index in
            let kind = index == 2 ? tableKind : FuzzPage.Kind(rawValue: index)!
            let root = FuzzPage(title: "Tab \(index)", depth: 1, kind: kind, app: self)
            made(root)
            let nav = NavigationController(rootViewController: root)
            nav.tabBarItem = TabBarItem(title: "Tab \(index)", glyph: [.house, .books, .gear][index], tag: index)
            return nav
        }
        model = TreeModel(roots: navigations.map { $0.viewControllers[0] })
        tabs.viewControllers = navigations
        window.rootViewController = tabs
        // Every container's view exists, so the bars' callbacks can be observed.
        for nav in navigations { _ = nav.view }
        let select = tabs.tabBar.onSelect
        tabs.tabBar.onSelect = { [unowned self] index in
            if let left = model.tabTapped(index) { tabLeft(left) }
            select?(index)
        }
        for (index, nav) in navigations.enumerated() {
            let back = nav.navigationBar.onBack
            nav.navigationBar.onBack = { [unowned self] in
                model.pop(tab: index)
                back?()
            }
        }
        installKeyCommands()
        screen.advance(by: 0)
    }

    var currentIndex: Int { tabs.selectedIndex }
    var currentNavigation: NavigationController { navigations[tabs.selectedIndex] }

    // MARK: Actions, recorded in the model

    /// Called with the tab that was left when a switch happened (its transitions must finish).
    var tabLeft: (Int) -> Void = { _ in }

    func push(fullScreen: Bool) {
        let nav = currentNavigation
        pageCount += 1
        let page = FuzzPage(
            title: fullScreen ? "Full \(pageCount)" : "Page \(pageCount)", depth: nav.viewControllers.count + 1,
            kind: FuzzPage.Kind(rawValue: pageCount % FuzzPage.Kind.allCases.count)!, app: self)
        page.hidesBottomBarWhenPushed = fullScreen
        made(page)
        model.push(page, tab: currentIndex)
        nav.pushViewController(page, animated: true)
    }

    /// Pushes a page already shown somewhere (misuse: refused with a diagnostic).
    func pushExisting(fromTab tab: Int) {
        guard let page = navigations[tab].viewControllers.last else { return }
        model.push(page, tab: currentIndex)
        currentNavigation.pushViewController(page, animated: true)
    }

    /// Pops without looking first (at the root: misuse, refused with a diagnostic).
    func pop() {
        model.pop(tab: currentIndex)
        currentNavigation.popViewController(animated: true)
    }

    func popToRoot() {
        model.stacks[currentIndex].popToRoot()
        currentNavigation.popToRootViewController(animated: true)
    }

    func select(_ index: Int) {
        if let left = model.select(index) { tabLeft(left) }
        tabs.selectedIndex = index
    }

    func toggleTabBar() {
        tabs.setTabBar(hidden: !tabs.isTabBarHidden, animated: true)
    }

    func toggleBottomBar(of page: FuzzPage) {
        page.expectsBarHidden.toggle()
        page.bottomBar.toggle()
    }

    func toggleVisibleBottomBar() {
        guard let page = currentNavigation.visibleViewController as? FuzzPage else { return }
        toggleBottomBar(of: page)
    }

    /// Presents a page sheet (0), a full-screen page (1) or an alert with OK and Cancel (2)
    /// from the tab bar controller, as an app does: only when it presents nothing (its
    /// model says so; the toolkit may still be running or queueing the last change).
    func present(kind: Int) {
        guard model.presented == nil else { return }
        presentCount += 1
        let vc: ViewController
        if kind == 2 {
            let alert = AlertController(title: "Alert \(presentCount)", message: "Message", preferredStyle: .alert)
            alert.addAction(AlertAction(title: "OK", style: .default))
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            vc = alert
        } else {
            vc = FuzzSheet(title: "Sheet \(presentCount)", app: self)
            vc.modalPresentationStyle = kind == 1 ? .fullScreen : .pageSheet
        }
        model.presented = vc
        tabs.present(vc, animated: true)
    }

    /// Dismisses what the app presented (when its model says it presents something).
    func dismissPresented() {
        guard let presented = model.presented else { return }
        model.dismissed(presented)
        tabs.dismiss(animated: true)
    }

    private var presentCount = 0

    /// Key names the app answers, as the demo's (plus misuse on purpose).
    static let keys = ["p", "f", "Escape", "r", "1", "2", "3", "9", "h", "Space", "d", "e", "Tab", "Return", "x", "s", "a"]

    private func installKeyCommands() {
        let commands: [(String, () -> Void)] = [
            ("p", { [unowned self] in push(fullScreen: false) }),
            ("f", { [unowned self] in push(fullScreen: true) }),
            ("Escape", { [unowned self] in pop() }),
            ("r", { [unowned self] in popToRoot() }),
            ("1", { [unowned self] in select(0) }),
            ("2", { [unowned self] in select(1) }),
            ("3", { [unowned self] in select(2) }),
            ("9", { [unowned self] in select(8) }),
            ("h", { [unowned self] in toggleTabBar() }),
            ("Space", { [unowned self] in toggleVisibleBottomBar() }),
            ("d", { [unowned self] in pushExisting(fromTab: currentIndex) }),
            ("e", { [unowned self] in pushExisting(fromTab: (currentIndex + 1) % 3) }),
            ("s", { [unowned self] in present(kind: 0) }),
            ("a", { [unowned self] in present(kind: 2) }),
        ]
        for (input, action) in commands {
            tabs.addKeyCommand(KeyCommand(input: input) { _ in action() })
        }
    }

    /// Every page made, held weakly (a page leaving its stack lives on while it is on screen:
    /// an interactive pop takes it out of `viewControllers` at once).
    private var madePages: [() -> FuzzPage?] = []

    /// Pages alive with their views loaded, in or out of a stack.
    var livePages: [FuzzPage] { madePages.compactMap { $0() }.filter(\.isViewLoaded) }

    private func made(_ page: FuzzPage) {
        madePages.removeAll { $0() == nil }
        madePages.append { [weak page] in page }
    }

    /// Every page loaded so far in any stack.
    var loadedPages: [FuzzPage] {
        navigations.flatMap(\.viewControllers).compactMap { $0 as? FuzzPage }.filter(\.isViewLoaded)
    }

    /// What is laid out wrong at rest for a window of the current size (empty when right):
    /// container, bars and the selected tab's top page fill or pin to the window.
    func layoutProblems() -> [String] {
        var problems: [String] = []
        let b = window.bounds
        func expect(_ what: String, _ actual: CGRect, _ expected: CGRect) {
            if actual != expected { problems.append("\(what) at \(actual), expected \(expected)") }
        }
        expect("tab bar controller", tabs.view.frame, b)
        let barHeight = Theme.light.tabBarHeight
        let barY = tabs.isTabBarHidden ? b.height : b.height - barHeight
        expect("tab bar", tabs.tabBar.frame, CGRect(x: 0, y: barY, width: b.width, height: barHeight))
        let nav = currentNavigation
        expect("navigation controller", nav.view.frame, b)
        expect("navigation bar", nav.navigationBar.frame, CGRect(x: 0, y: 0, width: b.width, height: Theme.light.navigationBarHeight))
        if let page = nav.topViewController as? FuzzPage, page.isViewLoaded {
            expect("top page", page.view.frame, b)
            let inset = tabs.isTabBarHidden ? 0 : barHeight
            let bar = page.bottomBar
            expect("bottom bar", bar.frame, CGRect(x: 0, y: b.height - inset - bar.height, width: b.width, height: bar.height))
            if let content = page.field ?? page.table, content.frame != page.contentFrame {
                problems.append("\(page.kind) content at \(content.frame), expected \(page.contentFrame)")
            }
            if let first = page.buttons.first, first.frame.minY != Theme.light.navigationBarHeight + 8 {
                problems.append("first button at y \(first.frame.minY)")
            }
        }
        return problems
    }
}
