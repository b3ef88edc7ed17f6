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

    /// Whether the user asked for less motion. Read from the environment variable
    /// `WKL_REDUCE_MOTION` (`1` turns it on) when first asked; a bridge to the desktop's
    /// settings may set it later. While it is true, navigation pushes and pops, sheet and
    /// action sheet presentations and the tab bar's hiding cross-fade in place (the
    /// incoming view's alpha from 0 to 1, over the same duration) instead of sliding, as
    /// iOS does; drags still move what they drag.
    public internal(set) static var isReduceMotionEnabled: Bool =
        ProcessInfo.processInfo
        .environment["WKL_REDUCE_MOTION"] == "1"
}
