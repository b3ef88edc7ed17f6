import CX11
import Foundation

extension X11Host {
    /// The root window's 8-bit text property `name` (as `AT_SPI_BUS`, where the desktop
    /// publishes its accessibility bus, or `RESOURCE_MANAGER`, the X resources); nil when it
    /// is not set, is not text, or is longer than `maximumBytes` (never read cut short).
    func rootWindowText(_ name: String, maximumBytes: Int = 16_384) -> String? {
        let property = XInternAtom(display, name, True)
        guard property != 0 else { return nil }
        guard
            let read = X11WindowProperty.read(
                property, of: XDefaultRootWindow(display), on: display, type: Atom(AnyPropertyType),
                maximumLongs: (maximumBytes + 3) / 4),
            read.format == 8, !read.bytes.isEmpty, read.isComplete
        else { return nil }
        let text = String(decoding: read.bytes, as: UTF8.self)
        return text.isEmpty ? nil : text
    }
}
