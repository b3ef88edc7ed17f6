@preconcurrency import Glibc
import CX11
import Foundation

/// A drag from one of our windows carried over other clients' windows with XDND: the
/// window under the pointer is found from the root down (the first with `XdndAware`,
/// through `XdndProxy`), sent XdndEnter, XdndPosition and XdndLeave, and on release
/// XdndDrop; our selection window owns `XdndSelection` and answers its requests with the
/// items' data in the offered types. Over another window of this app the drag goes to its
/// `DragDestination` without X. A drop the target does not finish within
/// `X11Dnd.finishTimeout` counts as cancelled (one line).
///
/// As the XDND spec asks, one XdndPosition at a time is unanswered: motion while the target
/// has not yet sent XdndStatus is kept (the latest only) and sent when the status comes, and
/// a release in that time waits for the target's answer to the last position before it
/// drops or leaves (at most `X11Dnd.finishTimeout`: a target that stays silent gets a leave).
@MainActor
final class X11DndOutgoing: ExternalDrag {
    private unowned let dnd: X11Dnd
    private weak var surface: X11Surface?
    private let items: [DragItem]
    /// The offered types and their bytes, preferred first.
    private let offers: [(type: Atom, bytes: [UInt8])]
    /// The window the drag is over: the XDND-aware window (messages name it) and where they
    /// go (its proxy, or itself), with the version it speaks; or one of our own windows.
    private var target: (window: CX11.Window, proxy: CX11.Window, version: Int)?
    private var localTarget: (window: CX11.Window, drag: IncomingDrag)?
    /// Where the pointer is in the local target's window, in points.
    private var localPoint: CGPoint = .zero
    /// What the target said last (XdndStatus).
    private var operation: DropOperation = .cancel
    private var dropCompletion: (@MainActor (DropOperation) -> Void)?
    private var finishWakeup: HostWakeup?
    /// Whether an XdndPosition awaits its XdndStatus, and the root position the pointer has
    /// reached since (sent when the status comes).
    private var awaitingStatus = false
    private var pendingPosition: (x: Int32, y: Int32)?
    /// A release that came while a position awaited its status: dropped (or left) once the
    /// target has answered the last position.
    private var releaseCompletion: (@MainActor (DropOperation) -> Void)?

    var isOverTarget: Bool { operation == .copy || operation == .move }
    var awaitsTargetAnswer: Bool { target != nil && awaitingStatus }

    init?(dnd: X11Dnd, items: [DragItem], surface: X11Surface) {
        self.dnd = dnd
        self.surface = surface
        self.items = items
        var offers: [(Atom, [UInt8])] = []
        var offered = Set<String>()
        for identifier in items.flatMap(\.itemProvider.registeredTypeIdentifiers) {
            for mime in DragTypes.mimeTypes(forTypeIdentifier: identifier) where !offered.contains(mime) {
                let parts = items.compactMap { $0.itemProvider.dataNow(conformingTo: identifier) }
                guard !parts.isEmpty else { continue }
                offered.insert(mime)
                let separator: [UInt8] = identifier == DragTypes.fileURL || identifier == DragTypes.url ? [] : [10]
                offers.append((XInternAtom(dnd.display, mime, False), Array(parts.joined(separator: separator))))
            }
        }
        guard !offers.isEmpty else { return nil }
        self.offers = offers
        let display = dnd.display
        let source = dnd.host.selections.window
        let typeList = dnd.atoms.typeList
        var list = offers.map { CLong(bitPattern: UInt($0.0)) }
        list.withUnsafeMutableBytes { raw in
            _ = XChangeProperty(
                display, source, typeList, Atom(XA_ATOM), 32, PropModeReplace, raw.bindMemory(to: UInt8.self).baseAddress,
                Int32(raw.count / MemoryLayout<CLong>.size))
        }
        XSetSelectionOwner(display, dnd.atoms.selection, source, UInt(CurrentTime))
        XFlush(display)
        dnd.outgoing = self
    }

    private var source: CX11.Window { dnd.host.selections.window }

    func move(to point: CGPoint) -> DropOperation {
        guard dropCompletion == nil, releaseCompletion == nil, let surface, let origin = surface.originOnScreen else { return .cancel }
        let scale = dnd.host.scale
        let rootX = Int32(((origin.x + point.x) * scale).rounded())
        let rootY = Int32(((origin.y + point.y) * scale).rounded())
        let found = dnd.awareWindow(at: rootX, rootY)
        if let ours = found.flatMap({ dnd.host.surfaces[$0.window]?.surface }), let destination = ours.sink as? DragDestination {
            leaveRemote()
            if localTarget?.window != ours.window {
                leaveLocal()
                localTarget = (ours.window, IncomingDrag(items: items, allowsMove: true))
            }
            var x: Int32 = 0, y: Int32 = 0
            var child: CX11.Window = 0
            XTranslateCoordinates(dnd.display, XRootWindow(dnd.display, dnd.host.screen), ours.window, rootX, rootY, &x, &y, &child)
            localPoint = CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
            if let drag = localTarget?.drag { operation = destination.drag(drag, movedTo: localPoint) }
            return operation
        }
        leaveLocal()
        if let found, found.window != target?.window {
            leaveRemote()
            target = found
            let typeFlag: CLong = offers.count > 3 ? 1 : 0
            var values = [CLong(bitPattern: UInt(source)), CLong(found.version << 24) | typeFlag]
            values += offers.prefix(3).map { CLong(bitPattern: UInt($0.type)) }
            dnd.send(dnd.atoms.enter, to: found.proxy, values: values, naming: found.window)
        } else if found == nil {
            leaveRemote()
        }
        guard target != nil else { return .cancel }
        if awaitingStatus {
            pendingPosition = (rootX, rootY)
        } else {
            sendPosition(rootX, rootY)
        }
        return operation
    }

