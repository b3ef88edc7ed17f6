import Foundation

/// The width and height of an element of a compositional layout — UIKit's
/// `NSCollectionLayoutSize`.
public struct NSCollectionLayoutSize: Hashable, Sendable, CustomStringConvertible {
    /// How the width is found.
    public let widthDimension: NSCollectionLayoutDimension
    /// How the height is found.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size from its two dimensions.
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// "{fractionalWidth(1.0), absolute(44.0)}".
    public var description: String { "{\(widthDimension), \(heightDimension)}" }
}
