import Foundation

extension Menu {
    /// Names a menu, so a `MenuBuilder` can find it — UIKit's `UIMenu.Identifier`.
    public struct Identifier: Hashable, RawRepresentable, Sendable, ExpressibleByStringLiteral {
        /// The name.
        public let rawValue: String
        /// Creates an identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string literal.
        public init(stringLiteral value: String) { rawValue = value }

        /// The menu bar itself (the root of a `MenuBuilder`'s tree).
        public static let root = Identifier("com.apple.menu.root")
        /// The application menu.
        public static let application = Identifier("com.apple.menu.application")
        /// The File menu.
        public static let file = Identifier("com.apple.menu.file")
        /// The Edit menu.
        public static let edit = Identifier("com.apple.menu.edit")
        /// The View menu.
        public static let view = Identifier("com.apple.menu.view")
        /// The Window menu.
        public static let window = Identifier("com.apple.menu.window")
        /// The Help menu.
        public static let help = Identifier("com.apple.menu.help")
        /// The About group (in the Help menu here; the application menu in UIKit).
        public static let about = Identifier("com.apple.menu.about")
        /// The Preferences group.
        public static let preferences = Identifier("com.apple.menu.preferences")
        /// The Quit group.
        public static let quit = Identifier("com.apple.menu.quit")
        /// The New group of the File menu.
        public static let newScene = Identifier("com.apple.menu.new-scene")
        /// The Open Recent submenu.
        public static let openRecent = Identifier("com.apple.menu.open-recent")
        /// The Close group of the File menu.
        public static let close = Identifier("com.apple.menu.close")
        /// The Print group of the File menu.
        public static let print = Identifier("com.apple.menu.print")
        /// The Document group of the File menu.
        public static let document = Identifier("com.apple.menu.document")
        /// The Undo and Redo group of the Edit menu.
        public static let undoRedo = Identifier("com.apple.menu.undo-redo")
        /// The Cut, Copy, Paste, Delete and Select All group of the Edit menu.
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        /// The Find submenu of the Edit menu.
        public static let find = Identifier("com.apple.menu.find")
        /// The Replace group.
        public static let replace = Identifier("com.apple.menu.replace")
        /// The Share group.
        public static let share = Identifier("com.apple.menu.share")
        /// The Text Style group.
        public static let textStyle = Identifier("com.apple.menu.text-style")
        /// The Format menu.
        public static let format = Identifier("com.apple.menu.format")
        /// The Font submenu.
        public static let font = Identifier("com.apple.menu.font")
        /// The Toolbar group of the View menu.
        public static let toolbar = Identifier("com.apple.menu.toolbar")
        /// The Sidebar group of the View menu.
        public static let sidebar = Identifier("com.apple.menu.sidebar")
        /// The Full Screen group of the View menu.
        public static let fullscreen = Identifier("com.apple.menu.fullscreen")
        /// The Minimize and Zoom group of the Window menu.
        public static let minimizeAndZoom = Identifier("com.apple.menu.minimize-and-zoom")
        /// The Bring All to Front group of the Window menu.
        public static let bringAllToFront = Identifier("com.apple.menu.bring-all-to-front")
    }
}
