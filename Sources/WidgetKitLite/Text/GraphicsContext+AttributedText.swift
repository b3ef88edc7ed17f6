import Foundation

/// Drawing attributed text through a context (recorded like every other call).
extension GraphicsContext {
    /// Draws laid-out attributed text with its box's top-left at `devicePoint` (device
    /// pixels, rounded) in a box `width` device pixels wide.
    func draw(_ layout: AttributedTextLayout, at devicePoint: CGPoint, width: CGFloat) {
        let origin = CGPoint(x: devicePoint.x.rounded(), y: devicePoint.y.rounded())
        let ink = layout.inkBounds(at: origin, width: width)
        guard !ink.isEmpty else { return }
        note(CGRect(x: ink.x, y: ink.y, width: ink.width, height: ink.height))
        guard !isRecording else {
            return record { $0.draw(layout, at: CGPoint(x: $0.origin.x + devicePoint.x, y: $0.origin.y + devicePoint.y), width: width) }
        }
        let traits = traitCollection
        paint { layout.draw(in: $0, at: origin, width: width, traits: traits) }
    }

    /// Draws `text` with its top-left at `point` (points), on one line per paragraph.
    public func draw(_ text: NSAttributedString, at point: CGPoint) {
        let layout = AttributedTextLayout.cached(
            content: AttributedContent(text, defaults: .measuringDefaults), scale: scale, maxWidth: nil, numberOfLines: 0)
        draw(layout, at: deviceRect(CGRect(origin: point, size: .zero)).origin, width: 0)
    }
}
