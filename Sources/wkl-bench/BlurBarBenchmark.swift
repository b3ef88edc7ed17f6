import Foundation
@_spi(Benchmarks) import WidgetKitLite

/// A 10,000-row table scrolling at 13 pt per frame at 1280×800, alone and under a 49 pt bar
/// of the chrome material along the bottom (as iOS's tab bar): the bar's backdrop is blurred
/// again every scrolled frame. `rounds` rounds measure both, alternating which goes first;
/// each figure is the median over the rounds of the per-round p50 (CPU, ms).
@MainActor
enum BlurBarBenchmark {
    /// `downsampling` overrides the theme's (`BlurTheme.downsampling`) when given.
    static func run(rounds: Int, frames: Int, downsampling: Int? = nil) -> [String: Any] {
        var theme = Theme.light
        if let downsampling { theme.blur.downsampling = downsampling }
        var p50s: [String: [Double]] = [:]
        var p99s: [String: [Double]] = [:]
        var blurs: [Int] = []
        for round in 0..<rounds {
            for bar in round % 2 == 0 ? [false, true] : [true, false] {
                let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), theme: theme)
                let (table, source) = ListBenchmarks.makeTable(rows: 10_000, screen: screen)
                defer { withExtendedLifetime(source) {} }
                if bar, let window = table.window {
                    let effect = VisualEffectView(effect: BlurEffect(style: .systemChromeMaterial))
                    effect.frame = CGRect(x: 0, y: window.bounds.height - 49, width: window.bounds.width, height: 49)
                    window.addSubview(effect)
                }
                screen.advance(by: 0)
                let before = screen.backdropBlurs
                let summary = ListBenchmarks.scrollBackAndForth(table, on: screen, frames: frames)
                if bar { blurs.append(screen.backdropBlurs - before) }
                let name = bar ? "blurredBar" : "plain"
                p50s[name, default: []].append(summary["totalP50ms"] as? Double ?? 0)
                p99s[name, default: []].append(summary["totalP99ms"] as? Double ?? 0)
            }
        }
        var out: [String: Any] = [
            "rounds": rounds, "framesPerRound": frames, "blursPerRound": blurs, "downsampling": theme.blur.downsampling,
        ]
        for name in ["plain", "blurredBar"] {
            out[name] = [
                "totalP50ms": Benchmarks.quantile(p50s[name] ?? [], 0.5), "totalP99ms": Benchmarks.quantile(p99s[name] ?? [], 0.5),
            ]
        }
        let plain = Benchmarks.quantile(p50s["plain"] ?? [], 0.5)
        out["ratioBlurredOverPlain"] = plain > 0 ? Benchmarks.quantile(p50s["blurredBar"] ?? [], 0.5) / plain : 0
        return out
    }
}
