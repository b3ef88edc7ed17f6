import Foundation
import WidgetKitLite

/// The Settings tab's root page: the demo page's buttons, then a card of settings — a switch
/// for the dark appearance (live), a slider that steps through the text sizes (live: every
/// text-style font that adjusts rescales), a slider for the animation speed, a segmented
/// control for the bottom bar's look — and a row that pushes a page with a picture; the name
/// field beside the card (under it in a narrow window). The card's titles and values are in
/// text styles that follow the text size.
///
/// Laid out with constraints only: the card and the name field hang from the view's layout
/// margins and readable content guide; inside the card, rows are layout guides at least
/// `rowHeight` tall, titles on the leading margin, controls on the trailing one, each centred
/// in its row, with hairlines between rows.
final class SettingsPage: DemoPage {
    required init?(coder: NSCoder) { nil }

    let card = View()
    let darkSwitch = Switch()
    let textSizeSlider = Slider()
    let textSizeLabel = Label()
    let speedSlider = Slider()
    let speedLabel = Label()
    let barStyleControl = SegmentedControl(items: DemoSettings.BottomBarStyle.titles)
    let pictureButton = Button(title: "Show picture")
    /// The name field.
    let nameSetting = NameSetting()
    private let rowTitles = ["Dark appearance", "Text size", "Animation speed", "Bottom bar"].map { Label(text: $0) }
    /// A symbol before each title, in the tint.
    private let rowIcons = ["moon.fill", "textformat.size", "speedometer", "rectangle.bottomthird.inset.filled"].map { name in
        ImageView(image: Image(systemName: name, withConfiguration: Image.SymbolConfiguration(pointSize: 17, weight: .regular)))
    }
    private let separators = (0..<4).map { _ in Hairline() }
    /// The value labels' widths: each fits its widest value at the current text size.
    private var valueLabelWidths: [(label: Label, widest: String, width: NSLayoutConstraint)] = []
    /// The name field's place beside the card, and under it: one set is active at a time.
    private var nameBesideCard: [NSLayoutConstraint] = []
    private var nameUnderCard: [NSLayoutConstraint] = []
    /// Which of the two is active (nil before the first layout).
    private var isNameBesideCard: Bool?

    static let cardWidth: CGFloat = 420
    /// The height of a row of the card, unless its control needs more.
    static let rowHeight: CGFloat = 44
    /// The widest the name field gets.
    static let nameWidth: CGFloat = 320
    /// The narrowest window that shows the name field beside the card: room for the card,
    /// a gap of five system spacings and half the field's width between the margins.
    static let nameBesideMinimumWidth: CGFloat = 2 * margin + cardWidth + 40 + nameWidth / 2

    override class var usesAutoLayout: Bool { true }

    init() {
        super.init(title: "Settings", depth: 1)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        darkSwitch.addAction(Action { [weak self] _ in self?.darkSwitchChanged() }, for: .valueChanged)
        speedSlider.minimumValue = DemoSettings.speedRange.lowerBound
        speedSlider.maximumValue = DemoSettings.speedRange.upperBound
        speedSlider.addAction(Action { [weak self] _ in self?.speedChanged() }, for: .valueChanged)
        textSizeSlider.minimumValue = 0
        textSizeSlider.maximumValue = Float(DemoSettings.textSizes.count - 1)
        textSizeSlider.addAction(Action { [weak self] _ in self?.textSizeChanged() }, for: .valueChanged)
        // Each control is named by its row's title, as a screen reader announces it.
        for (control, title) in zip([darkSwitch, textSizeSlider, speedSlider, barStyleControl] as [Control], rowTitles) {
            control.accessibilityLabel = title.text
        }
        for icon in rowIcons { icon.contentMode = .center }
        for title in rowTitles {
            title.font = .preferredFont(forTextStyle: .body)
            title.adjustsFontForContentSizeCategory = true
        }
        for label in [textSizeLabel, speedLabel] {
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.adjustsFontForContentSizeCategory = true
            label.textAlignment = .right
        }
        barStyleControl.addAction(Action { [weak self] _ in self?.barStyleChanged() }, for: .valueChanged)
        pictureButton.addAction(Action { [weak self] _ in self?.app?.pushPicture() }, for: .primaryActionTriggered)

        card.cornerRadius = 10
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let cardViews: [View] = rowTitles + rowIcons + separators + [darkSwitch, textSizeSlider, textSizeLabel, speedSlider, speedLabel, barStyleControl, pictureButton]
        for sub in cardViews {
            sub.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(sub)
        }
        // Under the bottom bar, which rides over the content.
        for sub in [card, nameSetting] {
            sub.translatesAutoresizingMaskIntoConstraints = false
            view.insertSubview(sub, belowSubview: bottomBar)
        }
        activateConstraints()
        restyle()
    }

