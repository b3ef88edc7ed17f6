@preconcurrency import Glibc
import CX11
import Foundation

/// One drag from another client over one of our top-level windows.
@MainActor
final class X11DndIncoming {
    /// The source's window (messages name it; XdndStatus and XdndFinished go to it).
    let source: CX11.Window
    /// Our top-level window the drag is over.
    let window: CX11.Window
    let xdndVersion: Int
    /// The offered types, in the source's order.
    let types: [Atom]
    let drag: IncomingDrag
    /// Whether the source is a window of this process (then its destruction is not watched).
    let isOurs: Bool
    /// Where the pointer is in the window, in points.
    var point: CGPoint = .zero
    /// The operation the window proposed last.
    var operation: DropOperation = .cancel
    /// After XdndDrop: loads still under way, and whether XdndFinished went.
    var isDropped = false
    var pendingLoads = 0
    var isFinished = false
    /// The wakeup that ends a drag whose source went quiet.
    var idleWakeup: HostWakeup?

    init(source: CX11.Window, window: CX11.Window, version: Int, types: [Atom], drag: IncomingDrag, isOurs: Bool) {
        self.source = source
        self.window = window
        self.xdndVersion = version
        self.types = types
        self.drag = drag
        self.isOurs = isOurs
    }
}

/// The target side of XDND: a drag from another client over our windows.
extension X11Dnd {
    func handleTargetMessage(_ message: XClientMessageEvent) {
        let values = Self.values(of: message)
        let source = CX11.Window(UInt(bitPattern: values[0]))
        switch message.message_type {
        case atoms.enter:
            enter(from: source, into: message.window, values: values)
        case atoms.position:
            guard let incoming, incoming.source == source, !incoming.isDropped else { return }
            noteActivity(of: incoming)
            position(incoming, rootX: Int32((values[2] >> 16) & 0xFFFF), rootY: Int32(values[2] & 0xFFFF), action: Atom(UInt(bitPattern: values[4])))
        case atoms.leave:
            guard let incoming, incoming.source == source, !incoming.isDropped else { return }
            end(incoming)
            destination(of: incoming)?.dragExited(incoming.drag)
        case atoms.drop:
            guard let incoming, incoming.source == source, !incoming.isDropped else {
                // A drop we know nothing of: say no, so the source does not wait.
                send(atoms.finished, to: source, values: [CLong(bitPattern: UInt(message.window)), 0, 0])
                return
            }
            drop(incoming)
        default:
            break
        }
    }

    private func enter(from source: CX11.Window, into window: CX11.Window, values: [CLong]) {
        if let incoming, !incoming.isDropped {
            // A new drag before the old one left: the old one is over.
            end(incoming)
            destination(of: incoming)?.dragExited(incoming.drag)
        } else if let incoming, !incoming.isFinished {
            // A drop still loading: it goes on, and finishes, beside the new drag.
            finishing.append(incoming)
        }
        let version = Int((values[1] >> 24) & 0xFF)
        guard version >= Self.oldestVersion else {
            Diagnostics.report("a drag source spoke XDND version \(version), older than \(Self.oldestVersion); the drag was ignored")
            return
        }
        var types: [Atom]
        if values[1] & 1 != 0 {
            guard let list = atomList(atoms.typeList, of: source) else {
                Diagnostics.report("a drag source's XdndTypeList could not be read; the drag was ignored")
                return
            }
            types = list
        } else {
            types = values[2...4].map { Atom(UInt(bitPattern: $0)) }
        }
        types.removeAll { $0 == UInt(None) }
        let isOurs = host.surfaces[source] != nil || source == host.selections.window
        let owner = X11DndIncomingReference()
        let drag = IncomingDrag(items: [DragItem(itemProvider: provider(offering: types, for: owner))], allowsMove: false)
        let made = X11DndIncoming(
            source: source, window: window, version: min(version, Self.protocolVersion), types: types, drag: drag, isOurs: isOurs)
        owner.incoming = made
        self.incoming = made
        if !isOurs {
            // To hear of the source's window going away mid-drag.
            _ = X11Errors.trapping {
                XSelectInput(display, source, StructureNotifyMask)
                XSync(display, False)
            }
        }
        noteActivity(of: made)
    }

    /// A provider with a representation per type identifier the offered types map to, the
    /// first offered type of each loaded from the source.
    private func provider(offering types: [Atom], for owner: X11DndIncomingReference) -> ItemProvider {
        let provider = ItemProvider()
        for type in types {
            guard let identifier = DragTypes.typeIdentifier(forMIMEType: name(of: type)) else { continue }
            provider.registerDataRepresentation(forTypeIdentifier: identifier) { [weak self] completion in
                guard let self else { return completion(nil) }
                self.load(type, as: identifier, of: owner.incoming, completion: completion)
            }
        }
        return provider
    }

    /// Loads the dropped data of `incoming` (the drag the provider was made for) as `type`
    /// from the source; only during its drop, before XdndFinished went.
    private func load(_ type: Atom, as identifier: String, of incoming: X11DndIncoming?, completion: @escaping @MainActor (Data?) -> Void) {
        guard let incoming, incoming.isDropped, !incoming.isFinished else {
            Diagnostics.report("dropped data of \(name(of: type)) was asked for outside performDrop; a drop's data loads while it is performed")
            completion(nil)
            return
        }
        incoming.pendingLoads += 1
        final class Returned { var value = false }
        let returned = Returned()
        host.selections.requestData(atoms.selection, target: type) { [weak self, weak incoming] bytes in
            let data = bytes.map { Data($0) }
            if let tap = self?.host.tap {
                tap.dropData(forType: identifier, data, synchronously: !returned.value) { completion(data) }
            } else {
                completion(data)
            }
            guard let self, let incoming else { return }
            incoming.pendingLoads -= 1
            if incoming.pendingLoads == 0 { self.finish(incoming) }
        }
        returned.value = true
    }

