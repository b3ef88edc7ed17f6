// The code of the "Activity, progress, steppers and pages" article, compiled and run by
// `swift test`. Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// Prints copies of a photo album: a spinner while it loads, the print job's progress, the
/// number of copies, and the album's pages.
final class PrintViewController: ViewController {
    let spinner = ActivityIndicatorView(style: .large)
    let progressView = ProgressView(progressViewStyle: .default)
    let copies = Stepper()
    let pages = PageControl()
    let job = Progress(totalUnitCount: 10)

    override func viewDidLoad() {
        super.viewDidLoad()
        spinner.center = CGPoint(x: 200, y: 60)
        spinner.startAnimating()

        progressView.frame = CGRect(x: 20, y: 100, width: 360, height: 4)
        progressView.observedProgress = job

        copies.frame.origin = CGPoint(x: 20, y: 130)
        copies.minimumValue = 1
        copies.maximumValue = 20
        copies.value = 1
        copies.addTarget(self, action: PrintViewController.copiesChanged, for: .valueChanged)

        pages.numberOfPages = 4
        pages.frame = CGRect(x: 20, y: 180, width: 360, height: 26)
        pages.addAction(Action { [weak self] _ in self?.showPage() }, for: .valueChanged)

        let swipe = SwipeGestureRecognizer(target: self, action: PrintViewController.didSwipe)
        swipe.direction = .left
        view.addGestureRecognizer(swipe)

        for control in [spinner, progressView, copies, pages] { view.addSubview(control) }
    }

    func copiesChanged(_ sender: Stepper) {
        title = "\(Int(sender.value)) copies"
    }

    func didSwipe(_ gesture: SwipeGestureRecognizer) {
        pages.currentPage += 1
        showPage()
    }

    func showPage() {
        navigationItem.title = "Page \(pages.currentPage + 1)"
    }

    func albumDidLoad() {
        spinner.stopAnimating()
    }
}

/// A long press on a photo shows its menu.
final class PhotoView: View {
    required init?(coder: NSCoder) { nil }

    private(set) var menuShown = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        let press = LongPressGestureRecognizer { [weak self] gesture in
            if gesture.state == .began { self?.menuShown = true }
        }
        press.minimumPressDuration = 0.5
        addGestureRecognizer(press)
    }
}

// MARK: The article's promises, checked

extension Examples {
    @MainActor @Suite struct Indicators {
        @Test func theSpinnerStopsAndTheProgressFollowsTheJob() {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
            let window = screen.makeWindow()
            let controller = PrintViewController()
            window.rootViewController = controller
            screen.advance(by: 0.2)
            #expect(controller.spinner.isAnimating && !controller.spinner.isHidden)
            controller.job.completedUnitCount = 5
            screen.advance(by: 0.05)
            #expect(controller.progressView.progress == 0.5)
            controller.job.completedUnitCount = 10
            controller.albumDidLoad()
            screen.advance(by: 0.05)
            #expect(controller.spinner.isHidden)
            #expect(screen.isIdle, "nothing runs once the job is done and the spinner stopped")
        }

        @Test func theStepperCountsCopiesAndSwipesTurnPages() {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
            let window = screen.makeWindow()
            let controller = PrintViewController()
            window.rootViewController = controller
            screen.advance(by: 0.1)
            screen.click(at: CGPoint(x: 100, y: 146))
            #expect(controller.copies.value == 2 && controller.title == "2 copies")
            screen.click(at: CGPoint(x: 40, y: 146))
            screen.click(at: CGPoint(x: 40, y: 146))
            #expect(controller.copies.value == 1, "not below the minimum")
            screen.drag(from: CGPoint(x: 300, y: 250), to: CGPoint(x: 150, y: 250), duration: 0.15)
            #expect(controller.pages.currentPage == 1)
            screen.click(at: CGPoint(x: 300, y: 193))
            #expect(controller.pages.currentPage == 2 && controller.navigationItem.title == "Page 3")
        }

        @Test func aLongPressShowsTheMenu() {
            let screen = HeadlessScreen(size: CGSize(width: 200, height: 200))
            let window = screen.makeWindow()
            let photo = PhotoView(frame: window.bounds)
            window.addSubview(photo)
            screen.press(at: CGPoint(x: 50, y: 50))
            screen.advance(by: 0.4)
            #expect(!photo.menuShown)
            screen.advance(by: 0.1)
            #expect(photo.menuShown)
            screen.release(at: CGPoint(x: 50, y: 50))
        }
    }
}
