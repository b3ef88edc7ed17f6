import Foundation

/// A button's menu — UIKit's `UIButton.menu`, `showsMenuAsPrimaryAction` and
/// `changesSelectionAsPrimaryAction`.
///
/// With `showsMenuAsPrimaryAction`, the button's primary action (a click, or Space or Return
/// while it has the focus) opens `menu` under it: a pull-down button. With
/// `changesSelectionAsPrimaryAction` it is a pop-up button: one action of the menu is
/// selected (`.on`; the first when none is), the button shows its title, and choosing
/// another action selects it (and runs its handler). Actions chosen from the menu run with
/// the button as their `sender`.
extension Button {
    /// The menu the button opens; nil for none.
    public var menu: Menu? {
        get { menuState.menu }
        set {
            menuState.menu = newValue
            updateMenuBehaviour()
        }
    }

    /// Whether the primary action opens `menu` (a pull-down button).
    public var showsMenuAsPrimaryAction: Bool {
        get { menuState.showsMenuAsPrimaryAction }
        set {
            menuState.showsMenuAsPrimaryAction = newValue
            updateMenuBehaviour()
        }
    }

    /// Whether the button shows and changes the menu's selected action (a pop-up button);
    /// the menu then opens as the primary action too.
    public var changesSelectionAsPrimaryAction: Bool {
        get { menuState.changesSelectionAsPrimaryAction }
        set {
            menuState.changesSelectionAsPrimaryAction = newValue
            updateMenuBehaviour()
        }
    }

    /// The identifier of the action that opens the menu.
    private static let menuActionIdentifier = "WidgetKitLite.Button.menu"

    /// Registers (or removes) the primary action that opens the menu, and shows the selected
    /// action's title on a pop-up button.
    private func updateMenuBehaviour() {
        let opens = menu != nil && (showsMenuAsPrimaryAction || changesSelectionAsPrimaryAction)
        if opens, !menuState.opensMenu {
            addAction(
                Action(identifier: Self.menuActionIdentifier) { [weak self] _ in self?.presentMenu() }, for: .primaryActionTriggered)
        } else if !opens, menuState.opensMenu {
            removeAction(identifiedBy: Self.menuActionIdentifier, for: .primaryActionTriggered)
        }
        menuState.opensMenu = opens
        if changesSelectionAsPrimaryAction, let menu {
            if menu.selectedElements.isEmpty, let first = Self.firstSelectable(in: menu) { menu.select(first) }
            if let selected = menu.selectedElements.first { setTitle(selected.title, for: .normal) }
        }
    }

    /// The first action or command of `menu`, searching inline groups.
    private static func firstSelectable(in menu: Menu) -> MenuElement? {
        for child in menu.children {
            if child is Action || child is Command { return child }
            if let inline = child as? Menu, inline.options.contains(.displayInline), let found = firstSelectable(in: inline) { return found }
        }
        return nil
    }

    /// Opens the menu under the button.
    private func presentMenu() {
        guard let window, let menu else { return }
        let shown = changesSelectionAsPrimaryAction ? menu.singleSelectionCopy() : menu
        let session = window.presentMenu(shown, anchor: convert(bounds, to: nil), sender: self)
        guard changesSelectionAsPrimaryAction, let session else { return }
        session.onEnd = { [weak self] in
            guard let self, let selected = self.menu?.selectedElements.first else { return }
            self.setTitle(selected.title, for: .normal)
        }
    }
}

/// A button's menu settings (`Button+Menu.swift`).
@MainActor
struct ButtonMenuState {
    var menu: Menu?
    var showsMenuAsPrimaryAction = false
    var changesSelectionAsPrimaryAction = false
    /// Whether the action that opens the menu is registered.
    var opensMenu = false
}
