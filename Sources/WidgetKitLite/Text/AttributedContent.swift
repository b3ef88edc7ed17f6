import Foundation

/// An attributed string's text and checked runs, by value: what an attributed layout is made
/// from and keyed by (`NSAttributedString` is a class whose mutable subclass can change
/// under a cache).
///
/// Ranges are UTF-8 offsets in `string`. A value of the wrong type for a known key is
/// dropped with one diagnostic line per key and type (`.font: "Helvetica"` → "the .font
/// attribute must be a Font, not String; ignored"), reported once per process.
struct AttributedContent: Hashable, Sendable {
    struct Run: Hashable, Sendable {
        let range: Range<Int>
        let attributes: TextAttributes
    }

    let string: String
    /// Consecutive runs covering `string`; one run with the defaults for an empty string.
    let runs: [Run]

    /// Checks the attributes of `text`; what a run lacks comes from `defaults`.
    @MainActor
    init(_ text: NSAttributedString, defaults: TextAttributes) {
        let string = text.string
        self.string = string
        var runs: [Run] = []
        let utf16 = string.utf16
        var cursor = utf16.startIndex
        var cursorOffset = 0
        var utf8Offset = 0
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            let end = min(range.location + range.length, text.length)
            var upper = utf16.index(cursor, offsetBy: max(0, end - cursorOffset))
            // An end inside a surrogate pair moves to the pair's end.
            if upper < utf16.endIndex, upper.samePosition(in: string.unicodeScalars) == nil {
                upper = utf16.index(after: upper)
            }
            let upperUTF8 = utf8Offset + string.utf8.distance(from: cursor, to: upper)
            if upperUTF8 > utf8Offset {
                runs.append(Run(range: utf8Offset..<upperUTF8, attributes: Self.checked(attributes, defaults: defaults)))
            }
            utf8Offset = upperUTF8
            cursorOffset += utf16.distance(from: cursor, to: upper)
            cursor = upper
        }
        if runs.isEmpty { runs = [Run(range: 0..<string.utf8.count, attributes: defaults)] }
        self.runs = runs
    }

    /// Plain `string` with one set of attributes.
    init(string: String, attributes: TextAttributes) {
        self.string = string
        runs = [Run(range: 0..<string.utf8.count, attributes: attributes)]
    }

    /// `string` with the attributes of `styles` (whose length must be `string`'s UTF-8 length).
    init(string: String, styles: AttributeRuns) {
        self.string = string
        var runs: [Run] = []
        var start = 0
        for run in styles.runs where run.length > 0 {
            runs.append(Run(range: start..<(start + run.length), attributes: run.attributes))
            start += run.length
        }
        if runs.isEmpty { runs = [Run(range: 0..<string.utf8.count, attributes: styles.runs[0].attributes)] }
        self.runs = runs
    }

    /// The index of the run holding UTF-8 offset `offset` (the last run past the end).
    func runIndex(at offset: Int) -> Int {
        var low = 0, high = runs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if runs[mid].range.lowerBound <= offset { low = mid } else { high = mid - 1 }
        }
        return max(0, low)
    }

    // MARK: - Checking

    /// Keys and value types already reported.
    @MainActor private static var reported: Set<String> = []

    @MainActor
    private static func checked(_ attributes: [NSAttributedString.Key: Any], defaults: TextAttributes) -> TextAttributes {
        var result = defaults
        for (key, value) in attributes {
            switch key {
            case .font: result.font = expect(value, key: "font", as: Font.self) ?? result.font
            case .foregroundColor:
                if let color = expect(value, key: "foregroundColor", as: Color.self) {
                    result.foregroundColor = color
                    result.hasOwnColor = true
                }
            case .backgroundColor: result.backgroundColor = expect(value, key: "backgroundColor", as: Color.self)
            case .underlineColor: result.underlineColor = expect(value, key: "underlineColor", as: Color.self)
            case .strikethroughColor: result.strikethroughColor = expect(value, key: "strikethroughColor", as: Color.self)
            case .kern: result.kern = number(value, key: "kern").map { CGFloat($0) } ?? 0
            case .baselineOffset: result.baselineOffset = number(value, key: "baselineOffset").map { CGFloat($0) } ?? 0
            case .underlineStyle: result.underline = lineStyle(value, key: "underlineStyle")
            case .strikethroughStyle: result.strikethrough = lineStyle(value, key: "strikethroughStyle")
            case .paragraphStyle:
                result.paragraph = expect(value, key: "paragraphStyle", as: NSParagraphStyle.self)?.values ?? result.paragraph
            case .link:
                if let url = value as? URL {
                    result.link = url.absoluteString
                } else {
                    result.link = expect(value, key: "link", as: String.self, typeName: "URL or String")
                }
            case .attachment:
                if let attachment = expect(value, key: "attachment", as: NSTextAttachment.self) {
                    result.attachment = TextAttributes.Attachment(image: attachment.image, bounds: attachment.checkedBounds)
                }
            default: continue
            }
        }
        return result
    }

    @MainActor
    private static func expect<T>(_ value: Any, key: String, as type: T.Type, typeName: String? = nil) -> T? {
        if let value = value as? T { return value }
        report(key: key, expected: typeName ?? String(describing: type), value: value)
        return nil
    }

    /// A finite number from any Swift number or `NSNumber`.
    @MainActor
    private static func number(_ value: Any, key: String) -> Double? {
        let number: Double?
        switch value {
        case let value as CGFloat: number = Double(value)
        case let value as Double: number = value
        case let value as Float: number = Double(value)
        case let value as Int: number = Double(value)
        case let value as NSNumber: number = value.doubleValue
        default: number = nil
        }
        guard let number else {
            report(key: key, expected: "number", value: value)
            return nil
        }
        return number.isFinite ? number : 0
    }

    @MainActor
    private static func lineStyle(_ value: Any, key: String) -> NSUnderlineStyle {
        switch value {
        case let value as NSUnderlineStyle: return value
        case let value as Int: return NSUnderlineStyle(rawValue: value)
        case let value as NSNumber: return NSUnderlineStyle(rawValue: value.intValue)
        default:
            report(key: key, expected: "NSUnderlineStyle raw value", value: value)
            return NSUnderlineStyle()
        }
    }

    @MainActor
    private static func report(key: String, expected: String, value: Any) {
        let message = "the .\(key) attribute must be a \(expected), not \(type(of: value)); ignored"
        guard reported.insert(message).inserted else { return }
        Diagnostics.report(message)
    }
}
