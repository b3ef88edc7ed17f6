import Foundation

@testable import WidgetKitLite

/// An image of the given premultiplied 0xAARRGGBB pixels, top row first (`pixels.count` must be
/// `width × height`): test pictures built in memory, which the public API only loads from files.
func makeImage(width: Int, height: Int, pixels: [UInt32]) -> Image {
    Image(width: width, height: height, pixels: pixels)
}

/// An image of one colour (transparent by default).
func makeImage(width: Int, height: Int, color: Color = .clear) -> Image {
    Image(width: width, height: height, color: color)
}

/// Deterministic images for the image tests.
enum ImageSamples {
    /// 40 × 20 pixels: a red–blue gradient left to right, green rising towards the bottom,
    /// a white diagonal, and a transparent 4-pixel border at the right.
    static let picture: Image = {
        var pixels: [UInt32] = []
        for y in 0..<20 {
            for x in 0..<40 {
                if x >= 36 {
                    pixels.append(0)
                } else if x / 2 == y {
                    pixels.append(0xFFFF_FFFF)
                } else {
                    let r = UInt32(255 - x * 7), g = UInt32(y * 12), b = UInt32(x * 7)
                    pixels.append(0xFF00_0000 | r << 16 | g << 8 | b)
                }
            }
        }
        return makeImage(width: 40, height: 20, pixels: pixels)
    }()

    /// 16 × 16: an opaque ring (alpha only matters) for template tests.
    static let ring: Image = {
        var pixels: [UInt32] = []
        for y in 0..<16 {
            for x in 0..<16 {
                let dx = Double(x) - 7.5, dy = Double(y) - 7.5
                let d = (dx * dx + dy * dy).squareRoot()
                pixels.append(d > 4 && d < 7.5 ? 0xFF20_2020 : 0)
            }
        }
        return makeImage(width: 16, height: 16, pixels: pixels)
    }()
}
