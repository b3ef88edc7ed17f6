import CX11
import Foundation

extension X11Host {
    /// The root window's 8-bit text property `name` (as `AT_SPI_BUS`, where the desktop
    /// publishes its accessibility bus, or `RESOURCE_MANAGER`, the X resources); nil when it
    /// is not set, is not text, or is longer than `maximumBytes` (never read cut short).
    func rootWindowText(_ name: String, maximumBytes: Int = 16_384) -> String? {
        let property = XInternAtom(display, name, True)
        guard property != 0 else { return nil }
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            display, XDefaultRootWindow(display), property, 0, (maximumBytes + 3) / 4, False, Atom(AnyPropertyType), &type, &format,
            &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, format == 8, let data, count > 0, remaining == 0 else { return nil }
        let text = String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
        return text.isEmpty ? nil : text
    }
}
