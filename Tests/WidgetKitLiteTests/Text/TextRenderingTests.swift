import Foundation
import Testing
@testable import WidgetKitLite

@MainActor @Suite struct TextRenderingTests {
    /// Pixels that are not pure white, as (x, y, grey level) for an opaque black-on-white drawing.
    private func inkedPixels(_ bitmap: Bitmap) -> [(x: Int, y: Int, level: UInt32)] {
        var result: [(Int, Int, UInt32)] = []
        let canvas = bitmap.canvas
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let level = canvas.pixel(x: x, y: y) & 0xFF
                if level != 255 { result.append((x, y, level)) }
            }
        }
        return result
    }

    private func whiteBitmap(width: Int, height: Int) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        bitmap.canvas.fill(bitmap.canvas.bounds, with: Color.white.premultiplied)
        return bitmap
    }

    @Test func helloIsAntiAliasedAndInsideItsBox() throws {
        let layout = TextLayout(text: "Hello", font: .systemFont(ofSize: 17), scale: 1, maxWidth: nil, numberOfLines: 0)
        let bitmap = whiteBitmap(width: 100, height: 40)
        let origin = CGPoint(x: 10, y: 8)
        layout.draw(in: bitmap.canvas, at: origin, width: 100, alignment: .left, color: .black)
        let ink = inkedPixels(bitmap)
        #expect(ink.contains { $0.level == 0 }, "solid stems")
        #expect(ink.contains { $0.level > 30 && $0.level < 225 }, "anti-aliased edges")
        let box = PixelRect(
            x: Int(origin.x), y: Int(origin.y),
            width: Int(layout.size.width.rounded(.up)), height: Int(layout.size.height.rounded(.up)))
        for pixel in ink {
            #expect(box.contains(PixelRect(x: pixel.x, y: pixel.y, width: 1, height: 1)), "ink at \(pixel.x),\(pixel.y) outside \(box)")
        }
        // Every pixel stays opaque grey.
        for pixel in ink {
            let p = bitmap.canvas.pixel(x: pixel.x, y: pixel.y)
            #expect(p >> 24 == 255 && (p >> 16) & 0xFF == pixel.level)
        }
    }

    @Test func scaleTwoTextIsTwiceAsWideInPixels() throws {
        func inkWidth(scale: CGFloat) -> Int {
            let layout = TextLayout(text: "Hello", font: .systemFont(ofSize: 17), scale: scale, maxWidth: nil, numberOfLines: 0)
            let bitmap = whiteBitmap(width: 200, height: 60)
            layout.draw(in: bitmap.canvas, at: .zero, width: 200, alignment: .left, color: .black)
            let xs = inkedPixels(bitmap).map(\.x)
            return (xs.max() ?? 0) - (xs.min() ?? 0) + 1
        }
        let ratio = Double(inkWidth(scale: 2)) / Double(inkWidth(scale: 1))
        #expect(ratio > 1.85 && ratio < 2.15)
    }

    @Test func alignmentPlacesLinesInTheBox() {
        let layout = TextLayout(text: "Hi", font: .systemFont(ofSize: 17), scale: 1, maxWidth: nil, numberOfLines: 0)
        func inkRange(_ alignment: TextAlignment) -> ClosedRange<Int> {
            let bitmap = whiteBitmap(width: 120, height: 30)
            layout.draw(in: bitmap.canvas, at: CGPoint(x: 10, y: 0), width: 100, alignment: alignment, color: .black)
            let xs = inkedPixels(bitmap).map(\.x)
            return (xs.min() ?? 0)...(xs.max() ?? 0)
        }
        let left = inkRange(.left), center = inkRange(.center), right = inkRange(.right)
        #expect(left.lowerBound >= 10 && left.lowerBound < 14)
        #expect(right.upperBound <= 110 && right.upperBound > 104)
        let middle = (center.lowerBound + center.upperBound) / 2
        #expect(abs(middle - 60) <= 2)
        #expect(inkRange(.natural) == left && inkRange(.justified) == left)
    }

    @Test func drawingIsClippedAndNonFiniteGeometryIsSanitised() {
        let layout = TextLayout(text: "Clipped", font: .systemFont(ofSize: 17), scale: 1, maxWidth: nil, numberOfLines: 0)
        let bitmap = whiteBitmap(width: 80, height: 30)
        let clip = PixelRect(x: 0, y: 0, width: 20, height: 30)
        layout.draw(in: bitmap.canvas.clipped(to: clip), at: CGPoint(x: -5, y: 5), width: 80, alignment: .left, color: .black)
        #expect(inkedPixels(bitmap).allSatisfy { $0.x < 20 })
        let untouched = whiteBitmap(width: 80, height: 30)
        layout.draw(in: untouched.canvas, at: .zero, width: 80, alignment: .left, color: .clear)
        #expect(inkedPixels(untouched).isEmpty)
        // NaN and infinities become 0: the text lands at the top-left corner.
        let sanitised = whiteBitmap(width: 80, height: 30)
        layout.draw(in: sanitised.canvas, at: CGPoint(x: CGFloat.nan, y: .infinity), width: .nan, alignment: .center, color: .black)
        let ink = inkedPixels(sanitised)
        #expect(!ink.isEmpty && ink.allSatisfy { $0.y < Int(layout.size.height) })
    }
}
