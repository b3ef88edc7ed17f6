import Foundation
import Testing
@testable import WidgetKitLite

/// Writes an `_XSETTINGS_SETTINGS` property as a manager would (byte order as asked).
private struct XSettingsWriter {
    var bigEndian = false
    var bytes: [UInt8] = []

    mutating func card16(_ v: UInt16) { bytes += bigEndian ? [UInt8(v >> 8), UInt8(v & 0xff)] : [UInt8(v & 0xff), UInt8(v >> 8)] }
    mutating func card32(_ v: UInt32) {
        let le = [UInt8(v & 0xff), UInt8(v >> 8 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 24)]
        bytes += bigEndian ? le.reversed() : le
    }
    mutating func padded(_ text: String) {
        let utf8 = Array(text.utf8)
        bytes += utf8 + Array(repeating: 0, count: (4 - utf8.count % 4) % 4)
    }
    mutating func header(serial: UInt32, count: UInt32) {
        bytes += [bigEndian ? 1 : 0, 0, 0, 0]
        card32(serial)
        card32(count)
    }
    mutating func setting(_ name: String, type: UInt8) {
        bytes += [type, 0]
        card16(UInt16(name.utf8.count))
        padded(name)
        card32(0)
    }
    mutating func integer(_ name: String, _ value: Int32) {
        setting(name, type: 0)
        card32(UInt32(bitPattern: value))
    }
    mutating func string(_ name: String, _ value: String) {
        setting(name, type: 1)
        card32(UInt32(value.utf8.count))
        padded(value)
    }
    mutating func color(_ name: String, _ r: UInt16, _ g: UInt16, _ b: UInt16, _ a: UInt16) {
        setting(name, type: 2)
        for v in [r, g, b, a] { card16(v) }
    }
}

@Suite struct XSettingsPropertyTests {
    private func sample(bigEndian: Bool) -> [UInt8] {
        var w = XSettingsWriter(bigEndian: bigEndian)
        w.header(serial: 7, count: 4)
        w.integer("Xft/DPI", 192 * 1024)
        w.string("Net/ThemeName", "Adwaita-dark")
        w.color("Gtk/Accent", 0x3584, 0xe4e4, 0x0000, 0xffff)
        w.integer("Net/DoubleClickTime", 400)
        return w.bytes
    }

    @Test func bothByteOrdersDecodeToTheSameSettings() throws {
        for bigEndian in [false, true] {
            let property = try XSettingsProperty.decode(sample(bigEndian: bigEndian)).get()
            #expect(property.serial == 7)
            #expect(property.values["Xft/DPI"] == .integer(192 * 1024))
            #expect(property.values["Net/ThemeName"] == .string("Adwaita-dark"))
            #expect(property.values["Gtk/Accent"] == .color(red: 0x3584, green: 0xe4e4, blue: 0, alpha: 0xffff))
            #expect(property.values["Net/DoubleClickTime"] == .integer(400))
        }
    }

    @Test func malformedPropertiesAreRefusedWithAReason() {
        func reason(_ bytes: [UInt8]) -> String? {
            if case .failure(let error) = XSettingsProperty.decode(bytes) { return error.description }
            return nil
        }
        #expect(reason([0, 0, 0]).map { $0.contains("under the 12-byte header") } == true)
        #expect(reason([7, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]).map { $0.contains("byte order 7") } == true)
        // Every truncation of a good property is refused, none read past the end.
        let good = sample(bigEndian: false)
        for length in 12..<good.count {
            #expect(reason(Array(good.prefix(length)))?.contains("runs past the end") == true)
        }
        var w = XSettingsWriter()
        w.header(serial: 1, count: 1)
        w.setting("Odd/Type", type: 9)
        w.card32(0)
        #expect(reason(w.bytes).map { $0.contains("type 9") } == true)
        var huge = XSettingsWriter()
        huge.header(serial: 1, count: 1_000_000)
        #expect(reason(huge.bytes).map { $0.contains("1000000 settings") } == true)
    }

    @Test func theDesktopSettingsGtkReads() throws {
        var w = XSettingsWriter()
        w.header(serial: 2, count: 9)
        w.integer("Xft/DPI", 144 * 1024)
        w.string("Net/ThemeName", "Adwaita-dark")
        w.string("Gtk/CursorThemeName", "DMZ-White")
        w.integer("Gtk/CursorThemeSize", 48)
        w.integer("Net/DoubleClickTime", 250)
        w.integer("Net/DoubleClickDistance", 8)
        w.integer("Net/CursorBlink", 0)
        w.integer("Net/CursorBlinkTime", 1200)
        w.integer("Gtk/EnableAnimations", 0)
        let (settings, ignored) = DesktopSettings.from(try XSettingsProperty.decode(w.bytes).get())
        #expect(ignored.isEmpty)
        #expect(settings.dotsPerInch == 144)
        #expect(settings.prefersDark == true)
        #expect(settings.cursorThemeName == "DMZ-White")
        #expect(settings.cursorSize == 48)
        #expect(settings.doubleClickInterval == 0.25)
        #expect(settings.doubleClickDistance == 8)
        #expect(settings.caretBlinks == false)
        #expect(settings.caretBlinkInterval == 1.2)
        #expect(settings.animationsEnabled == false)
    }

    @Test func absentSettingsStayNilAndBadOnesAreNamed() throws {
        var w = XSettingsWriter()
        w.header(serial: 3, count: 3)
        w.string("Xft/DPI", "192")
        w.integer("Net/DoubleClickTime", -5)
        w.string("Net/ThemeName", "Adwaita")
        let (settings, ignored) = DesktopSettings.from(try XSettingsProperty.decode(w.bytes).get())
        #expect(settings.dotsPerInch == nil && settings.doubleClickInterval == nil && settings.cursorSize == nil)
        #expect(settings.prefersDark == false)
        #expect(ignored == ["Xft/DPI is not an integer", "Net/DoubleClickTime -5 is outside 50…5000"])
    }
}
