import Foundation
import WidgetKitLite

/// What a navigation stack should hold after the calls made so far, by the documented rules
/// alone: every accepted call changes `viewControllers` at once, in call order (transitions
/// only lag on screen); pushing a page already in a stack and popping the root are refused
/// at call time; an interactive pop counts as done while it is dragged and is taken back if
/// it is cancelled, with the calls made meanwhile applied on top.
@MainActor
final class StackModel {
    enum Operation {
        case push(ViewController)
        case pop
        case popToRoot
        case interactivePop(id: Int)
    }

    private var base: [ViewController]
    private var log: [Operation] = []
    /// Interactive pops by id: nil while dragged, then whether it was cancelled.
    private var interactivePops: [Int: Bool?] = [:]

    init(root: ViewController) { base = [root] }

    /// The stack `viewControllers` must equal now.
    var stack: [ViewController] {
        log.reduce(base) { stack, operation in
            switch operation {
            case let .push(vc):
                return stack.contains { $0 === vc } ? stack : stack + [vc]
            case .pop:
                return stack.count > 1 ? Array(stack.dropLast()) : stack
            case .popToRoot:
                return Array(stack.prefix(1))
            case let .interactivePop(id):
                if interactivePops[id] == .some(true) { return stack }
                return stack.count > 1 ? Array(stack.dropLast()) : stack
            }
        }
    }

    var hasPendingInteractivePop: Bool { interactivePops.values.contains { $0 == nil } }

    /// Records a push; returns false when the rules refuse it (already in this stack).
    func push(_ vc: ViewController) -> Bool {
        guard !stack.contains(where: { $0 === vc }) else { return false }
        append(.push(vc))
        return true
    }

    /// Records a pop; returns false when the rules refuse it (at the root).
    func pop() -> Bool {
        guard stack.count > 1 else { return false }
        append(.pop)
        return true
    }

    func popToRoot() {
        if stack.count > 1 { append(.popToRoot) }
    }

    func beginInteractivePop(id: Int) {
        interactivePops[id] = .some(nil)
        append(.interactivePop(id: id))
    }

    func resolveInteractivePop(id: Int, cancelled: Bool) {
        interactivePops[id] = .some(cancelled)
        compact()
    }

    private func append(_ operation: Operation) {
        log.append(operation)
        compact()
    }

    /// Folds the log into the base once no interactive pop can still be taken back.
    private func compact() {
        guard !hasPendingInteractivePop else { return }
        base = stack
        log.removeAll()
        interactivePops.removeAll()
    }
}

/// The model of the whole tree: one stack per tab and the selected tab.
@MainActor
final class TreeModel {
    var stacks: [StackModel]
    var selectedIndex = 0
    /// Diagnostics the calls made in the current step must have produced.
    var expectedDiagnostics = 0
    /// How every expected diagnostic begins: the app misuses only the containers' API.
    static let expectedDiagnosticPrefixes = ["WidgetKitLite: NavigationController:", "WidgetKitLite: TabBarController:"]
    /// What the screen's clipboard should hold: the last text copied or cut from a field.
    var clipboard: String?
    /// The controller the tab bar controller should present once transitions settle: the
    /// last one presented, unless it was dismissed since (by the app, a key, a chosen alert
    /// action or a drag that finished).
    var presented: ViewController?
    /// Controllers dismissed: each must be gone (deallocated) at rest.
    private(set) var dismissedControllers: [Weak] = []

    struct Weak {
        weak var controller: ViewController?
        let title: String
    }

    func dismissed(_ controller: ViewController) {
        if presented === controller { presented = nil }
        dismissedControllers.append(Weak(controller: controller, title: controller.title ?? "?"))
    }

    /// The dismissed controllers still alive; forgets the others.
    func liveDismissedControllers() -> [String] {
        dismissedControllers.removeAll { $0.controller == nil }
        return dismissedControllers.map(\.title)
    }

    init(roots: [ViewController]) {
        stacks = roots.map(StackModel.init(root:))
    }

    func owner(of vc: ViewController) -> Int? {
        stacks.firstIndex { $0.stack.contains { $0 === vc } }
    }

    func push(_ vc: ViewController, tab: Int) {
        if let other = owner(of: vc), other != tab {
            expectedDiagnostics += 1  // belongs to another container
        } else if !stacks[tab].push(vc) {
            expectedDiagnostics += 1  // already in the stack
        }
    }

    func pop(tab: Int) {
        if !stacks[tab].pop() { expectedDiagnostics += 1 }
    }

    /// `selectedIndex = index`; returns the tab left when the selection changed.
    @discardableResult
    func select(_ index: Int) -> Int? {
        guard stacks.indices.contains(index) else {
            expectedDiagnostics += 1
            return nil
        }
        guard index != selectedIndex else { return nil }
        let left = selectedIndex
        selectedIndex = index
        return left
    }

    /// A click on tab item `index`: the selected tab pops to its root, another one is selected.
    @discardableResult
    func tabTapped(_ index: Int) -> Int? {
        if index == selectedIndex {
            stacks[index].popToRoot()
            return nil
        }
        return select(index)
    }
}

