import Foundation

/// The desktop's settings as an XSETTINGS manager publishes them: the `_XSETTINGS_SETTINGS`
/// property of the `_XSETTINGS_S0` selection owner's window, decoded.
///
/// The format (freedesktop.org XSETTINGS specification, 0.5): a byte-order byte, three
/// unused bytes, the serial and the number of settings (CARD32 each), then each setting:
/// its type (0 integer, 1 string, 2 colour), an unused byte, the name's length (CARD16), the
/// name padded to 4 bytes, the serial it last changed in (CARD32), then the value: an INT32;
/// a CARD32 length and the string padded to 4; or four CARD16s (red, green, blue, alpha).
/// Every length is checked against what is left: a malformed property is refused with a
/// reason, never read past its end.
struct XSettingsProperty: Equatable {
    /// One setting's value.
    enum Value: Equatable {
        case integer(Int32)
        case string(String)
        /// Red, green, blue and alpha, 0…65535 each.
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    /// The manager's serial: it grows with each change.
    var serial: UInt32
    /// The settings by name ("Xft/DPI", "Net/ThemeName").
    var values: [String: Value]

    /// Why a property could not be read.
    struct Malformed: Error, CustomStringConvertible, Equatable {
        let reason: String
        var description: String { "malformed _XSETTINGS_SETTINGS: \(reason)" }
    }

    /// The most settings a property may declare (GNOME's manager publishes about 60).
    static let maximumSettings = 4_096

    /// Decodes `bytes`; the error says what was wrong and where.
    static func decode(_ bytes: [UInt8]) -> Result<XSettingsProperty, Malformed> {
        var reader = Reader(bytes: bytes)
        do {
            guard bytes.count >= 12 else { throw Malformed(reason: "\(bytes.count) bytes, under the 12-byte header") }
            let order = try reader.byte()
            guard order <= 1 else { throw Malformed(reason: "byte order \(order), not 0 (LSB first) or 1 (MSB first)") }
            reader.bigEndian = order == 1
            try reader.skip(3)
            let serial = try reader.card32()
            let count = try reader.card32()
            guard count <= maximumSettings else {
                throw Malformed(reason: "\(count) settings declared, over \(maximumSettings)")
            }
            var values: [String: Value] = [:]
            for index in 0..<Int(count) {
                let type = try reader.byte()
                try reader.skip(1)
                let nameLength = Int(try reader.card16())
                let name = try reader.string(nameLength, what: "the name of setting \(index)")
                try reader.skip(padding(nameLength))
                _ = try reader.card32()  // the serial it last changed in
                switch type {
                case 0: values[name] = .integer(Int32(bitPattern: try reader.card32()))
                case 1:
                    let length = Int(try reader.card32())
                    values[name] = .string(try reader.string(length, what: "the value of \(name)"))
                    try reader.skip(padding(length))
                case 2:
                    values[name] = .color(
                        red: try reader.card16(), green: try reader.card16(), blue: try reader.card16(),
                        alpha: try reader.card16())
                default: throw Malformed(reason: "setting \(name) has type \(type), not 0, 1 or 2")
                }
            }
            return .success(XSettingsProperty(serial: serial, values: values))
        } catch let error as Malformed {
            return .failure(error)
        } catch {
            return .failure(Malformed(reason: "\(error)"))
        }
    }

    /// Bytes of padding after `length` bytes, to a multiple of 4.
    private static func padding(_ length: Int) -> Int { (4 - length % 4) % 4 }

    /// Reads the property's bytes in order, in its byte order.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false

        mutating func take(_ count: Int, what: @autoclosure () -> String) throws -> ArraySlice<UInt8> {
            guard count >= 0, count <= bytes.count - offset else {
                throw Malformed(reason: "\(what()) runs past the end (\(count) bytes at offset \(offset) of \(bytes.count))")
            }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        mutating func skip(_ count: Int) throws { _ = try take(count, what: "padding") }

        mutating func byte() throws -> UInt8 { try take(1, what: "a byte").first ?? 0 }

        mutating func card16() throws -> UInt16 {
            let b = try take(2, what: "a CARD16").map(UInt16.init)
            return bigEndian ? b[0] << 8 | b[1] : b[1] << 8 | b[0]
        }

        mutating func card32() throws -> UInt32 {
            let b = try take(4, what: "a CARD32").map(UInt32.init)
            return bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
        }

        mutating func string(_ count: Int, what: String) throws -> String {
            String(decoding: try take(count, what: what), as: UTF8.self)
        }
    }
}
