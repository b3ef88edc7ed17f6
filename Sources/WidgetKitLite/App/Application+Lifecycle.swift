import Foundation

extension Application {
    /// Makes the delegate and runs the launch: `willFinishLaunching`, `didFinishLaunching`,
    /// then the first scene when the delegate's configuration names a scene delegate class,
    /// then the app becomes active when it has a window. Returns false (after one line) when
    /// the app was launched already.
    func launch(delegateClass: ApplicationDelegate.Type) -> Bool {
        guard !hasLaunched else {
            Diagnostics.report("ApplicationMain: the app is running already; this call does nothing")
            return false
        }
        hasLaunched = true
        if case .headless = display { Self.launched = self }
        if configuration.recordingURL != nil { startRecording() }
        let run = {
            self.delegate = delegateClass.init()
            self.callDelegate { delegate in
                _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
                _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
            }
            self.connectScene(to: nil)
            if let window = self.keyWindow ?? self.windows.last { self.window(window, focusDidChange: true) }
        }
        if let recorder { recorder.launch(run) } else { run() }
        return true
    }

    /// The user clicked or typed in `window`: it becomes the key window.
    func windowDidBecomeKey(_ window: Window) {
        window.makeKey()
    }

    /// `window` got or lost the keyboard focus: the app, and the window's scene, become
    /// active when one of their windows gets it; they resign when the focus leaves for
    /// another program — checked a moment later, since moving the focus between two of the
    /// app's windows takes it from one before giving it to the other.
    func window(_ window: Window, focusDidChange isFocused: Bool) {
        if isFocused {
            endUserAttentionRequests()
            pendingActivityCheck?.cancel()
            pendingActivityCheck = nil
            activate(window)
        } else if window === focusedWindow {
            focusedWindow = nil
            guard pendingActivityCheck == nil, let loop = openLoop else { return resignActive() }
            pendingActivityCheck = loop.schedule(at: loop.now) { [weak self] in
                guard let self else { return }
                self.pendingActivityCheck = nil
                if self.focusedWindow == nil { self.resignActive() }
            }
        }
    }

    /// `window` has the focus: it becomes key; the scene that had the focus resigns, its
    /// own becomes active, and so does the app.
    private func activate(_ window: Window) {
        window.makeKey()
        let previous = activeScene
        focusedWindow = window
        let scene = window.windowScene
        if let previous, previous !== scene { resign(previous) }
        if let scene, scene.activationState != .foregroundActive {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
        }
        activeScene = scene
        if applicationState != .active {
            applicationState = .active
            callDelegate { $0.applicationDidBecomeActive(self) }
        }
    }

    /// The focus left the app: its active scene resigns, then the app.
    private func resignActive() {
        if let scene = activeScene { resign(scene) }
        activeScene = nil
        guard applicationState == .active else { return }
        callDelegate { $0.applicationWillResignActive(self) }
        applicationState = .inactive
    }

    /// `scene` stops being active (it stays on screen).
    func resign(_ scene: Scene) {
        guard scene.activationState == .foregroundActive else { return }
        scene.delegate?.sceneWillResignActive(scene)
        scene.activationState = .foregroundInactive
        if activeScene === scene { activeScene = nil }
    }
}
