import Foundation
import WidgetKitLite

/// The sheet the Library presents: a grabber, a title, a line of help and a Done button,
/// and under the help a row of configured buttons (a filled Share button that spins while
/// it shares, a tinted Favourite toggle, an info button with a tool tip, a close button).
/// Escape, Done, the close button or a downward drag dismisses it.
final class SheetPage: ViewController {
    private let grabber = View()
    private let heading = Label(text: "A sheet", font: .boldSystemFont(ofSize: 22))
    private let help = Label(text: "Drag it down, press Escape or click Done.", font: .systemFont(ofSize: 15), color: .secondaryLabel)
    private lazy var done = Button(title: "Done", style: .filled, primaryAction: Action { [weak self] _ in self?.dismissSheet() })
    private lazy var buttonRow: [Button] = [shareButton, favouriteButton, infoButton, closeButton]
    private var isSharing = false

    private lazy var shareButton: Button = {
        var configuration = Button.Configuration.filled()
        configuration.title = "Share"
        configuration.image = Image(systemName: "square.and.arrow.up")
        configuration.imagePadding = 6
        let button = Button(configuration: configuration, primaryAction: Action { [weak self] _ in self?.toggleSharing() })
        button.configurationUpdateHandler = { [weak self] button in
            var updated = button.configuration
            updated?.showsActivityIndicator = self?.isSharing ?? false
            updated?.title = self?.isSharing == true ? "Sharing…" : "Share"
            button.configuration = updated
        }
        return button
    }()

    private lazy var favouriteButton: Button = {
        var configuration = Button.Configuration.tinted()
        configuration.title = "Favourite"
        configuration.image = Image(systemName: "heart")
        configuration.imagePadding = 6
        let button = Button(
            configuration: configuration,
            primaryAction: Action { action in
                (action.sender as? Button)?.isSelected.toggle()
            })
        button.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.title = button.isSelected ? "Favourited" : "Favourite"
            button.configuration = updated
        }
        return button
    }()

    private lazy var infoButton: Button = {
        let button = Button(type: .infoLight)
        button.toolTip = "A sheet slides up over the page; drag it down to dismiss it."
        return button
    }()

    private lazy var closeButton = Button(type: .close, primaryAction: Action { [weak self] _ in self?.dismissSheet() })

    override func viewDidLoad() {
        super.viewDidLoad()
        // Names the sheet for assistive technologies (a "dialog" named "A sheet").
        title = heading.text
        applyTheme()
        grabber.cornerRadius = 2.5
        for sub in [grabber, heading, help, done] + buttonRow { view.addSubview(sub) }
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
        layoutButtonRow(top: help.frame.maxY + 20)
    }

    /// The row of configured buttons from the left margin at `top`, centred on one line.
    private func layoutButtonRow(top: CGFloat) {
        let sizes = buttonRow.map { $0.sizeThatFits(.zero) }
        let height = sizes.map(\.height).max() ?? 0
        var x: CGFloat = 20
        for (button, size) in zip(buttonRow, sizes) {
            button.frame = CGRect(x: x, y: top + (height - size.height) / 2, width: size.width, height: size.height)
            x += size.width + 12
        }
    }

    private func toggleSharing() {
        isSharing.toggle()
        shareButton.setNeedsUpdateConfiguration()
    }

    private func dismissSheet() {
        Trace.event("dismiss", ["kind": 0])
        dismiss(animated: true)
    }
}