    /// Every constraint of the page but the name field's place (`placeNameSetting()`).
    private func activateConstraints() {
        let margins = view.layoutMarginsGuide, readable = view.readableContentGuide, inCard = card.layoutMarginsGuide
        var constraints: [NSLayoutConstraint] = []

        // The card: under the buttons, on the leading margin, `cardWidth` wide unless the
        // readable column is narrower.
        if let lastButton = buttons.last {
            constraints.append(card.topAnchor.constraint(equalToSystemSpacingBelow: lastButton.bottomAnchor, multiplier: 2.5))
        }
        constraints += [
            card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            card.trailingAnchor.constraint(lessThanOrEqualTo: readable.trailingAnchor),
            card.widthAnchor.constraint(equalToConstant: Self.cardWidth).withPriority(.defaultHigh),
        ]

        // Rows: guides from the card's top to its bottom, each at least `rowHeight` tall and
        // as tall as its control with half a system spacing above and below.
        let controls: [View] = [darkSwitch, textSizeSlider, speedSlider, barStyleControl, pictureButton]
        let rows = controls.map { _ in LayoutGuide() }
        for (i, row) in rows.enumerated() {
            row.identifier = "row \(i)"
            card.addLayoutGuide(row)
            let control = controls[i]
            constraints += [
                row.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                i == 0 ? row.topAnchor.constraint(equalTo: card.topAnchor) : row.topAnchor.constraint(equalTo: rows[i - 1].bottomAnchor),
                row.heightAnchor.constraint(greaterThanOrEqualToConstant: Self.rowHeight),
                row.heightAnchor.constraint(equalToConstant: Self.rowHeight).withPriority(.defaultLow),
                control.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                control.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: row.topAnchor, multiplier: 0.5),
            ]
        }
        if let last = rows.last { constraints.append(last.bottomAnchor.constraint(equalTo: card.bottomAnchor)) }

        // Hairlines between the rows, from the leading margin to the card's trailing edge.
        for (i, separator) in separators.enumerated() {
            constraints += [
                separator.topAnchor.constraint(equalTo: rows[i + 1].topAnchor),
                separator.leadingAnchor.constraint(equalTo: inCard.leadingAnchor),
                separator.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            ]
        }

