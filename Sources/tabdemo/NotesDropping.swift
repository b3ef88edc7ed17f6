import Foundation
import WidgetKitLite

/// The Notes page takes files and text dropped on it (from its own app or another one):
/// dropped text is added at the end of the note, dropped files as one line each with their
/// paths. With `WKL_TRACE`, each drop is a `drop` event (how many files, how many
/// characters) and a `dropText` event with the first file's path or the text.
extension NotesPage: DropInteractionDelegate {
    /// The most file paths a drop adds to the note (the count says how many came).
    static let listedDroppedFiles = 3

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        session.canLoadObjects(ofClass: URL.self) || session.canLoadObjects(ofClass: String.self)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        if session.canLoadObjects(ofClass: URL.self) {
            session.loadObjects(ofClass: URL.self) { [weak self] urls in
                let paths = urls.map { $0.isFileURL ? $0.path : $0.absoluteString }
                var lines = paths.prefix(Self.listedDroppedFiles).joined(separator: "\n")
                if paths.count > Self.listedDroppedFiles { lines += "\n… and \(paths.count - Self.listedDroppedFiles) more" }
                self?.appendDropped(lines, files: urls.count, first: paths.first ?? "")
            }
        } else {
            session.loadObjects(ofClass: String.self) { [weak self] texts in
                let text = texts.joined(separator: "\n")
                self?.appendDropped(text, files: 0, first: text)
            }
        }
    }

    private func appendDropped(_ text: String, files: Int, first: String) {
        let note = NSMutableAttributedString(attributedString: textView.attributedText)
        note.append(NSAttributedString(string: "\n" + text, attributes: textView.typingAttributes))
        textView.attributedText = note
        Trace.event("drop", ["files": Double(files), "characters": Double(text.count)])
        Trace.text("dropText", first)
    }
}
