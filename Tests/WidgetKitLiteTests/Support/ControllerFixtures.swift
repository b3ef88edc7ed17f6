import Foundation
import Testing
import WidgetKitLite

/// A page that records its appearance callbacks into a shared log.
@MainActor
final class LoggingPage: ViewController {
    required init?(coder: NSCoder) { nil }

    let name: String
    let log: Log
    let bottomBar = BottomBar(text: "bar")
    var coordinatorAtWillAppear: ViewControllerTransitionCoordinator?
    var parentAtWillAppear: ViewController?

    @MainActor final class Log {
        var entries: [String] = []
    }

    init(_ name: String, log: Log, hidesBar: Bool = false) {
        self.name = name
        self.log = log
        super.init()
        title = name
        hidesBottomBarWhenPushed = hidesBar
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bottomBar)
    }

    override func viewWillAppear(_ animated: Bool) {
        coordinatorAtWillAppear = transitionCoordinator
        parentAtWillAppear = parent
        log.entries.append("\(name).willAppear")
    }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).didDisappear") }
}

/// A window with a tab bar controller of two navigation stacks (roots "A" and "B").
@MainActor
struct TabsFixture {
    let screen: HeadlessScreen
    let window: Window
    let tabs: TabBarController
    let navA: NavigationController
    let navB: NavigationController
    let log = LoggingPage.Log()
    let rootA: LoggingPage
    let rootB: LoggingPage

    init(width: CGFloat = 400, height: CGFloat = 300) {
        screen = HeadlessScreen(size: CGSize(width: width, height: height))
        window = screen.makeWindow()
        rootA = LoggingPage("A", log: log)
        rootB = LoggingPage("B", log: log)
        navA = NavigationController(rootViewController: rootA)
        navB = NavigationController(rootViewController: rootB)
        tabs = TabBarController()
        tabs.viewControllers = [navA, navB]
        window.rootViewController = tabs
        screen.advance(by: 0)
        log.entries.removeAll()
    }

    func page(_ name: String, hidesBar: Bool = false) -> LoggingPage { LoggingPage(name, log: log, hidesBar: hidesBar) }

    var width: CGFloat { screen.size.width }
    var height: CGFloat { screen.size.height }

    func expectIdle(sourceLocation: SourceLocation = #_sourceLocation) {
        screen.advance(by: 0)
        #expect(screen.isIdle, "animations or frames still pending", sourceLocation: sourceLocation)
    }
}
