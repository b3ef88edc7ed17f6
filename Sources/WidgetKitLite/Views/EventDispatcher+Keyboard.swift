import Foundation

extension EventDispatcher {
    /// Key names that move the focus; X11 reports Shift-Tab as "ISO_Left_Tab".
    static let tabKeys: Set<String> = ["tab", "iso_left_tab"]

    /// A key went down: an open menu takes every key; else a text field that is editing
    /// takes the keys it uses first; then the first key command in the responder chain that
    /// matches and can run runs, else the menu bar's command with that key equivalent;
    /// otherwise the first responder gets `pressesBegan` (and passes it up the chain).
    /// While input is blocked the key goes nowhere (`Window.isInputBlocked`).
    func keyDown(_ press: KeyPress, time: TimeInterval) {
        guard !isInputBlocked else {
            droppedKeys.insert(press.name.lowercased())
            return
        }
        if let capture = keyboardCapture { return capture.captureKeyDown(press) }
        menuBarKeys?.observeKeyDown(press)
        let first = firstResponder
        let event = Event(type: .presses, timestamp: time, presses: [press])
        let textInputTakesIt = (first as? TextInputResponder)?.wantsKeyBeforeKeyCommands(press) ?? false
        if !textInputTakesIt {
            let responders = responderObjects(from: first)
            if let command = keyCommand(matching: press, from: first, responders: responders) {
                command.perform(in: responders)
                return
            }
            if menuBarKeys?.performKeyEquivalent(press, responders: responders) == true { return }
        }
        first.pressesBegan([press], with: event)
    }

    /// A key went up: the first responder gets `pressesEnded` (and passes it up the chain).
    /// The release of a key whose press was dropped is dropped.
    func keyUp(_ press: KeyPress, time: TimeInterval) {
        if droppedKeys.remove(press.name.lowercased()) != nil { return }
        if menuBarKeys?.observeKeyUp(press) == true { return }
        firstResponder.pressesEnded([press], with: Event(type: .presses, timestamp: time, presses: [press]))
    }

    /// The focused view, else the view of the front-most owner (the root owner's
    /// `frontmostOwner`, then down its last visible child in this window, and so on), else
    /// the window.
    var firstResponder: View {
        if let focused = window.focusedView { return focused }
        var owner = window.rootViewOwner?.frontmostOwner
        while let o = owner, let child = o.visibleChildOwners.last(where: { $0.viewIfLoaded?.window === window }) {
            owner = child
        }
        if let view = owner?.viewIfLoaded, view.window === window { return view }
        return window
    }

    /// The responder chain from `view` (`Responder.next`): views, their owners
    /// (controllers), up to the window, then the window's front-most owner (the last
    /// presented one, else the root) when the chain did not pass it, then what follows the
    /// window (its scene, the application, the application's delegate).
    func responderChain(from view: View) -> [Responder] {
        var chain: [Responder] = []
        var current: Responder? = view
        while let responder = current, !chain.contains(where: { $0 === responder }) {
            chain.append(responder)
            current = responder.next
        }
        if let root = window.rootViewOwner?.frontmostOwner, !chain.contains(where: { $0 === root }) {
            let afterWindow = chain.firstIndex(where: { $0 === window }).map { $0 + 1 } ?? chain.endIndex
            chain.insert(root, at: afterWindow)
        }
        return chain
    }

    /// The first key command of the chain's responders that matches `press` and can run
    /// with `responders` as the chain (one whose action has no target there is skipped).
    private func keyCommand(matching press: KeyPress, from view: View, responders: [AnyObject]) -> KeyCommand? {
        for responder in responderChain(from: view) {
            if let command = responder.keyCommands?.first(where: { $0.matches(press) && $0.canPerform(in: responders) }) { return command }
        }
        return nil
    }

    /// No responder handled the presses: Tab and Shift-Tab move the focus; the Menu key and
    /// Shift+F10 open the focused view's context menu; the menu bar takes F10.
    func pressesReachedEndOfChain(_ presses: Set<KeyPress>) {
        for press in presses {
            let name = press.name.lowercased()
            if Self.tabKeys.contains(name) {
                let backwards = press.modifiers.contains(.shift) || name == "iso_left_tab"
                hover.showFocusRing(true)
                window.moveFocus(forward: !backwards)
            } else if (name == "menu" && press.modifiers.isEmpty) || (name == "f10" && press.modifiers == .shift) {
                openContextMenuOfFocusedView()
            } else {
                _ = menuBarKeys?.handleUnhandledKey(press)
            }
        }
    }
}
