import Foundation

/// Routes a window's input: the primary button's press becomes a `Touch` owned by the view
/// hit on press until release; gesture recognizers of that view and its ancestors see the
/// touch first, then the view (unless a recognizer cancelled or delays it). Wheel steps go
/// to the view under the pointer, keys to the keyboard focus and up the responder chain.
/// Everything runs synchronously inside `dispatch(_:)`.
///
/// While input is blocked (`Window.isInputBlocked`: a presentation or dismissal runs) a
/// press hits nothing, wheel steps and the middle button do nothing and keys go nowhere
/// (a key's release follows its press); the touch already down continues. Input returns
/// when the last blocker unblocks it (the transition completed or was cancelled).
///
/// The dispatcher is also the arena where recognizers compete (`EventDispatcher+Arena.swift`).
@MainActor
final class EventDispatcher {
    unowned let window: Window
    /// The view that was hit by the current press, until release.
    private(set) var pointerOwner: View?

    /// The primary button's touch while it is down.
    private(set) var activeTouch: Touch?
    /// Recognizers of the current touch sequence, and those still deciding after it (a
    /// tap recognizer between taps, a tap waiting for another to fail).
    var participants: [GestureRecognizer] = []
    /// The last press, for `Touch.tapCount`.
    private var lastPress: (location: CGPoint, release: TimeInterval, count: Int)?

    /// The touch the hit view is receiving calls for, until it ended or was cancelled.
    var viewTouch: Touch?
    /// Where the wheel step being delivered happened (window coordinates), while it is.
    private(set) var wheelLocation: CGPoint?
    var viewGotBegan = false
    /// View calls held back by recognizers that delay touches.
    var heldViewCalls: [(TouchCallback, Event)] = []
    var batchDepth = 0
    /// Keys whose press came while input was blocked and was dropped: their release is
    /// dropped too.
    var droppedKeys: Set<String> = []
    /// Who blocks the window's input now (`Window.setInputBlocked(_:by:)`).
    private var inputBlockers: Set<ObjectIdentifier> = []
    /// Whether anyone blocks the window's input; stored, so each event asks it for free.
    private(set) var isInputBlocked = false

    /// The open menu, which takes every key while it is shown.
    weak var keyboardCapture: KeyboardCapturing?
    /// Open menus in popup windows, which take every pointer event while they are shown.
    weak var pointerCapture: PointerCapturing?
    /// The window's menu bar: F10, Alt and the key equivalents of its commands.
    weak var menuBarKeys: MenuBarKeyHandling?
    /// The view with the keyboard focus (see `Window.focusedView`).
    weak var focusedViewStorage: View?
    /// The view under the pointer and the cursor it asks for.
    lazy var hover = HoverTracker(window: window)
    /// Tool tips and other transient overlays that input dismisses.
    var transientOverlays = TransientOverlays()

    init(window: Window) {
        self.window = window
    }

    func dispatch(_ event: PlatformEvent) {
        transientOverlays.dismiss(for: event)
        if let capture = pointerCapture, activeTouch == nil, deliver(event, to: capture) { return }
        batch {
            switch event {
            case let .pointerDown(location, button, _, time):
                if button == Self.primaryButton {
                    pointerDown(at: location, time: time)
                } else if button == Self.middleButton, activeTouch == nil, !isInputBlocked {
                    middleButtonPressed(at: location)
                } else if button == Self.secondaryButton, activeTouch == nil, !isInputBlocked {
                    secondaryButtonPressed(at: location)
                }
            case let .pointerMoved(location, _, time):
                pointerMoved(to: location, time: time)
            case let .pointerUp(location, button, _, time):
                if button == Self.primaryButton { pointerUp(at: location, time: time) }
            case let .scroll(location, dx, dy, modifiers, time):
                // Ctrl+wheel pinches (and Ctrl+Shift+wheel rotates) where a recognizer wants it.
                if offerWheelGesture(dx: dx, dy: dy, modifiers: modifiers, at: location, time: time) { break }
                // Shift turns a vertical wheel sideways, as in GTK and browsers.
                if modifiers.contains(.shift), dx == 0 { scroll(at: location, dx: dy, dy: 0) } else { scroll(at: location, dx: dx, dy: dy) }
            case let .keyDown(key, text, modifiers, time):
                keyDown(KeyPress(name: key, text: text, modifiers: modifiers), time: time)
            case let .keyUp(key, modifiers, time):
                keyUp(KeyPress(name: key, modifiers: modifiers), time: time)
            case .pointerExited:
                if activeTouch == nil { hover.pointerLeft() }
            case .resized, .exposed, .closeRequested, .destroyed, .focusChanged, .desktopStateChanged:
                break
            }
        }
    }

