import Foundation

/// Runs open menus: the root menu and the submenus opened from it (a stack of levels, the
/// last in front), with the keyboard and the pointer.
///
/// Keys (every key goes to the open menu while it is shown): Up and Down move the highlight
/// through the enabled rows of the front menu, skipping separators and disabled rows, and
/// stop at the ends (scrolling a long menu as needed); Home and End go to the first and last;
/// Page Up and Page Down move by a screenful; Right opens the highlighted submenu, Left
/// closes the front submenu; Return, Enter and Space choose the highlighted row; Escape
/// closes the front menu (the root one ends the session); typing letters within
/// `MenuTheme.typeAheadDelay` of each other highlights the next row whose title starts with
/// them. At the menu bar, Left and Right on the root menu move to the neighbouring menu.
///
/// The pointer: hovering highlights the row under it and opens its submenu; a press and a
/// release on a row choose it; a press outside every menu ends the session (the press goes
/// no further); the wheel scrolls a long menu.
///
/// Choosing a row ends the session first and then runs the element — an action's handler,
/// or a command sent along the responder chain the session was opened with — as UIKit
/// runs it after the menu is dismissed. An element with `.keepsMenuPresented` runs with the
/// menus left open. In a `.singleSelection` menu the chosen element turns `.on`, the
/// others `.off`.
@MainActor
final class MenuSession: KeyboardCapturing, RunningMenu {
    /// The open menus, root first.
    private(set) var levels: [MenuView] = []
    private let presenter: MenuPresenting
    /// The chain commands are sent along (the first responder's when the session began).
    let responders: [AnyObject]
    private let style: MenuTheme
    private let clock: () -> TimeInterval
    /// The sender actions run with (the button a menu belongs to; nil for context menus).
    var sender: Any?
    /// Called once when the session ends, before a chosen element runs.
    var onEnd: (() -> Void)?
    /// Left (-1) or Right (+1) on the root menu: the menu bar moves to its neighbour.
    /// Returns whether it did.
    var onSideStep: ((Int) -> Bool)?
    /// A press outside every menu (window coordinates): true when the owner used it (a
    /// press on the menu bar); otherwise the session ends.
    var onPressOutside: ((CGPoint) -> Bool)?
    /// The pointer moved outside every menu (window coordinates): the menu bar opens the
    /// menu of the title under it.
    var onPointerOutside: ((CGPoint) -> Void)?
    /// Whether the session is running (false once it ended).
    private(set) var isActive = true
    private var resolved: [ObjectIdentifier: [MenuElement]] = [:]
    private var loading: Set<ObjectIdentifier> = []
    private var isBuildingRows = false
    private var typeAhead = ""
    private var lastTypeTime: TimeInterval = -.infinity

    init(presenter: MenuPresenting, responders: [AnyObject], theme: MenuTheme, clock: @escaping () -> TimeInterval) {
        self.presenter = presenter
        self.responders = responders
        style = theme
        self.clock = clock
    }

    // MARK: Opening and closing

    /// Opens `menu` as the root menu at `anchor` (window coordinates); false, showing
    /// nothing, when it has no rows.
    func openRoot(_ menu: Menu, anchor: CGRect, style placement: MenuPlacement.Style) -> Bool {
        let view = makeView(for: menu)
        guard !view.rows.isEmpty else { return false }
        show(view, anchor: anchor, style: placement)
        return true
    }

    private func makeView(for menu: Menu) -> MenuView {
        let view = MenuView(menu: menu, theme: style)
        view.setRows(rows(of: menu))
        return view
    }

    private func show(_ view: MenuView, anchor: CGRect, style placement: MenuPlacement.Style) {
        let frame = MenuPlacement.frame(for: view.preferredSize(), anchor: anchor, in: presenter.menuArea, style: placement)
        levels.append(view)
        presenter.present(view, in: frame)
    }

    private func rows(of menu: Menu) -> [MenuRow] {
        isBuildingRows = true
        defer { isBuildingRows = false }
        return MenuRow.rows(of: menu, responders: responders) { [weak self] deferred in self?.resolve(deferred) }
    }

    /// The elements of `deferred`: those it answered with, else nil while it loads (asking
    /// it once per session).
    private func resolve(_ deferred: DeferredMenuElement) -> [MenuElement]? {
        let key = ObjectIdentifier(deferred)
        if let elements = resolved[key] { return elements }
        guard !loading.contains(key) else { return nil }
        loading.insert(key)
        deferred.load { [weak self] elements in
            guard let self else { return }
            self.loading.remove(key)
            self.resolved[key] = elements
            if !self.isBuildingRows { self.reloadRows() }
        }
        return resolved[key]
    }

