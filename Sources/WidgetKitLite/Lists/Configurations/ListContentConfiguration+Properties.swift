import Foundation

extension ListContentConfiguration {
    /// How a configuration's text or secondary text is drawn — UIKit's
    /// `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable, Sendable {
        /// How the lines of the text sit in its width.
        public enum TextAlignment: Hashable, Sendable {
            /// At the writing direction's leading edge.
            case natural
            /// Centred.
            case center
            /// At the leading edge; lines are not stretched.
            case justified
        }

        /// A change of letter case applied to the text when shown.
        public enum TextTransform: Hashable, Sendable {
            /// The text as given.
            case none
            /// ALL CAPITALS.
            case uppercase
            /// all lower case.
            case lowercase
            /// Each Word Capitalised.
            case capitalized
        }

        /// The font.
        public var font: Font
        /// The colour; theme colours follow the appearance.
        public var color: Color
        /// Horizontal alignment of the lines. Default: `.natural`.
        public var alignment = TextAlignment.natural
        /// The most lines the text wraps to; 0 (the default) means no limit. Negative values
        /// count as 1 (reported).
        public var numberOfLines = 0
        /// A change of letter case. Default: `.none`.
        public var transform = TextTransform.none

        /// Text in `font` and `color`.
        init(font: Font, color: Color) {
            self.font = font
            self.color = color
        }

        /// `text` with the `transform` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }
    }

    /// How a configuration's image is drawn — UIKit's `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable, Sendable {
        /// The colour of a template image; nil (the default) uses the tint colour.
        public var tintColor: Color?
        /// The largest size the image is shown at, keeping its aspect; a side of 0 (the
        /// default) does not limit.
        public var maximumSize = CGSize.zero
        /// The space the image's column takes, with the image centred in it (aligns the text
        /// of rows whose images differ in size); a side of 0 (the default) takes the
        /// image's own.
        public var reservedLayoutSize = CGSize.zero
        /// The radius of the image's corners. Default: 0.
        public var cornerRadius: CGFloat = 0

        /// Properties with every default.
        init() {}

        /// The size `image` is shown at: its own, scaled down to `maximumSize` keeping its aspect.
        func displayedSize(of image: Image?) -> CGSize {
            guard let size = image?.size, size.width > 0, size.height > 0 else { return .zero }
            var scale: CGFloat = 1
            if maximumSize.width > 0 { scale = min(scale, maximumSize.width / size.width) }
            if maximumSize.height > 0 { scale = min(scale, maximumSize.height / size.height) }
            return CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
        }
    }
}
