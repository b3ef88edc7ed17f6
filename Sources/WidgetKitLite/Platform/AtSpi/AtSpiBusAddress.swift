import CDBus
import Foundation

/// Finding the accessibility bus, the D-Bus bus screen readers listen on, the way GTK and
/// Qt do: `AT_SPI_BUS_ADDRESS` when set; else `org.a11y.Bus.GetAddress` on the session bus
/// (which starts `at-spi-bus-launcher` when needed); else the X root window's `AT_SPI_BUS`
/// property. Blocking: call it off the main thread.
enum AtSpiBusAddress {
    /// How long the session bus may take to answer `GetAddress`.
    static let sessionBusTimeoutMilliseconds: Int32 = 3_000

    /// The accessibility bus's address, or why there is none. `rootWindowProperty` is the
    /// root window's `AT_SPI_BUS` (read by the caller, on the main thread).
    static func find(
        _ settings: AccessibilityBridgeSettings, rootWindowProperty: String?
    ) -> Result<String, DBusFailure> {
        if let address = settings.busAddress { return .success(address) }
        var reasons: [String] = []
        if let session = settings.sessionBusAddress {
            switch askSessionBus(at: session) {
            case .success(let address): return .success(address)
            case .failure(let failure): reasons.append(failure.description)
            }
        } else {
            reasons.append("no session bus (DBUS_SESSION_BUS_ADDRESS is unset)")
        }
        if let property = rootWindowProperty, !property.isEmpty { return .success(property) }
        reasons.append("no AT_SPI_BUS property on the root window")
        return .failure(DBusFailure(doing: "find the accessibility bus", reason: reasons.joined(separator: "; ")))
    }

    /// `org.a11y.Bus.GetAddress` on the session bus at `address`.
    static func askSessionBus(at address: String) -> Result<String, DBusFailure> {
        DBusBusConnection.openRaw(address: address).flatMap { connection in
            defer { DBusBusConnection.close(raw: connection) }
            return getAddress(over: connection)
        }
    }

    /// The `GetAddress` call itself, blocking for at most `sessionBusTimeoutMilliseconds`.
    private static func getAddress(over connection: OpaquePointer) -> Result<String, DBusFailure> {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let call = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")
        else {
            return .failure(DBusFailure(doing: "ask the session bus", reason: "out of memory"))
        }
        defer { dbus_message_unref(call) }
        guard
            let reply = dbus_connection_send_with_reply_and_block(
                connection, call, sessionBusTimeoutMilliseconds, &error)
        else {
            return .failure(DBusFailure(error: &error, doing: "ask org.a11y.Bus for the accessibility bus"))
        }
        defer { dbus_message_unref(reply) }
        guard case .string(let found)? = DBusValue.readArguments(of: reply).first, !found.isEmpty else {
            return .failure(DBusFailure(doing: "ask org.a11y.Bus", reason: "the reply held no address"))
        }
        return .success(found)
    }
}