    /// Rebuilds every open menu's rows (a deferred element answered, a state changed).
    func reloadRows() {
        guard isActive else { return }
        for view in levels { view.setRows(rows(of: view.menu)) }
    }

    /// Opens the submenu of row `index` of level `level` beside it (closing deeper levels);
    /// `highlightFirst` highlights its first enabled row (keyboard).
    private func openSubmenu(level: Int, row index: Int, highlightFirst: Bool) {
        let parent = levels[level]
        guard let submenu = parent.rows[index].submenu else { return }
        if levels.count > level + 1, levels[level + 1].parentRowIndex == index {
            closeLevels(after: level + 1)
        } else {
            closeLevels(after: level)
            let view = makeView(for: submenu)
            view.parentRowIndex = index
            guard !view.rows.isEmpty else { return }
            let anchor = presenter.convert(parent.rowFrame(at: index), from: parent)
            show(view, anchor: anchor, style: .beside(overlap: style.submenuOverlap))
        }
        parent.highlightedIndex = index
        if highlightFirst, let front = levels.last, front !== parent {
            front.highlightedIndex = nextSelectable(in: front, from: -1, step: 1)
        }
    }

    /// Closes the levels after `level`.
    private func closeLevels(after level: Int) {
        while levels.count > level + 1 {
            presenter.dismiss(levels.removeLast())
        }
    }

    /// Ends the session: every menu closes, `onEnd` runs; nothing is chosen.
    func end() {
        guard isActive else { return }
        isActive = false
        closeLevels(after: -1)
        presenter.sessionDidEnd()
        onEnd?()
    }

    // MARK: Choosing

    /// Chooses row `index` of level `level`: opens a submenu, or ends the session and runs
    /// the element (runs it with the menus open for `.keepsMenuPresented`). Disabled rows do
    /// nothing.
    func choose(level: Int, row index: Int) {
        guard levels.indices.contains(level), levels[level].rows.indices.contains(index) else { return }
        let row = levels[level].rows[index]
        guard row.isEnabled, let element = row.element else { return }
        if row.submenu != nil { return openSubmenu(level: level, row: index, highlightFirst: true) }
        if let parent = row.parent, parent.options.contains(.singleSelection) { parent.select(element) }
        let attributes = (element as? Action)?.attributes ?? (element as? Command)?.attributes ?? []
        if attributes.contains(.keepsMenuPresented) {
            run(element)
            reloadRows()
            return
        }
        end()
        run(element)
    }

    private func run(_ element: MenuElement) {
        if let action = element as? Action {
            action.perform(sender: sender)
        } else if let command = element as? Command {
            command.perform(in: responders)
        }
    }

    // MARK: Keyboard

    func captureKeyDown(_ press: KeyPress) {
        guard isActive, let front = levels.last else { return }
        let level = levels.count - 1
        let name = press.name.lowercased()
        switch name {
        case "down", "kp_down": moveHighlight(in: front, step: 1)
        case "up", "kp_up": moveHighlight(in: front, step: -1)
        case "home", "kp_home": highlight(nextSelectable(in: front, from: -1, step: 1), in: front)
        case "end", "kp_end": highlight(nextSelectable(in: front, from: front.rows.count, step: -1), in: front)
        case "prior", "page_up", "kp_prior", "next", "page_down", "kp_next":
            movePage(in: front, forward: name.hasSuffix("next") || name.hasSuffix("down"))
        case "right", "kp_right":
            if let index = front.highlightedIndex, front.rows[index].submenu != nil, front.rows[index].isEnabled {
                openSubmenu(level: level, row: index, highlightFirst: true)
            } else {
                _ = onSideStep?(1)
            }
        case "left", "kp_left":
            if level > 0 { closeLevels(after: level - 1) } else { _ = onSideStep?(-1) }
        case "return", "kp_enter", "space":
            if let index = front.highlightedIndex { choose(level: level, row: index) }
        case "escape":
            if level > 0 { closeLevels(after: level - 1) } else { end() }
        case "f10", "alt_l", "alt_r":
            // The menu bar's keys close its menus.
            if onSideStep != nil { end() }
        default:
            typeAhead(press, in: front)
        }
    }

    /// The next enabled row after `start` going by `step` (±1); nil when none.
    private func nextSelectable(in view: MenuView, from start: Int, step: Int) -> Int? {
        var index = start + step
        while view.rows.indices.contains(index) {
            if view.rows[index].isEnabled { return index }
            index += step
        }
        return nil
    }

