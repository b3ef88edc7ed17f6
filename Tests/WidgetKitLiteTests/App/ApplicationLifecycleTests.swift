import Foundation
import Testing

@testable import WidgetKitLite

/// What the delegates heard, in order.
@MainActor private var lifecycleLog: [String] = []

/// A UIKit-style app delegate without scenes: it makes its window at launch.
private final class PlainAppDelegate: Responder, ApplicationDelegate {
    var window: Window?

    func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        lifecycleLog.append("willFinish")
        return true
    }

    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        lifecycleLog.append("didFinish options=\(launchOptions == nil ? "nil" : "some")")
        window = Window()
        window?.rootViewController = ViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: Application) { lifecycleLog.append("app active") }
    func applicationWillResignActive(_ application: Application) { lifecycleLog.append("app resign") }
    func applicationWillTerminate(_ application: Application) { lifecycleLog.append("terminate") }
}

/// A scene-based app delegate: each scene is made by `SceneAppSceneDelegate`.
private final class SceneAppDelegate: Responder, ApplicationDelegate {
    var opened: [String] = []
    func openDocument(_ sender: Any?) { opened.append("document") }

    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        lifecycleLog.append("didFinish")
        return true
    }

    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession, options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        lifecycleLog.append("configure \(connectingSceneSession.persistentIdentifier)")
        let configuration = SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneAppSceneDelegate.self
        return configuration
    }

    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {
        lifecycleLog.append("discard \(sceneSessions.map(\.persistentIdentifier).sorted())")
    }

    func applicationDidBecomeActive(_ application: Application) { lifecycleLog.append("app active") }
    func applicationWillResignActive(_ application: Application) { lifecycleLog.append("app resign") }
    func applicationWillTerminate(_ application: Application) { lifecycleLog.append("terminate") }
}

private final class SceneAppSceneDelegate: Responder, WindowSceneDelegate {
    var window: Window?

    private func name(_ scene: Scene) -> String { scene.session.persistentIdentifier }

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        lifecycleLog.append("connect \(name(scene))")
        guard let windowScene = scene as? WindowScene else { return }
        windowScene.title = "Window \(name(scene))"
        window = Window(windowScene: windowScene)
        window?.rootViewController = ViewController()
        window?.makeKeyAndVisible()
    }

    func sceneWillEnterForeground(_ scene: Scene) { lifecycleLog.append("foreground \(name(scene))") }
    func sceneDidBecomeActive(_ scene: Scene) { lifecycleLog.append("active \(name(scene))") }
    func sceneWillResignActive(_ scene: Scene) { lifecycleLog.append("resign \(name(scene))") }
    func sceneDidDisconnect(_ scene: Scene) { lifecycleLog.append("disconnect \(name(scene))") }
}

