import Foundation

/// The attributes of Swift's `AttributedString` that this toolkit draws — UIKit's
/// `AttributeScopes.UIKitAttributes`: `font`, `foregroundColor`, `backgroundColor`, `kern`,
/// `underlineStyle`, `underlineColor`, `strikethroughStyle`, `strikethroughColor`,
/// `baselineOffset` and `paragraphStyle`, with Foundation's (`link`) alongside. Each has the
/// name of its `NSAttributedString.Key`, so `NSAttributedString(_:)` carries them over.
///
/// ```
/// var title = AttributedString("Hello")
/// title.font = .boldSystemFont(ofSize: 20)
/// title.foregroundColor = .systemRed
/// label.attributedText = NSAttributedString(title)
/// ```
extension AttributeScopes {
    /// The toolkit's attribute scope (UIKit's `UIKitAttributes`), Foundation's included.
    public struct WidgetKitLiteAttributes: AttributeScope {
        /// The font (`.font`).
        public let font: FontAttribute
        /// The text colour (`.foregroundColor`).
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text (`.backgroundColor`).
        public let backgroundColor: BackgroundColorAttribute
        /// Points added after each character (`.kern`).
        public let kern: KernAttribute
        /// The underline (`.underlineStyle`).
        public let underlineStyle: UnderlineStyleAttribute
        /// The underline's colour (`.underlineColor`).
        public let underlineColor: UnderlineColorAttribute
        /// The strikethrough (`.strikethroughStyle`).
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The strikethrough's colour (`.strikethroughColor`).
        public let strikethroughColor: StrikethroughColorAttribute
        /// Points the text is raised (`.baselineOffset`).
        public let baselineOffset: BaselineOffsetAttribute
        /// The paragraph style (`.paragraphStyle`).
        public let paragraphStyle: ParagraphStyleAttribute
        /// Foundation's attributes (`link` among them).
        public let foundation: FoundationAttributes

        /// The key of `font`.
        public enum FontAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = Font
            /// The `NSAttributedString.Key` raw value it converts to.
            public static let name = NSAttributedString.Key.font.rawValue
        }
        /// The key of `foregroundColor`.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = Color
            /// The `NSAttributedString.Key` raw value it converts to.
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        /// The key of `backgroundColor`.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = Color
            /// The `NSAttributedString.Key` raw value it converts to.
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        /// The key of `kern`.
        public enum KernAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = CGFloat
            /// The `NSAttributedString.Key` raw value it converts to.
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        /// The key of `underlineStyle`.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = NSUnderlineStyle
            /// The `NSAttributedString.Key` raw value it converts to.
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }
        /// The key of `underlineColor`.
        public enum UnderlineColorAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = Color
            /// The `NSAttributedString.Key` raw value it converts to.
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }
        /// The key of `strikethroughStyle`.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = NSUnderlineStyle
            /// The `NSAttributedString.Key` raw value it converts to.
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }
        /// The key of `strikethroughColor`.
        public enum StrikethroughColorAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = Color
            /// The `NSAttributedString.Key` raw value it converts to.
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }
        /// The key of `baselineOffset`.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = CGFloat
            /// The `NSAttributedString.Key` raw value it converts to.
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
        /// The key of `paragraphStyle`.
        public enum ParagraphStyleAttribute: AttributedStringKey {
            /// The attribute's value type.
            public typealias Value = NSParagraphStyle
            /// The `NSAttributedString.Key` raw value it converts to.
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }
    }

    /// The toolkit's attributes, for `AttributeContainer` and scoped conversions.
    public var widgetKitLite: WidgetKitLiteAttributes.Type { WidgetKitLiteAttributes.self }
}

extension AttributeDynamicLookup {
    /// `attributedString.font`, `.foregroundColor` and the other toolkit attributes.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.WidgetKitLiteAttributes, T>
    ) -> T {
        self[T.self]
    }
}

/// A paragraph style is compared by its values, so equal styles make one run of an
/// `AttributedString`. It is a class: change a style before storing it, not after.
extension NSParagraphStyle: Hashable, @unchecked Sendable {
    /// Equal values.
    public static func == (a: NSParagraphStyle, b: NSParagraphStyle) -> Bool { a.values == b.values }
    /// Hashes the values `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(values) }
}

extension NSMutableParagraphStyle: @unchecked Sendable {}
