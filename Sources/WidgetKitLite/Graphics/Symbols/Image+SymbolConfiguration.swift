import Foundation

extension Image {
    /// The point size, weight and scale a symbol image is drawn at — UIKit's
    /// `UIImage.SymbolConfiguration`.
    ///
    /// Each value may be left unspecified; `applying(_:)` combines two configurations, the
    /// other one's specified values winning. What stays unspecified takes the defaults:
    /// 17 points (the body text style), `regular`, `medium`. A symbol image is a square of
    /// `pointSize × 1.2 × scale factor` points, rounded to whole points — 20 × 20 for the
    /// defaults, about the size of an SF Symbol beside 17-point text.
    public struct SymbolConfiguration: Hashable, Sendable, CustomStringConvertible {
        /// The point size of the text the symbol stands beside; nil when unspecified.
        var pointSize: CGFloat?
        /// The weight; `.unspecified` when not given.
        var weight: SymbolWeight = .unspecified
        /// The scale; `.unspecified` when not given.
        var scale: SymbolScale = .unspecified

        /// The configuration that specifies nothing.
        public static let unspecified = SymbolConfiguration()

        private init() {}

        /// A configuration for symbols beside text of `pointSize` points, optionally with a
        /// weight and a scale. A size that is not a positive finite number is left
        /// unspecified.
        public init(pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : nil
            self.weight = weight
            self.scale = scale
        }

        /// A configuration that specifies only the weight.
        public init(weight: SymbolWeight) {
            self.weight = weight
        }

        /// A configuration that specifies only the scale.
        public init(scale: SymbolScale) {
            self.scale = scale
        }

        /// This configuration with `configuration`'s specified values replacing its own —
        /// UIKit's `applying(_:)`; nil changes nothing.
        public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration {
            guard let configuration else { return self }
            var result = self
            if let size = configuration.pointSize { result.pointSize = size }
            if configuration.weight != .unspecified { result.weight = configuration.weight }
            if configuration.scale != .unspecified { result.scale = configuration.scale }
            return result
        }

        /// The point size drawn: the specified one, else 17 (the body text style's).
        var resolvedPointSize: CGFloat { pointSize ?? 17 }

        /// The weight drawn: the specified one, else `regular`.
        var resolvedWeight: SymbolWeight { weight == .unspecified ? .regular : weight }

        /// The side of the symbol's square in points.
        var side: CGFloat { max(1, (resolvedPointSize * 1.2 * scale.factor).rounded()) }

        /// The specified values, e.g. `<SymbolConfiguration pointSize: 17, weight: bold>`.
        public var description: String {
            var parts: [String] = []
            if let pointSize { parts.append("pointSize: \(pointSize)") }
            if weight != .unspecified { parts.append("weight: \(weight)") }
            if scale != .unspecified { parts.append("scale: \(scale)") }
            return "<SymbolConfiguration \(parts.isEmpty ? "unspecified" : parts.joined(separator: ", "))>"
        }
    }
}
