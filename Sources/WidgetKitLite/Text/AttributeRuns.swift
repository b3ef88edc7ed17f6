import Foundation

/// The attributes of a stretch of text as consecutive runs of UTF-8 lengths: what editable
/// attributed text keeps beside its string (a text view's paragraphs, its undo steps).
///
/// Runs are kept merged (no two neighbours with equal attributes) and non-empty, except that
/// an empty stretch keeps one run of length zero: the attributes text typed into it takes.
/// Offsets are UTF-8 offsets into the stretch; the caller keeps them on character
/// boundaries.
struct AttributeRuns: Hashable, Sendable {
    struct Run: Hashable, Sendable {
        var length: Int
        var attributes: TextAttributes
    }

    private(set) var runs: [Run]

    /// `length` bytes all with `attributes`.
    init(length: Int, attributes: TextAttributes) {
        runs = [Run(length: max(0, length), attributes: attributes)]
    }

    /// The runs of `content` (its ranges must cover its string).
    init(_ content: AttributedContent) {
        runs = []
        for run in content.runs { append(Run(length: run.range.count, attributes: run.attributes)) }
        if runs.isEmpty { runs = [Run(length: 0, attributes: content.runs.first?.attributes ?? .measuringDefaults)] }
    }

    /// The total length.
    var length: Int { runs.reduce(0) { $0 + $1.length } }

    /// The attributes text typed at `offset` takes: those of the character before it, or of
    /// the first character at the start.
    func attributes(before offset: Int) -> TextAttributes {
        var start = 0
        for run in runs {
            if offset > start, offset <= start + run.length { return run.attributes }
            start += run.length
        }
        return offset <= 0 ? runs[0].attributes : runs[runs.count - 1].attributes
    }

    /// Every run touching `range`, in order, with its range clipped to it.
    func runs(in range: Range<Int>) -> [(range: Range<Int>, attributes: TextAttributes)] {
        var result: [(range: Range<Int>, attributes: TextAttributes)] = []
        var start = 0
        for run in runs {
            let end = start + run.length
            let lower = max(start, range.lowerBound), upper = min(end, range.upperBound)
            if lower < upper { result.append((lower..<upper, run.attributes)) }
            if start >= range.upperBound { break }
            start = end
        }
        return result
    }

    /// The runs of `range` (clamped into the stretch); an empty range gives the attributes
    /// typed there, with length zero.
    func slice(_ range: Range<Int>) -> AttributeRuns {
        let total = length
        let lower = min(max(0, range.lowerBound), total), upper = min(max(lower, range.upperBound), total)
        guard lower < upper else { return AttributeRuns(length: 0, attributes: attributes(before: lower)) }
        var result = AttributeRuns(length: 0, attributes: runs[0].attributes)
        result.runs = []
        for piece in runs(in: lower..<upper) { result.append(Run(length: piece.range.count, attributes: piece.attributes)) }
        return result
    }

    /// Replaces `range` (clamped) with `replacement`'s runs.
    mutating func replaceSubrange(_ range: Range<Int>, with replacement: AttributeRuns) {
        let total = length
        let lower = min(max(0, range.lowerBound), total), upper = min(max(lower, range.upperBound), total)
        let head = slice(0..<lower), tail = slice(upper..<total)
        var result = AttributeRuns(length: 0, attributes: runs[0].attributes)
        result.runs = []
        for part in [head, replacement, tail] where part.length > 0 {
            for run in part.runs { result.append(run) }
        }
        if result.runs.isEmpty {
            // Everything removed: typing there takes what was typed or what was there.
            result.runs = [Run(length: 0, attributes: replacement.runs.first?.attributes ?? attributes(before: lower))]
        }
        self = result
    }

    /// Appends `other`'s runs (an empty `other` adds nothing; an empty self takes them).
    mutating func append(contentsOf other: AttributeRuns) {
        guard other.length > 0 else { return }
        if length == 0 { runs = [] }
        for run in other.runs { append(run) }
    }

    /// Applies `change` to the attributes of `range` (clamped).
    mutating func modify(_ range: Range<Int>, _ change: (inout TextAttributes) -> Void) {
        let total = length
        let lower = min(max(0, range.lowerBound), total), upper = min(max(lower, range.upperBound), total)
        if total == 0 {
            change(&runs[0].attributes)
            return
        }
        guard lower < upper else { return }
        var middle = slice(lower..<upper)
        for index in middle.runs.indices { change(&middle.runs[index].attributes) }
        var merged = AttributeRuns(length: 0, attributes: middle.runs[0].attributes)
        merged.runs = []
        for run in middle.runs { merged.append(run) }
        replaceSubrange(lower..<upper, with: merged)
    }

    /// Applies `change` to every run.
    mutating func modifyAll(_ change: (inout TextAttributes) -> Void) {
        var result = self
        result.runs = []
        for var run in runs {
            change(&run.attributes)
            result.append(run)
        }
        if result.runs.isEmpty, var first = runs.first {
            change(&first.attributes)
            result.runs = [first]
        }
        self = result
    }

    /// Adds `run` at the end, merging it into the last run when their attributes are equal;
    /// empty runs are skipped (unless nothing is there yet).
    private mutating func append(_ run: Run) {
        if run.length == 0, !runs.isEmpty { return }
        if let last = runs.last, last.length == 0 {
            runs[runs.count - 1] = run
        } else if let last = runs.last, last.attributes == run.attributes {
            runs[runs.count - 1].length += run.length
        } else {
            runs.append(run)
        }
    }
}
