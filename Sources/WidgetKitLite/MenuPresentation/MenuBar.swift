import Foundation

/// The window's menu bar, shown across the top of a window whose `showsMenuBar` is true —
/// the desktop menu bar UIKit builds with `buildMenu(with:)`.
///
/// Its menus are the standard menus (`StandardMenus`) edited by every `MenuBuilding` object
/// of the window's responder chain from the root view controller out (outermost first);
/// menus with nothing to show are left out. The bar is built when first needed and again
/// after `setNeedsRebuild()`.
///
/// A click on a title opens its menu under it (another click closes it); while one is
/// open, hovering another title opens that one. F10, or pressing and releasing Alt alone,
/// opens the first menu from the keyboard; Left and Right then move between the menus
/// (Right on a submenu row opens it), Escape, F10 or Alt close them. While the menus are
/// closed, the key equivalents of their key commands work (after the text input and the
/// key commands of the responder chain had their chance), sent along the chain of the
/// first responder: Ctrl+C copies the focused field's selection through Edit → Copy.
@MainActor
public final class MenuBar: View, MenuBarKeyHandling {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The menus shown, left to right.
    public var menus: [Menu] {
        rebuildIfNeeded()
        return builtMenus
    }
    private var builtMenus: [Menu] = []
    private var needsRebuild = true
    /// The menu open now, if any.
    private(set) var openIndex: Int? {
        didSet { if openIndex != oldValue { setNeedsDisplay() } }
    }
    private weak var session: MenuSession?
    /// Alt went down and no other key since: its release opens the bar.
    private var altArmed = false

    /// Whether the bar stays hidden, taking no room, until F10 or Alt opens its first menu —
    /// as desktop apps with a hidden menu bar do (Firefox, GTK apps). It then shows over
    /// the top of the content while its menus are open and hides again when they close. Its
    /// key equivalents work all the while. False (the default): always shown, its height
    /// the top of the window's safe area.
    public var hidesUntilOpened = false {
        didSet {
            guard hidesUntilOpened != oldValue else { return }
            isHidden = hidesUntilOpened && openIndex == nil
            window?.containerSafeAreaInsets = hidesUntilOpened ? .zero : EdgeInsets(top: bounds.height, left: 0, bottom: 0, right: 0)
        }
    }

    init() {
        super.init(frame: .zero)
        autoresizingMask = [.flexibleWidth]
    }

    /// Builds the menus again before they are next shown or searched — UIKit's
    /// `UIMenuSystem.main.setNeedsRebuild()`.
    public func setNeedsRebuild() {
        needsRebuild = true
        setNeedsDisplay()
    }

    private func rebuildIfNeeded() {
        guard needsRebuild else { return }
        needsRebuild = false
        let builder = MenuBuilder(root: StandardMenus.menuBar())
        if let window {
            let start = window.rootViewOwner?.viewIfLoaded ?? window
            let builders = responderObjects(from: start).compactMap { $0 as? MenuBuilding }
            for object in builders.reversed() { object.buildMenu(with: builder) }
        }
        builtMenus = builder.root.children.compactMap { $0 as? Menu }.filter {
            !MenuRow.rows(of: $0, responders: [], resolve: { _ in nil }).isEmpty
        }
    }

