import Foundation

extension ViewController {
    /// The appearance of this controller's view and everything in it, whatever its window's:
    /// `.light`, `.dark`, or `.unspecified` (the default) to inherit — UIKit's
    /// `overrideUserInterfaceStyle`. It is the view's ``View/overrideUserInterfaceStyle``:
    /// setting it loads the view. Colours resolve anew when drawn (dynamic and system
    /// colours need no code) and `traitCollectionDidChange(_:)` is called where the
    /// appearance changed.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { viewIfLoaded?.overrideUserInterfaceStyle ?? .unspecified }
        set { view.overrideUserInterfaceStyle = newValue }
    }
}
