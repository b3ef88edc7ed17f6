import Foundation

/// Toolkit-wide accessibility: notifications to assistive technologies and the user's
/// accessibility settings — UIKit's `UIAccessibility` namespace.
@MainActor
public enum Accessibility {
    /// A notification an app posts so assistive technologies react to a change.
    public enum Notification: String, Hashable, Sendable {
        /// Speak the argument (a `String`).
        case announcement
        /// A new screen appeared; the argument is the element to move to, or nil.
        case screenChanged
        /// The layout of the current screen changed; the argument is the element to move
        /// to, or nil.
        case layoutChanged
        /// The page scrolled; the argument is a `String` describing the new position.
        case pageScrolled
    }

    /// One posted notification, as recorded for assistive-technology bridges and tests.
    public struct PostedNotification {
        /// Which notification.
        public let notification: Notification
        /// The argument it was posted with.
        public let argument: Any?
        /// The argument as text: the string of an announcement, the element's accessibility
        /// label for a view or element, nil otherwise.
        @MainActor public var announcement: String? {
            if let text = argument as? String { return text }
            if let view = argument as? View { return view.accessibilityLabel }
            if let element = argument as? AccessibilityElement { return element.accessibilityLabel }
            return nil
        }
    }

    /// Posts `notification` with `argument` to assistive technologies. Each post is
    /// appended to ``postedNotifications`` (the newest 100 are kept), where a bridge to the
    /// desktop's accessibility service reads them.
    public static func post(notification: Notification, argument: Any?) {
        let record = PostedNotification(notification: notification, argument: argument)
        posted.append(record)
        if posted.count > maximumRecorded { posted.removeFirst(posted.count - maximumRecorded) }
        changeObserver?.accessibilityNotificationPosted(record)
    }

    /// The notifications posted so far, oldest first (at most the newest 100).
    public static var postedNotifications: [PostedNotification] { posted }

    /// Forgets the recorded notifications.
    public static func removeAllPostedNotifications() { posted.removeAll() }

    private static var posted: [PostedNotification] = []
    private static let maximumRecorded = 100

    /// Whether the user asked for less motion: the value set in code, if any, else the
    /// system's — `WKL_REDUCE_MOTION` (`Configuration.reducesMotion`) when set, else the
    /// desktop's (the settings portal's `reduced-motion`, XSETTINGS' `Gtk/EnableAnimations`
    /// off), else false; the application keeps the system's value current while it runs.
    /// While it is true, navigation pushes and pops, sheet and action sheet presentations and the tab bar's hiding cross-fade in place
    /// (the incoming view's alpha from 0 to 1, over the same duration) instead of sliding,
    /// as iOS does; drags still move what they drag. Each change is posted as
    /// ``reduceMotionStatusDidChangeNotification``.
    public internal(set) static var isReduceMotionEnabled: Bool {
        get { reduceMotionOverride ?? systemReducesMotion }
        set { reduceMotionOverride = newValue }
    }

    /// Posted on `NotificationCenter.default` when ``isReduceMotionEnabled`` changes —
    /// UIKit's `UIAccessibility.reduceMotionStatusDidChangeNotification`.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "WidgetKitLite.reduceMotionStatusDidChange")

    /// The value set in code (`isReduceMotionEnabled = …`); nil: the system's stands.
    static var reduceMotionOverride: Bool? {
        didSet {
            if (reduceMotionOverride ?? systemReducesMotion) != (oldValue ?? systemReducesMotion) {
                postReduceMotionChange()
            }
        }
    }

    /// What the configuration and the desktop say (kept by the application); false until
    /// an application says otherwise.
    static var systemReducesMotion = false {
        didSet {
            if reduceMotionOverride == nil, systemReducesMotion != oldValue { postReduceMotionChange() }
        }
    }

    private static func postReduceMotionChange() {
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }
}
