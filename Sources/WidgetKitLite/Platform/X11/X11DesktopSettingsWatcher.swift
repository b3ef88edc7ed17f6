import CX11
import Foundation

/// Follows what the desktop says on one X connection: the XSETTINGS manager of the screen
/// (the owner of `_XSETTINGS_S<screen>` and its `_XSETTINGS_SETTINGS` property) and the X
/// resources (`Xft.dpi` in `RESOURCE_MANAGER` on the root window).
///
/// Entirely event-driven: it selects StructureNotify and PropertyChange on the manager's
/// window and on the root window (where a new manager announces itself with a `MANAGER`
/// client message), reads a property only when a PropertyNotify says it changed, and
/// schedules nothing, so an idle app gets no wakeup from it.
///
/// Each source's settings are reported to `report` when they change. No manager (or one that
/// quits: its window's DestroyNotify) means empty XSETTINGS settings, without a line: a
/// desktop without a manager is normal. A malformed property is refused with one line and
/// the previous settings stay; values of the wrong type are left out with one line.
@MainActor
final class X11DesktopSettingsWatcher {
    private weak var host: X11Host?
    private let report: @MainActor (DesktopSettings, DesktopSettingsSource) -> Void
    private var display: OpaquePointer?
    private var root: CX11.Window = 0
    private var selection: Atom = 0
    private var settingsProperty: Atom = 0
    private var managerMessage: Atom = 0
    /// The manager's window, 0 while there is none.
    private(set) var owner: CX11.Window = 0
    /// The settings the manager published last, as decoded (empty without a manager).
    private(set) var xsettings = DesktopSettings()
    /// The settings of the X resources, as read last.
    private(set) var resources = DesktopSettings()
    /// The property's bytes as read last: a PropertyNotify that changed nothing reports nothing.
    private var lastBytes: [UInt8]?

    /// Longest `_XSETTINGS_SETTINGS` read, in bytes; a larger one is refused as malformed.
    static let maximumPropertyBytes = 1 << 20
    private static let bitsPerByte: Int32 = 8

    init(host: X11Host, report: @escaping @MainActor (DesktopSettings, DesktopSettingsSource) -> Void) {
        self.host = host
        self.report = report
    }

