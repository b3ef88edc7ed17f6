import Foundation
import WidgetKitLite

/// The Settings tab's root page: the demo page's buttons, then a card of settings — a switch
/// for the dark appearance (live), a slider for the animation speed, a segmented control
/// for the bottom bar's look — and a row that pushes a page with a picture.
final class SettingsPage: DemoPage {
    let card = View()
    let darkSwitch = Switch()
    let speedSlider = Slider()
    let speedLabel = Label()
    let barStyleControl = SegmentedControl(items: DemoSettings.BottomBarStyle.titles)
    let pictureButton = Button(title: "Show picture")
    private var rowLabels: [Label] = []
    private var separators: [View] = []

    static let cardWidth: CGFloat = 420
    static let rowHeight: CGFloat = 44
    static let rowInset: CGFloat = 16
    static let controlX: CGFloat = 190

    init() {
        super.init(title: "Settings", depth: 1)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        card.cornerRadius = 10
        view.addSubview(card)
        for title in ["Dark appearance", "Animation speed", "Bottom bar"] {
            let label = Label(text: title)
            rowLabels.append(label)
            card.addSubview(label)
        }
        for _ in 0..<3 {
            let separator = View()
            separators.append(separator)
            card.addSubview(separator)
        }
        darkSwitch.addAction(Action { [weak self] _ in self?.darkSwitchChanged() }, for: .valueChanged)
        speedSlider.minimumValue = DemoSettings.speedRange.lowerBound
        speedSlider.maximumValue = DemoSettings.speedRange.upperBound
        speedSlider.addAction(Action { [weak self] _ in self?.speedChanged() }, for: .valueChanged)
        speedLabel.font = .systemFont(ofSize: 15)
        speedLabel.textAlignment = .right
        barStyleControl.addAction(Action { [weak self] _ in self?.barStyleChanged() }, for: .valueChanged)
        pictureButton.addAction(Action { [weak self] _ in self?.app?.pushPicture() }, for: .primaryActionTriggered)
        for control in [darkSwitch, speedSlider, speedLabel, barStyleControl, pictureButton] as [View] { card.addSubview(control) }
        restyle()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showSettings()
    }

    /// Shows the app's settings in the controls (they also change by keys).
    func showSettings() {
        guard let settings = app?.settings else { return }
        darkSwitch.setOn(settings.isDark, animated: isViewLoaded && view.window != nil)
        speedSlider.value = Float(settings.animationSpeed)
        speedLabel.text = String(format: "%.1f×", settings.animationSpeed)
        barStyleControl.selectedSegmentIndex = settings.bottomBarStyle.rawValue
    }

    private func darkSwitchChanged() { app?.setDark(darkSwitch.isOn) }

    private func speedChanged() {
        // Steps of 0.1, so the label and the trace read cleanly.
        let speed = (Double(speedSlider.value) * 10).rounded() / 10
        speedLabel.text = String(format: "%.1f×", speed)
        app?.setAnimationSpeed(speed)
    }

    private func barStyleChanged() {
        guard let style = DemoSettings.BottomBarStyle(rawValue: barStyleControl.selectedSegmentIndex) else { return }
        app?.setBottomBarStyle(style)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        restyle()
    }

    /// The card is grey on the white page, and a lighter black on the black one.
    private func restyle() {
        let theme = view.theme
        card.backgroundColor = traitCollection.userInterfaceStyle == .dark ? theme.secondaryGroupedBackgroundColor : theme.groupedBackgroundColor
        for separator in separators { separator.backgroundColor = theme.barSeparatorColor }
        speedLabel.textColor = theme.secondaryLabelColor
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = (buttons.map(\.frame.maxY).max() ?? view.safeAreaInsets.top) + 2 * Self.spacing
        let h = Self.rowHeight, inset = Self.rowInset, x = Self.controlX
        card.frame = CGRect(x: Self.margin, y: top, width: Self.cardWidth, height: 4 * h)
        for (i, label) in rowLabels.enumerated() {
            label.frame = CGRect(x: inset, y: CGFloat(i) * h, width: x - inset - 8, height: h)
        }
        for (i, separator) in separators.enumerated() {
            separator.frame = CGRect(x: inset, y: CGFloat(i + 1) * h, width: Self.cardWidth - inset, height: 1 / max(1, view.window?.scale ?? 1))
        }
        let right = Self.cardWidth - inset
        let switchSize = darkSwitch.sizeThatFits(.zero)
        darkSwitch.frame = CGRect(x: right - switchSize.width, y: (h - switchSize.height) / 2, width: switchSize.width, height: switchSize.height)
        speedSlider.frame = CGRect(x: x, y: h + (h - 31) / 2, width: right - x - 48, height: 31)
        speedLabel.frame = CGRect(x: right - 44, y: h, width: 44, height: h)
        barStyleControl.frame = CGRect(x: x, y: 2 * h + (h - 32) / 2, width: right - x, height: 32)
        let size = pictureButton.sizeThatFits(.zero)
        pictureButton.frame = CGRect(x: inset - Button.defaultContentInsets.left, y: 3 * h + (h - size.height) / 2, width: size.width, height: size.height)
        layOutAccessory()
        traceLayout()
    }

    /// The name field (`accessory`) goes right of the card, or under it when the window is narrow.
    private func layOutAccessory() {
        guard let accessory else { return }
        let besideX = card.frame.maxX + 2 * Self.margin
        let besideWidth = min(Self.accessoryWidth, view.bounds.width - besideX - Self.margin)
        if besideWidth >= Self.accessoryWidth / 2 {
            accessory.frame = CGRect(x: besideX, y: card.frame.minY, width: besideWidth, height: NameSetting.height)
        } else {
            accessory.frame = CGRect(
                x: Self.margin, y: card.frame.maxY + Self.spacing, width: min(Self.accessoryWidth, card.frame.width),
                height: NameSetting.height)
        }
    }

    /// Tells end-to-end tests where the controls are (window coordinates).
    private func traceLayout() {
        guard view.window != nil else { return }
        let slider = speedSlider.convert(speedSlider.bounds, to: nil)
        let toggle = darkSwitch.convert(darkSwitch.bounds, to: nil)
        let segments = barStyleControl.convert(barStyleControl.bounds, to: nil)
        Trace.event(
            "settingsLayout",
            [
                "sliderMinX": Double(slider.minX), "sliderMaxX": Double(slider.maxX), "sliderMidY": Double(slider.midY),
                "switchMidX": Double(toggle.midX), "switchMidY": Double(toggle.midY),
                "segmentsMinX": Double(segments.minX), "segmentsMaxX": Double(segments.maxX), "segmentsMidY": Double(segments.midY),
            ])
    }
}

/// A demo page that also shows a picture (the landscape, aspect-fit) and a Done item that
/// goes back.
final class PicturePage: DemoPage {
    let pictureView = ImageView(image: DemoImages.picture)

    override func viewDidLoad() {
        super.viewDidLoad()
        pictureView.contentMode = .scaleAspectFit
        view.addSubview(pictureView)
        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done, primaryAction: Action { [weak self] _ in self?.app?.pop() })
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Right of the button column, clear of the bottom bar and of the window's right edge.
        let x = (buttons.map(\.frame.maxX).max() ?? 0) + 2 * Self.margin
        let top = view.safeAreaInsets.top + Self.margin
        let width = max(0, min(480, view.bounds.width - x - 40))
        let height = max(0, min(width * 2 / 3, view.bounds.height - top - view.safeAreaInsets.bottom - bottomBar.height - Self.margin))
        pictureView.frame = CGRect(x: x, y: top, width: width, height: height)
    }
}
