import Foundation
import Testing
@testable import WidgetKitLite

/// The `org.freedesktop.appearance` keys read into `DesktopSettings`, as the portal's
/// specification defines them; and the switch that turns the portal off.
struct PortalAppearanceTests {
    private func applied(_ key: String, _ value: DBusValue, to start: DesktopSettings = DesktopSettings())
        -> (DesktopSettings, PortalAppearance.Refusal?)
    {
        var settings = start
        let refusal = PortalAppearance.apply(key: key, value: value, to: &settings)
        return (settings, refusal)
    }

    @Test func colorSchemeIsDarkLightOrNoPreference() {
        #expect(applied("color-scheme", .variant(.uint32(1))).0.prefersDark == true)
        #expect(applied("color-scheme", .variant(.uint32(2))).0.prefersDark == false)
        var dark = DesktopSettings()
        dark.prefersDark = true
        #expect(applied("color-scheme", .variant(.uint32(0)), to: dark).0.prefersDark == nil)
        #expect(applied("color-scheme", .variant(.uint32(7)), to: dark).0.prefersDark == nil, "unknown values are 0")
        #expect(applied("color-scheme", .variant(.variant(.uint32(1)))).0.prefersDark == true, "double-wrapped")
    }

    @Test func accentColourIsSRGBInTheUnitRangeElseUnset() {
        let blue = applied("accent-color", .variant(.structure([.double(0.2), .double(0.4), .double(1)])))
        #expect(blue.0.accentColor == Color(red: 0.2, green: 0.4, blue: 1))
        #expect(blue.1 == nil)
        var tinted = DesktopSettings()
        tinted.accentColor = Color(red: 1, green: 0, blue: 0)
        for bad in [-0.1, 1.01, Double.nan, Double.infinity] {
            let out = applied("accent-color", .variant(.structure([.double(0.5), .double(bad), .double(0.5)])), to: tinted)
            #expect(out.0.accentColor == nil, "\(bad) is out of range: unset")
            #expect(out.1 == nil, "out of range is not a wrong type")
        }
    }

    @Test func contrastAndReducedMotionSayOnlyWhenSet() {
        #expect(applied("contrast", .variant(.uint32(1))).0.prefersHighContrast == true)
        #expect(applied("contrast", .variant(.uint32(0))).0.prefersHighContrast == nil)
        #expect(applied("reduced-motion", .variant(.uint32(1))).0.animationsEnabled == false)
        #expect(applied("reduced-motion", .variant(.uint32(0))).0.animationsEnabled == nil)
    }

    @Test func aWrongTypeIsRefusedNamingTheKeyAndLeavesTheFieldAlone() {
        var dark = DesktopSettings()
        dark.prefersDark = true
        let scheme = applied("color-scheme", .variant(.string("dark")), to: dark)
        #expect(scheme.0 == dark)
        #expect(
            scheme.1?.description == "org.freedesktop.appearance color-scheme has type s, not u; ignored")
        let accent = applied("accent-color", .variant(.structure([.double(0.5), .double(0.5)])))
        #expect(accent.1?.description == "org.freedesktop.appearance accent-color has type (dd), not (ddd); ignored")
        #expect(applied("contrast", .variant(.bool(true))).1?.key == "contrast")
        #expect(applied("reduced-motion", .variant(.double(1))).1?.expected == "u")
    }

    @Test func otherKeysAreLeftAlone() {
        let out = applied("cursor-size", .variant(.string("big")))
        #expect(out.0 == DesktopSettings())
        #expect(out.1 == nil)
        #expect(!PortalAppearance.reads("cursor-size"))
        #expect(PortalAppearance.reads("accent-color"))
    }

    @Test func theEnvironmentSwitchesThePortalAndNamesItsBus() {
        let on = Configuration(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"])
        #expect(on.settingsPortal.isWanted)
        #expect(on.settingsPortal.sessionBusAddress == "unix:path=/run/user/1000/bus")
        #expect(on.settingsPortal.replyTimeout == 3)
        let off = Configuration(environment: ["WKL_SETTINGS_PORTAL": "0", "DBUS_SESSION_BUS_ADDRESS": ""])
        #expect(!off.settingsPortal.isWanted)
        #expect(off.settingsPortal.sessionBusAddress == nil)
    }
}
