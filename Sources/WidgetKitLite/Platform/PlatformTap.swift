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
    /// A drag from another application reaches `surface`'s window in `deliver`.
    func drag(_ event: IncomingDragEvent, of drag: IncomingDrag, to surface: WindowSurface, _ deliver: () -> Void)
    /// A load of a dropped item as `typeIdentifier` gave `data` (`synchronously`: before the
    /// load call returned); the loader gets it in `complete`.
    func dropData(forType typeIdentifier: String, _ data: Data?, synchronously: Bool, _ complete: () -> Void)
}

/// What a drag from another application does at a window, as a tap hears it.
enum IncomingDragEvent: Equatable {
    /// It moved to a point (window points).
    case moved(CGPoint)
    /// It left the window, or was abandoned.
    case exited
    /// It was dropped at a point.
    case dropped(CGPoint)
}

/// A drag destination that tells a tap what reaches it.
@MainActor
final class TappedDragDestination: DragDestination {
    private let base: DragDestination
    private weak var surface: WindowSurface?
    private weak var tap: PlatformTap?

    init(_ base: DragDestination, surface: WindowSurface, tap: PlatformTap) {
        self.base = base
        self.surface = surface
        self.tap = tap
    }

    private func tell(_ event: IncomingDragEvent, _ drag: IncomingDrag, _ deliver: () -> Void) {
        guard let tap, let surface else { return deliver() }
        tap.drag(event, of: drag, to: surface, deliver)
    }

    func drag(_ drag: IncomingDrag, movedTo point: CGPoint) -> DropOperation {
        var operation = DropOperation.cancel
        tell(.moved(point), drag) { operation = base.drag(drag, movedTo: point) }
        return operation
    }

    func dragExited(_ drag: IncomingDrag) {
        tell(.exited, drag) { base.dragExited(drag) }
    }

    func drop(_ drag: IncomingDrag, at point: CGPoint) -> DropOperation {
        var operation = DropOperation.cancel
        tell(.dropped(point), drag) { operation = base.drop(drag, at: point) }
        return operation
    }
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
