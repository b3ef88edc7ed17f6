import Foundation

/// What a view's setters recorded about it since its window last painted. Recording costs a
/// flag; the renderer turns the records into damage and invalid stores once per frame.
struct ViewChange: OptionSet, Sendable {
    let rawValue: UInt8

    /// The view moved, faded, appeared or changed order: rasterised subtrees of its
    /// ancestors that contain it are stale.
    static let placement = ViewChange(rawValue: 1 << 0)
    /// What the view itself shows changed: its own rasterised subtree is stale too.
    static let content = ViewChange(rawValue: 1 << 1)
}
