import CDBus
import Foundation

/// A signal as a connection's `signals` handler receives it, read into values: where it
/// comes from and what it carries.
struct DBusReceivedSignal: Equatable {
    /// The sender's unique name (":1.42").
    let sender: String
    /// The object that sent it.
    let path: String
    /// Its interface ("org.freedesktop.portal.Settings").
    let interface: String
    /// Its name ("SettingChanged").
    let member: String
    /// Its arguments (its body), in order.
    let payload: [DBusValue]

    /// The signal `message` holds (empty strings for missing header fields).
    init(_ message: OpaquePointer) {
        func text(_ field: UnsafePointer<CChar>?) -> String { field.map { String(cString: $0) } ?? "" }
        sender = text(dbus_message_get_sender(message))
        path = text(dbus_message_get_path(message))
        interface = text(dbus_message_get_interface(message))
        member = text(dbus_message_get_member(message))
        payload = DBusValue.readArguments(of: message)
    }
}
