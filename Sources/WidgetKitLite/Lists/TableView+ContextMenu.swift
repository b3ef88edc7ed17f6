import Foundation

/// Row context menus — UIKit's `tableView(_:contextMenuConfigurationForRowAt:point:)`: a
/// right-click on a row (or the Menu key while the table has the focus, at its centre)
/// asks the delegate for the row's menu and opens it there.
extension TableView {
    func openContextMenu(at point: CGPoint) -> Bool {
        guard let window, let delegate = tableDelegate, let indexPath = indexPathForRow(at: point),
            let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        else { return false }
        let opened = window.presentContextMenu(
            configuration, at: convert(point, to: nil),
            willDisplay: { [weak self] animator in
                guard let self else { return }
                self.tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { [weak self] animator in
                guard let self else { return }
                self.tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
            })
        return opened != nil
    }
}
