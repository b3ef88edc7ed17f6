@preconcurrency import Glibc
import Foundation
@_spi(Benchmarks) import WidgetKitLite

/// Runs the headless benchmarks and prints a JSON document of the results on stdout.
@MainActor
enum Benchmarks {
    static func main(arguments: [String]) {
        let quick = arguments.contains("--quick")
        // Measures what giving freed stores back to the system saves.
        if arguments.contains("--no-heap-trim") { RenderBenchmark.returnsFreedStores = false }
        if let i = arguments.firstIndex(of: "--views"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) {
            // Profiling aid: only the push with `n` extra views.
            let s = pushFrames(size: CGSize(width: 1280, height: 800), transitions: 10, extraViews: n)
            let data = (try? JSONSerialization.data(withJSONObject: s.json, options: [.sortedKeys])) ?? Data()
            print(String(decoding: data, as: UTF8.self))
            return
        }
        if arguments.contains("--growth") {
            // Only the push frames against the number of views (interleaved rounds).
            let growth = growthViews(counts: [10, 100, 1000, 10000], rounds: quick ? 2 : 7, transitions: quick ? 2 : 4)
            let result: [String: Any] = ["growthViews": growth.perCount, "growthViewsRatio10000over10": growth.ratio]
            let data = (try? JSONSerialization.data(withJSONObject: result, options: [.prettyPrinted, .sortedKeys])) ?? Data()
            FileHandle.standardOutput.write(data)
            print()
            return
        }
        if arguments.contains("--typing") {
            // Only the text field typing measurement.
            print(typing())
            return
        }
        if arguments.contains("--label-list-memory") {
            // Only the 900×640 list of two-label rows scrolled by the wheel, alone in this process.
            let data = (try? JSONSerialization.data(withJSONObject: LabelListMemoryBenchmark.run(), options: [.sortedKeys])) ?? Data()
            print(String(decoding: data, as: UTF8.self))
            return
        }
        if arguments.contains("--textview") {
            // Only typing into a 10,000-line text view, and a 1 MB paste into it.
            let data = (try? JSONSerialization.data(withJSONObject: textView(keys: quick ? 40 : 200), options: [.prettyPrinted, .sortedKeys])) ?? Data()
            FileHandle.standardOutput.write(data)
            print()
            return
        }
        if arguments.contains("--typing-lines") {
            // Only the per-keystroke cost in long lines and beside a huge grapheme cluster.
            let data = (try? JSONSerialization.data(withJSONObject: typingLines(), options: [.prettyPrinted, .sortedKeys])) ?? Data()
            FileHandle.standardOutput.write(data)
            print()
            return
        }
        if arguments.contains("--list-memory") {
            // Only the 200-row list app's resident memory, alone in this process.
            let data = (try? JSONSerialization.data(withJSONObject: ListMemoryBenchmark.run(), options: [.sortedKeys])) ?? Data()
            print(String(decoding: data, as: UTF8.self))
            return
        }
        if let i = arguments.firstIndex(of: "--load-image"), i + 1 < arguments.count {
            // Only one PNG's load: outcome, time and peak resident memory.
            let data = (try? JSONSerialization.data(withJSONObject: ImageLoadBenchmark.run(path: arguments[i + 1]), options: [.sortedKeys])) ?? Data()
            print(String(decoding: data, as: UTF8.self))
            return
        }
        if arguments.contains("--lists") {
            // Only the table view measurements.
            let data = (try? JSONSerialization.data(withJSONObject: ListBenchmarks.run(quick: quick), options: [.prettyPrinted, .sortedKeys])) ?? Data()
            FileHandle.standardOutput.write(data)
            print()
            return
        }
        if arguments.contains("--grids") {
            // Only the collection view measurements.
            let data = (try? JSONSerialization.data(withJSONObject: GridBenchmarks.run(quick: quick), options: [.prettyPrinted, .sortedKeys])) ?? Data()
            FileHandle.standardOutput.write(data)
            print()
            return
        }
        if arguments.contains("--diffable") {
            // Only applying a 10,000-item snapshot with 100 changes.
            let data = (try? JSONSerialization.data(withJSONObject: DiffableBenchmark.run(quick: quick), options: [.prettyPrinted, .sortedKeys])) ?? Data()
            FileHandle.standardOutput.write(data)
            print()
            return
        }
        if arguments.contains("--solver") {
            // Only the constraint solver's cases (beside kiwi: scripts/lib/bench_kiwi.py).
            SolverBenchmark.run(quick: quick)
            return
        }
        if arguments.contains("--autolayout") {
            // Only Auto Layout through the public API (beside kiwi: bench_kiwi.py --autolayout).
            // Profiling aid: `--only cells|resize|constant|form|table` (comma-separated) and `--rounds N`.
            var only = Set(AutoLayoutBenchmark.Case.allCases)
            if let i = arguments.firstIndex(of: "--only"), i + 1 < arguments.count {
                only = Set(arguments[i + 1].split(separator: ",").compactMap { AutoLayoutBenchmark.Case(rawValue: String($0)) })
            }
            var rounds: Int?
            if let i = arguments.firstIndex(of: "--rounds"), i + 1 < arguments.count { rounds = Int(arguments[i + 1]) }
            let result = AutoLayoutBenchmark.run(quick: quick, only: only, rounds: rounds)
            let data = (try? JSONSerialization.data(withJSONObject: result, options: [.prettyPrinted, .sortedKeys])) ?? Data()
            FileHandle.standardOutput.write(data)
            print()
            return
        }
        if arguments.contains("--pop") {
            // Only the "pop" (transform and alpha) against a plain fade.
            let result = PopBenchmark.run(size: CGSize(width: 1280, height: 800), rounds: quick ? 4 : 20)
            let data = (try? JSONSerialization.data(withJSONObject: result, options: [.prettyPrinted, .sortedKeys])) ?? Data()
            FileHandle.standardOutput.write(data)
            print()
            return
        }
        if arguments.contains("--shadow-cards") {
            // Only the push of a page of 20 shadowed cards against plain pages.
            let data = (try? JSONSerialization.data(withJSONObject: shadowCards(rounds: quick ? 2 : 5, transitions: quick ? 2 : 6), options: [.prettyPrinted, .sortedKeys])) ?? Data()
            FileHandle.standardOutput.write(data)
            print()
            return
        }
        if arguments.contains("--blur-bar") {
            // Only the scrolling list under a blurred bar against the list alone.
            var downsampling: Int?
            if let i = arguments.firstIndex(of: "--blur-downsampling"), i + 1 < arguments.count { downsampling = Int(arguments[i + 1]) }
            let results = BlurBarBenchmark.run(rounds: quick ? 2 : 5, frames: quick ? 120 : 400, downsampling: downsampling)
            let data = (try? JSONSerialization.data(withJSONObject: results, options: [.prettyPrinted, .sortedKeys])) ?? Data()
            FileHandle.standardOutput.write(data)
            print()
            return
        }
        if arguments.contains("--renderers") {
            print(renderers(arguments: arguments, quick: quick))
            return
        }
        let transitions = quick ? 5 : 40
        var results: [String: Any] = [:]
        for (name, size) in [("push1280x800", CGSize(width: 1280, height: 800)), ("push1920x1080", CGSize(width: 1920, height: 1080))] {
            results[name] = pushFrames(size: size, transitions: transitions, extraViews: 0).json
        }
        // HiDPI: an 800×600-point window at 2× (1600×1200 pixels).
        results["push800x600at2x"] = pushFrames(size: CGSize(width: 800, height: 600), scale: 2, transitions: transitions, extraViews: 0).json
        results["shadowCards"] = shadowCards(rounds: quick ? 2 : 5, transitions: quick ? 2 : 6)
        results["fade1280x800"] = fade(size: CGSize(width: 1280, height: 800), toggles: quick ? 4 : 20)
        results["pop1280x800"] = PopBenchmark.run(size: CGSize(width: 1280, height: 800), rounds: quick ? 4 : 20)
        let growth = growthViews(counts: [10, 100, 1000, 10000], rounds: quick ? 2 : 7, transitions: quick ? 2 : 4)
        results["growthViews"] = growth.perCount
        results["growthViewsRatio10000over10"] = growth.ratio
        var growthSize: [String: Any] = [:]
        for (w, h) in [(800, 600), (1280, 800), (1920, 1080), (3840, 2160)] {
            growthSize["\(w)x\(h)"] = pushFrames(size: CGSize(width: w, height: h), transitions: quick ? 2 : 10, extraViews: 0).json
        }
        results["growthSize"] = growthSize
        results["hitTestAndLayout"] = hitTestAndLayout(counts: [10, 100, 1000, 10000])
        results["animatePhase"] = animatePhase(views: 1000)
        results["text"] = textRendering()
        results["typing"] = typing()
        results["typingLines"] = typingLines()
        results["textView"] = textView(keys: quick ? 40 : 200)
        results["lists"] = ListBenchmarks.run(quick: quick)
        results["blurBar"] = BlurBarBenchmark.run(rounds: quick ? 2 : 5, frames: quick ? 120 : 400)
        results["grids"] = GridBenchmarks.run(quick: quick)
        results["backends1280x800"] = RenderBenchmark.memoryFrames(width: 1280, height: 800, frames: quick ? 20 : 100)
        let data = (try? JSONSerialization.data(withJSONObject: results, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        FileHandle.standardOutput.write(data)
        print()
    }

    /// Push frames at 1280×800 through the display-list backends: in memory, and on the X
    /// server in `DISPLAY` when set (`--xvfb-pid N` adds the server's CPU time).
    static func renderers(arguments: [String], quick: Bool) -> String {
        var results: [String: Any] = [
            "memory": RenderBenchmark.memoryFrames(width: 1280, height: 800, frames: quick ? 20 : 100),
            "hotPaths": RenderBenchmark.hotPaths(width: 1280, height: 800, repeats: quick ? 5 : 30),
        ]
        var serverPID: Int32?
        if let i = arguments.firstIndex(of: "--xvfb-pid"), i + 1 < arguments.count { serverPID = Int32(arguments[i + 1]) }
        if Configuration.process.display != nil {
            results["x11"] = RenderBenchmark.x11Frames(
                width: 1280, height: 800, frames: quick ? 60 : 600, serverPID: serverPID)
        }
        let data = (try? JSONSerialization.data(withJSONObject: results, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Quantile `q` (0…1) of `values`, nearest rank; 0 when empty.
    nonisolated static func quantile(_ values: [Double], _ q: Double) -> Double {
        let s = values.sorted()
        guard !s.isEmpty else { return 0 }
        return s[min(s.count - 1, Int(Double(s.count - 1) * q + 0.5))]
    }

    /// Frame timings by phase: `total…`, `animate…`, `layout…`, `paint…` and `present…` are
    /// the frame thread's CPU milliseconds, `wall…` the frame's wall-clock milliseconds
    /// (which, on a busy machine, include time spent waiting for a core).
    struct Summary {
        var frames: [FrameTiming]
        func quantile(_ values: [Double], _ q: Double) -> Double { Benchmarks.quantile(values, q) }
        var json: [String: Any] {
            var out: [String: Any] = ["frames": frames.count]
            for (name, values) in [
                ("total", frames.map(\.total)), ("animate", frames.map(\.animate)), ("layout", frames.map(\.layout)), ("paint", frames.map(\.paint)),
                ("present", frames.map(\.present)), ("wall", frames.map(\.wall)),
            ] {
                out["\(name)P50ms"] = quantile(values, 0.5) * 1000
                out["\(name)P99ms"] = quantile(values, 0.99) * 1000
            }
            out["pixelsP50"] = quantile(frames.map { Double($0.pixelsPainted) }, 0.5)
            return out
        }
    }

    /// Frame work during push/pop transitions of a full-screen page (the tab bar slides too)
    /// in a window of `size` points at `scale`.
    static func pushFrames(
        size: CGSize, scale: CGFloat = 1, transitions: Int, extraViews: Int, cards: BenchPage.Cards = .none
    ) -> Summary {
        let scene = BenchScene(size: size, scale: scale)
        var frames: [FrameTiming] = []
        for i in 0..<transitions {
            let page = BenchPage(title: "Page \(i)", extraViews: extraViews, cards: cards)
            page.hidesBottomBarWhenPushed = true
            scene.navigation.pushViewController(page, animated: true)
            scene.screen.resetFrameTimings()
            scene.screen.advance(by: 0.4)
            frames += scene.screen.frameTimings.filter { $0.pixelsPainted > 0 }
            scene.navigation.popViewController(animated: true)
            scene.screen.resetFrameTimings()
            scene.screen.advance(by: 0.4)
            frames += scene.screen.frameTimings.filter { $0.pixelsPainted > 0 }
        }
        return Summary(frames: frames)
    }

    /// Push frames against the number of views in the pushed page, made robust against a
    /// busy machine: `rounds` rounds each measure every count once (in an order rotated from
    /// round to round, so no count always runs first or last), and each count's figures are
    /// the medians over the rounds of the per-round p50 and p99 (CPU) and p50 (wall).
    /// `ratio` is the median 10,000-view p50 over the median 10-view p50 (largest over
    /// smallest count).
    static func growthViews(counts: [Int], rounds: Int, transitions: Int) -> (perCount: [String: Any], ratio: Double) {
        var runs: [Int: [[String: Any]]] = [:]
        for round in 0..<rounds {
            for k in 0..<counts.count {
                let n = counts[(k + round) % counts.count]
                runs[n, default: []].append(pushFrames(size: CGSize(width: 1280, height: 800), transitions: transitions, extraViews: n).json)
            }
        }
        func median(_ values: [Double]) -> Double { quantile(values, 0.5) }
        var perCount: [String: Any] = [:]
        var medians: [Int: Double] = [:]
        for n in counts {
            let summaries = runs[n] ?? []
            let p50s = summaries.map { $0["totalP50ms"] as? Double ?? 0 }
            medians[n] = median(p50s)
            perCount[String(n)] = [
                "rounds": summaries.count, "framesPerRound": summaries.first?["frames"] ?? 0, "totalP50ms": median(p50s),
                "totalP99ms": median(summaries.map { $0["totalP99ms"] as? Double ?? 0 }),
                "wallP50ms": median(summaries.map { $0["wallP50ms"] as? Double ?? 0 }), "roundsTotalP50ms": p50s,
            ]
        }
        let smallest = medians[counts.min() ?? 0] ?? 0, largest = medians[counts.max() ?? 0] ?? 0
        return (perCount, smallest > 0 ? largest / smallest : 0)
    }

    /// Pixels repainted per frame while the bottom bar fades, against the bar's area.
    static func fade(size: CGSize, toggles: Int) -> [String: Any] {
        let scene = BenchScene(size: size)
        guard let page = scene.navigation.topViewController as? BenchPage else { return [:] }
        var frames: [FrameTiming] = []
        for _ in 0..<toggles {
            page.bar.toggle()
            scene.screen.resetFrameTimings()
            scene.screen.advance(by: 0.6)
            frames += scene.screen.frameTimings.filter { $0.pixelsPainted > 0 }
        }
        let barArea = Double(page.bar.bounds.width * page.bar.bounds.height)
        let maxPixels = Double(frames.map(\.pixelsPainted).max() ?? 0)
        var out = Summary(frames: frames).json
        out["barArea"] = barArea
        out["maxPixelsOverBarArea"] = maxPixels / barArea
        return out
    }

    /// Cost of hit testing and of a full layout pass against the number of views.
    static func hitTestAndLayout(counts: [Int]) -> [String: Any] {
        var out: [String: Any] = [:]
        for n in counts {
            let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800))
            let window = screen.makeWindow()
            let root = View(frame: window.bounds)
            window.addSubview(root)
            for i in 0..<n {
                root.addSubview(View(frame: CGRect(x: CGFloat(i % 100) * 12, y: CGFloat(i / 100 % 60) * 12, width: 10, height: 10)))
            }
            screen.advance(by: 0)
            let repeats = 200
            var t0 = now()
            for i in 0..<repeats { _ = window.hitTest(CGPoint(x: Double(i % 1200), y: Double(i % 700))) }
            let hit = (now() - t0) / Double(repeats)
            t0 = now()
            for _ in 0..<20 {
                root.setNeedsLayout()
                for sub in root.subviews.prefix(1) { sub.setNeedsLayout() }
                root.layoutIfNeeded()
            }
            let layout = (now() - t0) / 20
            out[String(n)] = ["hitTestMs": hit * 1000, "layoutMs": layout * 1000]
        }
        return out
    }

    /// Cost of the animate phase per animated property per frame: 1,000 views animating
    /// frame and alpha (2,000 properties), nothing painted (the views are clear).
    static func animatePhase(views: Int) -> [String: Any] {
        let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800))
        let window = screen.makeWindow()
        let items = (0..<views).map { i in View(frame: CGRect(x: CGFloat(i % 100) * 12, y: CGFloat(i / 100) * 12, width: 10, height: 10)) }
        for item in items { window.addSubview(item) }
        screen.advance(by: 0)
        View.animate(withDuration: 1) {
            for item in items {
                item.frame.origin.x += 100
                item.alpha = 0.5
            }
        }
        screen.resetFrameTimings()
        screen.advance(by: 0.5)
        let frames = screen.frameTimings
        let animate = quantile(frames.map(\.animate), 0.5)
        screen.advance(by: 0.6)
        return ["properties": views * 2, "animatePhaseP50ms": animate * 1000, "nsPerPropertyPerFrame": animate * 1e9 / Double(views * 2)]
    }

    /// Text: a window of 40 labels laid out and rasterised with a cold and a warm glyph cache.
    static func textRendering() -> [String: Any] {
        let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800))
        let window = screen.makeWindow()
        let sentence = "The quick brown fox jumps over the lazy dog — 0123456789 › …"
        var labels: [Label] = []
        let t0 = now()
        for i in 0..<40 {
            let label = Label(frame: CGRect(x: 20, y: CGFloat(i) * 19, width: 1240, height: 19))
            label.text = "\(i): \(sentence) \(sentence)"
            window.addSubview(label)
            labels.append(label)
        }
        screen.runFrame()
        let cold = now() - t0
        var warm: [Double] = []
        for round in 0..<10 {
            for label in labels { label.textColor = round % 2 == 0 ? .darkGray : .black }
            let t = now()
            screen.runFrame()
            warm.append(now() - t)
        }
        let glyphs = labels.reduce(0) { $0 + ($1.text?.count ?? 0) }
        let warmMedian = warm.sorted()[warm.count / 2]
        return ["labels": labels.count, "glyphs": glyphs, "coldFrameMs": cold * 1000, "warmFrameMs": warmMedian * 1000, "nsPerGlyphWarm": warmMedian * 1e9 / Double(glyphs)]
    }

    /// CPU seconds of the calling thread: what the measurements outside frames (hit testing,
    /// layout passes, text, typing, table creation) are timed with, as frames are.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
