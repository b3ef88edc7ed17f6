import Foundation

extension EventDispatcher {
    /// Key names that move the focus; X11 reports Shift-Tab as "ISO_Left_Tab".
    static let tabKeys: Set<String> = ["tab", "iso_left_tab"]

    /// A key went down: a text field that is editing takes the keys it uses first; then the
    /// first key command in the responder chain that matches runs; otherwise the first
    /// responder gets `pressesBegan` (and passes it up the chain).
    /// While input is blocked the key goes nowhere (`Window.isInputBlocked`).
    func keyDown(_ press: KeyPress, time: TimeInterval) {
        guard !isInputBlocked else {
            droppedKeys.insert(press.name.lowercased())
            return
        }
        let first = firstResponder
        let event = Event(type: .presses, timestamp: time, presses: [press])
        let textInputTakesIt = (first as? TextInputResponder)?.wantsKeyBeforeKeyCommands(press) ?? false
        if !textInputTakesIt, let command = keyCommand(matching: press, from: first) {
            command.run()
            return
        }
        first.pressesBegan([press], with: event)
    }

    /// A key went up: the first responder gets `pressesEnded` (and passes it up the chain).
    /// The release of a key whose press was dropped is dropped.
    func keyUp(_ press: KeyPress, time: TimeInterval) {
        if droppedKeys.remove(press.name.lowercased()) != nil { return }
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

    private func keyCommand(matching press: KeyPress, from view: View) -> KeyCommand? {
        for responder in responderChain(from: view) {
            if let command = responder.keyCommands?.first(where: { $0.matches(press) }) { return command }
        }
        return nil
    }

    /// No responder handled the presses: Tab and Shift-Tab move the focus.
    func pressesReachedEndOfChain(_ presses: Set<KeyPress>) {
        for press in presses where Self.tabKeys.contains(press.name.lowercased()) {
            let backwards = press.modifiers.contains(.shift) || press.name.lowercased() == "iso_left_tab"
            hover.showFocusRing(true)
            window.moveFocus(forward: !backwards)
        }
    }
}
