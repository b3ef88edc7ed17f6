import Foundation

extension Button {
    /// The kinds of button `Button(type:)` makes — UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        /// Title, image and colours all the app's: the title is white by default
        /// (`Theme.buttons.customTitleColor`), as in UIKit.
        case custom
        /// A tinted title that dims while pressed (the kind other initialisers make).
        case system
        /// A tinted `info.circle` symbol (UIKit draws all three info types alike since iOS 13).
        case detailDisclosure
        /// A tinted `info.circle` symbol.
        case infoLight
        /// A tinted `info.circle` symbol.
        case infoDark
        /// A tinted `plus.circle` symbol.
        case contactAdd
        /// A tinted title with no other decoration — UIKit's plain button type, for buttons
        /// drawn from a configuration.
        case plain
        /// A grey `xmark` in a light grey circle 30 pt across (`Theme.buttons`).
        case close
    }

    /// Creates a button of `type` that runs `primaryAction` (if any) when triggered. Symbol
    /// types show their symbol at their natural size (`Theme.buttons.typeSymbolPointSize`,
    /// no insets) in a button at least `Theme.buttons.typeButtonMinimumSide` (24 pt) across,
    /// named for assistive technologies as UIKit's are ("More Info", "Add", "Close"); the
    /// others are empty until given a title or an image.
    public convenience init(type: ButtonType, primaryAction: Action? = nil) {
        self.init(frame: .zero)
        buttonType = type
        let theme = Theme.light.buttons
        switch type {
        case .custom, .system, .plain:
            break
        case .detailDisclosure, .infoLight, .infoDark:
            useTypeSymbol("info.circle", pointSize: theme.typeSymbolPointSize)
        case .contactAdd:
            useTypeSymbol("plus.circle", pointSize: theme.typeSymbolPointSize)
        case .close:
            useTypeSymbol("xmark", pointSize: theme.closeButtonSymbolPointSize)
        }
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        stateDidChange()
        sizeToFit()
    }

    /// Creates a button drawn from `configuration` that runs `primaryAction` (if any) when
    /// triggered, sized to fit.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(frame: .zero)
        buttonType = .plain
        // Observers do not run inside an initializer: apply the configuration here.
        self.configuration = configuration
        configurationDidChange()
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        sizeToFit()
    }

    /// Shows the symbol `name` at `pointSize` with no insets (the symbol types).
    private func useTypeSymbol(_ name: String, pointSize: CGFloat) {
        contentInsets = .zero
        setImage(Image(systemName: name, withConfiguration: Image.SymbolConfiguration(pointSize: pointSize)), for: .normal)
    }
}
