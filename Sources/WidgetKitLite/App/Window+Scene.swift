import Foundation

extension Window {
    /// A window of `windowScene` — UIKit's `init(windowScene:)`: as large as the screen,
    /// shown in the scene's application by `makeKeyAndVisible()`.
    public convenience init(windowScene: WindowScene) {
        self.init()
        self.windowScene = windowScene
    }

    /// The scene the window belongs to (its next responder); setting another moves it.
    public var windowScene: WindowScene? {
        get { sceneResponder as? WindowScene }
        set {
            guard newValue !== windowScene else { return }
            windowScene?.detach(self)
            sceneResponder = newValue
            newValue?.attach(self)
        }
    }
}
