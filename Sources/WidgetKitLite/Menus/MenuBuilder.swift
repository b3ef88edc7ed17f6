import Foundation

/// Edits the menu bar's tree of menus while it is built — UIKit's `UIMenuBuilder`, handed to
/// `MenuBuilding.buildMenu(with:)`. The tree starts as the standard menus (File, Edit,
/// View, Window, Help, with their standard groups); menus are found by identifier anywhere
/// in it, the bar itself being `Menu.Identifier.root`.
///
/// An edit naming a menu that is not in the tree changes nothing and reports one
/// diagnostic line.
@MainActor
public final class MenuBuilder {
    /// The whole tree: the bar's menus are the root's children.
    public private(set) var root: Menu

    /// A builder editing `root`.
    public init(root: Menu) {
        self.root = root
    }

    /// The menu with `identifier`, anywhere in the tree; nil when there is none.
    public func menu(for identifier: Menu.Identifier) -> Menu? {
        Self.find(identifier, in: root)
    }

    /// The action with `identifier`, anywhere in the tree; nil when there is none.
    public func action(forIdentifier identifier: String) -> Action? {
        func search(_ menu: Menu) -> Action? {
            for child in menu.children {
                if let action = child as? Action, action.identifier == identifier { return action }
                if let sub = child as? Menu, let found = search(sub) { return found }
            }
            return nil
        }
        return search(root)
    }

    /// Puts `replacementMenu` where the menu with `replacedIdentifier` is.
    public func replace(menu replacedIdentifier: Menu.Identifier, with replacementMenu: Menu) {
        edit(replacedIdentifier, "replace(menu:with:)") { _ in [replacementMenu] }
    }

    /// Replaces the children of the menu with `parentIdentifier` by what `childrenBlock`
    /// makes of them.
    public func replaceChildren(ofMenu parentIdentifier: Menu.Identifier, from childrenBlock: ([MenuElement]) -> [MenuElement]) {
        edit(parentIdentifier, "replaceChildren(ofMenu:from:)") { [$0.replacingChildren(childrenBlock($0.children))] }
    }

    /// Inserts `siblingMenu` just before the menu with `siblingIdentifier`.
    public func insertSibling(_ siblingMenu: Menu, beforeMenu siblingIdentifier: Menu.Identifier) {
        edit(siblingIdentifier, "insertSibling(_:beforeMenu:)", allowsRoot: false) { [siblingMenu, $0] }
    }

    /// Inserts `siblingMenu` just after the menu with `siblingIdentifier`.
    public func insertSibling(_ siblingMenu: Menu, afterMenu siblingIdentifier: Menu.Identifier) {
        edit(siblingIdentifier, "insertSibling(_:afterMenu:)", allowsRoot: false) { [$0, siblingMenu] }
    }

    /// Inserts `childMenu` as the first child of the menu with `parentIdentifier`.
    public func insertChild(_ childMenu: Menu, atStartOfMenu parentIdentifier: Menu.Identifier) {
        edit(parentIdentifier, "insertChild(_:atStartOfMenu:)") { [$0.replacingChildren([childMenu] + $0.children)] }
    }

    /// Inserts `childMenu` as the last child of the menu with `parentIdentifier`.
    public func insertChild(_ childMenu: Menu, atEndOfMenu parentIdentifier: Menu.Identifier) {
        edit(parentIdentifier, "insertChild(_:atEndOfMenu:)") { [$0.replacingChildren($0.children + [childMenu])] }
    }

    /// Removes the menu with `removedIdentifier` and everything in it.
    public func remove(menu removedIdentifier: Menu.Identifier) {
        edit(removedIdentifier, "remove(menu:)", allowsRoot: false) { _ in [] }
    }

    // MARK: Tree edits

    /// Replaces the menu with `identifier` by what `change` makes of it; reports `call`
    /// when there is no such menu (or it is the root and `allowsRoot` is false).
    private func edit(_ identifier: Menu.Identifier, _ call: String, allowsRoot: Bool = true, change: (Menu) -> [MenuElement]) {
        if identifier == root.identifier {
            if allowsRoot, let menu = change(root).first as? Menu { root = menu } else { report(call, identifier) }
            return
        }
        guard let edited = Self.rewrite(root, identifier, change) else { return report(call, identifier) }
        root = edited
    }

    private func report(_ call: String, _ identifier: Menu.Identifier) {
        Diagnostics.report("MenuBuilder.\(call): no menu \"\(identifier.rawValue)\" to edit in the menu bar; nothing changed")
    }

    private static func find(_ identifier: Menu.Identifier, in menu: Menu) -> Menu? {
        if menu.identifier == identifier { return menu }
        for case let child as Menu in menu.children {
            if let found = find(identifier, in: child) { return found }
        }
        return nil
    }

    /// `menu` with its descendant `identifier` replaced by `change`'s elements; nil when it
    /// has no such descendant.
    private static func rewrite(_ menu: Menu, _ identifier: Menu.Identifier, _ change: (Menu) -> [MenuElement]) -> Menu? {
        var children: [MenuElement] = []
        var found = false
        for child in menu.children {
            guard !found, let sub = child as? Menu else {
                children.append(child)
                continue
            }
            if sub.identifier == identifier {
                children += change(sub)
                found = true
            } else if let edited = rewrite(sub, identifier, change) {
                children.append(edited)
                found = true
            } else {
                children.append(sub)
            }
        }
        return found ? menu.replacingChildren(children) : nil
    }
}
