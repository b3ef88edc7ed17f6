@preconcurrency import Glibc
import CX11
import Dispatch
import Foundation

/// The event loop: the connection's fd as a Dispatch read source, draining Xlib's queue
/// after every round trip, and dispatching translated events to surfaces.
extension X11Host {
    /// Dispatches the events Xlib has queued or can read without blocking — at most
    /// `eventsPerTurn` of them, for at most `turnBudget`, unless `all`: the rest wait for the
    /// next turn of the main queue (scheduled here), so that a flood of input never keeps
    /// signals, frames and timers from their turn. Call after anything that made a round
    /// trip; also runs on the fd's read source.
    func processPendingEvents(all: Bool = false) {
        guard !isShutDown else { return }
        let deadline = clock.now + Self.turnBudget
        var dispatched = 0
        var mayGoOn: Bool { all || (dispatched < Self.eventsPerTurn && clock.now < deadline) }
        var isCutShort = false
        // Taken a batch at a time: removing events one by one from the front of a long list
        // (a flood read while waiting for a completion) costs its whole length each time.
        while !deferredEvents.isEmpty, !isCutShort {
            let count = all ? deferredEvents.count : min(deferredEvents.count, Self.eventsPerTurn)
            var batch = deferredEvents.prefix(count)
            deferredEvents.removeFirst(count)
            while !batch.isEmpty, !X11Errors.connectionLost, !isShutDown {
                guard mayGoOn else {
                    isCutShort = true
                    break
                }
                var event = batch.removeFirst()
                dispatch(&event)
                dispatched += 1
            }
            // What the batch did not get to stays first, before what arrived meanwhile.
            if !batch.isEmpty { deferredEvents.insert(contentsOf: batch, at: 0) }
            if X11Errors.connectionLost || isShutDown { break }
        }
        while !isCutShort, !X11Errors.connectionLost, !isShutDown, XPending(display) > 0 {
            guard mayGoOn else {
                isCutShort = true
                break
            }
            var event = XEvent()
            XNextEvent(display, &event)
            compressMotion(&event)
            dispatch(&event)
            dispatched += 1
        }
        if isShutDown { return }
        if X11Errors.sharedMemoryRequestFailed { abandonSharedMemory() }
        if X11Errors.connectionLost, !isDisconnected { stopEventSources() }
        if isCutShort { scheduleDrain() }
    }

    /// A round trip: returns when the server has processed every request sent so far,
    /// after dispatching every event that arrived meanwhile (tests and benchmarks).
    func sync() {
        guard !isShutDown, !X11Errors.connectionLost else { return }
        XSync(display, False)
        processPendingEvents(all: true)
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

    /// Hands one X event to whoever it is for: the input method first (which may swallow
    /// it), then drag and drop (XDND), the selections (clipboard traffic), the window
    /// manager's messages (ping, sync requests, state) and the desktop settings watcher (the
    /// XSETTINGS manager and the root window's resources); anything else is translated (keys
    /// and the pointer leaving through `translateInput`, the rest by the translator) and given
    /// to the surface of its window. Events of unknown windows and ignored events are dropped.
    func dispatch(_ event: inout XEvent) {
        if inputMethod.filter(&event) { return }
        if dnd.handle(&event) { return }
        if handleSelectionEvent(&event) { return }
        if handleWindowManagerEvent(&event) { return }
        if desktopSettingsWatcher?.handle(&event) == true { return }
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

    func runFrame() {
        frameHandler?()
        windowsDidPresentFrame()
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
