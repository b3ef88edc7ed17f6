import Foundation

/// The text of a session recording (`.wklrec`), version 1: UTF-8, one item per line, fields
/// separated by single spaces. The article <doc:RecordingAndReplay> describes every line.
///
/// - Times are seconds since the recording's `origin` (a reading of the monotonic clock in
///   nanoseconds), written to the nanosecond (`12.345678901`): the replay turns them back
///   into the very `TimeInterval`s the app computed with.
/// - Text (key names, typed and pasted text) is `=` followed by the text with space, `%`,
///   control characters and DEL percent-encoded; `-` is no text.
/// - Numbers are Swift's shortest exact form (`123.5`), so they read back bit for bit.
enum SessionRecordingFormat {
    /// The first line's word, then the version.
    static let magic = "wklrec"
    /// The version this toolkit writes and reads.
    static let currentVersion = 1
    /// The line ending the header.
    static let headerEnd = "---"
    /// The file name extension.
    static let fileExtension = "wklrec"

    // MARK: Times

    /// `nanoseconds` (≥ 0 or not) as seconds with nine decimals.
    static func time(_ nanoseconds: Int64) -> String {
        let sign = nanoseconds < 0 ? "-" : ""
        let magnitude = nanoseconds.magnitude
        let fraction = String(magnitude % 1_000_000_000)
        return "\(sign)\(magnitude / 1_000_000_000).\(String(repeating: "0", count: 9 - fraction.count))\(fraction)"
    }

    /// The nanoseconds of a time written by `time(_:)`; nil when it is not one.
    static func nanoseconds(_ text: Substring) -> Int64? {
        var body = text
        let negative = body.first == "-"
        if negative { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 9, let whole = Int64(parts[0]), whole >= 0, whole < 9_000_000_000,
            let fraction = Int64(parts[1]), fraction >= 0, parts[1].allSatisfy(\.isASCII)
        else { return nil }
        let value = whole * 1_000_000_000 + fraction
        return negative ? -value : value
    }

    /// An event's own time (seconds of the monotonic clock): `@` and its offset from the
    /// origin when the clock gave it, else `@=` and the number.
    static func eventTime(_ seconds: TimeInterval, origin: Int64) -> String {
        if let ns = MonotonicClock.nanoseconds(exactly: seconds) { return "@" + time(ns - origin) }
        return "@=\(seconds)"
    }

    static func eventTime(_ text: Substring, origin: Int64) -> TimeInterval? {
        guard text.first == "@" else { return nil }
        let body = text.dropFirst()
        if body.first == "=" { return Double(body.dropFirst()).flatMap { $0.isFinite ? $0 : nil } }
        return nanoseconds(body).map { MonotonicClock.seconds(nanoseconds: origin + $0) }
    }

    // MARK: Text and numbers

    /// `text` as one field: `-` for nil, else `=` and the text, percent-encoded where needed.
    static func text(_ text: String?) -> String {
        guard let text else { return "-" }
        var out = "="
        for byte in text.utf8 {
            if byte <= 0x20 || byte == 0x25 || byte == 0x7F {
                out += String(format: "%%%02X", byte)
            } else {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        // Bytes ≥ 0x80 were appended as Latin-1 scalars: write them back as UTF-8.
        return String(decoding: out.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }, as: UTF8.self)
    }

    /// The text of a field written by `text(_:)`: `.some(nil)` for `-`, nil when malformed.
    static func text(_ field: Substring) -> String?? {
        if field == "-" { return .some(nil) }
        guard field.first == "=" else { return nil }
        var bytes: [UInt8] = []
        var utf8 = Array(field.dropFirst().utf8)[...]
        while let byte = utf8.first {
            utf8 = utf8.dropFirst()
            if byte == 0x25 {
                guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else { return nil }
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return .some(String(decoding: bytes, as: UTF8.self))
    }

    static func number(_ value: CGFloat) -> String {
        let d = Double(value)
        return d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : "\(d)"
    }

    static func number(_ field: Substring) -> CGFloat? {
        Double(field).flatMap { $0.isFinite ? CGFloat($0) : nil }
    }

    /// A 64-bit FNV-1a hash, in 16 hex digits: fonts' files and windows' pixels.
    static func hash(_ bytes: UnsafeRawBufferPointer, into state: inout UInt64) {
        for byte in bytes {
            state ^= UInt64(byte)
            state = state &* 0x100_0000_01b3
        }
    }

    static let hashSeed: UInt64 = 0xcbf2_9ce4_8422_2325

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