    /// Rebuilds the menus for the new window.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsRebuild()
    }

    // MARK: Geometry and drawing

    /// The frames of the titles, left to right, in the bar's coordinates.
    var titleFrames: [CGRect] {
        let style = theme.menus
        var x: CGFloat = style.horizontalPadding / 2
        return menus.map { menu in
            let width = style.font.size(of: menu.title).width + 2 * style.menuBarTitlePadding
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    private func titleIndex(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        return titleFrames.firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    /// Draws the titles, the open one on a plate, and a hairline under the bar.
    public override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let style = theme.menus
        context.fill(bounds, color: style.menuBarBackgroundColor)
        let hairline = 1 / context.scale
        context.fill(CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline), color: style.menuBarSeparatorColor)
        let lineHeight = style.font.lineHeight
        for (index, frame) in titleFrames.enumerated() {
            if index == openIndex { context.fill(frame.insetBy(dx: 0, dy: 2), color: style.menuBarSelectedColor, cornerRadius: 4) }
            let point = CGPoint(x: frame.minX + style.menuBarTitlePadding, y: frame.midY - lineHeight / 2)
            context.draw(menus[index].title, at: point, font: style.font, color: style.textColor)
        }
    }

    // MARK: Opening

    /// Opens menu `index` under its title (ending the open one); `fromKeyboard` highlights
    /// its first enabled row.
    func open(_ index: Int, fromKeyboard: Bool) {
        guard let window, menus.indices.contains(index) else { return }
        let wasHidden = isHidden
        isHidden = false
        let anchor = convert(titleFrames[index], to: nil)
        let session = window.presentMenu(menus[index], anchor: anchor, highlightFirst: fromKeyboard)
        guard let session else {
            isHidden = wasHidden || (hidesUntilOpened && openIndex == nil)
            return
        }
        // Opening ended the menu open before, which hid a bar that hides until opened.
        isHidden = false
        if hidesUntilOpened { window.keepMenuBarInFront() }
        self.session = session
        openIndex = index
        session.onEnd = { [weak self, weak session] in
            guard let self, self.session === session else { return }
            self.openIndex = nil
            if self.hidesUntilOpened { self.isHidden = true }
        }
        session.onSideStep = { [weak self] step in
            guard let self, let current = self.openIndex, !self.menus.isEmpty else { return false }
            self.open((current + step + self.menus.count) % self.menus.count, fromKeyboard: true)
            return true
        }
        session.onPressOutside = { [weak self] point in
            guard let self, let index = self.titleIndex(at: self.convert(point, from: nil)) else { return false }
            if index == self.openIndex { self.session?.end() } else { self.open(index, fromKeyboard: false) }
            return true
        }
        session.onPointerOutside = { [weak self] point in
            guard let self, let index = self.titleIndex(at: self.convert(point, from: nil)), index != self.openIndex else { return }
            self.open(index, fromKeyboard: false)
        }
    }

    /// A press on a title opens its menu.
    public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, let index = titleIndex(at: touch.location(in: self)) else { return }
        open(index, fromKeyboard: false)
    }

    /// The bar keeps its touches.
    public override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    /// The bar keeps its touches.
    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    /// The bar keeps its touches.
    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    // MARK: Keyboard

    private static let altKeys: Set<String> = ["alt_l", "alt_r"]

    func observeKeyDown(_ press: KeyPress) {
        altArmed = Self.altKeys.contains(press.name.lowercased())
    }

    func observeKeyUp(_ press: KeyPress) -> Bool {
        guard Self.altKeys.contains(press.name.lowercased()), altArmed else { return false }
        altArmed = false
        open(0, fromKeyboard: true)
        return true
    }

    func performKeyEquivalent(_ press: KeyPress, responders: [AnyObject]) -> Bool {
        for menu in menus {
            if let command = Self.keyCommand(matching: press, in: menu, responders: responders) {
                return command.perform(in: responders)
            }
        }
        return false
    }

    /// The first enabled key command under `menu` that `press` triggers and that can run.
    private static func keyCommand(matching press: KeyPress, in menu: Menu, responders: [AnyObject]) -> KeyCommand? {
        for child in menu.children {
            if let command = child as? KeyCommand, !command.attributes.contains(.disabled), command.matches(press),
                command.canPerform(in: responders)
            {
                return command
            }
            if let submenu = child as? Menu, let found = keyCommand(matching: press, in: submenu, responders: responders) { return found }
        }
        return nil
    }

    func handleUnhandledKey(_ press: KeyPress) -> Bool {
        guard press.name.lowercased() == "f10", press.modifiers.isEmpty else { return false }
        open(0, fromKeyboard: true)
        return true
    }
}
