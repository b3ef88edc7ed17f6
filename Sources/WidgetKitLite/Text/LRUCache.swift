/// Values by key, remembering the order in which they were last used — the toolkit's one
/// least-recently-used cache (text layouts, glyphs, the renderer's backing stores).
///
/// Every use (`value(forKey:)`, `touch(_:)`, `setValue(_:forKey:)`) stamps the entry with
/// the next tick of a clock the cache owns; `peek(_:)` and `values` do not count as uses.
/// Past `capacity` entries, setting a new value first drops the least recently used half,
/// so the cost of forgetting is spread over many insertions. A cache whose budget is not a
/// count (the renderer's bytes) keeps the capacity unbounded and evicts itself, oldest
/// first, from `leastRecentlyUsed(before:)`.
struct LRUCache<Key: Hashable, Value> {
    fileprivate struct Entry {
        var value: Value
        var lastUse: UInt64
    }

    private var entries: [Key: Entry] = [:]
    /// The stamp the next use gets; every stamp given so far is below it.
    private(set) var clock: UInt64 = 0

    /// The most entries kept (at least 1); `Int.max` never drops any by itself.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
    }

    /// The number of entries.
    var count: Int { entries.count }

    /// Whether the cache holds no entry.
    var isEmpty: Bool { entries.isEmpty }

    /// Every value, in no particular order (not a use).
    var values: some Collection<Value> { entries.values.lazy.map(\.value) }

    /// The value for `key` without counting a use.
    func peek(_ key: Key) -> Value? { entries[key]?.value }

    /// The value for `key`, counted as used now.
    mutating func value(forKey key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        let stamp = tick()
        entries[key]?.lastUse = stamp
        return entry.value
    }

    /// Counts a use of `key`'s entry now; nothing when there is none.
    mutating func touch(_ key: Key) {
        guard entries[key] != nil else { return }
        let stamp = tick()
        entries[key]?.lastUse = stamp
    }

    /// Stores `value` for `key`, used now. A new key in a full cache first drops the least
    /// recently used half of the entries.
    mutating func setValue(_ value: Value, forKey key: Key) {
        if entries[key] == nil, entries.count >= capacity {
            let oldest = leastRecentlyUsed(before: clock).prefix(Swift.max(1, capacity / 2))
            for stale in oldest { entries[stale] = nil }
        }
        entries[key] = Entry(value: value, lastUse: tick())
    }

    /// Forgets `key`'s entry and returns its value.
    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        entries.removeValue(forKey: key)?.value
    }

    /// Forgets every entry (the clock goes on).
    mutating func removeAll() {
        entries.removeAll()
    }

    /// The keys of the entries last used before the stamp `stamp` (a `clock` read earlier),
    /// least recently used first.
    func leastRecentlyUsed(before stamp: UInt64) -> [Key] {
        entries.filter { $0.value.lastUse < stamp }.sorted { $0.value.lastUse < $1.value.lastUse }.map(\.key)
    }

    private mutating func tick() -> UInt64 {
        defer { clock &+= 1 }
        return clock
    }
}

/// Iterates the entries as (key, value) pairs in no particular order; iterating is not a use.
extension LRUCache: Sequence {
    struct Iterator: IteratorProtocol {
        fileprivate var base: [Key: Entry].Iterator

        mutating func next() -> (key: Key, value: Value)? {
            base.next().map { ($0.key, $0.value.value) }
        }
    }

    func makeIterator() -> Iterator { Iterator(base: entries.makeIterator()) }
}
