import CX11
import Foundation

/// What an X event means to the host, for the window it concerns.
enum X11Translation: Equatable {
    /// Deliver this event to the window's sink.
    case event(PlatformEvent)
    /// The window now measures `width`×`height` device pixels (it may only have moved).
    case configured(width: Int, height: Int)
    /// This pixel rectangle must be shown again.
    case exposed(PixelRect)
    /// The server finished reading the window's shared-memory image.
    case sharedMemoryCompletion
    /// Nothing the toolkit needs.
    case ignored
}

/// Turns X events into the toolkit's terms, in one switch (keys and pointer crossings go
/// through the input method first: `X11Host.translateInput`). Coordinates become logical
/// points (divided by `scale`); the event time is the host clock's `now` at receipt.
///
/// Pointer buttons keep X's numbering: 1 primary, 2 middle, 3 secondary. Wheel buttons
/// 4–7 become `.scroll` of one `wheelStep` each: 4 up (dy < 0), 5 down (dy > 0), 6 left
/// (dx < 0), 7 right (dx > 0); their releases and other buttons (8, 9) are ignored.
struct X11EventTranslator {
    /// Points scrolled by one wheel notch.
    static let wheelStep = GestureLimits.wheelStep

    var scale: CGFloat
    let wmProtocols: Atom
    let wmDeleteWindow: Atom
    /// Event type of `ShmCompletion` on this display, if MIT-SHM exists.
    let sharedMemoryCompletionType: Int32?

    private static let primaryButtons: ClosedRange<UInt32> = 1...3
    private static let wheelUp: UInt32 = 4
    private static let wheelDown: UInt32 = 5
    private static let wheelLeft: UInt32 = 6
    private static let wheelRight: UInt32 = 7

    /// The window `event` concerns and what it means.
    func translate(_ event: inout XEvent, time: TimeInterval) -> (window: CX11.Window, meaning: X11Translation) {
        let window = event.xany.window
        switch event.type {
        case ButtonPress, ButtonRelease:
            let b = event.xbutton
            let location = point(b.x, b.y)
            let modifiers = X11Keys.modifiers(fromState: b.state)
            let isPress = event.type == ButtonPress
            if Self.primaryButtons.contains(b.button) {
                let button = Int(b.button)
                return (
                    window,
                    .event(
                        isPress
                            ? .pointerDown(location: location, button: button, modifiers: modifiers, time: time)
                            : .pointerUp(location: location, button: button, modifiers: modifiers, time: time))
                )
            }
            guard isPress, let (dx, dy) = Self.wheelDelta(button: b.button) else { return (window, .ignored) }
            return (window, .event(.scroll(location: location, dx: dx, dy: dy, modifiers: modifiers, time: time)))
        case MotionNotify:
            let m = event.xmotion
            return (
                window,
                .event(
                    .pointerMoved(
                        location: point(m.x, m.y), modifiers: X11Keys.modifiers(fromState: m.state), time: time))
            )
        case Expose:
            let e = event.xexpose
            return (window, .exposed(PixelRect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height))))
        case ConfigureNotify:
            let c = event.xconfigure
            return (c.window, .configured(width: Int(c.width), height: Int(c.height)))
        case ClientMessage:
            let c = event.xclient
            let isDelete =
                c.message_type == wmProtocols && c.format == 32
                && Atom(truncatingIfNeeded: c.data.l.0) == wmDeleteWindow
            return (window, isDelete ? .event(.closeRequested) : .ignored)
        case DestroyNotify:
            return (event.xdestroywindow.window, .event(.destroyed))
        case FocusIn, FocusOut:
            // Focus moving inside the window, or lent to a grab (a menu), is no change.
            let f = event.xfocus
            guard f.mode != NotifyGrab, f.mode != NotifyUngrab, f.detail != NotifyInferior else { return (window, .ignored) }
            return (window, .event(.focusChanged(event.type == FocusIn)))
        case let type where type == sharedMemoryCompletionType:
            let drawable = withUnsafePointer(to: &event) {
                $0.withMemoryRebound(to: XShmCompletionEvent.self, capacity: 1) { $0.pointee.drawable }
            }
            return (drawable, .sharedMemoryCompletion)
        default:
            return (window, .ignored)
        }
    }

    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
    }

    private static func wheelDelta(button: UInt32) -> (CGFloat, CGFloat)? {
        switch button {
        case wheelUp: (0, -wheelStep)
        case wheelDown: (0, wheelStep)
        case wheelLeft: (-wheelStep, 0)
        case wheelRight: (wheelStep, 0)
        default: nil
        }
    }
}
