import Foundation

/// What a context menu shows — UIKit's `UIContextMenuConfiguration`: its action provider
/// makes the menu when the menu opens, from the suggested actions (none on Linux).
@MainActor
public final class ContextMenuConfiguration {
    /// Makes the menu from the suggested elements; nil shows no menu.
    public typealias ActionProvider = ([MenuElement]) -> Menu?
    /// Makes a preview; accepted for source compatibility (desktop context menus show none).
    public typealias PreviewProvider = () -> AnyObject?

    /// Tells configurations apart (a unique one is made when none is given).
    public let identifier: AnyHashable
    /// The preview maker, never called.
    public let previewProvider: PreviewProvider?
    /// The menu maker.
    public let actionProvider: ActionProvider?

    /// Creates a configuration.
    public init(identifier: AnyHashable? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil) {
        self.identifier = identifier ?? AnyHashable(UUID())
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu to show: the action provider's, with no suggested actions.
    func makeMenu() -> Menu? { actionProvider?([]) }
}