        // Titles on the leading margin, beside their controls; they keep their width, the
        // controls give way in a narrow card.
        let (darkTitle, textSizeTitle, speedTitle, barTitle) = (rowTitles[0], rowTitles[1], rowTitles[2], rowTitles[3])
        let titled: [(Label, View)] = [(darkTitle, darkSwitch), (textSizeTitle, textSizeSlider), (speedTitle, speedSlider), (barTitle, barStyleControl)]
        for ((title, control), icon) in zip(titled, rowIcons) {
            title.setContentCompressionResistancePriority(.required - 1, for: .horizontal)
            constraints += [
                icon.leadingAnchor.constraint(equalTo: inCard.leadingAnchor),
                icon.centerYAnchor.constraint(equalTo: title.centerYAnchor),
                icon.widthAnchor.constraint(equalToConstant: 22),
                icon.heightAnchor.constraint(equalToConstant: 22),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 10),
                control.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: title.trailingAnchor, multiplier: 1),
            ]
        }
        for (title, control) in titled {
            constraints.append(title.centerYAnchor.constraint(equalTo: control.centerYAnchor))
        }

        // Controls on the trailing margin. The segmented control takes a little over half
        // the row (its own width at least, unless the title needs the room); each slider
        // starts where it does (later, in a card too narrow for its title) and ends at its
        // value, which reads on the title's baseline in a width that fits its widest value
        // (so the slider does not change length with the value).
        constraints += [
            darkSwitch.trailingAnchor.constraint(equalTo: inCard.trailingAnchor),
            barStyleControl.trailingAnchor.constraint(equalTo: inCard.trailingAnchor),
            barStyleControl.widthAnchor.constraint(equalTo: inCard.widthAnchor, multiplier: 0.55).withPriority(.defaultHigh - 1),
        ]
        let valueRows: [(Slider, Label, Label, String)] = [
            (textSizeSlider, textSizeLabel, textSizeTitle, DemoSettings.textSizeNames.max { valueWidth($0) < valueWidth($1) } ?? ""),
            (speedSlider, speedLabel, speedTitle, "0.0×"),
        ]
        valueLabelWidths = []
        for (slider, label, title, widest) in valueRows {
            let width = label.widthAnchor.constraint(equalToConstant: valueWidth(widest))
            valueLabelWidths.append((label, widest, width))
            constraints += [
                slider.leadingAnchor.constraint(equalTo: barStyleControl.leadingAnchor).withPriority(.defaultLow),
                label.leadingAnchor.constraint(equalToSystemSpacingAfter: slider.trailingAnchor, multiplier: 1),
                label.trailingAnchor.constraint(equalTo: inCard.trailingAnchor),
                width,
                label.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
            ]
        }

        // The picture row's button: its title (inside the content insets) on the leading margin.
        constraints.append(pictureButton.leadingAnchor.constraint(equalTo: inCard.leadingAnchor, constant: -pictureButton.contentInsets.left))

        // The name field: at most `nameWidth` wide, within the margins. Beside the card, at its
        // top; under it, as wide as it at most.
        constraints += [
            nameSetting.widthAnchor.constraint(lessThanOrEqualToConstant: Self.nameWidth),
            nameSetting.widthAnchor.constraint(equalToConstant: Self.nameWidth).withPriority(.defaultLow),
            nameSetting.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
        ]
        nameBesideCard = [
            nameSetting.topAnchor.constraint(equalTo: card.topAnchor),
            nameSetting.leadingAnchor.constraint(equalToSystemSpacingAfter: card.trailingAnchor, multiplier: 5),
        ]
        nameUnderCard = [
            nameSetting.topAnchor.constraint(equalToSystemSpacingBelow: card.bottomAnchor, multiplier: 2),
            nameSetting.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            nameSetting.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        placeNameSetting()
    }

    /// Activates the name field's place for the view's width: beside the card when the
    /// window is at least `nameBesideMinimumWidth` wide, else under it.
    private func placeNameSetting() {
        let beside = view.bounds.width >= Self.nameBesideMinimumWidth
        guard beside != isNameBesideCard else { return }
        isNameBesideCard = beside
        NSLayoutConstraint.deactivate(beside ? nameUnderCard : nameBesideCard)
        NSLayoutConstraint.activate(beside ? nameBesideCard : nameUnderCard)
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
        textSizeSlider.value = Float(DemoSettings.textSizeStep(for: settings.textSize))
        textSizeLabel.text = DemoSettings.textSizeName(for: settings.textSize)
        barStyleControl.selectedSegmentIndex = settings.bottomBarStyle.rawValue
    }

    private func darkSwitchChanged() { app?.setDark(darkSwitch.isOn) }

    private func speedChanged() {
        // Steps of 0.1, so the label and the trace read cleanly.
        let speed = (Double(speedSlider.value) * 10).rounded() / 10
        speedLabel.text = String(format: "%.1f×", speed)
        app?.setAnimationSpeed(speed)
    }

    /// The slider moves in steps, one per text size.
    private func textSizeChanged() {
        let step = min(max(Int(textSizeSlider.value.rounded()), 0), DemoSettings.textSizes.count - 1)
        textSizeSlider.value = Float(step)
        let size = DemoSettings.textSizes[step]
        textSizeLabel.text = DemoSettings.textSizeName(for: size)
        app?.setTextSize(size)
    }

    /// The width a value label needs for `text` in its text style at the page's text size.
    private func valueWidth(_ text: String) -> CGFloat {
        Font.preferredFont(forTextStyle: .subheadline, compatibleWith: traitCollection).size(of: text).width.rounded(.up)
    }

    private func barStyleChanged() {
        guard let style = DemoSettings.BottomBarStyle(rawValue: barStyleControl.selectedSegmentIndex) else { return }
        app?.setBottomBarStyle(style)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        restyle()
        for value in valueLabelWidths { value.width.constant = valueWidth(value.widest) }
    }

    /// The card is grey on the white page, and a lighter black on the black one.
    private func restyle() {
        let theme = view.theme
        card.backgroundColor = traitCollection.userInterfaceStyle == .dark ? theme.secondaryGroupedBackgroundColor : theme.groupedBackgroundColor
        for separator in separators { separator.backgroundColor = theme.barSeparatorColor }
        for label in [textSizeLabel, speedLabel] { label.textColor = theme.secondaryLabelColor }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        placeNameSetting()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        traceLayout()
    }

    /// Tells end-to-end tests where the controls are (window coordinates).
    private func traceLayout() {
        guard view.window != nil, Trace.isEnabled else { return }
        // The card places its controls when it lays out, after this view: now, to read them.
        card.layoutIfNeeded()
        let slider = speedSlider.convert(speedSlider.bounds, to: nil)
        let sizeSlider = textSizeSlider.convert(textSizeSlider.bounds, to: nil)
        let toggle = darkSwitch.convert(darkSwitch.bounds, to: nil)
        let segments = barStyleControl.convert(barStyleControl.bounds, to: nil)
        let cardFrame = card.convert(card.bounds, to: nil)
        Trace.event(
            "settingsLayout",
            [
                "cardMinX": Double(cardFrame.minX),
                "sliderMinX": Double(slider.minX), "sliderMaxX": Double(slider.maxX), "sliderMidY": Double(slider.midY),
                "sizeSliderMinX": Double(sizeSlider.minX), "sizeSliderMaxX": Double(sizeSlider.maxX), "sizeSliderMidY": Double(sizeSlider.midY),
                "switchMinX": Double(toggle.minX), "switchMidX": Double(toggle.midX), "switchMidY": Double(toggle.midY),
                "segmentsMinX": Double(segments.minX), "segmentsMaxX": Double(segments.maxX), "segmentsMidY": Double(segments.midY),
            ])
    }
}

