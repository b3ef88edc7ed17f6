import Foundation
import Testing

@testable import WidgetKitLite

@MainActor @Suite struct DeviceScreenAndURLTests {
    @Test func theDeviceIsALinuxDesktop() {
        let device = Device.current
        #expect(device.userInterfaceIdiom == .mac)
        #expect(device.systemName == "Linux")
        #expect(!device.systemVersion.isEmpty && !device.name.isEmpty && !device.model.isEmpty)
        #expect(Device.versionID(inOSRelease: "NAME=\"Ubuntu\"\nVERSION_ID=\"24.04\"\n") == "24.04")
        #expect(Device.versionID(inOSRelease: "NAME=Arch\n") == nil, "a rolling release has none: the kernel's release is used")
    }

    @Test func aWindowIsOnItsScreensSizeAndScale() {
        let screen = HeadlessScreen(size: CGSize(width: 640, height: 480), scale: 2)
        let window = screen.makeWindow()
        #expect(window.screen.bounds == CGRect(x: 0, y: 0, width: 640, height: 480))
        #expect(window.screen.scale == 2 && window.screen.nativeBounds.width == 1280)
        let application = Application(display: .headless(screen)) { _ in }
        #expect(application.mainScreen.bounds.size == CGSize(width: 640, height: 480))
        let unopened = Application(display: .x11) { _ in }
        #expect(unopened.mainScreen.bounds.size == Theme.light.defaultScreenSize && unopened.mainScreen.scale == 1)
    }

    @Test func openHandsSupportedURLsToTheDesktopAndRefusesOthers() throws {
        let screen = HeadlessScreen()
        let application = Application(display: .headless(screen)) { _ in }
        let web = try #require(URL(string: "https://example.org/a"))
        var results: [Bool] = []
        #expect(application.canOpenURL(web))
        application.open(web) { results.append($0) }
        #expect(results == [true] && screen.openedURLs == [web])

        var lines: [String] = []
        let previous = Diagnostics.handler
        Diagnostics.handler = { lines.append($0) }
        defer { Diagnostics.handler = previous }
        let custom = try #require(URL(string: "myapp://settings"))
        #expect(!application.canOpenURL(custom))
        application.open(custom) { results.append($0) }
        #expect(results == [true, false] && screen.openedURLs == [web] && lines.count == 1)

        var noOpener = Configuration.process
        noOpener.urlOpener = nil
        let desktop = Application(display: .x11) { _ in }
        desktop.configuration = noOpener
        #expect(!desktop.canOpenURL(web), "without xdg-open nothing can be opened")
    }
}
