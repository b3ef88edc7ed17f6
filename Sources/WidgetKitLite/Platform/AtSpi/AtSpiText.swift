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
    /// line) before, at or after `offset`. Word boundaries follow AT-SPI: `WORD_START` (1)
    /// spans from a word's start to the next word's start (the word and the separators after
    /// it), `WORD_END` (2) from a word's end to the next word's end.
    func boundarySpan(_ boundary: Int, at offset: Int, shift: Int) -> (String, Int, Int) {
        guard count > 0 else { return ("", 0, 0) }
        let spanAt: (Int) -> (Int, Int)
        switch boundary {
        case 0:
            spanAt = {
                let at = min(self.clamp($0), self.count - 1); return (at, at + 1)
            }
        case 1, 2: spanAt = { self.wordBoundarySpan(starts: boundary == 1, at: $0) }
        case 3, 4: spanAt = { self.sentence(min(self.clamp($0), self.count - 1)) }
        default: spanAt = { self.around(min(self.clamp($0), self.count - 1), includingSeparator: true) { $0 == "\n" } }
        }
        var (start, end) = spanAt(offset)
        if shift < 0 {
            guard start > 0 else { return ("", 0, 0) }
            (start, end) = spanAt(start - 1)
        } else if shift > 0 {
            guard end < count else { return ("", count, count) }
            (start, end) = spanAt(end)
        }
        return (text(from: start, to: end), start, end)
    }

    /// From the word start (`starts`) or word end at or before `offset` to the next one.
    private func wordBoundarySpan(starts: Bool, at offset: Int) -> (Int, Int) {
        func isWord(_ index: Int) -> Bool { Self.isWordCharacter(scalars[index]) }
        var marks: [Int] = []
        for index in 0...count {
            let before = index > 0 && isWord(index - 1), after = index < count && isWord(index)
            if starts ? (after && !before) : (before && !after) { marks.append(index) }
        }
        let at = clamp(offset)
        return (marks.last { $0 <= at } ?? 0, marks.first { $0 > at } ?? count)
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
        // The spaces after a sentence belong to it: the next one starts after them.
        var first = start
        while first < count, scalars[first] == " " { first += 1 }
        if at < first {
            if start > 0 { return sentence(start - 1) }
        } else {
            start = first
        }
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