/// What a text field should hold after the edits made so far, by the documented rules
/// alone, in characters (grapheme clusters): typing replaces the selection and a run of
/// typing undoes as one step; Backspace and Delete remove the selection, else one character
/// (with Control, a word); the arrows move or, with Shift, extend; Home and End (Up and
/// Down) go to the ends; Control-A selects everything; copy and cut put the selection on the
/// clipboard, paste replaces the selection with it; undo restores the text and the
/// selection before the step, redo puts the text back with the caret after it. Moving the
/// caret or selecting (the keys above, a press in the field) starts a new undo step; an edit
/// that changes nothing (Backspace at the start) records nothing and breaks no run.
struct FuzzTextModel {
    struct State: Equatable {
        var text: [Character] = []
        var anchor = 0
        var head = 0
        var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }
    }

    private(set) var state = State()
    private var undoStack: [(before: State, after: State)] = []
    private var redoStack: [(before: State, after: State)] = []
    private var canCoalesce = false
    /// Older steps are forgotten beyond this many (the field's documented capacity).
    static let capacity = 100

    var string: String { String(state.text) }
    var selection: Range<Int> { state.selection }
    var selectedText: String { String(state.text[state.selection]) }

    /// Takes the selection the field shows after a pointer action placed it (where a press
    /// lands depends on the text's layout); `moved` says the press started a new undo step.
    mutating func adoptSelection(anchor: Int, head: Int, moved: Bool) {
        state.anchor = anchor
        state.head = head
        if moved { canCoalesce = false }
    }

    mutating func moveCaret(to offset: Int, extending: Bool) {
        state.head = min(max(0, offset), state.text.count)
        if !extending { state.anchor = state.head }
        canCoalesce = false
    }

    mutating func select(_ range: Range<Int>) {
        state.anchor = range.lowerBound
        state.head = range.upperBound
        canCoalesce = false
    }

    /// Replaces `range`; returns false (recording nothing) when nothing changes.
    @discardableResult
    mutating func replace(_ range: Range<Int>, with text: [Character], typing: Bool) -> Bool {
        guard !(range.isEmpty && text.isEmpty) else { return false }
        let before = state
        state.text.replaceSubrange(range, with: text)
        state.anchor = range.lowerBound + text.count
        state.head = state.anchor
        redoStack.removeAll()
        if typing, canCoalesce, range.isEmpty, !undoStack.isEmpty {
            undoStack[undoStack.count - 1].after = state
        } else {
            undoStack.append((before, state))
            if undoStack.count > Self.capacity { undoStack.removeFirst() }
        }
        canCoalesce = typing
        return true
    }

    mutating func replaceSelection(with text: String, typing: Bool) {
        replace(state.selection, with: Array(text), typing: typing)
    }

    mutating func deleteBackward(byWord: Bool) {
        guard state.selection.isEmpty else { return replaceSelection(with: "", typing: false) }
        let head = state.head
        let start = byWord ? wordStart(before: head) : max(0, head - 1)
        replace(start..<head, with: [], typing: false)
    }

    mutating func deleteForward(byWord: Bool) {
        guard state.selection.isEmpty else { return replaceSelection(with: "", typing: false) }
        let head = state.head
        let end = byWord ? wordEnd(after: head) : min(state.text.count, head + 1)
        replace(head..<end, with: [], typing: false)
    }

    mutating func move(forward: Bool, byWord: Bool, extending: Bool) {
        let selection = state.selection
        if !extending, !selection.isEmpty, !byWord {
            return moveCaret(to: forward ? selection.upperBound : selection.lowerBound, extending: false)
        }
        let head = state.head
        let target = byWord ? (forward ? wordEnd(after: head) : wordStart(before: head)) : head + (forward ? 1 : -1)
        moveCaret(to: target, extending: extending)
    }

    mutating func undo() {
        canCoalesce = false
        guard let step = undoStack.popLast() else { return }
        redoStack.append(step)
        let s = step.before.selection
        state = State(text: step.before.text, anchor: s.lowerBound, head: s.upperBound)
    }

    mutating func redo() {
        canCoalesce = false
        guard let step = redoStack.popLast() else { return }
        undoStack.append(step)
        state = step.after
    }

    private func isWord(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            let p = scalar.properties
            return p.isAlphabetic || p.numericType != nil || p.generalCategory == .connectorPunctuation
        }
    }

    private func wordStart(before offset: Int) -> Int {
        var i = offset
        while i > 0, !isWord(state.text[i - 1]) { i -= 1 }
        while i > 0, isWord(state.text[i - 1]) { i -= 1 }
        return i
    }

    private func wordEnd(after offset: Int) -> Int {
        var i = offset
        while i < state.text.count, !isWord(state.text[i]) { i += 1 }
        while i < state.text.count, isWord(state.text[i]) { i += 1 }
        return i
    }
}

/// What a table should show: its items (each row shows "Item N", on a self-sizing page
/// with more lines for some N, as tall as its text needs) and the selected item, by the
/// calls made: inserts and deletes change the items at once; new content for a row (its
/// reload) keeps its selection; deleting the selected row or reloading clears the
/// selection; a click selects the row under it; with the keyboard focus, Down and Up move
/// the selection one row (from none: the first or last).
struct FuzzTableModel {
    var items: [Int]
    var selected: Int?
    var nextID: Int

    init(count: Int) {
        items = Array(0..<count)
        nextID = count
    }

    var selectedRow: Int? { selected.flatMap { items.firstIndex(of: $0) } }
}
