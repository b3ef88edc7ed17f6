// UIKit-documentation-style snippets for split views, page views and trait changes, with
// `UI` dropped: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

/// A view controller that adapts its layout to the vertical size class (iOS 17's
/// `registerForTraitChanges`, as Apple's documentation writes it).
final class AdaptiveViewController: ViewController {
    var isCompactLayout = false

    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([TraitVerticalSizeClass.self]) { (self: Self, previousTraitCollection: TraitCollection) in
            self.isCompactLayout = self.traitCollection.verticalSizeClass == .compact
        }
    }
}

/// A tutorial: a page view controller whose data source walks an array of pages.
final class TutorialViewController: PageViewController, PageViewControllerDataSource {
    required init?(coder: NSCoder) { nil }

    let pages: [ViewController] = (1...3).map { index in
        let page = ViewController()
        page.title = "Step \(index)"
        return page
    }

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        if let firstViewController = pages.first {
            setViewControllers([firstViewController], direction: .forward, animated: true, completion: nil)
        }
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: PageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

@MainActor
@Suite struct SplitAndPageExample {
    @Test func splitViewFromTheDocumentation() {
        let screen = HeadlessScreen(size: CGSize(width: 1200, height: 800))
        let window = screen.makeWindow()

        let sidebarViewController = ViewController()
        let detailViewController = AdaptiveViewController()
        let splitViewController = SplitViewController(style: .doubleColumn)
        splitViewController.setViewController(sidebarViewController, for: .primary)
        splitViewController.setViewController(detailViewController, for: .secondary)
        splitViewController.preferredDisplayMode = .oneBesideSecondary
        splitViewController.primaryBackgroundStyle = .sidebar
        window.rootViewController = splitViewController
        screen.advance(by: 0)

        #expect(sidebarViewController.view.window === window && detailViewController.view.window === window)
        #expect(sidebarViewController.view.backgroundColor == .secondarySystemBackground)
        #expect(!splitViewController.isCollapsed && !detailViewController.isCompactLayout)
        screen.resize(to: CGSize(width: 1200, height: 300))
        #expect(detailViewController.isCompactLayout)
    }

    @Test func pagesFromTheDocumentation() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let tutorial = TutorialViewController()
        window.rootViewController = tutorial
        screen.advance(by: 1)
        #expect(tutorial.viewControllers?.first?.title == "Step 1")
        #expect(tutorial.pageControl.numberOfPages == 3)
        screen.key("Right")
        screen.advance(by: 1)
        #expect(tutorial.viewControllers?.first?.title == "Step 2" && tutorial.pageControl.currentPage == 1)
    }
}
