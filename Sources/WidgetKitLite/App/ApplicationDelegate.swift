import Foundation

/// The methods an app implements to take part in its life cycle — UIKit's
/// `UIApplicationDelegate`.
///
/// Declare the delegate as UIKit's templates do, `final` (the toolkit makes it with
/// `init()`, which a non-final class could only offer as a `required` initializer):
///
/// ```
/// @main final class AppDelegate: Responder, ApplicationDelegate {
///     var window: Window?
///     func application(_ application: Application,
///                      didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
///         window = Window()
///         window?.rootViewController = RootViewController()
///         window?.makeKeyAndVisible()
///         return true
///     }
/// }
/// ```
///
/// `@main` runs ``main()``, which calls ``ApplicationMain(delegateClass:)``. On a desktop the
/// calls are: `willFinishLaunching` and `didFinishLaunching` at launch (then, when
/// ``application(_:configurationForConnecting:options:)`` names a scene delegate class, the
/// first scene connects), `applicationDidBecomeActive(_:)` once the app has a window and
/// whenever one of its windows gets the keyboard focus after none had it,
/// `applicationWillResignActive(_:)` when the focus leaves the app's windows, and
/// `applicationWillTerminate(_:)` before the process ends (the last window closed, or
/// ``Application/terminate(exitCode:)``). A desktop app is never in the background:
/// `applicationDidEnterBackground(_:)` and `applicationWillEnterForeground(_:)` are not
/// called. Every method has a default that does nothing (returns true, or the default
/// configuration).
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// Creates the delegate (``ApplicationMain(delegateClass:)`` calls it).
    init()

    /// The app's main window, for apps without scenes. The default stores nothing.
    var window: Window? { get set }

    /// The launch began; return false to refuse a URL in the options (ignored).
    func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool

    /// The launch is done: make the first window here (or in the scene delegate). The return
    /// value is ignored, as UIKit ignores it without a URL to open.
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool

    /// The app became active: one of its windows has the keyboard focus.
    func applicationDidBecomeActive(_ application: Application)

    /// The app is about to become inactive: the keyboard focus left its windows.
    func applicationWillResignActive(_ application: Application)

    /// Never called on a desktop (an app's windows stay on screen).
    func applicationDidEnterBackground(_ application: Application)

    /// Never called on a desktop.
    func applicationWillEnterForeground(_ application: Application)

    /// The process is about to end (the last window closed, or the app terminated).
    func applicationWillTerminate(_ application: Application)

    /// The configuration of a scene about to connect (the first one at launch, then one for
    /// each ``Application/requestSceneSessionActivation(_:userActivity:options:errorHandler:)``).
    /// The default is the session's own configuration, which names no delegate class: such an
    /// app has no scenes and makes its windows itself.
    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession, options: Scene.ConnectionOptions
    ) -> SceneConfiguration

    /// Sessions were discarded: their windows closed.
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)
}

extension ApplicationDelegate {
    /// No window is stored.
    public var window: Window? {
        get { nil }
        set {}  // an app delegate that wants one declares `var window: Window?`
    }
    /// Returns true.
    public func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
    /// Returns true.
    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: Application) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: Application) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: Application) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: Application) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: Application) {}
    /// The session's configuration.
    public func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession, options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        connectingSceneSession.configuration
    }
    /// Does nothing.
    public func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {}

    /// The entry point `@main` calls: ``ApplicationMain(delegateClass:)`` with this type.
    public static func main() {
        ApplicationMain(delegateClass: Self.self)
    }
}

/// Runs the app — UIKit's `UIApplicationMain`: makes the delegate (`delegateClass.init()`),
/// runs the launch (``ApplicationDelegate`` lists the calls), then the main loop; it does not
/// return. A second call (from inside the running app) prints one line and does nothing
/// more.
///
/// With `--replay session.wklrec` on the command line it replays that recorded session
/// through the delegate's launch on a headless screen instead, writes what the replay
/// options ask for, and ends the process (see <doc:RecordingAndReplay>).
@MainActor
public func ApplicationMain(delegateClass: ApplicationDelegate.Type) {
    if let problem = Configuration.process.replayError {
        FileHandle.standardError.write(Data("replay: \(problem)\n".utf8))
        exit(2)
    }
    if let request = Configuration.process.replay {
        exit(ReplayCommand.run(request, delegateClass: delegateClass))
    }
    let application = Application.shared
    guard application.launch(delegateClass: delegateClass) else { return }
    application.run()
}
