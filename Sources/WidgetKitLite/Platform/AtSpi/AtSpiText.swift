import Foundation

/// A text as AT-SPI counts it: in characters (Unicode scalars), where the toolkit's text
/// models count UTF-8 bytes. Offsets out of range are clamped.
struct AtSpiText {
    let string: String
    private let scalars: [Unicode.Scalar]

    init(_ string: String) {
        self.string = string
        scalars = Array(string.unicodeScalars)
    }

    /// The number of characters.
    var count: Int { scalars.count }

    /// `offset` clamped to 0…count.
    func clamp(_ offset: Int) -> Int { min(max(offset, 0), count) }

    /// The characters from `start` up to `end` (-1: the end).
    func text(from start: Int, to end: Int) -> String {
        let lower = clamp(start), upper = end < 0 ? count : max(lower, clamp(end))
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[lower..<upper])
        return String(result)
    }

    /// The character at `offset` as its scalar value; 0 out of range.
    func character(at offset: Int) -> Int32 {
        scalars.indices.contains(offset) ? Int32(bitPattern: scalars[offset].value) : 0
    }

    /// The UTF-8 offset of character `offset`.
    func utf8Offset(_ offset: Int) -> Int {
        scalars[0..<clamp(offset)].reduce(0) { $0 + UTF8.width($1) }
    }

    /// The character offset of UTF-8 offset `utf8`.
    func characterOffset(utf8: Int) -> Int {
        var bytes = 0
        for (index, scalar) in scalars.enumerated() {
            if bytes >= utf8 { return index }
            bytes += UTF8.width(scalar)
        }
        return count
    }

    // MARK: Boundaries

    /// A granularity of `GetStringAtOffset`.
    enum Granularity: Int {
        case character = 0
        case word, sentence, line, paragraph
    }

    /// The span of `granularity` around `offset`: (text, start, end).
    func span(at offset: Int, _ granularity: Granularity) -> (String, Int, Int) {
        guard count > 0 else { return ("", 0, 0) }
        let at = min(clamp(offset), count - 1)
        let (start, end): (Int, Int)
        switch granularity {
        case .character: (start, end) = (at, at + 1)
        case .word: (start, end) = around(at) { !Self.isWordCharacter($0) }
        case .sentence: (start, end) = sentence(at)
        case .line, .paragraph: (start, end) = around(at, includingSeparator: true) { $0 == "\n" }
        }
        return (text(from: start, to: end), start, end)
    }

    /// The span of a `GetTextAtOffset`-style boundary (0 char, 1/2 word, 3/4 sentence, 5/6
    /// line) before, at or after `offset`.
    func boundarySpan(_ boundary: Int, at offset: Int, shift: Int) -> (String, Int, Int) {
        let granularity: Granularity =
            switch boundary {
            case 0: .character
            case 1, 2: .word
            case 3, 4: .sentence
            default: .line
            }
        var (text, start, end) = span(at: offset, granularity)
        if shift < 0 {
            guard start > 0 else { return ("", 0, 0) }
            (text, start, end) = span(at: start - 1, granularity)
        } else if shift > 0 {
            guard end < count else { return ("", count, count) }
            (text, start, end) = span(at: end, granularity)
        }
        return (text, start, end)
    }

    private func around(_ at: Int, includingSeparator: Bool = false, isSeparator: (Unicode.Scalar) -> Bool) -> (Int, Int) {
        if !includingSeparator, isSeparator(scalars[at]) {
            // Between words: the run of separators.
            var start = at, end = at + 1
            while start > 0, isSeparator(scalars[start - 1]) { start -= 1 }
            while end < count, isSeparator(scalars[end]) { end += 1 }
            return (start, end)
        }
        var start = at
        while start > 0, !isSeparator(scalars[start - 1]) { start -= 1 }
        var end = at
        while end < count, !isSeparator(scalars[end]) { end += 1 }
        if includingSeparator, end < count { end += 1 }
        return (start, end)
    }

    private func sentence(_ at: Int) -> (Int, Int) {
        func ends(_ index: Int) -> Bool { [".", "!", "?", "\n"].contains(scalars[index]) }
        var start = at
        while start > 0, !ends(start - 1) { start -= 1 }
        var end = at
        while end < count, !ends(end) { end += 1 }
        if end < count { end += 1 }
        while end < count, scalars[end] == " " { end += 1 }
        return (start, end)
    }

    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "'"
    }
}
