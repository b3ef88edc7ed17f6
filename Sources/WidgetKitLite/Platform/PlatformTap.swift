import Foundation

/// Hears everything a host hands the toolkit from outside — windows made, events, text read
/// from a pasteboard — so that a session can be recorded and replayed. Calls that take a
/// closure wrap the work: the tap runs it exactly once, before it returns, and may note
/// the instant first.
@MainActor
protocol PlatformTap: AnyObject {
    /// The host made `surface` for `sink` (`isPopup`: an open menu's window) of `size` points.
    func surfaceMade(_ surface: WindowSurface, sink: SurfaceEventSink, size: CGSize, isPopup: Bool)
    /// `event` goes to `surface`'s window in `deliver`.
    func deliver(_ event: PlatformEvent, to surface: WindowSurface, _ deliver: () -> Void)
    /// A read of pasteboard `name` gave `text` (`synchronously`: before the read returned);
    /// the reader gets it in `complete`.
    func pasteboard(_ name: Pasteboard.Name, answered text: String?, synchronously: Bool, _ complete: () -> Void)
    /// Something the app took from outside that a recording does not hold happened now (one
    /// line of text, no line break): a replay says so when it gets there.
    func note(_ text: String)
}

/// A pasteboard store that tells a tap what each read gave.
@MainActor
final class TappedPasteboardStore: PasteboardStore {
    private let base: PasteboardStore
    private let name: Pasteboard.Name
    private weak var tap: PlatformTap?

    init(_ base: PasteboardStore, name: Pasteboard.Name, tap: PlatformTap) {
        self.base = base
        self.name = name
        self.tap = tap
    }

    func readString() -> String? {
        let text = base.readString()
        tap?.pasteboard(name, answered: text, synchronously: true) {}
        return text
    }

    func requestString(completion: @escaping @MainActor (String?) -> Void) {
        final class Returned { var value = false }
        let returned = Returned()
        base.requestString { [weak self] text in
            guard let self, let tap = self.tap else { return completion(text) }
            tap.pasteboard(self.name, answered: text, synchronously: !returned.value) { completion(text) }
        }
        returned.value = true
    }

    func writeString(_ string: String?) { base.writeString(string) }
}
