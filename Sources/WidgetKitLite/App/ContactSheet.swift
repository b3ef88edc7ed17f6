import Foundation

/// A strip of a replay's frames side by side, each labelled with its time and frame
/// number: `--contact-sheet FROM..TO`.
@MainActor
enum ContactSheet {
    /// Frames on one sheet.
    static let frameCount = 6
    /// Each frame's width on the sheet, in pixels (its height keeps the window's proportions).
    static let frameWidth: CGFloat = 320
    static let labelHeight: CGFloat = 22
    static let gap: CGFloat = 8

    /// The sheet of `replay` from `from` to `to` seconds: `frameCount` moments evenly
    /// spaced (the frame shown at each).
    static func make(_ replay: SessionReplay, from: TimeInterval, to: TimeInterval) -> Image {
        var shots: [(Image, TimeInterval, Int)] = []
        for index in 0..<frameCount {
            let t = frameCount == 1 ? from : from + (to - from) * Double(index) / Double(frameCount - 1)
            replay.run(toSeconds: t)
            shots.append((replay.snapshot(), t, replay.replayer.frameCount))
        }
        let first = shots[0].0
        let aspect = first.width > 0 ? CGFloat(first.height) / CGFloat(first.width) : 0.75
        let cell = CGSize(width: frameWidth, height: (frameWidth * aspect).rounded())
        let size = CGSize(
            width: gap + CGFloat(shots.count) * (cell.width + gap), height: gap + cell.height + labelHeight + gap)
        var format = GraphicsImageRendererFormat()
        format.opaque = true
        return GraphicsImageRenderer(size: size, format: format).image { context in
            Color(white: 0.15).setFill()
            context.fill(CGRect(origin: .zero, size: size))
            let font = Font.systemFont(ofSize: 13)
            for (index, shot) in shots.enumerated() {
                let x = gap + CGFloat(index) * (cell.width + gap)
                shot.0.draw(in: CGRect(x: x, y: gap, width: cell.width, height: cell.height))
                let label = String(format: "%.2f s · frame %d", shot.1, shot.2)
                context.cgContext.draw(label, at: CGPoint(x: x, y: gap + cell.height + 4), font: font, color: .white)
            }
        }
    }
}
