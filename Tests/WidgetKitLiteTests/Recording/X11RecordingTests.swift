import Foundation
import Testing

@testable import WidgetKitLite

/// An app whose window has one secure text field with the keyboard focus.
final class SecureFieldAppDelegate: Responder, ApplicationDelegate {
    var window: Window?

    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        window = Window(size: CGSize(width: 320, height: 120))
        window?.rootViewController = SecureFieldViewController()
        window?.makeKeyAndVisible()
        _ = SecureFieldViewController.latest?.field.becomeFirstResponder()
        return true
    }
}

final class SecureFieldViewController: ViewController {
    /// The controller the last launch made.
    static var latest: SecureFieldViewController?
    let field = TextField(frame: CGRect(x: 10, y: 10, width: 300, height: 32))

    override func viewDidLoad() {
        super.viewDidLoad()
        Self.latest = self
        view.backgroundColor = .white
        field.isSecureTextEntry = true
        field.placeholder = "Password"
        view.addSubview(field)
    }
}

/// Recording a real X11 session: an `Application` on the test's X server records to a
/// file as `WKL_RECORD` makes it, the test types into its secure field with key events sent
/// to the window, and the file must hold no typed character.
@MainActor @Suite(.serialized) struct X11RecordingTests {
    /// X keysyms of lower-case ASCII letters are their codes.
    private static let typed = "zqxjkv"

    @Test func typingIntoASecureFieldRecordsTheLengthOnly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wklrec-x11-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("secure.wklrec")

        let display = try #require(ProcessInfo.processInfo.environment["DISPLAY"], "X11 suites run with DISPLAY set")
        var configuration = Configuration()
        configuration.display = display
        configuration.recordingURL = url
        configuration.settingsPortal.isWanted = false
        configuration.accessibilityBridge.isWanted = false
        let previousPasteboardHost = Pasteboard.applicationHost
        defer { Pasteboard.applicationHost = previousPasteboardHost }
        var ended: Int32?
        let application = Application(display: .x11, endProcess: { ended = $0 })
        application.configuration = configuration
        #expect(application.launch(delegateClass: SecureFieldAppDelegate.self))
        let host = try #require(application.host as? X11Host)
        defer { host.shutdown() }
        let controller = try #require(SecureFieldViewController.latest)
        let surface = try #require(controller.view.window?.surface as? X11Surface)
        #expect(controller.field.isFirstResponder)

        application.frameLoop?.runFrame()
        for scalar in Self.typed.unicodeScalars {
            surface.sendKeyPress(keysym: UInt(scalar.value))
            host.sync()
            application.frameLoop?.runFrame()
        }
        #expect(controller.field.text == Self.typed, "the keys reached the field")
        application.end(exitCode: 0)
        #expect(ended == 0)

        let text = try String(contentsOf: url, encoding: .utf8)
        let entries = text.components(separatedBy: "\n---\n").last ?? ""
        #expect(!text.contains(Self.typed))
        let keyLines = entries.split(separator: "\n").filter { $0.contains(" key ") || $0.contains(" keyup ") }
        #expect(keyLines.count >= Self.typed.count, "\(entries)")
        for line in keyLines {
            let fields = line.split(separator: " ")
            // TIME event WINDOW key NAME TEXT MODIFIERS @TIME: no name, no text.
            #expect(fields.count >= 6 && fields[4] == "*" && (fields[3] == "keyup" || fields[5] == "*"), "\(line)")
        }
        // No text field anywhere after the header is a typed character.
        for character in Self.typed {
            #expect(!entries.contains("=\(character)"), "the recording holds \(character)")
        }
        #expect(keyLines.filter { $0.contains(" key * * ") }.count == Self.typed.count)
        #expect(entries.hasSuffix(" end\n"))

        // The replay types as many bullets.
        let replay = try SessionReplay.run(url, delegateClass: SecureFieldAppDelegate.self)
        #expect(replay.stop == nil)
        let replayed = try #require(SecureFieldViewController.latest)
        #expect(replayed !== controller)
        #expect(replayed.field.text == String(repeating: "•", count: Self.typed.count))
        // The view tree tells a secure field's text by its length only (the recording's tree too).
        #expect(replay.viewTree.contains("text=<\(Self.typed.count) characters>"), "\(replay.viewTree)")
        #expect(!entries.contains("zqxjkv"))
    }
}