    private func position(_ incoming: X11DndIncoming, rootX: Int32, rootY: Int32, action: Atom) {
        var x: Int32 = 0, y: Int32 = 0
        var child: CX11.Window = 0
        let root = XRootWindow(display, host.screen)
        _ = X11Errors.trapping { XTranslateCoordinates(display, root, incoming.window, rootX, rootY, &x, &y, &child) }
        incoming.point = CGPoint(x: CGFloat(x) / host.scale, y: CGFloat(y) / host.scale)
        incoming.drag.allowsMove = action == atoms.actionMove
        let operation = destination(of: incoming)?.drag(incoming.drag, movedTo: incoming.point) ?? .cancel
        incoming.operation = operation
        let accepts = operation == .copy || operation == .move
        // Bit 1: send positions everywhere (the empty rectangle asks for every motion).
        let flags: CLong = (accepts ? 1 : 0) | 2
        let answer = accepts ? (operation == .move ? atoms.actionMove : atoms.actionCopy) : Atom(UInt(None))
        send(
            atoms.status, to: incoming.source,
            values: [CLong(bitPattern: UInt(incoming.window)), flags, 0, 0, CLong(bitPattern: UInt(answer))])
    }

    private func drop(_ incoming: X11DndIncoming) {
        incoming.idleWakeup?.cancel()
        incoming.idleWakeup = nil
        incoming.isDropped = true
        guard incoming.operation == .copy || incoming.operation == .move, let destination = destination(of: incoming) else {
            incoming.operation = .cancel
            destination(of: incoming)?.dragExited(incoming.drag)
            finish(incoming)
            return
        }
        incoming.operation = destination.drop(incoming.drag, at: incoming.point)
        if incoming.pendingLoads == 0 { finish(incoming) }
    }

    /// Sends XdndFinished (once) with whether the drop was taken and its action.
    private func finish(_ incoming: X11DndIncoming) {
        guard !incoming.isFinished else { return }
        incoming.isFinished = true
        finishing.removeAll { $0 === incoming }
        end(incoming)
        let accepted = incoming.operation == .copy || incoming.operation == .move
        let action = accepted ? (incoming.operation == .move ? atoms.actionMove : atoms.actionCopy) : Atom(UInt(None))
        var values: [CLong] = [CLong(bitPattern: UInt(incoming.window))]
        if incoming.xdndVersion >= 5 { values += [accepted ? 1 : 0, CLong(bitPattern: UInt(action))] }
        send(atoms.finished, to: incoming.source, values: values)
    }

    /// Forgets the drag (its loads may still complete) and stops watching its source.
    private func end(_ incoming: X11DndIncoming) {
        incoming.idleWakeup?.cancel()
        incoming.idleWakeup = nil
        if self.incoming === incoming { self.incoming = nil }
        if !incoming.isOurs {
            _ = X11Errors.trapping {
                XSelectInput(display, incoming.source, NoEventMask)
                XSync(display, False)
            }
        }
    }

    /// Restarts the wait for the source's next message.
    private func noteActivity(of incoming: X11DndIncoming) {
        incoming.idleWakeup?.cancel()
        incoming.idleWakeup = host.scheduleWakeup(at: host.clock.now + Self.idleTimeout) { [weak self, weak incoming] in
            guard let self, let incoming, self.incoming === incoming else { return }
            // Sources send positions only when the pointer moves: a user holding still is
            // no reason to end the drag. Only a source whose window is gone (its
            // DestroyNotify lost, or never selected) is given up.
            if self.sourceWindowExists(incoming.source) {
                self.noteActivity(of: incoming)
            } else {
                self.sourceVanished("its window is gone")
            }
        }
    }

    /// Whether `window` still exists on the server (one round trip).
    private func sourceWindowExists(_ window: CX11.Window) -> Bool {
        var attributes = XWindowAttributes()
        var status: Int32 = 0
        let error = X11Errors.trapping {
            status = XGetWindowAttributes(display, window, &attributes)
            XSync(display, False)
        }
        return error == nil && status != 0
    }

    /// Ends the drag under way because its source is gone (one line).
    func sourceVanished(_ reason: String) {
        guard let incoming, !incoming.isDropped else { return }
        Diagnostics.report("the drag source 0x\(String(incoming.source, radix: 16)) stopped mid-drag (\(reason)); the drag was abandoned")
        end(incoming)
        destination(of: incoming)?.dragExited(incoming.drag)
    }

    private func destination(of incoming: X11DndIncoming) -> DragDestination? {
        guard let surface = host.surfaces[incoming.window]?.surface, let destination = surface.sink as? DragDestination else { return nil }
        guard let tap = host.tap else { return destination }
        return TappedDragDestination(destination, surface: surface, tap: tap)
    }
}

/// Names, weakly, the drag an item provider was made for, so that its loads are that
/// drag's even after another drag entered.
@MainActor
final class X11DndIncomingReference {
    weak var incoming: X11DndIncoming?
}