@MainActor @Suite(.serialized) struct ApplicationLifecycleTests {
    /// An application on a headless screen whose process end is recorded.
    @MainActor private final class TestApp {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600))
        var exitCodes: [Int32] = []
        lazy var application = Application(display: .headless(screen)) { [unowned self] in exitCodes.append($0) }
    }

    @Test func aPlainAppLaunchesBecomesActiveAndTerminatesAfterItsLastWindow() throws {
        lifecycleLog = []
        let app = TestApp()
        #expect(app.application.launch(delegateClass: PlainAppDelegate.self))
        #expect(lifecycleLog == ["willFinish", "didFinish options=nil", "app active"])
        let delegate = try #require(app.application.delegate as? PlainAppDelegate)
        let window = try #require(delegate.window)
        #expect(app.application.windows.count == 1 && window.isKeyWindow && app.application.keyWindow === window)
        #expect(window.bounds.size == CGSize(width: 800, height: 600), "Window() fills the screen")
        #expect(app.application.applicationState == .active)
        #expect(app.application.next === delegate, "the application's next responder is its delegate")
        #expect(window.next === app.application)

        app.screen.focus(nil)
        app.screen.advance(by: 0)
        #expect(lifecycleLog.suffix(1) == ["app resign"])
        app.screen.focus(window)
        #expect(lifecycleLog.suffix(1) == ["app active"])

        app.screen.close(window)
        #expect(lifecycleLog.suffix(1) == ["terminate"])
        #expect(app.exitCodes == [0])
        #expect(app.application.windows.isEmpty)
    }

    @Test func aSecondLaunchDoesNothingButSayOneLine() {
        lifecycleLog = []
        let app = TestApp()
        var lines: [String] = []
        let previous = Diagnostics.handler
        Diagnostics.handler = { lines.append($0) }
        defer { Diagnostics.handler = previous }
        #expect(app.application.launch(delegateClass: PlainAppDelegate.self))
        let first = app.application.delegate
        #expect(!app.application.launch(delegateClass: PlainAppDelegate.self))
        #expect(app.application.delegate === first && app.application.windows.count == 1)
        #expect(lines.count == 1 && lines[0].contains("running already"))
    }

    @Test func twoScenesAreTwoIndependentWindows() throws {
        lifecycleLog = []
        let app = TestApp()
        let application = app.application
        #expect(application.launch(delegateClass: SceneAppDelegate.self))
        #expect(lifecycleLog == ["didFinish", "configure scene-1", "connect scene-1", "foreground scene-1", "active scene-1", "app active"])
        #expect(application.connectedScenes.count == 1 && application.openSessions.count == 1)
        let first = try #require(application.scenes.first as? WindowScene)
        #expect(first.windows.count == 1 && first.windows[0].title == "Window scene-1")
        #expect(first.windows[0].next === first && first.next === application)
        #expect(first.screen.bounds.size == CGSize(width: 800, height: 600))

        lifecycleLog = []
        application.openWindow()
        #expect(lifecycleLog == ["configure scene-2", "connect scene-2", "foreground scene-2", "resign scene-1", "active scene-2"])
        let second = try #require(application.scenes.last as? WindowScene)
        #expect(application.windows.count == 2 && application.connectedScenes.count == 2)
        #expect(second.windows[0].isKeyWindow && !first.windows[0].isKeyWindow)
        #expect(first.activationState == .foregroundInactive && second.activationState == .foregroundActive)

        // Focus moves between the app's windows: the scenes swap, the app stays active.
        lifecycleLog = []
        app.screen.focus(first.windows[0])
        app.screen.advance(by: 0)
        #expect(lifecycleLog == ["resign scene-2", "active scene-1"])
        #expect(first.windows[0].isKeyWindow && application.keyWindow === first.windows[0])

        // An action from the app menu reaches the app delegate at the end of the chain.
        #expect(application.sendAction(ResponderAction("openDocument", SceneAppDelegate.openDocument), to: nil, from: nil, for: nil))
        #expect((application.delegate as? SceneAppDelegate)?.opened == ["document"])

        lifecycleLog = []
        app.screen.close(first.windows[0])
        #expect(lifecycleLog == ["resign scene-1", "disconnect scene-1", "discard [\"scene-1\"]"])
        #expect(application.connectedScenes == [second] && app.exitCodes.isEmpty)
        #expect(first.activationState == .unattached && first.session.scene == nil)

        lifecycleLog = []
        application.requestSceneSessionDestruction(second.session, options: nil)
        #expect(lifecycleLog == ["disconnect scene-2", "discard [\"scene-2\"]", "terminate"])
        #expect(app.exitCodes == [0])
    }

    @Test func anAppThatKeepsRunningWithoutWindowsDoesNotEnd() {
        lifecycleLog = []
        let app = TestApp()
        app.application.terminatesAfterLastWindowClosed = false
        #expect(app.application.launch(delegateClass: SceneAppDelegate.self))
        app.screen.close(app.application.windows[0])
        #expect(app.exitCodes.isEmpty && app.application.windows.isEmpty && app.application.connectedScenes.isEmpty)
    }

    @Test func aSceneRequestWithoutASceneDelegateFails() {
        lifecycleLog = []
        let app = TestApp()
        #expect(app.application.launch(delegateClass: PlainAppDelegate.self))
        var errors: [any Error] = []
        var lines: [String] = []
        let previous = Diagnostics.handler
        Diagnostics.handler = { lines.append($0) }
        defer { Diagnostics.handler = previous }
        app.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { errors.append($0) }
        #expect(errors.count == 1 && lines.count == 1 && app.application.windows.count == 1)
    }
}
