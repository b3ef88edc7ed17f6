import Foundation

extension Application {
    /// A key of the options the app is launched with — UIKit's
    /// `UIApplication.LaunchOptionsKey`. A desktop launch passes no options: the dictionary
    /// is nil.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was opened to show.
        public static let url = LaunchOptionsKey(rawValue: "url")
        /// The program that asked for the launch.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "sourceApplication")
    }

    /// The app's state — UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        /// One of the app's windows has the keyboard focus.
        case active
        /// The app runs but none of its windows has the focus (also while launching).
        case inactive
        /// Never on a desktop.
        case background
    }
}
