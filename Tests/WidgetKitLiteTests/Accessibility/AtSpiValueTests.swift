import CDBus
import Foundation
import Testing
@testable import WidgetKitLite

/// Writes `values` into a real libdbus message (a method call, no bus involved) and reads
/// them back; also returns the message's signature as libdbus states it.
private func roundTrip(_ values: [DBusValue]) -> (values: [DBusValue], signature: String, written: Bool) {
    guard let message = dbus_message_new_method_call(nil, "/org/example/test", "org.example.Test", "Echo") else {
        return ([], "", false)
    }
    defer { dbus_message_unref(message) }
    let written = DBusValue.append(values, to: message)
    let signature = dbus_message_get_signature(message).map { String(cString: $0) } ?? ""
    return (DBusValue.readArguments(of: message), signature, written)
}

@Suite struct AtSpiValueTests {
    @Test func everyBasicTypeTravelsUnchanged() {
        let values: [DBusValue] = [
            .byte(200), .bool(true), .bool(false), .int16(-12_345), .uint16(54_321), .int32(-2_000_000_000),
            .uint32(4_000_000_000), .int64(-9_000_000_000_000), .uint64(18_000_000_000_000_000_000), .double(-0.125),
            .string("héllo wörld 👍🏽"), .objectPath("/org/a11y/atspi/accessible/7"), .signature("a{sv}"),
        ]
        let result = roundTrip(values)
        #expect(result.written)
        #expect(result.values == values)
        #expect(result.signature == "ybbnqiuxtdsog")
    }

    @Test func signaturesOfContainers() {
        #expect(DBusValue.strings(["a"]).signature == "as")
        #expect(DBusValue.emptyProperties.signature == "a{sv}")
        #expect(DBusValue.stringDictionary([("toolkit", "WidgetKitLite")]).signature == "a{ss}")
        #expect(DBusValue.structure([.string(":1.1"), .objectPath("/")]).signature == "(so)")
        #expect(DBusValue.variant(.int32(1)).signature == "v")
        #expect(DBusValue.dictEntry(.string("k"), .variant(.bool(true))).signature == "{sv}")
        #expect(DBusValue.array(element: "(so)", []).signature == "a(so)")
        #expect(DBusValue.structure([.int32(1), .structure([.double(2), .strings([])])]).signature == "(i(das))")
    }

    @Test func arraysDictionariesAndStructuresTravelUnchanged() {
        let reference = DBusValue.structure([.string(":1.42"), .objectPath("/org/a11y/atspi/accessible/root")])
        let values: [DBusValue] = [
            .array(element: "i", [.int32(1), .int32(-2), .int32(3)]),
            .array(element: "i", []),
            .strings(["push button", "", "label"]),
            .array(element: "(so)", [reference, reference]),
            reference,
            .array(
                element: "{sv}",
                [
                    .dictEntry(.string("Name"), .variant(.string("Save"))),
                    .dictEntry(.string("ChildCount"), .variant(.int32(3))),
                ]),
            .stringDictionary([("toolkit", "WidgetKitLite"), ("id", "save")]),
            .emptyProperties,
        ]
        let result = roundTrip(values)
        #expect(result.written)
        #expect(result.values == values)
        #expect(result.signature == "aiaiasa(so)(so)a{sv}a{ss}a{sv}")
    }

    @Test func nestedContainersAndVariantsTravelUnchanged() {
        let values: [DBusValue] = [
            .array(element: "ai", [.array(element: "i", [.int32(1)]), .array(element: "i", [])]),
            .variant(.array(element: "{sv}", [.dictEntry(.string("inner"), .variant(.variant(.double(2.5))))])),
            .structure([.string("x"), .structure([.uint32(7), .strings(["a", "b"])]), .variant(.objectPath("/a/b"))]),
            .array(element: "{sa(so)}", [.dictEntry(.string("k"), .array(element: "(so)", [.structure([.string(""), .objectPath("/")])]))]),
        ]
        let result = roundTrip(values)
        #expect(result.written)
        #expect(result.values == values)
        #expect(result.signature == "aaiv(s(uas)v)a{sa(so)}")
    }

    @Test func anAtSpiEventSignalCarriesItsFiveArguments() throws {
        let signal = try #require(
            dbus_message_new_signal("/org/a11y/atspi/accessible/3", "org.a11y.atspi.Event.Object", "StateChanged"))
        defer { dbus_message_unref(signal) }
        let arguments: [DBusValue] = [.string("focused"), .int32(1), .int32(0), .variant(.int32(0)), .emptyProperties]
        #expect(DBusValue.append(arguments, to: signal))
        #expect(dbus_message_get_signature(signal).map { String(cString: $0) } == "siiva{sv}")
        #expect(DBusValue.readArguments(of: signal) == arguments)
    }

    @Test func stringsWithNULCharactersAreWrittenWithoutThem() {
        let result = roundTrip([.string("a\0b\0\0c"), .strings(["\0x", "y\0"]), .variant(.string("\0"))])
        #expect(result.written)
        #expect(result.values == [.string("abc"), .strings(["x", "y"]), .variant(.string(""))])
    }

    @Test func aMessageWithoutArgumentsReadsAsNone() {
        #expect(roundTrip([]).values.isEmpty)
        #expect(roundTrip([]).signature == "")
    }

    @Test func unwrappedLooksThroughEveryVariant() {
        #expect(DBusValue.variant(.variant(.variant(.double(0.5)))).unwrapped == .double(0.5))
        #expect(DBusValue.int32(4).unwrapped == .int32(4))
        #expect(DBusValue.structure([.variant(.int32(1))]).unwrapped == .structure([.variant(.int32(1))]))
    }

    @Test func integerValueReadsEveryIntegerCaseAndNothingElse() {
        let integers: [(DBusValue, Int)] = [
            (.byte(255), 255), (.int16(-3), -3), (.uint16(65_535), 65_535), (.int32(-7), -7),
            (.uint32(4_294_967_295), 4_294_967_295), (.int64(-1 << 40), -1 << 40), (.uint64(42), 42),
        ]
        for (value, expected) in integers { #expect(value.integerValue == expected, "\(value)") }
        #expect(DBusValue.uint64(UInt64(Int.max)).integerValue == Int.max)
        #expect(DBusValue.uint64(UInt64(Int.max) + 1).integerValue == nil)
        for value: DBusValue in [.double(1), .bool(true), .string("1"), .variant(.int32(1))] {
            #expect(value.integerValue == nil, "\(value)")
        }
    }

    @Test func numberValueReadsDoublesAndIntegers() {
        #expect(DBusValue.double(0.25).numberValue == 0.25)
        #expect(DBusValue.int32(-5).numberValue == -5)
        #expect(DBusValue.byte(7).numberValue == 7)
        #expect(DBusValue.string("0.5").numberValue == nil)
        #expect(DBusValue.bool(true).numberValue == nil)
        #expect(DBusValue.variant(.double(1)).unwrapped.numberValue == 1)
    }

    @Test func stringValueReadsStringsPathsAndSignatures() {
        #expect(DBusValue.string("a").stringValue == "a")
        #expect(DBusValue.objectPath("/p").stringValue == "/p")
        #expect(DBusValue.signature("as").stringValue == "as")
        #expect(DBusValue.int32(1).stringValue == nil)
    }
}
