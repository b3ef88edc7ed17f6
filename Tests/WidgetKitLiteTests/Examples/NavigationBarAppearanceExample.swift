// The code of the "Navigation bar appearance, large titles and hiding the bar" article
// (NavigationBarLooks.md), compiled and run by `swift test`. Written as UIKit's
// documentation writes it, with `UI` dropped: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// A list of recipes with a large title in a blue bar.
final class RecipesViewController: ViewController {
    let tableView = TableView()
    private(set) var added = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)

        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBlue
        appearance.titleTextAttributes = [.foregroundColor: Color.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: Color.white]
        navigationController?.navigationBar.standardAppearance = appearance
        navigationController?.navigationBar.scrollEdgeAppearance = appearance
        navigationController?.navigationBar.prefersLargeTitles = true

        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add, primaryAction: Action { [weak self] _ in self?.added += 1 })
    }

    func open(_ recipe: String) {
        let detail = RecipeDetailViewController()
        detail.title = recipe
        show(detail, sender: self)
    }
}

/// One recipe: a normal bar with a segmented title view.
final class RecipeDetailViewController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        let modes = SegmentedControl(items: ["Ingredients", "Steps"])
        modes.selectedSegmentIndex = 0
        navigationItem.titleView = modes
    }
}

/// A photo shown full height: the bar slides away with the push and back with the pop.
final class FullPhotoViewController: ViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

// MARK: The article's promises, checked

extension Examples {
    @MainActor @Suite struct NavigationBarAppearanceArticle {
        private func recipes() -> (HeadlessScreen, NavigationController, RecipesViewController) {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
            let recipes = RecipesViewController()
            let navigation = NavigationController(rootViewController: recipes)
            screen.makeWindow().rootViewController = navigation
            screen.advance(by: 0)
            return (screen, navigation, recipes)
        }

        @Test func theListHasALargeTitleInABlueBar() throws {
            let (screen, navigation, recipes) = recipes()
            let bar = navigation.navigationBar
            #expect(bar.frame.height == 96 && recipes.view.safeAreaInsets.top == 96)
            #expect(bar.backgroundColor == .systemBlue)
            let add = try #require(recipes.navigationItem.rightBarButtonItem)
            #expect(screen.click(add))
            #expect(recipes.added == 1)
        }

        @Test func showPushesTheRecipeWithANormalBarAndItsTitleView() {
            let (screen, navigation, recipes) = recipes()
            recipes.open("Soup")
            screen.advance(by: 0.5)
            let detail = navigation.topViewController
            #expect(detail is RecipeDetailViewController && navigation.navigationBar.frame.height == 44)
            #expect(detail?.view.safeAreaInsets.top == 44)
            #expect(detail?.navigationItem.titleView?.window != nil)
        }

        @Test func thePhotoHidesTheBarUntilItIsPopped() {
            let (screen, navigation, recipes) = recipes()
            navigation.pushViewController(FullPhotoViewController(), animated: true)
            screen.advance(by: 0.5)
            #expect(navigation.isNavigationBarHidden && navigation.topViewController?.view.safeAreaInsets.top == 0)
            navigation.popViewController(animated: true)
            screen.advance(by: 0.5)
            #expect(!navigation.isNavigationBarHidden && recipes.view.safeAreaInsets.top == 96)
        }
    }
}
