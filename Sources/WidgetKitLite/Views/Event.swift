import Foundation

/// One input event as views and gesture recognizers see it — UIKit's `UIEvent`. Not to be
/// confused with ``Control/Event``, the kinds of action a control sends (`.valueChanged`, …);
/// inside a `Control` subclass the bare name `Event` means that one.
@MainActor
public final class Event {
    /// What kind of input an event carries — UIKit's `UIEvent.EventType`.
    public enum EventType: Int, Sendable {
        /// Pointer presses, moves and releases.
        case touches
        /// Key presses.
        case presses
        /// Scroll-wheel steps.
        case scroll
    }

    /// The kind of input.
    public let type: EventType
    /// The clock time of the event, in seconds.
    public let timestamp: TimeInterval
    /// The touches of a `.touches` event; nil for other kinds.
    public let allTouches: Set<Touch>?
    /// The key presses of a `.presses` event; empty for other kinds.
    public let allPresses: Set<KeyPress>

    init(type: EventType, timestamp: TimeInterval, touches: Set<Touch>? = nil, presses: Set<KeyPress> = []) {
        self.type = type
        self.timestamp = timestamp
        allTouches = touches
        allPresses = presses
    }

    /// The event's touches that belong to `view`.
    public func touches(for view: View) -> Set<Touch>? {
        allTouches?.filter { $0.view === view }
    }

    /// The event's touches that `gestureRecognizer` receives.
    public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
        allTouches?.filter { touch in touch.gestureRecognizers.contains { $0 === gestureRecognizer } }
    }
}
