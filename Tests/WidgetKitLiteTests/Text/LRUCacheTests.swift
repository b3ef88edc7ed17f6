import Testing

@testable import WidgetKitLite

/// The one least-recently-used cache: uses reorder, peeks and iteration do not, a full cache
/// drops its least recently used half, and stamps tell what was used since a moment.
@Suite struct LRUCacheTests {
    @Test func aFullCacheDropsItsLeastRecentlyUsedHalf() {
        var cache = LRUCache<Int, String>(capacity: 4)
        for key in 0..<4 { cache.setValue("\(key)", forKey: key) }
        // Using 0 and 1 makes 2 and 3 the oldest.
        #expect(cache.value(forKey: 0) == "0")
        cache.touch(1)
        cache.setValue("4", forKey: 4)
        #expect(cache.count == 3)
        #expect(cache.peek(2) == nil && cache.peek(3) == nil)
        #expect(cache.peek(0) == "0" && cache.peek(1) == "1" && cache.peek(4) == "4")
    }

    @Test func replacingAValueDropsNothing() {
        var cache = LRUCache<Int, Int>(capacity: 2)
        cache.setValue(1, forKey: 1)
        cache.setValue(2, forKey: 2)
        cache.setValue(20, forKey: 2)
        #expect(cache.count == 2 && cache.peek(1) == 1 && cache.peek(2) == 20)
    }

    @Test func peekingAndIteratingAreNoUses() {
        var cache = LRUCache<String, Int>(capacity: 10)
        cache.setValue(1, forKey: "a")
        cache.setValue(2, forKey: "b")
        _ = cache.peek("a")
        _ = Array(cache)
        _ = Array(cache.values)
        #expect(cache.leastRecentlyUsed(before: cache.clock) == ["a", "b"])
        cache.touch("a")
        #expect(cache.leastRecentlyUsed(before: cache.clock) == ["b", "a"])
        #expect(Set(cache.map(\.key)) == ["a", "b"] && Set(cache.values) == [1, 2])
    }

    @Test func stampsSeparateWhatWasUsedSinceAMoment() {
        var cache = LRUCache<Int, Int>(capacity: .max)
        for key in 0..<3 { cache.setValue(key, forKey: key) }
        let mark = cache.clock
        cache.touch(1)
        cache.touch(7)  // no entry: nothing happens
        #expect(cache.leastRecentlyUsed(before: mark) == [0, 2])
        #expect(cache.removeValue(forKey: 0) == 0)
        #expect(cache.leastRecentlyUsed(before: mark) == [2])
        cache.removeAll()
        #expect(cache.isEmpty && cache.clock > mark)
    }
}
