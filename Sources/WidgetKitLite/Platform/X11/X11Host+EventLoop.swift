@preconcurrency import Glibc
import CX11
import Dispatch
import Foundation

/// The event loop: the connection's fd as a Dispatch read source, draining Xlib's queue
/// after every round trip, and dispatching translated events to surfaces.
extension X11Host {
    /// Dispatches every event Xlib has queued or can read without blocking, at most
    /// `eventsPerTurn` of them: a client that floods the connection (a selection owner
    /// answering chunk after chunk) leaves the rest for the next turn of the main queue, so
    /// frames and timers go on. Call after anything that made a round trip; also runs on the
    /// fd's read source.
    func processPendingEvents() {
        guard !isShutDown else { return }
        while !deferredEvents.isEmpty, !X11Errors.connectionLost {
            var event = deferredEvents.removeFirst()
            dispatch(&event)
        }
        var budget = Self.eventsPerTurn
        while !X11Errors.connectionLost, XPending(display) > 0 {
            guard budget > 0 else {
                scheduleDrain()
                break
            }
            budget -= 1
            var event = XEvent()
            XNextEvent(display, &event)
            compressMotion(&event)
            dispatch(&event)
        }
        if X11Errors.sharedMemoryRequestFailed { abandonSharedMemory() }
        if X11Errors.connectionLost, !isDisconnected { stopEventSources() }
    }

    /// A round trip: returns when the server has processed every request sent so far,
    /// after dispatching the events that arrived meanwhile (beyond `eventsPerTurn`, the
    /// rest on the next turn of the main queue).
    func sync() {
        guard !isShutDown, !X11Errors.connectionLost else { return }
        XSync(display, False)
        processPendingEvents()
    }

    /// Drains on the next turn of the main queue if Xlib holds unread events (for callers
    /// that must not dispatch re-entrantly, such as `present`).
    func drainSoonIfQueued() {
        guard !isShutDown, !X11Errors.connectionLost else { return }
        // A failed SHM put is handled on the next turn too: switching buffers now could free
        // a canvas another window is painting into during this frame.
        if !deferredEvents.isEmpty || X11Errors.sharedMemoryRequestFailed
            || XEventsQueued(display, QueuedAlready) > 0
        {
            scheduleDrain()
        }
    }

    /// Blocks until `presenter`'s shared-memory puts are consumed, for at most
    /// `maximumCompletionWait`. Other events read meanwhile are kept, in order, for the
    /// next drain; completions for other windows are applied at once.
    func dispatch(_ event: inout XEvent) {
        if inputMethod.filter(&event) { return }
        if handleSelectionEvent(&event) { return }
        let (window, meaning) = translateInput(&event) ?? translator.translate(&event, time: clock.now)
        guard meaning != .ignored, let surface = surfaces[window]?.surface else { return }
        surface.handle(meaning)
    }

    /// Replaces a motion event by the newest of the motion events queued right behind it
    /// for the same window: only the latest position matters.
    func compressMotion(_ event: inout XEvent) {
        guard event.type == MotionNotify else { return }
        while XEventsQueued(display, QueuedAfterReading) > 0 {
            var next = XEvent()
            XPeekEvent(display, &next)
            guard next.type == MotionNotify, next.xmotion.window == event.xmotion.window else { return }
            XNextEvent(display, &event)
        }
    }

    /// The most events one turn of the main queue dispatches.
    static let eventsPerTurn = 256

    func runFrame() {
        frameHandler?()
        if !isShutDown, !X11Errors.connectionLost, XEventsQueued(display, QueuedAlready) > 0 {
            processPendingEvents()
        }
    }

    func scheduleDrain() {
        guard !isDrainScheduled else { return }
        isDrainScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isDrainScheduled = false
                self.processPendingEvents()
            }
        }
    }

    func startReading() {
        let source = DispatchSource.makeReadSource(fileDescriptor: XConnectionNumber(display), queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.processPendingEvents() }
        }
        source.resume()
        readSource = source
    }
}
