import Foundation

/// A description of a view's content, which makes the view that shows it — UIKit's
/// `UIContentConfiguration`.
///
/// A configuration is a value: set it on a cell's `contentConfiguration` and the cell shows
/// it in a view made by ``makeContentView()``, and reuses that view for the next
/// configuration it ``ContentView/supports(_:)``. ``ListContentConfiguration`` is the
/// standard one; an app writes its own for custom rows.
public protocol ContentConfiguration {
    /// A new view that shows this configuration.
    @MainActor func makeContentView() -> View & ContentView
    /// This configuration as it should look in `state` (for example, selected). The result
    /// depends only on the configuration and the state: updating it again for the same
    /// state changes nothing.
    func updated(for state: ConfigurationState) -> Self
}
