import Foundation
@testable import WidgetKitLite

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
