@preconcurrency import Glibc
import Foundation

/// The kind of interface an app runs in — UIKit's `UIUserInterfaceIdiom`. A Linux desktop
/// is `.mac`: a pointer, a keyboard and resizable windows.
public enum UserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet.
    case pad = 1
    /// A television.
    case tv = 2
    /// A car's screen.
    case carPlay = 3
    /// A desktop computer: every WidgetKitLite app.
    case mac = 5
    /// A headset.
    case vision = 6
}

/// The machine the app runs on — UIKit's `UIDevice`.
@MainActor
public final class Device {
    /// This machine.
    public static let current = Device()

    /// `.mac`: a desktop.
    public let userInterfaceIdiom: UserInterfaceIdiom = .mac
    /// "Linux".
    public let systemName = "Linux"
    /// The distribution's version (`VERSION_ID` of `/etc/os-release`, e.g. "24.04"), else
    /// the kernel's release (`uname -r`).
    public let systemVersion: String
    /// The machine's host name.
    public let name: String
    /// The processor architecture (`uname -m`, e.g. "x86_64").
    public let model: String
    /// ``model``.
    public var localizedModel: String { model }

    private init() {
        var names = utsname()
        uname(&names)
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        let release = field(names.release)
        model = field(names.machine)
        name = ProcessInfo.processInfo.hostName
        let osRelease = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
        systemVersion = Self.versionID(inOSRelease: osRelease) ?? release
    }

    /// The `VERSION_ID` of an os-release file's text, without quotes; nil when absent.
    static func versionID(inOSRelease text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix("VERSION_ID=") {
            let value = line.dropFirst("VERSION_ID=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
            return value.isEmpty ? nil : value
        }
        return nil
    }
}
