import Foundation

/// Where a boundary supplementary item sits against its section or layout — UIKit's
/// `NSRectAlignment`. In a vertical layout the top alignments are headers (before the
/// content) and the bottom ones footers (after it); in a horizontal layout the leading and
/// trailing ones are.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment (placed at the top leading corner, taking no room).
    case none
    /// Above the content, centred across.
    case top
    /// Above the content, at its leading edge.
    case topLeading
    /// Before the content's leading edge, at its top.
    case leading
    /// Before the content's leading edge, at its bottom.
    case bottomLeading
    /// Below the content, centred across.
    case bottom
    /// Below the content, at its trailing edge.
    case bottomTrailing
    /// After the content's trailing edge, at its top.
    case trailing
    /// Above the content, at its trailing edge.
    case topTrailing

    /// The edges the alignment touches.
    var edges: NSDirectionalRectEdge {
        switch self {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}