    /// The button that makes touches; the others (middle, right) are ignored, except that the
    /// middle button pastes the primary selection into text (`middleButtonPressed`). Wheel
    /// steps arrive as `.scroll` events (hosts translate their wheel buttons).
    static let primaryButton = 1
    /// X's middle button.
    static let middleButton = 2
    /// X's secondary (right) button: a view that handles it gets it (`SecondaryClickHandling`).
    static let secondaryButton = 3

    /// Hands a pointer event to `capture`; false for other events (keys, window events).
    private func deliver(_ event: PlatformEvent, to capture: PointerCapturing) -> Bool {
        switch event {
        case let .pointerDown(location, button, _, _): capture.capturedPointerDown(at: location, button: button)
        case let .pointerUp(location, button, _, _): capture.capturedPointerUp(at: location, button: button)
        case let .pointerMoved(location, _, _): capture.capturedPointerMoved(to: location)
        case let .scroll(location, _, dy, _, _): capture.capturedScroll(at: location, dy: dy)
        case .pointerExited: break
        case .keyDown, .keyUp, .resized, .exposed, .closeRequested, .destroyed, .focusChanged, .desktopStateChanged: return false
        }
        return true
    }

    // MARK: Pointer

    private func pointerDown(at location: CGPoint, time: TimeInterval) {
        if activeTouch != nil { cancelActiveTouch(time: time) }
        hover.pointerMoved(to: location, time: time)
        // While input is blocked the press reaches nothing (see the type's comment).
        let blocked = isInputBlocked
        let hit = blocked ? nil : window.hitTest(location)
        // A click in an open menu leaves the focus where the menu's commands go.
        if !blocked, keyboardCapture == nil { window.moveFocusForClick(on: hit) }
        let touch = Touch(location: location, timestamp: time, tapCount: tapCount(at: location, time: time), view: hit, window: window)
        lastPress = (location, .infinity, touch.tapCount)
        let candidates = hit.map { recognizers(for: touch, on: $0) } ?? []
        // Recognizers kept from the previous sequence that this press does not reach are interrupted.
        for recognizer in participants where !candidates.contains(where: { $0 === recognizer }) {
            if recognizer.state == .possible {
                recognizer.state = .failed
            } else if recognizer.state.isInProgress {
                recognizer.state = .cancelled
            }
        }
        for recognizer in participants
        where recognizer.state == .possible && recognizer.pendingRecognition == nil
            && candidates.contains(where: { $0 === recognizer })
        {
            recognizer.prepareForNewTouch(touch)
        }
        flushResets()
        guard let hit else { return }
        touch.gestureRecognizers = candidates
        activeTouch = touch
        pointerOwner = hit
        viewTouch = touch
        viewGotBegan = false
        heldViewCalls.removeAll()
        for recognizer in candidates where !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
        let event = Event(type: .touches, timestamp: time, touches: [touch])
        for recognizer in candidates where recognizer.takesTouches {
            recognizer.track(touch)
            recognizer.touchesBegan([touch], with: event)
        }
        deliverToView(.began, event)
    }

    private func pointerMoved(to location: CGPoint, time: TimeInterval) {
        guard let touch = activeTouch else { return hover.pointerMoved(to: location, time: time) }
        touch.update(location: location, phase: .moved, time: time)
        let event = Event(type: .touches, timestamp: time, touches: [touch])
        for recognizer in recognizersTracking(touch) where recognizer.takesTouches {
            recognizer.touchesMoved([touch], with: event)
        }
        deliverToView(.moved, event)
    }

    private func pointerUp(at location: CGPoint, time: TimeInterval) {
        guard let touch = activeTouch else { return }
        touch.update(location: location, phase: .ended, time: time)
        if let press = lastPress { lastPress = (press.location, time, press.count) }
        let event = Event(type: .touches, timestamp: time, touches: [touch])
        for recognizer in recognizersTracking(touch) where recognizer.takesTouches {
            recognizer.touchesEnded([touch], with: event)
        }
        deliverToView(.ended, event)
        finishTouch(touch)
    }

    private func cancelActiveTouch(time: TimeInterval) {
        guard let touch = activeTouch else { return }
        touch.update(location: touch.windowLocation, phase: .cancelled, time: time)
        let event = Event(type: .touches, timestamp: time, touches: [touch])
        for recognizer in recognizersTracking(touch) where recognizer.takesTouches {
            recognizer.touchesCancelled([touch], with: event)
        }
        heldViewCalls.removeAll()
        if viewGotBegan { sendToView(.cancelled, event) }
        viewTouch = nil
        finishTouch(touch)
    }

