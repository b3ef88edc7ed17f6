import CX11
import Foundation

/// One property of a window as the server holds it, read in one error-trapped round trip: a
/// window that is gone (another client's) is no error, just nil.
struct X11WindowProperty {
    /// The property's type; `None` (0) when the window has no such property.
    let type: Atom
    /// 8, 16 or 32 (0 when absent).
    let format: Int32
    /// The items of a format-8 property; empty for other formats.
    let bytes: [UInt8]
    /// The items of a format-32 property, as Xlib hands them (one C long each, the value in
    /// its low 32 bits, sign-extended); empty for other formats.
    let longs: [CLong]
    /// Whether the whole property was read (it was no longer than asked for).
    let isComplete: Bool

    /// Reads `property` of `window`, asking for `type` (`AnyPropertyType` for any) and at
    /// most `maximumLongs` 32-bit units; nil when the request failed (the window is gone).
    static func read(
        _ property: Atom, of window: CX11.Window, on display: OpaquePointer, type requested: Atom, maximumLongs: Int
    ) -> X11WindowProperty? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        var status: Int32 = 0
        let error = X11Errors.trapping {
            status = XGetWindowProperty(
                display, window, property, 0, maximumLongs, False, requested, &type, &format, &count, &remaining, &data)
            XSync(display, False)
        }
        defer { if let data { XFree(data) } }
        guard error == nil, status == Success else { return nil }
        var bytes: [UInt8] = []
        var longs: [CLong] = []
        if let data, count > 0 {
            if format == 8 {
                bytes = Array(UnsafeBufferPointer(start: data, count: Int(count)))
            } else if format == 32 {
                longs = data.withMemoryRebound(to: CLong.self, capacity: Int(count)) {
                    Array(UnsafeBufferPointer(start: $0, count: Int(count)))
                }
            }
        }
        return X11WindowProperty(type: type, format: format, bytes: bytes, longs: longs, isComplete: remaining == 0)
    }
}
