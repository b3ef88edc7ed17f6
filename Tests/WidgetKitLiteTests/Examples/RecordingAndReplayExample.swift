// What an app writes for recordings and replays, from UIKit's documentation where UIKit has
// the API (`UIImage.pngData()`), with the `UI` prefix dropped. Public API only.
import Foundation
import Testing
import WidgetKitLite

/// A sign-in form whose whole card keeps what is typed into it out of recordings.
@MainActor
final class SignInCard: View {
    let account = TextField()
    let password = TextField()

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        // Typing into either field is recorded as its length only.
        redactsRecordedInput = true
        password.isSecureTextEntry = true
        addSubview(account)
        addSubview(password)
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite struct RecordingAndReplayExampleTests {
    /// UIKit's documentation: "Returns a data object that contains the specified image in PNG
    /// format" — drawn with an image renderer, written to a file.
    @Test func anImageBecomesPNGData() throws {
        let renderer = GraphicsImageRenderer(size: CGSize(width: 40, height: 30))
        let image = renderer.image { context in
            Color.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
        }
        let data = try #require(image.pngData())
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG signature")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("example-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try data.write(to: url)
        let read = try Image(contentsOfPNG: url)
        #expect(read.size == CGSize(width: 40, height: 30))
    }

    @Test func aViewKeepsItsInputOutOfRecordings() {
        let card = SignInCard()
        #expect(card.redactsRecordedInput)
        #expect(!card.account.redactsRecordedInput, "set on the card, it covers the views inside it")
        #expect(View().redactsRecordedInput == false)
    }
}
