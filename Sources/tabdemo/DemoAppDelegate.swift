import Foundation
import WidgetKitLite

/// The demo on X11 as a UIKit app is written: an application delegate whose scenes are
/// desktop windows, each running its own `DemoApp` (File → New Window or Ctrl+N opens
/// another; closing the last ends the program with exit status 0).
final class DemoAppDelegate: Responder, ApplicationDelegate {
    /// The options of the run, read by each new window (its size).
    @MainActor static var options = Options()

    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession, options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        let configuration = SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = DemoSceneDelegate.self
        return configuration
    }

    /// File → New Window (Ctrl+N): another demo window.
    func newWindow(_ sender: Any?) {
        Trace.event("newWindow", ["windows": Double(Application.shared.windows.count + 1)])
        Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
    }
}

/// One demo window: made when its scene connects.
final class DemoSceneDelegate: Responder, WindowSceneDelegate {
    var window: Window?
    private var demo: DemoApp?
    private var stateTrace: NSObjectProtocol?

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        let window = Window(size: DemoAppDelegate.options.size)
        window.windowScene = windowScene
        window.title = "tabdemo"
        let demo = DemoApp(window: window)
        demo.onQuit = { Application.shared.terminate(exitCode: 0) }
        demo.installMenuBar()
        if Application.shared.applicationIconImages.isEmpty {
            Application.shared.applicationIconImages = DemoDesktop.iconImages()
        }
        stateTrace = DemoDesktop.traceStates(of: window)
        window.makeKeyAndVisible()
        self.window = window
        self.demo = demo
    }

    func sceneDidDisconnect(_ scene: Scene) {
        Trace.event("windowClosed", ["windows": Double(Application.shared.windows.count)])
        demo = nil
        window = nil
        stateTrace.map(NotificationCenter.default.removeObserver)
        stateTrace = nil
    }
}
