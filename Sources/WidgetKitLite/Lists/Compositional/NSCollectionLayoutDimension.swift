import Foundation

/// One side of an element's size in a compositional layout — UIKit's
/// `NSCollectionLayoutDimension`: a fraction of the container's width or height, an
/// absolute length, or an estimate the element's self-sized length replaces.
///
/// The container is the group an item sits in (its size after the group's
/// `contentInsets`), or for a group directly in a section the section's effective content
/// size (the layout container's effective size after the section's `contentInsets`). A
/// value that is NaN, infinite or negative is taken as 0, with one diagnostic line per
/// layout pass.
public struct NSCollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The number the dimension was made with: the fraction, the length or the estimate.
    public let dimension: CGFloat

    /// A length that is `fractionalWidth` times the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A length that is `fractionalHeight` times the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A fixed length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// A length of `estimatedDimension` points until the element reports its preferred size
    /// (`preferredLayoutAttributesFitting(_:)`), which then replaces it.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// Whether the length is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the length is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the length is fixed.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the length is an estimate replaced by the element's own size.
    public var isEstimated: Bool { kind == .estimated }

    /// "fractionalWidth(0.5)", "absolute(44.0)", …
    public var description: String { "\(kind)(\(dimension))" }

    /// The length in points for a container of `container` size, and whether the number was
    /// unusable (NaN, infinite or negative; the length is then 0).
    func resolved(in container: CGSize) -> (length: CGFloat, isInvalid: Bool) {
        guard dimension.isFinite, dimension >= 0 else { return (0, true) }
        let length: CGFloat
        switch kind {
        case .fractionalWidth: length = dimension * container.width
        case .fractionalHeight: length = dimension * container.height
        case .absolute, .estimated: length = dimension
        }
        return length.isFinite && length >= 0 ? (length, false) : (0, true)
    }
}
