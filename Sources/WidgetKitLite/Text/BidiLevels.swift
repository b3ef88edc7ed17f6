import CFreeType

/// The Unicode Bidirectional Algorithm's embedding levels of one paragraph, from FriBidi:
/// even levels run left to right, odd levels right to left.
///
/// The paragraph's direction comes from its first strong character (rule P2; left to right
/// when it has none). Text without any character from the right-to-left blocks skips FriBidi
/// and is level 0 throughout.
enum BidiLevels {
    /// The first scalar value of the blocks that hold right-to-left letters (Hebrew onwards);
    /// text made only of smaller values needs no bidi analysis.
    static let firstRightToLeftScalar: UInt32 = 0x0590

    /// One level per scalar of `scalars`; all 0 when FriBidi fails (never expected).
    static func levels(of scalars: [UInt32]) -> [UInt8] {
        let count = scalars.count
        guard scalars.contains(where: { $0 >= firstRightToLeftScalar }) else {
            return [UInt8](repeating: 0, count: count)
        }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var direction = wkl_fribidi_par_auto()
        let length = FriBidiStrIndex(count)
        let maximum = scalars.withUnsafeBufferPointer { text -> FriBidiLevel in
            fribidi_get_bidi_types(text.baseAddress, length, &types)
            fribidi_get_bracket_types(text.baseAddress, length, types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, length, &direction, &levels)
        }
        guard maximum > 0 else { return [UInt8](repeating: 0, count: count) }
        return levels.map { UInt8(clamping: $0) }
    }

    /// Reorders `items` of one line from logical to visual order (rule L2): from the highest
    /// level down to the lowest odd one, every maximal run at that level or above is reversed.
    static func visualOrder<Item>(_ items: [Item], level: (Item) -> UInt8) -> [Item] {
        let levels = items.map(level)
        guard let highest = levels.max(), highest > 0 else { return items }
        let lowestOdd = levels.filter { $0 & 1 == 1 }.min() ?? highest
        var order = Array(items.indices)
        var current = highest
        while current >= lowestOdd, current > 0 {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= current else {
                    i += 1
                    continue
                }
                var end = i
                while end < order.count, levels[order[end]] >= current { end += 1 }
                order[i..<end].reverse()
                i = end
            }
            current -= 1
        }
        return order.map { items[$0] }
    }
}
