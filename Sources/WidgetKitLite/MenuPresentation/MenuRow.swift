import Foundation

/// One row of a shown menu: an element, a separator between inline groups, or the
/// "Loading…" row of a deferred element that has not answered yet.
@MainActor
struct MenuRow {
    enum Kind {
        case element(MenuElement)
        case separator
        case loading
    }

    let kind: Kind
    /// The menu the element is a direct child of (an inline group's own menu): the one a
    /// `.singleSelection` choice applies to.
    let parent: Menu?
    /// Whether the row can be highlighted and chosen.
    let isEnabled: Bool

    var element: MenuElement? {
        if case let .element(element) = kind { return element }
        return nil
    }

    var isSeparator: Bool {
        if case .separator = kind { return true }
        return false
    }

    /// The submenu the row opens; nil for other rows.
    var submenu: Menu? { element as? Menu }

    /// Whether the row is drawn in the destructive colour.
    var isDestructive: Bool {
        switch element {
        case let action as Action: action.attributes.contains(.destructive)
        case let command as Command: command.attributes.contains(.destructive)
        case let menu as Menu: menu.options.contains(.destructive)
        default: false
        }
    }

    /// The check mark shown before the title.
    var state: MenuElement.State {
        switch element {
        case let action as Action: action.state
        case let command as Command: command.state
        default: .off
        }
    }

    /// The key equivalent drawn at the right ("Ctrl+C"); nil for none.
    var keyEquivalentText: String? { (element as? KeyCommand)?.keyEquivalentText }

    /// The title, `loadingTitle` for a loading row.
    func title(loadingTitle: String) -> String {
        if case .loading = kind { return loadingTitle }
        return element?.title ?? ""
    }

    /// The rows of `menu`, with `responders` as the chain its commands go to and
    /// `resolve` giving the elements of a deferred element (nil while it loads). Inline
    /// groups are set apart by separators; hidden elements are left out; a command with no
    /// target in the chain is disabled.
    static func rows(
        of menu: Menu, responders: [AnyObject], resolve: (DeferredMenuElement) -> [MenuElement]?
    ) -> [MenuRow] {
        var groups: [[MenuRow]] = []
        var current: [MenuRow] = []
        func add(_ elements: [MenuElement], parent: Menu) {
            for element in elements {
                switch element {
                case let inline as Menu where inline.options.contains(.displayInline) || inline.options.contains(.displayAsPalette):
                    if !current.isEmpty { groups.append(current) }
                    current = []
                    let inner = rows(of: inline, responders: responders, resolve: resolve)
                    if !inner.isEmpty { groups.append(inner) }
                case let deferred as DeferredMenuElement:
                    if let elements = resolve(deferred) {
                        add(elements, parent: parent)
                    } else {
                        current.append(MenuRow(kind: .loading, parent: parent, isEnabled: false))
                    }
                case let action as Action:
                    guard !action.attributes.contains(.hidden) else { continue }
                    current.append(MenuRow(kind: .element(action), parent: parent, isEnabled: !action.attributes.contains(.disabled)))
                case let command as Command:
                    guard !command.attributes.contains(.hidden) else { continue }
                    let enabled = !command.attributes.contains(.disabled) && command.canPerform(in: responders)
                    current.append(MenuRow(kind: .element(command), parent: parent, isEnabled: enabled))
                case let submenu as Menu:
                    // A submenu with nothing in it is left out, as an empty standard menu is.
                    guard !submenu.children.isEmpty else { continue }
                    current.append(MenuRow(kind: .element(submenu), parent: parent, isEnabled: true))
                default:
                    current.append(MenuRow(kind: .element(element), parent: parent, isEnabled: true))
                }
            }
        }
        add(menu.children, parent: menu)
        if !current.isEmpty { groups.append(current) }
        var result: [MenuRow] = []
        for group in groups {
            if !result.isEmpty { result.append(MenuRow(kind: .separator, parent: nil, isEnabled: false)) }
            result += group
        }
        return result
    }
}
