import Foundation

/// The object paths the bridge has handed out: `/org/a11y/atspi/accessible/<n>`, one number
/// per item for as long as the item lives, never reused. Items are held weakly: a path
/// whose item is gone (a popped page's button) names nothing, and clients asking for it get
/// "unknown object".
@MainActor
final class AtSpiObjectTable {
    private struct Entry {
        weak var object: AnyObject?
    }

    private var entries: [Int: Entry] = [:]
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var nextNumber = 1
    /// Paths handed out since the last sweep of dead entries.
    private var sinceSweep = 0

    /// How many paths are held now.
    var count: Int { entries.count }

    /// The path of `item`, handing out a new one the first time.
    func path(for item: AccessibleItem) -> String {
        "\(AtSpiBridge.pathPrefix)/accessible/\(number(for: item.object))"
    }

    private func number(for object: AnyObject) -> Int {
        let key = ObjectIdentifier(object)
        if let number = numbers[key], entries[number]?.object === object { return number }
        let number = nextNumber
        nextNumber += 1
        entries[number] = Entry(object: object)
        numbers[key] = number
        sinceSweep += 1
        if sinceSweep > 1_024 { sweep() }
        return number
    }

    /// Forgets entries whose object is gone.
    private func sweep() {
        sinceSweep = 0
        for (number, entry) in entries where entry.object == nil { entries[number] = nil }
        numbers = numbers.filter { entries[$0.value] != nil }
    }

    /// The item at `path`, if it names one that still lives (not checked against the tree).
    func item(at path: String) -> AccessibleItem? {
        let prefix = "\(AtSpiBridge.pathPrefix)/accessible/"
        guard path.hasPrefix(prefix), let number = Int(path.dropFirst(prefix.count)),
            let object = entries[number]?.object
        else { return nil }
        switch object {
        case let window as Window: return .window(window)
        case let view as View: return .view(view)
        case let element as AccessibilityElement: return .element(element)
        default: return nil
        }
    }

    /// What `path` names now: the application, or an item that is in one of the app's shown
    /// windows' trees; nil otherwise.
    func target(at path: String, bridge: AtSpiBridge) -> AtSpiTarget? {
        if path == AtSpiBridge.rootPath { return .application }
        guard let item = item(at: path) else { return nil }
        let windows = bridge.shownWindows
        switch item {
        case .window(let window): return windows.contains { $0 === window } ? .item(item) : nil
        default:
            guard let window = item.window, windows.contains(where: { $0 === window }),
                AccessibilityTreeReader(window: window).contains(item)
            else { return nil }
            return .item(item)
        }
    }
}
