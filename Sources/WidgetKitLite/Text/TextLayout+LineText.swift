/// What each laid-out line shows, as text: how truncation, wrapping and clipping are read
/// without looking at pixels.
extension TextLayout {
    /// The characters of `text` (the string this layout was made from) each line shows, in
    /// logical order, with "…" where an ellipsis stands; trailing spaces are left out, and a
    /// clipped line keeps the clusters that start inside its width. A newline shown as a
    /// space (a line truncated at its head or middle across paragraphs) reads as a space.
    func lineTexts(of text: String) -> [String] {
        let utf8 = Array(text.utf8)
        return lines.map { line in
            var result = ""
            var lastWasEllipsis = false
            let shown = line.clusters.filter { clipWidth == nil || $0.x < clipWidth! }
            let ordered = shown.sorted {
                ($0.textRange.lowerBound, $0.textRange.upperBound) < ($1.textRange.lowerBound, $1.textRange.upperBound)
            }
            for cluster in ordered {
                let range = cluster.textRange
                if range.isEmpty {
                    if !lastWasEllipsis { result.append(Character(Self.ellipsis)) }
                    lastWasEllipsis = true
                    continue
                }
                lastWasEllipsis = false
                guard range.upperBound <= utf8.count else { continue }
                let piece = String(decoding: utf8[range], as: UTF8.self)
                result += piece.allSatisfy(\.isNewline) ? " " : piece
            }
            while let last = result.last, last == " " { result.removeLast() }
            return result
        }
    }
}
