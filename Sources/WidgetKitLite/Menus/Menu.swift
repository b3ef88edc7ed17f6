import Foundation

/// A titled group of menu elements — UIKit's `UIMenu`. Shown as a submenu (a row with a
/// chevron that opens beside it), or inline between separators with `.displayInline`.
/// Menus are values in spirit: change one with `replacingChildren(_:)`, which returns a copy.
@MainActor
public final class Menu: MenuElement {
    /// The menu's identifier (a unique one is made when none is given); the standard menus
    /// of the menu bar have the standard identifiers (`Identifier.edit`, …).
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The elements, in order.
    public let children: [MenuElement]

    /// Creates a menu of `children`.
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [MenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu (same title, image, identifier and options) with `newChildren`.
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions of a `.singleSelection` menu (and of its inline groups) whose state is `.on`
    /// — UIKit's `selectedElements`.
    public var selectedElements: [MenuElement] {
        children.flatMap { element -> [MenuElement] in
            if let menu = element as? Menu, menu.options.contains(.displayInline) { return menu.selectedElements }
            if let action = element as? Action, action.state == .on { return [action] }
            if let command = element as? Command, command.state == .on { return [command] }
            return []
        }
    }

    /// Turns `element` `.on` and the menu's other actions and commands `.off` (a choice in
    /// a `.singleSelection` menu).
    func select(_ element: MenuElement) {
        for child in children {
            let state: State = child === element ? .on : .off
            if let action = child as? Action { action.state = state }
            if let command = child as? Command { command.state = state }
        }
    }

    /// How a menu shows its children — UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: Int
        /// Creates a set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The children are shown in the parent menu, between separators, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's row is drawn in the destructive colour.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing an action turns it `.on` and the menu's other actions `.off`.
        public static let singleSelection = Options(rawValue: 1 << 2)
        /// Accepted for source compatibility; shown as `.displayInline`.
        public static let displayAsPalette = Options(rawValue: 1 << 3)
    }
}

extension Menu {
    /// The same menu (same children) with `.singleSelection` (a pop-up button's menu).
    func singleSelectionCopy() -> Menu {
        Menu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options.union(.singleSelection), children: children)
    }
}
