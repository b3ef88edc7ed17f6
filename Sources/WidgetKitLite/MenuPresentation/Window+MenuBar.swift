import Foundation

extension Window {
    /// Whether the window shows a menu bar across its top (`MenuBar`). The bar's height
    /// becomes the top of the window's safe area, so content laid out in the safe area is
    /// not covered.
    public var showsMenuBar: Bool {
        get { menuBar != nil }
        set {
            guard newValue != showsMenuBar else { return }
            if newValue {
                let bar = MenuBar()
                let height = theme.menus.menuBarHeight
                bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
                addSubview(bar)
                containerSafeAreaInsets = EdgeInsets(top: height, left: 0, bottom: 0, right: 0)
                eventDispatcher.menuBarKeys = bar
            } else {
                menuBar?.removeFromSuperview()
                containerSafeAreaInsets = .zero
                eventDispatcher.menuBarKeys = nil
            }
        }
    }

    /// The menu bar shown across the top of the window; nil unless `showsMenuBar`.
    public var menuBar: MenuBar? {
        subviews.lazy.compactMap { $0 as? MenuBar }.first
    }

    /// Keeps the menu bar in front of the root view (installing a root view controller
    /// adds its view on top).
    func keepMenuBarInFront() {
        guard let bar = menuBar else { return }
        if let overlay = subviews.last(where: { $0 is MenuOverlayView }) {
            insertSubview(bar, belowSubview: overlay)
        } else {
            bringSubviewToFront(bar)
        }
    }
}
