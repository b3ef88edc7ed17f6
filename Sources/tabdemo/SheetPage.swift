import Foundation
import WidgetKitLite

/// The sheet the Library presents: a grabber, a title, a line of help and a Done button.
/// Escape, Done or a downward drag dismisses it.
final class SheetPage: ViewController {
    private let grabber = View()
    private let heading = Label(text: "A sheet", font: .boldSystemFont(ofSize: 22))
    private let help = Label(text: "Drag it down, press Escape or click Done.", font: .systemFont(ofSize: 15), color: .secondaryLabel)
    private lazy var done = Button(title: "Done", style: .filled, primaryAction: Action { [weak self] _ in self?.dismissSheet() })

    override func viewDidLoad() {
        super.viewDidLoad()
        applyTheme()
        grabber.cornerRadius = 2.5
        for sub in [grabber, heading, help, done] { view.addSubview(sub) }
    }

    /// The sheet's elevated background and the grabber in the colours of the appearance.
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyTheme()
    }

    private func applyTheme() {
        let theme = view.theme
        view.backgroundColor = theme.presentation.sheetBackgroundColor
        grabber.backgroundColor = theme.presentation.alertSeparatorColor
        help.textColor = theme.secondaryLabelColor
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        grabber.frame = CGRect(x: (width - 36) / 2, y: 6, width: 36, height: 5)
        heading.frame.origin = CGPoint(x: 20, y: 30)
        help.frame.origin = CGPoint(x: 20, y: heading.frame.maxY + 8)
        let size = done.sizeThatFits(.zero)
        done.frame = CGRect(x: width - 20 - size.width, y: 24, width: size.width, height: size.height)
    }

    private func dismissSheet() {
        Trace.event("dismiss", ["kind": 0])
        dismiss(animated: true)
    }
}
