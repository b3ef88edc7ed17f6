import CDBus
import Foundation

/// A D-Bus value as it travels on the wire: a basic value, or a container of values with
/// its D-Bus signature.
///
/// Messages are written with ``append(_:to:)`` and read with ``readArguments(of:)``. Strings
/// are written without NUL characters (D-Bus forbids them), so any Swift string can be sent.
indirect enum DBusValue: Equatable, Sendable {
    case byte(UInt8)
    case bool(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    /// An array whose elements have the signature `element`.
    case array(element: String, [DBusValue])
    /// A structure: its fields in order.
    case structure([DBusValue])
    /// A dictionary entry (only inside an array).
    case dictEntry(DBusValue, DBusValue)
    /// A value of any type, with its own signature.
    case variant(DBusValue)

    /// The value's D-Bus signature.
    var signature: String {
        switch self {
        case .byte: "y"
        case .bool: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .array(let element, _): "a" + element
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .variant: "v"
        }
    }

    // MARK: Shorthands

    /// An array of strings.
    static func strings(_ values: [String]) -> DBusValue { .array(element: "s", values.map(DBusValue.string)) }
    /// A string-to-string dictionary, `a{ss}`.
    static func stringDictionary(_ pairs: [(String, String)]) -> DBusValue {
        .array(element: "{ss}", pairs.map { .dictEntry(.string($0.0), .string($0.1)) })
    }
    /// An empty string-to-variant dictionary, `a{sv}`.
    static let emptyProperties = DBusValue.array(element: "{sv}", [])

    /// The string inside `.string`, `.objectPath` or `.signature`; nil otherwise.
    var stringValue: String? {
        switch self {
        case .string(let s), .objectPath(let s), .signature(let s): s
        default: nil
        }
    }

    /// The integer inside any integer case; nil otherwise.
    var integerValue: Int? {
        switch self {
        case .byte(let v): Int(v)
        case .int16(let v): Int(v)
        case .uint16(let v): Int(v)
        case .int32(let v): Int(v)
        case .uint32(let v): Int(v)
        case .int64(let v): Int(v)
        case .uint64(let v): v <= UInt64(Int.max) ? Int(v) : nil
        default: nil
        }
    }

    /// The number inside `.double` or any integer case; nil otherwise.
    var numberValue: Double? {
        if case .double(let v) = self { return v }
        return integerValue.map(Double.init)
    }

    /// The value inside `.variant`, else the value itself.
    var unwrapped: DBusValue {
        if case .variant(let inner) = self { return inner.unwrapped }
        return self
    }
}

// MARK: Writing and reading

/// D-Bus type codes, as libdbus's `DBUS_TYPE_…` macros (which Swift does not import).
enum DBusType {
    static func code(_ character: Character) -> Int32 { Int32(character.asciiValue ?? 0) }
    static let invalid: Int32 = 0
    static let array = code("a")
    static let structure = code("r")
    static let dictEntry = code("e")
    static let variant = code("v")
}

extension DBusValue {
    /// Appends the value to the message being written through `iterator`; false when
    /// libdbus refused it (out of memory).
    @discardableResult
    func append(to iterator: inout DBusMessageIter) -> Bool {
        func basic<T: BitwiseCopyable>(_ type: Character, _ value: T) -> Bool {
            var value = value
            return dbus_message_iter_append_basic(&iterator, DBusType.code(type), &value) != 0
        }
        func text(_ type: Character, _ string: String) -> Bool {
            let clean = string.contains("\0") ? string.replacingOccurrences(of: "\0", with: "") : string
            return clean.withCString { pointer in
                var pointer: UnsafePointer<CChar>? = pointer
                return dbus_message_iter_append_basic(&iterator, DBusType.code(type), &pointer) != 0
            }
        }
        func container(_ type: Int32, _ contained: String?, _ values: [DBusValue]) -> Bool {
            var sub = DBusMessageIter()
            let opened: Bool
            if let contained {
                opened = contained.withCString { dbus_message_iter_open_container(&iterator, type, $0, &sub) != 0 }
            } else {
                opened = dbus_message_iter_open_container(&iterator, type, nil, &sub) != 0
            }
            guard opened else { return false }
            var ok = true
            for value in values where ok { ok = value.append(to: &sub) }
            if !ok {
                dbus_message_iter_abandon_container(&iterator, &sub)
                return false
            }
            return dbus_message_iter_close_container(&iterator, &sub) != 0
        }
        switch self {
        case .byte(let v): return basic("y", v)
        case .bool(let v): return basic("b", dbus_bool_t(v ? 1 : 0))
        case .int16(let v): return basic("n", v)
        case .uint16(let v): return basic("q", v)
        case .int32(let v): return basic("i", v)
        case .uint32(let v): return basic("u", v)
        case .int64(let v): return basic("x", v)
        case .uint64(let v): return basic("t", v)
        case .double(let v): return basic("d", v)
        case .string(let v): return text("s", v)
        case .objectPath(let v): return text("o", v)
        case .signature(let v): return text("g", v)
        case .array(let element, let values): return container(DBusType.array, element, values)
        case .structure(let fields): return container(DBusType.structure, nil, fields)
        case .dictEntry(let key, let value): return container(DBusType.dictEntry, nil, [key, value])
        case .variant(let inner): return container(DBusType.variant, inner.signature, [inner])
        }
    }

    /// Reads the value `iterator` points at; nil at the end of the message.
    static func read(_ iterator: inout DBusMessageIter) -> DBusValue? {
        let type = dbus_message_iter_get_arg_type(&iterator)
        func basic<T: BitwiseCopyable>(_ zero: T) -> T {
            var value = zero
            dbus_message_iter_get_basic(&iterator, &value)
            return value
        }
        func text() -> String {
            var pointer: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&iterator, &pointer)
            return pointer.map { String(cString: $0) } ?? ""
        }
        func children() -> [DBusValue] {
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &sub)
            var values: [DBusValue] = []
            while let value = read(&sub) {
                values.append(value)
                dbus_message_iter_next(&sub)
            }
            return values
        }
        switch type {
        case DBusType.invalid: return nil
        case DBusType.code("y"): return .byte(basic(UInt8(0)))
        case DBusType.code("b"): return .bool(basic(dbus_bool_t(0)) != 0)
        case DBusType.code("n"): return .int16(basic(Int16(0)))
        case DBusType.code("q"): return .uint16(basic(UInt16(0)))
        case DBusType.code("i"): return .int32(basic(Int32(0)))
        case DBusType.code("u"): return .uint32(basic(UInt32(0)))
        case DBusType.code("x"): return .int64(basic(Int64(0)))
        case DBusType.code("t"): return .uint64(basic(UInt64(0)))
        case DBusType.code("d"): return .double(basic(Double(0)))
        case DBusType.code("s"): return .string(text())
        case DBusType.code("o"): return .objectPath(text())
        case DBusType.code("g"): return .signature(text())
        case DBusType.code("h"): return .uint32(basic(UInt32(0)))
        case DBusType.array:
            let signature = dbus_message_iter_get_signature(&iterator)
            let whole = signature.map { String(cString: $0) } ?? "a"
            if let signature { dbus_free(signature) }
            return .array(element: String(whole.dropFirst()), children())
        case DBusType.structure: return .structure(children())
        case DBusType.dictEntry:
            let pair = children()
            guard pair.count == 2 else { return .structure(pair) }
            return .dictEntry(pair[0], pair[1])
        case DBusType.variant: return .variant(children().first ?? .structure([]))
        default: return .structure([])
        }
    }

    /// The arguments of `message`, in order.
    static func readArguments(of message: OpaquePointer) -> [DBusValue] {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(message, &iterator) != 0 else { return [] }
        var values: [DBusValue] = []
        while let value = read(&iterator) {
            values.append(value)
            dbus_message_iter_next(&iterator)
        }
        return values
    }

    /// Appends `values` to `message`; false when libdbus refused one.
    @discardableResult
    static func append(_ values: [DBusValue], to message: OpaquePointer) -> Bool {
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        for value in values where !value.append(to: &iterator) { return false }
        return true
    }
}
