import Foundation

/// A view that shows a content configuration — UIKit's `UIContentView`.
@MainActor
public protocol ContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: ContentConfiguration { get set }
    /// Whether the view can show `configuration` (a cell then sets it on this view instead
    /// of making a new one). The default: true.
    func supports(_ configuration: ContentConfiguration) -> Bool
}

extension ContentView {
    /// True: the view takes every configuration.
    public func supports(_ configuration: ContentConfiguration) -> Bool { true }
}