/// A separator one device pixel thick: its intrinsic height follows its window's scale.
final class Hairline: View {
    override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: 1 / max(1, window?.scale ?? 1))
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        invalidateIntrinsicContentSize()
    }
}

extension NSLayoutConstraint {
    /// The constraint with `priority`, for building lists of constraints.
    func withPriority(_ priority: LayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

/// A demo page that also shows a picture (the landscape) and a Done item that goes back.
/// Laid out with constraints: the picture keeps its aspect ratio, right of the button
/// column, as large as fits (at most its own size) above the bottom bar.
final class PicturePage: DemoPage {
    let pictureView = ImageView(image: DemoImages.picture)

    override class var usesAutoLayout: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        pictureView.contentMode = .scaleAspectFit
        pictureView.translatesAutoresizingMaskIntoConstraints = false
        view.insertSubview(pictureView, belowSubview: bottomBar)
        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done, primaryAction: Action { [weak self] _ in self?.app?.pop() })

        // Its own size at most, smaller where the window is: the picture gives way to the
        // required limits below, keeping its aspect ratio.
        let size = pictureView.intrinsicContentSize
        let aspect = size.width > 0 ? size.height / size.width : 2.0 / 3.0
        pictureView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        pictureView.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        let margins = view.layoutMarginsGuide
        var constraints = [
            pictureView.topAnchor.constraint(equalTo: margins.topAnchor),
            pictureView.heightAnchor.constraint(equalTo: pictureView.widthAnchor, multiplier: aspect),
            pictureView.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor, constant: -Self.margin),
            pictureView.bottomAnchor.constraint(lessThanOrEqualTo: bottomBar.topAnchor, constant: -Self.margin),
            // As far left as the buttons allow.
            pictureView.leadingAnchor.constraint(equalTo: margins.leadingAnchor).withPriority(.defaultLow),
        ]
        for button in buttons {
            constraints.append(pictureView.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: button.trailingAnchor, multiplier: 5))
        }
        NSLayoutConstraint.activate(constraints)
    }
}
