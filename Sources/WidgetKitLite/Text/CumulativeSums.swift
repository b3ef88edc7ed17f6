/// A list of non-negative integers with their running sums — a Fenwick (binary indexed)
/// tree: changing one value, the sum of a prefix, and finding the element where a running
/// sum is reached each cost O(log n). Inserting or removing elements rebuilds it, O(n).
///
/// A text view keeps one for the paragraphs' lengths and one for their heights, so finding
/// the paragraph at an offset or at a y, and shifting everything after an edited paragraph,
/// cost O(log n) in a document of n paragraphs.
struct CumulativeSums {
    /// The values, in order.
    private(set) var values: [Int]
    /// `tree[i]` holds the sum of `values[(i - lowbit(i))..<i]` (1-based).
    private var tree: [Int]

    /// Sums of `values`; O(n).
    init(_ values: [Int] = []) {
        self.values = values
        tree = [0] + values
        for i in 1..<max(1, tree.count) {
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
        }
    }

    /// The number of values.
    var count: Int { values.count }

    /// The sum of all values.
    var total: Int { prefixSum(count) }

    /// The value at `index`.
    subscript(index: Int) -> Int { values[index] }

    /// Sets the value at `index`; O(log n).
    mutating func set(_ value: Int, at index: Int) {
        precondition(value >= 0, "cumulative sums hold non-negative values")
        let delta = value - values[index]
        guard delta != 0 else { return }
        values[index] = value
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum of the first `count` values; O(log n).
    func prefixSum(_ count: Int) -> Int {
        var sum = 0
        var i = min(max(0, count), values.count)
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The index of the element whose span holds `position` (the last element whose prefix
    /// sum before it is at most `position`, skipping empty elements), clamped to the
    /// list; O(log n). Nil when the list is empty.
    func index(containing position: Int) -> Int? {
        guard !values.isEmpty else { return nil }
        var index = 0
        var remaining = position
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = index + step
            if next < tree.count, tree[next] <= remaining {
                index = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(index, values.count - 1)
    }

    /// Replaces `values[range]` with `newValues`; O(n) unless the counts match, then
    /// O(k log n) for k values.
    mutating func replaceSubrange(_ range: Range<Int>, with newValues: [Int]) {
        if range.count == newValues.count {
            for (offset, value) in newValues.enumerated() { set(value, at: range.lowerBound + offset) }
            return
        }
        var all = values
        all.replaceSubrange(range, with: newValues)
        self = CumulativeSums(all)
    }
}
