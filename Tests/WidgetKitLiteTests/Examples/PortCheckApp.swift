// A UIKit-style app as a UIKit developer writes it from UIKit's documentation, with the `UI`
// prefix dropped: an app delegate, a scene delegate, a view controller, an Edit menu action
// sent along the responder chain. It is compiled with the tests and launched on a headless
// screen (no X display is opened). In an app, the delegate is marked `@main`.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code: the app delegate

final class AppDelegate: Responder, ApplicationDelegate {
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession, options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        let configuration = SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func applicationWillTerminate(_ application: Application) {
        NotesStore.shared.save()
    }

    /// File → New Window: another scene, another desktop window.
    func newWindow(_ sender: Any?) {
        Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil, errorHandler: nil)
    }
}

// MARK: Article code: the scene delegate

final class SceneDelegate: Responder, WindowSceneDelegate {
    var window: Window?

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        windowScene.title = "Notes"
        let window = Window(windowScene: windowScene)
        window.rootViewController = NavigationController(rootViewController: NotesViewController())
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidBecomeActive(_ scene: Scene) {
        NotesStore.shared.activeScenes += 1
    }

    func sceneWillResignActive(_ scene: Scene) {
        NotesStore.shared.activeScenes -= 1
    }
}

// MARK: Article code: actions along the responder chain

extension ResponderAction {
    static let newWindow = ResponderAction("newWindow", AppDelegate.newWindow)
    static let shareNote = ResponderAction("shareNote", NotesViewController.shareNote)
}

/// The app's model.
@MainActor final class NotesStore {
    static let shared = NotesStore()
    var notes = ["Groceries", "Ideas"]
    var saves = 0
    var activeScenes = 0
    func save() { saves += 1 }
}

/// The list of notes with a text field to add one.
final class NotesViewController: ViewController {
    let field = TextField()
    let list = Label()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .systemBackground
        field.placeholder = "New note"
        field.borderStyle = .roundedRect
        field.translatesAutoresizingMaskIntoConstraints = false
        list.numberOfLines = 0
        list.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        view.addSubview(list)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            list.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 12),
            list.leadingAnchor.constraint(equalTo: field.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: field.trailingAnchor),
        ])
        addKeyCommand(
            KeyCommand(input: "n", modifierFlags: .control, title: "New Window") { [unowned self] command in
                Application.shared.sendAction(.newWindow, to: nil, from: self.field, for: nil)
            })
        reload()
    }

    func reload() {
        list.text = NotesStore.shared.notes.joined(separator: "\n")
    }

    func shareNote(_ sender: Any?) {
        guard let note = NotesStore.shared.notes.first, let url = URL(string: "mailto:?subject=\(note)") else { return }
        if Application.shared.canOpenURL(url) {
            Application.shared.open(url, options: [:], completionHandler: nil)
        }
    }

    override func canPerformAction(_ action: ResponderAction, withSender sender: Any?) -> Bool {
        if action == .shareNote { return !NotesStore.shared.notes.isEmpty }
        return super.canPerformAction(action, withSender: sender)
    }
}

extension Examples {
    @MainActor @Suite struct PortCheckApp {
        @Test func theUIKitStyleAppLaunchesAndRoutesItsActions() throws {
            let screen = HeadlessScreen(size: CGSize(width: 800, height: 600))
            var exitCodes: [Int32] = []
            let application = PortCheckHarness.application(on: screen) { exitCodes.append($0) }
            #expect(PortCheckHarness.launch(application, AppDelegate.self))
            screen.runFrame()
            let window = try #require(application.windows.first)
            let notes = try #require((window.rootViewController as? NavigationController)?.topViewController as? NotesViewController)
            #expect(window.windowScene?.title == "Notes" && notes.list.text == "Groceries\nIdeas")
            #expect(NotesStore.shared.activeScenes == 1)

            // Ctrl+N in the notes page: the key command sends "new window" up the chain to the
            // app delegate, which asks for another scene.
            #expect(notes.field.becomeFirstResponder())
            screen.key("n", modifiers: .control)
            #expect(application.windows.count == 2 && application.connectedScenes.count == 2)
            screen.runFrame()

            // Edit → Select All, then Copy, reach the focused field of the key window.
            let second = try #require(application.windows.last)
            let secondNotes = try #require((second.rootViewController as? NavigationController)?.topViewController as? NotesViewController)
            #expect(secondNotes.field.becomeFirstResponder())
            secondNotes.field.text = "milk"
            #expect(application.sendAction(.selectAll, to: nil, from: secondNotes.field, for: nil))
            #expect(application.sendAction(.copy, to: nil, from: secondNotes.field, for: nil))
            #expect(screen.pasteboard.string == "milk")
            #expect(secondNotes.target(forAction: .shareNote, withSender: nil) === secondNotes)

            screen.close(second)
            screen.close(window)
            #expect(NotesStore.shared.saves == 1 && exitCodes == [0])
        }
    }
}

// MARK: Article code: no storyboards

/// A page with an initializer of its own, as UIKit subclasses write it.
final class NoteDetailViewController: ViewController {
    let note: String

    init(note: String) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A view that passes decoding on to its superclass, which returns nil.
final class BadgeView: View {
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

extension Examples.PortCheckApp {
    @Test func initWithCoderReturnsNilAndCodeInitializersWork() {
        #expect(BadgeView(coder: NSCoder()) == nil)
        #expect(NoteDetailViewController(note: "milk").note == "milk")
    }
}