    /// Starts watching on the host's current connection (at start and after a reconnection)
    /// and reports both sources as they are now.
    func start() {
        guard let host, !host.isShutDown, !host.isDisconnected, !X11Errors.connectionLost else { return }
        let display = host.display
        self.display = display
        root = XRootWindow(display, host.screen)
        selection = XInternAtom(display, "_XSETTINGS_S\(host.screen)", False)
        settingsProperty = XInternAtom(display, "_XSETTINGS_SETTINGS", False)
        managerMessage = XInternAtom(display, "MANAGER", False)
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, root, &attributes)
        XSelectInput(display, root, attributes.your_event_mask | StructureNotifyMask | PropertyChangeMask)
        lastBytes = nil
        findManager()
        reportResources(force: true)
        // The round trips above may have queued events.
        host.scheduleDrain()
    }

    /// Handles `event` when it is about the manager or the root window's settings; false
    /// for every other event (they go on to the windows).
    func handle(_ event: inout XEvent) -> Bool {
        guard display != nil else { return false }
        switch event.type {
        case ClientMessage where event.xclient.window == root:
            guard event.xclient.message_type == managerMessage, Atom(UInt32(truncatingIfNeeded: event.xclient.data.l.1)) == selection else { return false }
            findManager()
            return true
        case DestroyNotify where owner != 0 && event.xdestroywindow.window == owner:
            owner = 0
            lastBytes = nil
            publish(DesktopSettings())
            return true
        case PropertyNotify where owner != 0 && event.xproperty.window == owner:
            if event.xproperty.atom == settingsProperty { readSettings() }
            return true
        case PropertyNotify where event.xproperty.window == root:
            if event.xproperty.atom == XA_RESOURCE_MANAGER { reportResources(force: false) }
            return true
        default:
            return false
        }
    }

    /// Finds the manager (the selection's owner) and watches its window, with the server
    /// grabbed so it cannot vanish in between; a window that vanished anyway counts as none.
    private func findManager() {
        guard let display else { return }
        XGrabServer(display)
        var found = XGetSelectionOwner(display, selection)
        if found != 0 {
            let failed = X11Errors.trapping {
                XSelectInput(display, found, StructureNotifyMask | PropertyChangeMask)
                XSync(display, False)
            }
            if failed != nil { found = 0 }
        }
        XUngrabServer(display)
        XFlush(display)
        owner = found
        lastBytes = nil
        if owner == 0 {
            publish(DesktopSettings())
        } else {
            readSettings()
        }
    }

    /// Reads and decodes the manager's property; reports the settings when they changed.
    private func readSettings() {
        guard let display, owner != 0 else { return }
        // The manager went away while being read: its DestroyNotify follows.
        guard
            let read = X11WindowProperty.read(
                settingsProperty, of: owner, on: display, type: Atom(AnyPropertyType), maximumLongs: Self.maximumPropertyBytes / 4)
        else { return }
        guard read.type != 0 else {
            // No property yet (a manager that has just started): nothing to say so far.
            lastBytes = nil
            publish(DesktopSettings())
            return
        }
        guard read.format == Self.bitsPerByte else {
            refuse("the property is in \(read.format)-bit units, not bytes")
            return
        }
        guard read.isComplete else {
            refuse("the property is larger than \(Self.maximumPropertyBytes) bytes")
            return
        }
        let bytes = read.bytes
        guard bytes != lastBytes else { return }
        lastBytes = bytes
        switch XSettingsProperty.decode(bytes) {
        case .success(let property):
            let (settings, ignored) = DesktopSettings.from(property)
            if !ignored.isEmpty {
                Diagnostics.report("XSETTINGS: ignoring \(ignored.joined(separator: "; "))")
            }
            publish(settings)
        case .failure(let malformed):
            refuse(malformed.reason)
        }
    }

    /// One line for a property that cannot be read; the previous settings stay.
    private func refuse(_ reason: String) {
        Diagnostics.report("XSETTINGS: malformed _XSETTINGS_SETTINGS (\(reason)); keeping the previous settings")
    }

    private func publish(_ settings: DesktopSettings) {
        guard settings != xsettings else { return }
        xsettings = settings
        report(settings, .xsettings)
    }

    /// Reads `Xft.dpi` from the root window's `RESOURCE_MANAGER` (`xrdb` rewrites the whole
    /// property); reports when it changed, or always when `force`.
    private func reportResources(force: Bool) {
        guard let host else { return }
        var settings = DesktopSettings()
        // The whole database (a long .Xresources is tens of KiB), up to 1 MiB.
        if let text = host.rootWindowText("RESOURCE_MANAGER", maximumBytes: Self.maximumResourceBytes) {
            settings.dotsPerInch = Self.resourceDPI(in: text)
        }
        guard force || settings != resources else { return }
        resources = settings
        report(settings, .resources)
    }

    /// The longest `RESOURCE_MANAGER` read; a longer one says nothing (as if unset).
    static let maximumResourceBytes = 1 << 20

    /// `Xft.dpi` of a resource database's text, as Xlib's resource manager reads it; nil when
    /// it is absent, not a number or not positive.
    static func resourceDPI(in text: String) -> Double? {
        XrmInitialize()
        guard let database = XrmGetStringDatabase(text) else { return nil }
        defer { XrmDestroyDatabase(database) }
        var type: UnsafeMutablePointer<CChar>?
        var value = XrmValue()
        guard XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0, let address = value.addr else { return nil }
        let entry = String(cString: address).trimmingCharacters(in: .whitespaces)
        guard let dpi = Double(entry), dpi.isFinite, dpi > 0 else { return nil }
        return dpi
    }
}
