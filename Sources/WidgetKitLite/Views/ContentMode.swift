import Foundation

extension View {
    /// How content of one size is placed in bounds of another — UIKit's `UIView.ContentMode`.
    public enum ContentMode: Sendable, Equatable {
        /// Stretched to the bounds, ignoring the aspect ratio.
        case scaleToFill
        /// As large as fits inside the bounds, keeping the aspect ratio, centred.
        case scaleAspectFit
        /// Covering the bounds, keeping the aspect ratio, centred and clipped.
        case scaleAspectFill
        /// At its own size, centred (clipped when larger).
        case center

        /// The rectangle content of `size` takes in `bounds`.
        func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
            guard size.width > 0, size.height > 0, bounds.width > 0, bounds.height > 0 else { return .zero }
            let placed: CGSize
            switch self {
            case .scaleToFill:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                let sx = bounds.width / size.width, sy = bounds.height / size.height
                let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
                placed = CGSize(width: size.width * s, height: size.height * s)
            case .center:
                placed = size
            }
            return CGRect(x: bounds.midX - placed.width / 2, y: bounds.midY - placed.height / 2, width: placed.width, height: placed.height)
        }
    }
}
