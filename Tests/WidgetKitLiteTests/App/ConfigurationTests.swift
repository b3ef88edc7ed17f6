import Foundation
import Testing
import WidgetKitLite

/// Every setting is parsed in one place; bad values give one line naming the variable.
@Suite struct ConfigurationTests {
    private func parse(_ environment: [String: String], _ arguments: [String] = []) -> (Configuration, [String]) {
        var lines: [String] = []
        let configuration = Configuration(environment: environment, arguments: arguments) { lines.append($0) }
        return (configuration, lines)
    }

    @Test func defaults() {
        let (c, lines) = parse([:])
        #expect(c == Configuration())
        #expect(c.display == nil && c.scale == nil && c.renderer == nil && c.appearance == nil)
        #expect(!c.isTracing && c.animationSpeed == 1 && c.reconnectionTimeout == nil)
        #expect(lines.isEmpty)
    }

    @Test func everyVariable() {
        let (c, lines) = parse([
            "DISPLAY": ":7", "WKL_SCALE": "2", "WKL_TRACE": "1", "WKL_RENDERER": "xrender",
            "WKL_ANIMATION_SPEED": "0.1", "WKL_RECONNECT": "5", "WKL_APPEARANCE": "dark",
        ])
        #expect(c.display == ":7")
        #expect(c.scale == 2)
        #expect(c.isTracing)
        #expect(c.renderer == .xrender)
        #expect(c.animationSpeed == 0.1)
        #expect(c.reconnectionTimeout == 5)
        #expect(c.appearance == .dark)
        #expect(lines.isEmpty)
    }

    @Test func traceIsOneRule() {
        #expect(!parse(["WKL_TRACE": "0"]).0.isTracing)
        #expect(!parse(["WKL_TRACE": ""]).0.isTracing)
        #expect(parse(["WKL_TRACE": "yes"]).0.isTracing)
    }

    @Test func noSharedMemoryMeansPutImage() {
        #expect(parse(["WKL_NO_SHM": "1"]).0.renderer == .putimage)
        #expect(parse(["WKL_NO_SHM": "0"]).0.renderer == nil)
        #expect(parse(["WKL_NO_SHM": "1", "WKL_RENDERER": "shm"]).0.renderer == .shm, "WKL_RENDERER wins")
    }

    @Test(arguments: [
        ("WKL_SCALE", "0.5"), ("WKL_SCALE", "nan"), ("WKL_SCALE", "9"), ("WKL_RENDERER", "opengl"),
        ("WKL_ANIMATION_SPEED", "-1"), ("WKL_ANIMATION_SPEED", "fast"), ("WKL_RECONNECT", "inf"),
        ("WKL_APPEARANCE", "sepia"),
    ])
    func badValuesSayWhichAndWhatIsUsed(name: String, value: String) {
        let (c, lines) = parse([name: value])
        #expect(lines.count == 1)
        #expect(lines.first?.contains("\(name)=\(value)") == true)
        #expect(lines.first?.contains("using") == true || lines.first?.contains("not reconnecting") == true)
        #expect(c == Configuration(), "the default is used")
    }

    @Test func commandLineOverridesTheEnvironment() {
        let (c, lines) = parse(["WKL_SCALE": "2", "DISPLAY": ":1"], ["--size", "10x10", "--scale", "3", "--display", ":4", "--renderer", "shm"])
        #expect(c.scale == 3)
        #expect(c.display == ":4")
        #expect(c.renderer == .shm)
        #expect(lines.isEmpty, "arguments the app owns (--size) are left alone")
        let (bad, badLines) = parse([:], ["--scale", "x"])
        #expect(bad.scale == nil)
        #expect(badLines.count == 1)
    }

    @Test func theAppGetsTheArgumentsTheLibraryDoesNotRead() {
        let arguments = ["--size", "10x10", "--scale", "3", "--screenshot", "a.png", "--display", ":4", "--renderer", "shm", "--appearance", "dark", "--at", "1"]
        #expect(Configuration.appArguments(arguments) == ["--size", "10x10", "--screenshot", "a.png", "--at", "1"])
        #expect(Configuration.appArguments(["--verbose", "--scale"]) == ["--verbose"], "a library option without its value is the library's")
        let (c, _) = parse([:], arguments)
        #expect(c.scale == 3 && c.display == ":4" && c.renderer == .shm && c.appearance == .dark)
    }

    @Test func scaleFromDPI() {
        #expect(Configuration.scale(forDPI: 96) == 1)
        #expect(Configuration.scale(forDPI: 192) == 2)
        #expect(Configuration.scale(forDPI: 144) == 2, "1.5 rounds to 2")
        #expect(Configuration.scale(forDPI: 120) == 1)
        #expect(Configuration.scale(forDPI: 48) == 1, "at least 1")
        #expect(Configuration.scale(forDPI: .nan) == 1)
        #expect(Configuration.scale(forDPI: 2000) == 8)
    }
}
