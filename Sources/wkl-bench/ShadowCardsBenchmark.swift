import Foundation
@_spi(Benchmarks) import WidgetKitLite

extension Benchmarks {
    /// Push frames at 1280×800 of a page holding 20 rounded cards with shadows, beside the
    /// same cards without shadows and the plain page: the shadows are rasterised once (at
    /// the push), so the frames that move the page only composite them. `rounds` rounds
    /// measure each page once, in an order rotated from round to round; each figure is the
    /// median over the rounds of the per-round p50 (CPU, ms), and the ratios are the
    /// shadowed page's over the others'.
    static func shadowCards(rounds: Int, transitions: Int) -> [String: Any] {
        let kinds: [(String, BenchPage.Cards)] = [("plain", .none), ("cards", .plain), ("shadowedCards", .shadowed)]
        var p50s: [String: [Double]] = [:]
        var p99s: [String: [Double]] = [:]
        for round in 0..<rounds {
            for k in 0..<kinds.count {
                let (name, cards) = kinds[(k + round) % kinds.count]
                let s = pushFrames(size: CGSize(width: 1280, height: 800), transitions: transitions, extraViews: 0, cards: cards)
                p50s[name, default: []].append(quantile(s.frames.map(\.total), 0.5) * 1000)
                p99s[name, default: []].append(quantile(s.frames.map(\.total), 0.99) * 1000)
            }
        }
        var out: [String: Any] = ["rounds": rounds, "transitionsPerRound": transitions]
        var medians: [String: Double] = [:]
        for (name, _) in kinds {
            medians[name] = quantile(p50s[name] ?? [], 0.5)
            out[name] = ["totalP50ms": medians[name] ?? 0, "totalP99ms": quantile(p99s[name] ?? [], 0.5)]
        }
        let shadowed = medians["shadowedCards"] ?? 0
        out["ratioShadowedOverPlain"] = (medians["plain"] ?? 0) > 0 ? shadowed / medians["plain"]! : 0
        out["ratioShadowedOverCards"] = (medians["cards"] ?? 0) > 0 ? shadowed / medians["cards"]! : 0
        return out
    }
}