    private func highlight(_ index: Int?, in view: MenuView) {
        guard let index else { return }
        view.highlightedIndex = index
        view.scrollToVisible(index)
    }

    /// Up or Down: the next enabled row; at the ends the highlight stays (the menu scrolls
    /// to show it, and to the very end when only separators or disabled rows follow).
    private func moveHighlight(in view: MenuView, step: Int) {
        let start = view.highlightedIndex ?? (step > 0 ? -1 : view.rows.count)
        if let next = nextSelectable(in: view, from: start, step: step) {
            highlight(next, in: view)
        } else {
            view.scroll(to: step > 0 ? view.maximumScrollOffset : 0)
        }
    }

    /// Page Up or Page Down: the enabled row about a screenful away.
    private func movePage(in view: MenuView, forward: Bool) {
        let visible = view.visibleRows
        let jump = max(1, visible.count - 1)
        let current = view.highlightedIndex ?? (forward ? -1 : view.rows.count)
        let target = min(max(current + (forward ? jump : -jump), 0), max(0, view.rows.count - 1))
        let index =
            nextSelectable(in: view, from: target - (forward ? 1 : -1), step: forward ? 1 : -1)
            ?? nextSelectable(in: view, from: target, step: forward ? -1 : 1)
        highlight(index, in: view)
    }

    /// A typed character adds to the type-ahead text (a new search after the theme's delay)
    /// and highlights the next enabled row whose title starts with it.
    private func typeAhead(_ press: KeyPress, in view: MenuView) {
        guard press.modifiers.subtracting(.shift).isEmpty, let text = press.text, !text.isEmpty,
            !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return }
        let now = clock()
        let continues = now - lastTypeTime <= style.typeAheadDelay
        lastTypeTime = now
        typeAhead = continues ? typeAhead + text.lowercased() : text.lowercased()
        let count = view.rows.count
        guard count > 0 else { return }
        // A new search starts after the highlighted row, so pressing a letter again moves on.
        let first = view.highlightedIndex.map { continues && typeAhead.count > 1 ? $0 : $0 + 1 } ?? 0
        for offset in 0..<count {
            let index = (first + offset) % count
            let row = view.rows[index]
            if row.isEnabled, let title = row.element?.title, title.lowercased().hasPrefix(typeAhead) {
                return highlight(index, in: view)
            }
        }
    }

    // MARK: Pointer

    /// The level and row under `point` (window coordinates), front menu first.
    private func hit(_ point: CGPoint) -> (level: Int, row: Int?)? {
        for level in levels.indices.reversed() {
            let view = levels[level]
            let local = presenter.convert(point, to: view)
            if view.bounds.contains(local) { return (level, view.rowIndex(at: local)) }
        }
        return nil
    }

    /// The pointer moved (hovering, or dragging with the button down): the row under it is
    /// highlighted and its submenu opens; deeper menus not opened from it close.
    func pointerMoved(to point: CGPoint) {
        guard isActive else { return }
        guard let (level, row) = hit(point) else {
            if let front = levels.last { front.highlightedIndex = nil }
            onPointerOutside?(point)
            return
        }
        let view = levels[level]
        guard let row, view.rows[row].isEnabled else {
            if levels.count == level + 1 { view.highlightedIndex = nil }
            return
        }
        view.highlightedIndex = row
        if view.rows[row].submenu != nil {
            openSubmenu(level: level, row: row, highlightFirst: false)
        } else {
            closeLevels(after: level)
        }
    }

    /// A press at `point`: in a menu it highlights (and opens a submenu); outside every menu
    /// the owner may take it (`onPressOutside`), else the session ends.
    func pointerDown(at point: CGPoint) {
        guard isActive else { return }
        if hit(point) != nil { return pointerMoved(to: point) }
        if onPressOutside?(point) == true { return }
        end()
    }

    /// A release at `point`: on an enabled row that opens no submenu, chooses it.
    func pointerUp(at point: CGPoint) {
        guard isActive, let (level, row) = hit(point), let row else { return }
        guard levels[level].rows[row].submenu == nil else { return }
        choose(level: level, row: row)
    }

    /// A wheel step at `point`: scrolls the menu under it.
    func scroll(at point: CGPoint, dy: CGFloat) {
        guard isActive, let (level, _) = hit(point) else { return }
        _ = levels[level].scrollWheel(dx: 0, dy: dy)
    }
}

extension MenuSession {
    /// Highlights the root menu's first enabled row (a menu opened from the keyboard).
    func highlightFirstRow() {
        guard let root = levels.first else { return }
        root.highlightedIndex = root.rows.firstIndex { $0.isEnabled }
    }
}
