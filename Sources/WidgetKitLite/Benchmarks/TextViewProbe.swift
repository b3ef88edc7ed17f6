/// What `wkl-bench` times of a text view apart from a frame: not part of the toolkit's API.
@_spi(Benchmarks)
@MainActor
public enum TextViewProbe {
    /// Lays out what the view shows now (the paragraphs an edit left without a layout among
    /// them) and sizes its content, as its next layout pass would.
    public static func layOutText(of textView: TextView) { textView.layOutText() }

    /// The paragraphs `textView` laid out since its text, font, width or scale last changed.
    public static func paragraphsLaidOut(by textView: TextView) -> Int { textView.paragraphs.layoutCount }
}
