import Foundation

@testable import WidgetKitLite

/// A tiny scene-based app the replay tests replay hand-written recordings through: one
/// window whose root view controller shows a label and a button; a click on the button
/// changes the label and slides a bar across in 0.25 s.
final class RecordingTestAppDelegate: Responder, ApplicationDelegate {
    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession, options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        let configuration = SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = RecordingTestSceneDelegate.self
        return configuration
    }
}

final class RecordingTestSceneDelegate: Responder, WindowSceneDelegate {
    var window: Window?

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        window = Window(windowScene: windowScene)
        window?.rootViewController = RecordingTestViewController()
        window?.makeKeyAndVisible()
    }
}

final class RecordingTestViewController: ViewController {
    /// The controller the last replay's launch made.
    static var latest: RecordingTestViewController?

    let label = Label()
    let bar = View()
    private(set) var clicks = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        Self.latest = self
        view.backgroundColor = .white
        label.text = "Not clicked"
        label.frame = CGRect(x: 10, y: 10, width: 200, height: 24)
        view.addSubview(label)
        let button = Button(title: "Click", style: .filled, primaryAction: Action { [unowned self] _ in clicked() })
        button.frame = CGRect(x: 10, y: 50, width: 100, height: 40)
        view.addSubview(button)
        bar.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        bar.frame = CGRect(x: 0, y: 110, width: 40, height: 20)
        view.addSubview(bar)
    }

    private func clicked() {
        clicks += 1
        label.text = "Clicked \(clicks)"
        View.animate(withDuration: 0.25) { self.bar.frame.origin.x = 160 }
    }
}

/// Hand-written recordings for `RecordingTestAppDelegate`.
enum RecordingTestText {
    /// The header: origin at 1000 s of the monotonic clock, scale 1, light.
    static func header(fonts: String = "") -> String {
        """
        wklrec 1
        # written by hand for the replay tests
        app =RecordingTest
        executable =/tmp/RecordingTest
        arguments
        origin 1000000000000
        configuration scale=1 appearance=light animation-speed=1.0 content-size=large reduce-motion=- renderer=-
        \(fonts)themes 0000000000000000
        ---

        """
    }

    /// A session: launch, two frames, a click on the button at 0.5 s, frames through its
    /// animation, a frame long after, the end. Lines: header 9, then `launch` on line 10.
    static func session(extra: String = "", endLine: Bool = true, fonts: String = "") -> String {
        header(fonts: fonts) + """
            0.000000000 launch
            0.000000000 screen 240 160
            0.000000000 window 1 240 160 main
            0.016666667 frame
            0.033333333 frame
            0.500000000 event 1 move 60 70 0 @0.500000000
            0.500000100 event 1 down 60 70 1 0 @0.500000100
            0.580000000 event 1 up 60 70 1 0 @0.580000000
            0.600000000 frame
            0.700000000 frame
            0.725000000 frame
            0.800000000 frame
            0.900000000 frame
            \(extra)2.000000000 frame

            """ + (endLine ? "2.500000000 end\n" : "")
    }

    /// Writes `text` to a new file in a new temporary directory.
    static func write(_ text: String, name: String = "session.wklrec") throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wklrec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }
}
