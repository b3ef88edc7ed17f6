import Foundation

extension TextView {
    /// The scale the text is laid out at.
    var renderScale: CGFloat { TextLayout.sanitized(scale: window?.scale ?? 1) }

    /// The top left of the text (the first line's left edge) in content coordinates.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The width lines wrap to, in device pixels.
    var textBoxWidth: Int {
        let points = bounds.width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding
        return max(1, Int((max(0, points.finite()) * renderScale).rounded(.down)))
    }

    /// The paragraphs, laid out for the current width and scale (their layouts are dropped
    /// when one of them changed).
    var paragraphs: TextParagraphs {
        storage.setGeometry(scale: renderScale, boxWidth: textBoxWidth)
        return storage
    }

    /// Lays out the paragraphs in view, sizes the content to the text, keeps the drawing
    /// strip over the visible part and places the caret (`layoutSubviews`).
    func layOutText() {
        layOutVisibleParagraphs()
        updateContentSize()
    }

    /// Keeps the drawing strip over the visible part and places the caret.
    func placeStripAndCaret() {
        let strip = CGRect(origin: contentOffset, size: bounds.size)
        if contentView.frame != strip {
            contentView.frame = strip
            contentView.setNeedsDisplay()
        }
        updateCaret()
    }

    /// Makes the layouts of the paragraphs that show now (their heights become exact).
    func layOutVisibleParagraphs() {
        let document = paragraphs
        let scale = document.scale
        let top = Int(((contentOffset.y - textOrigin.y) * scale).rounded(.down))
        let bottom = top + Int((bounds.height * scale).rounded(.up))
        var index = document.paragraph(atY: top)
        while index < document.count, document.top(of: index) < bottom {
            _ = document.layout(of: index)
            index += 1
        }
    }

    /// The content is as wide as the view and as tall as the text plus the insets.
    func updateContentSize() {
        let document = paragraphs
        let height = textOrigin.y + CGFloat(document.height) / document.scale + textContainerInset.bottom
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }

    /// The caret's box before UTF-8 offset `offset`, in content coordinates.
    func caretRect(at offset: Int, preferringLineEnd: Bool = false) -> CGRect {
        let document = paragraphs
        let caret = document.caret(at: offset, preferringLineEnd: preferringLineEnd)
        let scale = document.scale
        let x = textOrigin.x + CGFloat(caret.x) / scale
        return CGRect(
            x: ((x * scale).rounded() / scale) - Self.caretWidth / 2, y: textOrigin.y + CGFloat(caret.y) / scale,
            width: Self.caretWidth, height: CGFloat(caret.height) / scale)
    }

    /// Scrolls so the caret (the selection's moving end) is in view.
    func scrollToCaret() {
        scrollTextRectToVisible(caretRect(at: model.head, preferringLineEnd: caretAtLineEnd))
    }

    /// Scrolls the least needed to show `rect` (content coordinates) with the text
    /// container's top and bottom insets around it, so the first and last lines come into
    /// view with their margins. A view with no area yet shows nothing and does not scroll:
    /// text set before the view's first layout shows from its top (wrapped to no width, the
    /// caret's line would be far down).
    func scrollTextRectToVisible(_ rect: CGRect) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        updateContentSize()
        let inset = textContainerInset
        let padded = CGRect(x: rect.minX, y: rect.minY - inset.top, width: rect.width, height: rect.height + inset.top + inset.bottom)
        scrollRectToVisible(padded, animated: false)
    }

    /// Places the caret view; it shows while editing with an empty selection.
    func updateCaret() {
        let frame = caretRect(at: model.head, preferringLineEnd: caretAtLineEnd)
        if caretView.frame != frame { caretView.frame = frame }
        let shows = isEditing && model.selection.isEmpty && (blinker?.isCaretOn ?? true)
        if caretView.isHidden == shows { caretView.isHidden = !shows }
    }

    // MARK: Changes

    /// Lays out and redraws after the text or the geometry changed.
    func textDidChange() {
        contentView.setNeedsDisplay()
        setNeedsLayout()
        updateContentSize()
        scrollToCaret()
        updateCaret()
    }

    /// The selection moved: redraw, keep the caret in view, and (for the user's changes) tell
    /// the delegate.
    func selectionDidChange(notify: Bool = true) {
        typingStyleFollowsSelection()
        contentView.setNeedsDisplay()
        scrollToCaret()
        updateCaret()
        if notify { textViewDelegate?.textViewDidChangeSelection(self) }
        Accessibility.changeObserver?.accessibilitySelectionDidChange(in: self)
    }

    // MARK: Ranges

    /// `range` (UTF-8 offsets) in UTF-16 offsets.
    func nsRange(_ range: Range<Int>) -> NSRange {
        NSRange(model.index(range.lowerBound)..<model.index(range.upperBound), in: model.text)
    }

    /// `range` (UTF-16 offsets) in UTF-8 offsets, clamped into the text (one line on stderr
    /// when it was outside) and snapped to character boundaries.
    func utf8Range(_ range: NSRange) -> Range<Int> {
        let text = model.text
        let length = text.utf16.count
        var location = range.location, count = range.length
        if location == NSNotFound || location < 0 || count < 0 || location > length || count > length - location {
            let clampedLocation = location == NSNotFound ? length : min(max(0, location), length)
            let clampedLength = min(max(0, count), length - clampedLocation)
            Diagnostics.report(
                "TextView: range {\(range.location), \(range.length)} is outside the text (UTF-16 length \(length)); "
                    + "{\(clampedLocation), \(clampedLength)} is used")
            location = clampedLocation
            count = clampedLength
        }
        let utf16 = text.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: location)
        let upper = utf16.index(lower, offsetBy: count)
        let lowerOffset = model.snapped(text.utf8.distance(from: text.utf8.startIndex, to: lower))
        let upperOffset = model.snapped(text.utf8.distance(from: text.utf8.startIndex, to: upper))
        return lowerOffset..<max(lowerOffset, upperOffset)
    }

    /// Line breaks become "\n" ("\r\n" one "\n"); other control characters but tab are
    /// dropped (NUL included, as a text field drops them).
    nonisolated static func sanitized(_ string: String) -> String {
        // Bytes that can start a character to change: C0 controls but tab and newline, DEL,
        // the lead byte of C1 controls (U+0080–U+009F) and of U+2028/U+2029. Most text has
        // none, and a byte scan is much cheaper than reading every scalar's category.
        let mayNeedWork = string.utf8.contains { byte in
            (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xE2
        }
        guard mayNeedWork else { return string }
        let needsWork = string.unicodeScalars.contains { scalar in
            scalar != "\n" && scalar != "\t"
                && (scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}")
        }
        guard needsWork else { return string }
        var scalars = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in string.unicodeScalars {
            defer { afterReturn = scalar == "\r" }
            switch scalar {
            case "\n": if !afterReturn { scalars.append("\n") }
            case "\r", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "\u{85}": scalars.append("\n")
            case "\t": scalars.append(scalar)
            default: if scalar.properties.generalCategory != .control { scalars.append(scalar) }
            }
        }
        return String(scalars)
    }
}