    /// Sends XdndPosition for root position (`x`, `y`) to the target; its XdndStatus is awaited.
    private func sendPosition(_ x: Int32, _ y: Int32) {
        guard let target else { return }
        dnd.send(
            dnd.atoms.position, to: target.proxy,
            values: [
                CLong(bitPattern: UInt(source)), 0, CLong((x & 0xFFFF) << 16 | (y & 0xFFFF)), CLong(CurrentTime),
                CLong(bitPattern: UInt(dnd.atoms.actionCopy)),
            ], naming: target.window)
        awaitingStatus = true
        pendingPosition = nil
    }

    func leave() {
        leaveRemote()
        leaveLocal()
    }

    func abandon() {
        leave()
        end()
    }

    func drop(completion: @escaping @MainActor (DropOperation) -> Void) {
        if let local = localTarget, let destination = dnd.host.surfaces[local.window]?.surface?.sink as? DragDestination {
            localTarget = nil
            let done = destination.drop(local.drag, at: localPoint)
            end()
            return completion(done)
        }
        if awaitsTargetAnswer {
            // The target has not answered the last position yet: its answer decides.
            releaseCompletion = completion
            finishWakeup = dnd.host.scheduleWakeup(at: dnd.host.clock.now + X11Dnd.finishTimeout) { [weak self] in
                guard let self, let completion = self.releaseCompletion else { return }
                self.releaseCompletion = nil
                Diagnostics.report(
                    "the drop target did not answer the drag's last position within \(Int(X11Dnd.finishTimeout)) s; the drag is cancelled")
                self.leave()
                self.end()
                completion(.cancel)
            }
            return
        }
        guard let target, isOverTarget else {
            leave()
            end()
            return completion(.cancel)
        }
        dropCompletion = completion
        dnd.send(dnd.atoms.drop, to: target.proxy, values: [CLong(bitPattern: UInt(source)), 0, CLong(CurrentTime)], naming: target.window)
        finishWakeup = dnd.host.scheduleWakeup(at: dnd.host.clock.now + X11Dnd.finishTimeout) { [weak self] in
            guard let self, self.dropCompletion != nil else { return }
            Diagnostics.report(
                "the drop target 0x\(String(target.window, radix: 16)) did not finish the drop within \(Int(X11Dnd.finishTimeout)) s; the drag counts as cancelled")
            self.finished(with: .cancel)
        }
    }

    /// XdndStatus from the target.
    func statusArrived(_ values: [CLong]) {
        guard let target, CX11.Window(UInt(bitPattern: values[0])) == target.window else { return }
        let accepts = values[1] & 1 != 0
        let action = Atom(UInt(bitPattern: values[4]))
        operation = accepts ? (action == dnd.atoms.actionMove ? .move : .copy) : .cancel
        awaitingStatus = false
        if let pending = pendingPosition {
            sendPosition(pending.x, pending.y)
        } else if let completion = releaseCompletion {
            releaseCompletion = nil
            finishWakeup?.cancel()
            finishWakeup = nil
            drop(completion: completion)
        }
    }

    /// XdndFinished from the target.
    func finishedArrived(_ values: [CLong]) {
        guard dropCompletion != nil, let target, CX11.Window(UInt(bitPattern: values[0])) == target.window else { return }
        let accepted = target.version < 5 || values[1] & 1 != 0
        let action = Atom(UInt(bitPattern: values[2]))
        finished(with: !accepted ? .cancel : action == dnd.atoms.actionMove ? .move : operation == .cancel ? .copy : operation)
    }

    /// A request for `XdndSelection`: the bytes of `target`, or the list of types.
    func data(for requested: Atom) -> (type: Atom, format: Int32, bytes: [UInt8])? {
        if requested == XInternAtom(dnd.display, "TARGETS", False) {
            let list = offers.map { CLong(bitPattern: UInt($0.type)) }
            let bytes = list.withUnsafeBytes { Array($0) }
            return (Atom(XA_ATOM), 32, bytes)
        }
        guard let offer = offers.first(where: { $0.type == requested }) else { return nil }
        return (offer.type, 8, offer.bytes)
    }

    private func finished(with operation: DropOperation) {
        finishWakeup?.cancel()
        finishWakeup = nil
        target = nil
        let completion = dropCompletion
        dropCompletion = nil
        end()
        completion?(operation)
    }

    private func leaveRemote() {
        guard let target else { return }
        dnd.send(dnd.atoms.leave, to: target.proxy, values: [CLong(bitPattern: UInt(source))], naming: target.window)
        self.target = nil
        operation = .cancel
        awaitingStatus = false
        pendingPosition = nil
    }

    private func leaveLocal() {
        guard let local = localTarget else { return }
        localTarget = nil
        (dnd.host.surfaces[local.window]?.surface?.sink as? DragDestination)?.dragExited(local.drag)
        operation = .cancel
    }

    /// Gives up `XdndSelection` (after a grace period for late requests: none here, the
    /// drop has finished) and forgets the drag.
    private func end() {
        if dnd.outgoing === self { dnd.outgoing = nil }
        let display = dnd.display
        if XGetSelectionOwner(display, dnd.atoms.selection) == source {
            XSetSelectionOwner(display, dnd.atoms.selection, UInt(None), UInt(CurrentTime))
            XFlush(display)
        }
    }
}
