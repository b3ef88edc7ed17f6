@preconcurrency import Glibc

/// Measurements of the display-list backends for `wkl-bench`: not part of the toolkit's API.
@_spi(Benchmarks)
@MainActor
public enum RenderBenchmark {
    /// Bytes held in `window`'s backing stores now (its renderer's accounting).
    public static func storeBytes(of window: Window) -> Int { window.renderer.layerBytes }

    /// Whether freed stores are given back to the system at rest (on by default).
    public static var returnsFreedStores: Bool {
        get { HeapTrim.isEnabled }
        set { HeapTrim.isEnabled = newValue }
    }

    /// The byte budget of `window`'s backing stores now.
    public static func storeBudget(of window: Window) -> Int { window.renderer.layers.budget }

    /// Client milliseconds per push frame at `width`×`height` in memory: the canvas loops
    /// against `PixmanBackend` (p50 and p99 of `frames` frames each).
    public static func memoryFrames(width: Int, height: Int, frames: Int) -> [String: Double] {
        let size = PixelSize(width: width, height: height)
        let scene = PushFrameScene(size: size, frames: frames)
        let outgoing = PushFrameScene.pageContent(size: size, tint: 0)
        let incoming = PushFrameScene.pageContent(size: size, tint: 0x0010_2030)
        let target = Bitmap(width: width, height: height)
        var loops: [Double] = []
        for i in 0..<frames {
            let start = processSeconds()
            scene.drawWithCanvasLoops(frame: i, outgoing: outgoing.canvas, incoming: incoming.canvas, into: target.canvas)
            loops.append(processSeconds() - start)
        }
        let backend = PixmanBackend(target: target.canvas)
        var pixman: [Double] = []
        guard let a = try? backend.makeLayer(size: size), let b = try? backend.makeLayer(size: size),
            (try? backend.upload(outgoing.canvas, rect: size.bounds, to: a, at: PixelPoint(x: 0, y: 0))) != nil,
            (try? backend.upload(incoming.canvas, rect: size.bounds, to: b, at: PixelPoint(x: 0, y: 0))) != nil
        else { return [:] }
        for i in 0..<frames {
            let start = processSeconds()
            try? backend.execute(scene.list(frame: i, outgoing: a, incoming: b), into: .window)
            pixman.append(processSeconds() - start)
        }
        return [
            "canvasLoopsP50ms": quantile(loops, 0.5) * 1000, "canvasLoopsP99ms": quantile(loops, 0.99) * 1000,
            "pixmanP50ms": quantile(pixman, 0.5) * 1000, "pixmanP99ms": quantile(pixman, 0.99) * 1000,
        ]
    }

    /// Client milliseconds (median of `repeats`) of the canvas hot paths at `width`×`height`,
    /// hand-written loop against pixman: a translucent fill (dimming), an opaque copy, a
    /// translucent draw at alpha 128, and 1000 glyph masks of 16×16.
    public static func hotPaths(width: Int, height: Int, repeats: Int) -> [String: Double] {
        let size = PixelSize(width: width, height: height)
        let target = Bitmap(width: width, height: height)
        let source = PushFrameScene.pageContent(size: size, tint: 0)
        let translucent = Bitmap(width: width, height: height)
        translucent.canvas.replace(size.bounds, with: 0x8040_2010)
        let glyphSide = 16
        let glyphs = 1000
        let mask = [UInt8]((0..<(glyphSide * glyphSide)).map { UInt8(truncatingIfNeeded: $0 &* 37) })
        let canvas = target.canvas
        func time(_ body: () -> Void) -> Double {
            var samples: [Double] = []
            for _ in 0..<repeats {
                let start = processSeconds()
                body()
                samples.append(processSeconds() - start)
            }
            return quantile(samples, 0.5) * 1000
        }
        return mask.withUnsafeBufferPointer { glyph in
            let m = glyph.baseAddress!
            func drawGlyphs(pixman: Bool) {
                for i in 0..<glyphs {
                    let x = (i * 23) % (width - glyphSide), y = (i * 7) % (height - glyphSide)
                    if pixman {
                        canvas.pixmanDraw(
                            mask: m, width: glyphSide, height: glyphSide, pitch: glyphSide, atX: x, y: y, color: 0xFF20_2020)
                    } else {
                        canvas.draw(
                            mask: m, width: glyphSide, height: glyphSide, pitch: glyphSide, atX: x, y: y, color: 0xFF20_2020)
                    }
                }
            }
            return [
                "dimFillLoopMs": time { canvas.fill(size.bounds, with: 0x5C00_0000) },
                "dimFillPixmanMs": time { canvas.pixmanFill(size.bounds, with: 0x5C00_0000) },
                "opaqueCopyLoopMs": time { canvas.draw(source.canvas, atX: 0, y: 0, opaque: true) },
                "opaqueCopyPixmanMs": time { canvas.pixmanDraw(source.canvas, atX: 0, y: 0, opaque: true) },
                "translucentDrawLoopMs": time { canvas.draw(translucent.canvas, atX: 0, y: 0, alpha: 128) },
                "translucentDrawPixmanMs": time { canvas.pixmanDraw(translucent.canvas, atX: 0, y: 0, alpha: 128) },
                "glyphs1000LoopMs": time { drawGlyphs(pixman: false) },
                "glyphs1000PixmanMs": time { drawGlyphs(pixman: true) },
            ]
        }
    }

    /// CPU seconds this process has used (all threads).
    static func processSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    static func quantile(_ values: [Double], _ q: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * q + 0.5))]
    }
}
