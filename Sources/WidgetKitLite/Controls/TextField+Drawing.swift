import Foundation

extension TextField {
    /// Draws the rounded border and background (`.roundedRect`).
    func drawBorder(in context: GraphicsContext) {
        guard borderStyle == .roundedRect else { return }
        let theme = self.theme
        context.fill(bounds, color: theme.pageBackgroundColor, cornerRadius: cornerRadius)
        context.stroke(bounds, color: theme.textFieldBorderColor, width: 1, cornerRadius: cornerRadius)
    }
}

/// The clipped strip inside a text field that draws its selection, text or placeholder,
/// shifted by the field's horizontal scroll.
@MainActor
final class TextFieldContentView: View {
    weak var field: TextField?

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        guard let field else { return }
        let line = field.layoutLine
        let top = field.lineTop
        let scale = context.scale
        if field.model.text.isEmpty {
            if let placeholder = field.placeholder, !placeholder.isEmpty {
                context.draw(placeholder, at: CGPoint(x: 0, y: top), font: field.font, color: field.theme.placeholderColor)
            }
            return
        }
        let scroll = field.scrollOffset
        if field.isEditing, !field.model.selection.isEmpty {
            let selection = field.displayOffset(field.model.selection.lowerBound)..<field.displayOffset(field.model.selection.upperBound)
            for span in line.selectionSpans(selection) {
                let x = CGFloat(span.lowerBound) / line.scale - scroll
                let width = CGFloat(span.count) / line.scale
                context.fill(
                    CGRect(x: x, y: top, width: width, height: CGFloat(line.metrics.lineHeight) / line.scale),
                    color: field.theme.textSelectionColor)
            }
        }
        let origin = context.deviceRect(CGRect(x: -scroll, y: top, width: 0, height: 0)).origin
        let first = Int((scroll * scale).rounded(.down))
        let visible = first..<(first + Int((bounds.width * scale).rounded(.up)) + 1)
        context.draw(line, at: origin, visible: visible, color: field.textColor)
    }
}

/// The round "×" button that empties a text field.
@MainActor
final class TextFieldClearButton: Control {
    /// It is part of the field, not a stop of its own for Tab.
    override var canBecomeFocused: Bool { false }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let alpha: CGFloat = isHighlighted ? 0.5 : 1
        // Just under half the side: the canvas draws a full half-side radius on one corner only.
        context.fill(bounds, color: theme.secondaryLabelColor.withAlphaComponent(alpha), cornerRadius: bounds.width * 0.49)
        // The cross: two short strokes of square dots along the diagonals.
        let inset = bounds.width * 0.3
        let length = bounds.width - 2 * inset
        let dot = max(1.5, bounds.width / 10)
        let steps = Int((length / (dot / 2)).rounded(.up))
        for step in 0...steps {
            let t = CGFloat(step) / CGFloat(max(1, steps))
            let x = inset + length * t - dot / 2
            context.fill(CGRect(x: x, y: inset + length * t - dot / 2, width: dot, height: dot), color: .white)
            context.fill(CGRect(x: x, y: inset + length * (1 - t) - dot / 2, width: dot, height: dot), color: .white)
        }
    }
}
