import Foundation

extension NSAttributedString {
    /// The text and toolkit attributes of Swift's `attributedString` (see
    /// `AttributeScopes.WidgetKitLiteAttributes`) as an attributed string — UIKit's
    /// `NSAttributedString(_:)`, which Foundation on Linux lacks. Foundation's `link` becomes
    /// `.link`; attributes of other scopes are not carried over.
    public convenience init(_ attributedString: AttributedString) {
        typealias Scope = AttributeScopes.WidgetKitLiteAttributes
        let result = NSMutableAttributedString(string: "")
        for run in attributedString.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let value = run[Scope.FontAttribute.self] { attributes[.font] = value }
            if let value = run[Scope.ForegroundColorAttribute.self] { attributes[.foregroundColor] = value }
            if let value = run[Scope.BackgroundColorAttribute.self] { attributes[.backgroundColor] = value }
            if let value = run[Scope.KernAttribute.self] { attributes[.kern] = value }
            if let value = run[Scope.UnderlineStyleAttribute.self] { attributes[.underlineStyle] = value.rawValue }
            if let value = run[Scope.UnderlineColorAttribute.self] { attributes[.underlineColor] = value }
            if let value = run[Scope.StrikethroughStyleAttribute.self] { attributes[.strikethroughStyle] = value.rawValue }
            if let value = run[Scope.StrikethroughColorAttribute.self] { attributes[.strikethroughColor] = value }
            if let value = run[Scope.BaselineOffsetAttribute.self] { attributes[.baselineOffset] = value }
            if let value = run[Scope.ParagraphStyleAttribute.self] { attributes[.paragraphStyle] = value }
            if let value = run.link { attributes[.link] = value }
            let text = String(attributedString[run.range].characters)
            result.append(NSAttributedString(string: text, attributes: attributes))
        }
        self.init(attributedString: result)
    }
}
