/// Pixel arithmetic on premultiplied 0xAARRGGBB words. Wrapping operators keep the hot
/// loops free of overflow checks so the optimiser can vectorise them.
enum Pixel {
    /// Opaque black: what shows where no view paints.
    static let opaqueBlack: UInt32 = 0xFF00_0000
    /// The alpha channel of a pixel word.
    static let alphaMask: UInt32 = 0xFF00_0000

    /// `x * y / 255`, exactly rounded, for 8-bit `x` and `y`.
    @inline(__always)
    static func multiply(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x &* y &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Scales all four channels of `p` by `a` (0…255), exactly rounded per channel.
    @inline(__always)
    static func scale(_ p: UInt32, by a: UInt32) -> UInt32 {
        // Two channels at a time in 16-bit lanes.
        var rb = (p & 0x00FF_00FF) &* a &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over of premultiplied `src` onto premultiplied `dst`.
    @inline(__always)
    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let sa = src >> 24
        if sa == 255 { return src }
        if sa == 0 { return dst }
        return src &+ scale(dst, by: 255 &- sa)
    }

    /// Blends a translucent premultiplied `color` over `count` pixels, sixteen at a time.
    static func blendRow(_ p: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32) {
        let inv = 255 &- (color >> 24)
        var i = 0
        #if !DEBUG
            // Generic SIMD code is fast only when specialised: debug builds take the plain loop.
            let lanes = 16
            if count >= lanes {
                let raw = UnsafeMutableRawPointer(p)
                let c = SIMD16<UInt32>(repeating: color)
                let a = SIMD16<UInt32>(repeating: inv)
                let low = SIMD16<UInt32>(repeating: 0x00FF_00FF)
                let half = SIMD16<UInt32>(repeating: 0x0080_0080)
                let high = SIMD16<UInt32>(repeating: 0xFF00_FF00)
                while i + lanes <= count {
                    let d = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD16<UInt32>.self)
                    var rb = (d & low) &* a &+ half
                    rb = ((rb &+ ((rb &>> 8) & low)) &>> 8) & low
                    var ag = ((d &>> 8) & low) &* a &+ half
                    ag = (ag &+ ((ag &>> 8) & low)) & high
                    raw.storeBytes(of: c &+ (rb | ag), toByteOffset: i * 4, as: SIMD16<UInt32>.self)
                    i += lanes
                }
            }
        #endif
        while i < count {
            p[i] = color &+ scale(p[i], by: inv)
            i += 1
        }
    }
}
