import Foundation

/// The strip over a text view's visible part that draws the selection, the lines in view and
/// the focus ring; the text view keeps it over its bounds as it scrolls.
@MainActor
final class TextViewContentView: View {
    weak var textView: TextView?

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        guard let textView else { return }
        let document = textView.paragraphs
        let scale = document.scale
        let origin = textView.textOrigin
        // Content coordinates of this strip's top left.
        let offset = frame.origin
        let top = Int(((offset.y - origin.y) * scale).rounded(.down))
        let bottom = top + Int((bounds.height * scale).rounded(.up))
        let selection = textView.isFocused ? textView.model.selection : 0..<0
        var index = document.paragraph(atY: top)
        while index < document.count, document.top(of: index) < bottom {
            let layout = document.layout(of: index)
            let paragraphTop = CGFloat(document.top(of: index)) / scale + origin.y - offset.y
            let start = document.start(of: index)
            let local = (selection.lowerBound - start)..<(selection.upperBound - start)
            if !selection.isEmpty, local.upperBound >= 0, local.lowerBound <= layout.length {
                drawSelection(local, of: layout, top: paragraphTop, left: origin.x - offset.x, scale: scale, in: context)
            }
            let point = context.deviceRect(CGRect(x: origin.x - offset.x, y: paragraphTop, width: 0, height: 0)).origin
            switch layout.drawing {
            case let .plain(lines, color, alignment):
                context.draw(lines, at: point, width: CGFloat(layout.boxWidth), alignment: alignment, color: color)
            case let .attributed(lines, top):
                context.draw(lines, at: CGPoint(x: point.x, y: point.y + CGFloat(top)), width: CGFloat(layout.boxWidth))
            }
            index += 1
        }
        drawFocusRing(in: context)
    }

    /// The selection's spans on each line of a paragraph; a selected line break shows as a
    /// space's width after the paragraph's last line.
    private func drawSelection(
        _ range: Range<Int>, of layout: ParagraphLayout, top: CGFloat, left: CGFloat, scale: CGFloat, in context: GraphicsContext
    ) {
        guard let textView else { return }
        let fill = textView.theme.textSelectionColor
        for line in 0..<layout.lineCount {
            let y = top + CGFloat(layout.top(ofLine: line)) / scale
            let lineHeight = CGFloat(layout.height(ofLine: line)) / scale
            for span in layout.selectionSpans(range, line: line) {
                context.fill(
                    CGRect(x: left + CGFloat(span.lowerBound) / scale, y: y, width: CGFloat(span.count) / scale, height: lineHeight),
                    color: fill)
            }
        }
        if range.upperBound > layout.length {
            let last = layout.lineCount - 1
            let x = left + CGFloat(layout.caretX(at: layout.length, line: last)) / scale
            let lineHeight = CGFloat(layout.height(ofLine: last)) / scale
            let y = top + CGFloat(layout.top(ofLine: last)) / scale
            context.fill(CGRect(x: x, y: y, width: lineHeight / 3, height: lineHeight), color: fill)
        }
    }

    /// The keyboard focus ring just inside the visible edges, as controls draw theirs.
    private func drawFocusRing(in context: GraphicsContext) {
        guard let textView, textView.showsFocusRing else { return }
        textView.drawFocusRing(in: context, rect: bounds, cornerRadius: 0)
    }
}
