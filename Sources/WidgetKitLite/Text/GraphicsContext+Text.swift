import Foundation

/// Text drawing: the context's part that needs fonts and layouts, kept with the text code so
/// the graphics layer knows nothing of text.
extension GraphicsContext {
    /// Draws `text` with its top-left at `point`, in `font` and `color`.
    public func draw(_ text: String, at point: CGPoint, font: Font, color: Color) {
        let layout = TextLayout(text: text, font: font, scale: scale, maxWidth: nil, numberOfLines: 0)
        let p = deviceRect(CGRect(origin: point, size: .zero)).origin
        draw(layout, at: p, width: layout.size.width * scale, alignment: .left, color: color)
    }

    /// Draws one editable line (a text field's) with its box's top-left at `devicePoint`
    /// (device pixels, rounded), only the glyphs inside the `visible` device columns. Its
    /// extent is the whole view (the line scrolls inside it).
    func draw(_ line: EditableTextLine, at devicePoint: CGPoint, visible: Range<Int>, color: Color) {
        didDraw = true
        guard !isRecording else {
            // Recorded relative to the bounds origin (a recording context's origin is zero).
            return record { $0.draw(line, at: $0.moved(devicePoint), visible: visible, color: color) }
        }
        let resolved = color.resolvedColor(with: traitCollection)
        paint { canvas in
            line.draw(
                in: canvas, origin: CGPoint(x: devicePoint.x.rounded(), y: devicePoint.y.rounded()), visible: visible,
                color: resolved)
        }
    }

    /// Draws laid-out text with its box's top-left at `devicePoint` (device pixels,
    /// rounded) in a box `width` device pixels wide, lines placed by `alignment`.
    func draw(_ layout: TextLayout, at devicePoint: CGPoint, width: CGFloat, alignment: TextAlignment, color: Color) {
        let origin = CGPoint(x: devicePoint.x.rounded(), y: devicePoint.y.rounded())
        // The extent is the glyphs' ink (antialiased edges included), not the box.
        let ink = layout.inkBounds(at: origin, width: width, alignment: alignment)
        guard !ink.isEmpty else { return }
        note(CGRect(x: ink.x, y: ink.y, width: ink.width, height: ink.height))
        guard !isRecording else {
            return record { $0.draw(layout, at: $0.moved(devicePoint), width: width, alignment: alignment, color: color) }
        }
        let resolved = color.resolvedColor(with: traitCollection)
        paint { layout.draw(in: $0, at: origin, width: width, alignment: alignment, color: resolved) }
    }

    /// `devicePoint`, recorded relative to the bounds origin, in this context's device
    /// pixels: what a caller that adds an offset to this context's `origin` computes.
    fileprivate func moved(_ devicePoint: CGPoint) -> CGPoint {
        CGPoint(x: origin.x + devicePoint.x, y: origin.y + devicePoint.y)
    }
}
