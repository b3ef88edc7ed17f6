// The code of the "Buttons and tool tips" article, compiled and run by `swift test`.
// Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// An upload page: a filled Upload button that spins while it works, a tinted Cancel
/// button, an info button with a tool tip and a close button.
final class UploadViewController: ViewController {
    private(set) var isUploading = false

    lazy var uploadButton: Button = {
        var configuration = Button.Configuration.filled()
        configuration.title = "Upload"
        configuration.subtitle = "3 photos"
        configuration.image = Image(systemName: "square.and.arrow.up")
        configuration.imagePadding = 8
        configuration.cornerStyle = .capsule
        let button = Button(configuration: configuration, primaryAction: Action { [weak self] _ in self?.startUpload() })
        button.configurationUpdateHandler = { [weak self] button in
            var updated = button.configuration
            updated?.showsActivityIndicator = self?.isUploading ?? false
            updated?.title = self?.isUploading == true ? "Uploading…" : "Upload"
            button.configuration = updated
        }
        return button
    }()

    let cancelButton: Button = {
        var configuration = Button.Configuration.tinted()
        configuration.title = "Cancel"
        configuration.baseBackgroundColor = .systemRed
        configuration.baseForegroundColor = .systemRed
        return Button(configuration: configuration)
    }()

    let infoButton = Button(type: .infoLight)
    let closeButton = Button(type: .close)

    override func viewDidLoad() {
        super.viewDidLoad()
        infoButton.toolTip = "Photos are uploaded at full size"
        let row = StackView(arrangedSubviews: [uploadButton, cancelButton, infoButton, closeButton])
        row.spacing = 12
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            row.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
        ])
    }

    func startUpload() {
        isUploading = true
        uploadButton.setNeedsUpdateConfiguration()
    }
}

/// A view whose tool tip depends on where the pointer is: each cell of a colour strip
/// names its colour.
final class SwatchStrip: View, ToolTipInteractionDelegate {
    let names = ["Red", "Green", "Blue"]

    override init(frame: CGRect) {
        super.init(frame: frame)
        let toolTips = ToolTipInteraction()
        toolTips.delegate = self
        addInteraction(toolTips)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func toolTipInteraction(_ interaction: ToolTipInteraction, configurationAt point: CGPoint) -> ToolTipConfiguration? {
        let width = bounds.width / CGFloat(names.count)
        let index = min(names.count - 1, max(0, Int(point.x / width)))
        let cell = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        return ToolTipConfiguration(toolTip: names[index], in: cell)
    }
}

/// Written as a UIKit developer writes it from UIKit's documentation, the `UI` prefixes
/// dropped: a "Follow" button that shows whether it is selected.
@MainActor
func makeFollowButton() -> Button {
    var config = Button.Configuration.gray()
    config.title = "Follow"
    config.image = Image(systemName: "plus")
    config.imagePlacement = .leading
    config.imagePadding = 6
    config.buttonSize = .small
    config.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
    let button = Button(
        configuration: config,
        primaryAction: Action { action in
            (action.sender as? Button)?.isSelected.toggle()
        })
    button.configurationUpdateHandler = { button in
        var config = button.configuration
        config?.title = button.isSelected ? "Following" : "Follow"
        config?.image = button.isSelected ? Image(systemName: "checkmark") : Image(systemName: "plus")
        config?.baseForegroundColor = button.isSelected ? .white : nil
        config?.background.backgroundColor = button.isSelected ? .systemBlue : nil
        button.configuration = config
    }
    button.contentHorizontalAlignment = .leading
    button.toolTip = "Follow this author"
    return button
}

// MARK: The article's promises, checked

extension Examples {
    @MainActor @Suite struct Buttons {
        @Test func theUploadButtonSpinsWhileItWorks() throws {
            let screen = HeadlessScreen(size: CGSize(width: 500, height: 200))
            let window = screen.makeWindow()
            let controller = UploadViewController()
            window.rootViewController = controller
            screen.runFrame()
            let button = controller.uploadButton
            #expect(button.frame.height > controller.cancelButton.frame.height, "the subtitle makes it taller")
            screen.click(at: CGPoint(x: button.frame.midX + 20, y: button.frame.midY + 20))
            screen.runFrame()
            #expect(controller.isUploading)
            #expect(button.configuration?.showsActivityIndicator == true)
            #expect(button.configuration?.title == "Uploading…")
        }

        @Test func theInfoButtonExplainsItself() throws {
            let screen = HeadlessScreen(size: CGSize(width: 500, height: 200))
            let window = screen.makeWindow()
            let controller = UploadViewController()
            window.rootViewController = controller
            screen.runFrame()
            let info = controller.infoButton
            let center = info.convert(CGPoint(x: info.bounds.midX, y: info.bounds.midY), to: nil)
            screen.move(to: center)
            screen.advance(by: 0.6)
            #expect(info.toolTipInteraction?.isShowingToolTip == true)
            screen.key("Escape")
            #expect(info.toolTipInteraction?.isShowingToolTip == false)
        }

        @Test func theStripNamesTheColourUnderThePointer() {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 200))
            let window = screen.makeWindow()
            let strip = SwatchStrip(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            window.addSubview(strip)
            screen.runFrame()
            screen.move(to: CGPoint(x: 150, y: 20))
            screen.advance(by: 0.6)
            let interaction = strip.interactions.first as? ToolTipInteraction
            #expect(interaction?.isShowingToolTip == true)
            screen.move(to: CGPoint(x: 250, y: 20))
            #expect(interaction?.isShowingToolTip == false, "left the green cell")
            screen.advance(by: 0.6)
            #expect(interaction?.isShowingToolTip == true, "the blue one's")
        }

        @Test func theFollowButtonTogglesAsInUIKit() {
            let screen = HeadlessScreen(size: CGSize(width: 300, height: 100))
            let window = screen.makeWindow()
            let button = makeFollowButton()
            button.frame.origin = CGPoint(x: 10, y: 10)
            window.addSubview(button)
            screen.runFrame()
            screen.click(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
            screen.runFrame()
            #expect(button.isSelected)
            #expect(button.configuration?.title == "Following")
            #expect(button.titleLabel.text == "Following")
        }
    }
}
