import Foundation

/// Intervals along one axis sorted by their start, with the running maximum of their ends,
/// so the ones that overlap a range are found by a binary search plus a walk over the hits:
/// O(log n + found). Kept in slices (one per orthogonal band, one for the whole layout);
/// the running maximum restarts at each slice.
struct SortedIntervals {
    private(set) var starts: [CGFloat] = []
    private(set) var ends: [CGFloat] = []
    /// `reach[i]`: the largest end among the intervals of `i`'s slice up to `i`.
    private var reach: [CGFloat] = []
    private var sliceStart = 0

    var count: Int { starts.count }

    /// Begins a new slice; the intervals appended next are searched apart from earlier ones.
    mutating func beginSlice() { sliceStart = starts.count }

    /// Appends an interval; its start must not be below the previous start of the slice.
    mutating func append(start: CGFloat, end: CGFloat) {
        assert(starts.count == sliceStart || start >= starts[starts.count - 1], "intervals appended out of order")
        let previous = starts.count > sliceStart ? reach[reach.count - 1] : -CGFloat.infinity
        starts.append(start)
        ends.append(end)
        reach.append(max(previous, end))
    }

    /// The indices in `slice` of the intervals that overlap `low..<high` (more than touch it).
    func indices(overlapping low: CGFloat, _ high: CGFloat, in slice: Range<Int>) -> [Int] {
        var lo = slice.lowerBound, hi = slice.upperBound
        while lo < hi {
            let mid = (lo + hi) / 2
            if reach[mid] > low { hi = mid } else { lo = mid + 1 }
        }
        var found: [Int] = []
        var i = lo
        while i < slice.upperBound, starts[i] < high {
            if ends[i] > low { found.append(i) }
            i += 1
        }
        return found
    }
}
