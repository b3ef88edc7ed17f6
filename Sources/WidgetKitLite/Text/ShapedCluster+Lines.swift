import Foundation

extension Array where Element == ShapedCluster {
    /// Where the line that starts at cluster `start` ends (exclusive) when it may be
    /// `maxPixels` wide (nil: unlimited): after the last break opportunity that fits (word
    /// wrapping; a word wider than the line breaks between grapheme clusters), or at the last
    /// grapheme cluster that fits (`breaksAnywhere`, character wrapping). Spaces never push a
    /// line over; a line holds at least one cluster.
    func lineEnd(from start: Int, maxPixels: Int?, breaksAnywhere: Bool) -> Int {
        var pen = 0
        var lastBreak: Int?
        var lastGraphemeStart: Int?
        var hasInk = false
        for i in start..<count {
            let cluster = self[i]
            if i > start, cluster.startsGrapheme { lastGraphemeStart = i }
            if let maxPixels, !cluster.isSpace, i > start, ceilPixels(pen + cluster.advance) > maxPixels,
                let fallback = breaksAnywhere ? lastGraphemeStart ?? lastBreak : lastBreak ?? lastGraphemeStart
            {
                return fallback
            }
            pen += cluster.advance
            if !cluster.isSpace { hasInk = true }
            if cluster.breaksAfter, hasInk { lastBreak = i + 1 }
        }
        return count
    }

    /// The first cluster at or after `index` that is not a space (where a wrapped line starts).
    func firstNonSpace(from index: Int) -> Int {
        var i = index
        while i < count, self[i].isSpace { i += 1 }
        return i
    }
}
