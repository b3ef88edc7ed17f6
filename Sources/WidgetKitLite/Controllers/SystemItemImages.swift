import Foundation

/// The images of the system bar button items, drawn once at 3× as templates so they stay
/// crisp at every scale.
@MainActor
enum SystemItemImages {
    /// Points across each image.
    static let pointSize: CGFloat = 22
    /// Pixels per point the images are drawn at.
    static let scale: CGFloat = 3

    /// A plus sign with 2-pt strokes.
    static let plus: Image = draw { canvas, s in
        let stroke = 2 * scale
        canvas.fill(CGRect(x: (s - stroke) / 2, y: s * 0.14, width: stroke, height: s * 0.72), cornerRadius: stroke / 2, with: opaque)
        canvas.fill(CGRect(x: s * 0.14, y: (s - stroke) / 2, width: s * 0.72, height: stroke), cornerRadius: stroke / 2, with: opaque)
    }

    /// A cross in a translucent circle (the circle at alpha 0.15, so the tint shows faintly).
    static let close: Image = draw { canvas, s in
        canvas.fill(CGRect(x: 0, y: 0, width: s, height: s), cornerRadius: s / 2, with: Pixel.scale(opaque, by: 38))
        // The cross: two diagonals of small squares.
        let stroke = 1.8 * scale, steps = 40
        for i in 0...steps {
            let t = s * 0.32 + (s * 0.36) * CGFloat(i) / CGFloat(steps)
            canvas.fill(CGRect(x: t - stroke / 2, y: t - stroke / 2, width: stroke, height: stroke), cornerRadius: stroke / 2, with: opaque)
            canvas.fill(CGRect(x: s - t - stroke / 2, y: t - stroke / 2, width: stroke, height: stroke), cornerRadius: stroke / 2, with: opaque)
        }
    }

    private static let opaque: UInt32 = 0xFF00_0000

    private static func draw(_ body: (Canvas, CGFloat) -> Void) -> Image {
        let pixels = Int(pointSize * scale)
        let bitmap = Bitmap(width: pixels, height: pixels)
        body(bitmap.canvas, CGFloat(pixels))
        var image = bitmap.image
        image.scale = scale
        image.renderingMode = .alwaysTemplate
        return image
    }
}