    private func finishTouch(_ touch: Touch) {
        activeTouch = nil
        pointerOwner = nil
        for recognizer in recognizersTracking(touch) { recognizer.untrack() }
    }

    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let last = lastPress, time - last.release < GestureLimits.tapMaximumInterval,
            hypot(location.x - last.location.x, location.y - last.location.y) <= GestureLimits.multiTapAllowableMovement
        else { return 1 }
        return last.count + 1
    }

    /// The enabled recognizers of `view` and its ancestors that accept `touch`, nearest first.
    private func recognizers(for touch: Touch, on view: View) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var current: View? = view
        while let v = current {
            for recognizer in v.attachedGestureRecognizers where recognizer.isEnabled {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true { result.append(recognizer) }
            }
            current = v.superview
        }
        return result
    }

    private func recognizersTracking(_ touch: Touch) -> [GestureRecognizer] {
        participants.filter { $0.trackedTouches.contains { $0 === touch } }
    }

    private func scroll(at location: CGPoint, dx: CGFloat, dy: CGFloat) {
        guard dx != 0 || dy != 0, !isInputBlocked, let hit = window.hitTest(location) else { return }
        wheelLocation = location
        defer { wheelLocation = nil }
        hit.scrollWheel(dx: dx, dy: dy)
    }

    // MARK: Delivery to the touch's view

    private func deliverToView(_ callback: TouchCallback, _ event: Event) {
        guard viewTouch != nil else { return }
        if !heldViewCalls.isEmpty || isHeld(callback) {
            heldViewCalls.append((callback, event))
            return
        }
        sendToView(callback, event)
    }

    /// Whether an undecided recognizer holds `callback` back from the view.
    private func isHeld(_ callback: TouchCallback) -> Bool {
        participants.contains { recognizer in
            guard recognizer.state == .possible, recognizer.isEnabled, !recognizer.trackedTouches.isEmpty || recognizer.pendingRecognition != nil else { return false }
            switch callback {
            case .began, .moved: return recognizer.delaysTouchesBegan
            case .ended: return recognizer.delaysTouchesBegan || recognizer.delaysTouchesEnded
            case .cancelled: return false
            }
        }
    }

    private func sendToView(_ callback: TouchCallback, _ event: Event) {
        guard let touch = viewTouch, let view = touch.view else { return }
        switch callback {
        case .began: viewGotBegan = true
        case .ended, .cancelled: viewTouch = nil
        case .moved: break
        }
        view.receiveTouches(callback, [touch], event)
    }

    /// Adds (`blocked`) or removes `blocker` from the window's input blockers.
    func setInputBlocked(_ blocked: Bool, by blocker: AnyObject) {
        if blocked {
            inputBlockers.insert(ObjectIdentifier(blocker))
        } else {
            inputBlockers.remove(ObjectIdentifier(blocker))
        }
        isInputBlocked = !inputBlockers.isEmpty
    }

    func releaseHeldViewCalls() {
        while let (callback, event) = heldViewCalls.first, !isHeld(callback) {
            heldViewCalls.removeFirst()
            sendToView(callback, event)
        }
    }

    /// A recognizer won with `cancelsTouchesInView`: the view's touch is cancelled (or,
    /// when the view has seen nothing yet, never delivered).
    func cancelTouchInView(time: TimeInterval) {
        guard let touch = viewTouch else { return }
        heldViewCalls.removeAll()
        if viewGotBegan {
            if touch.phase != .ended { touch.update(location: touch.windowLocation, phase: .cancelled, time: time) }
            sendToView(.cancelled, Event(type: .touches, timestamp: time, touches: [touch]))
        }
        viewTouch = nil
    }

}

extension Window {
    /// Whether the window takes no new input now, as UIKit ignores interaction for a
    /// presentation's duration: a press hits nothing (the pointer hovers nothing), wheel
    /// steps and the middle button do nothing, and keys go nowhere (the release of a key
    /// pressed meanwhile too); the touch already down (the drag scrubbing an interactive
    /// dismissal) continues to its end. A stored flag, not a search, so asking it for every
    /// event costs nothing.
    var isInputBlocked: Bool { eventDispatcher.isInputBlocked }

    /// Blocks the window's input on behalf of `blocker` (`blocked`), or lifts that block:
    /// input is blocked while at least one blocker holds it. A presentation or dismissal
    /// (`PresentationController`) blocks it when its transition begins and unblocks it when
    /// the transition ends, completed or cancelled. Repeating a call changes nothing.
    func setInputBlocked(_ blocked: Bool, by blocker: AnyObject) {
        eventDispatcher.setInputBlocked(blocked, by: blocker)
    }
}

/// The four touch callbacks of a responder.
enum TouchCallback {
    case began, moved, ended, cancelled
}

extension GestureRecognizer {
    /// Whether the recognizer should get the calls of its touch now.
    var takesTouches: Bool { isEnabled && pendingRecognition == nil && (state == .possible || state.isInProgress) }
}
