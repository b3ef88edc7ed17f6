import Foundation

/// The Swift test `--to-test` writes: it replays the recording through the app's own code
/// to the frame the replay stopped at, and asserts that frame's pixels (their hash) and
/// view tree, and that the replay went as recorded. It needs the recording beside it and
/// a test target that imports the app's module (`@testable import`).
@MainActor
enum ReplayTestWriter {
    static func source(
        recording: URL, delegateClass: ApplicationDelegate.Type, frame: Int?, seconds: TimeInterval?, result: SessionReplay.Frame
    ) -> String {
        let qualified = String(reflecting: delegateClass)
        let module = qualified.split(separator: ".").first.map(String.init) ?? qualified
        let typeName = qualified.split(separator: ".").dropFirst().joined(separator: ".")
        let file = recording.lastPathComponent
        let stem = recording.deletingPathExtension().lastPathComponent
        let suite =
            "Replay" + stem.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            + "Tests"
        // Indented as the closing delimiter is (Swift strips that much from every line), so
        // the file is formatted as the project's lint wants it.
        let tree = result.viewTree.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        let fence = String(repeating: "#", count: max(1, longestRun(of: "#", in: tree) + 1))
        return """
            // Replays the session \(file) (recorded with WKL_RECORD) through \(module)'s own code and
            // asserts what frame \(result.frame) showed. Keep \(file) next to this file.
            // Written by `\(module) --replay \(file)\(frame.map { " --frame \($0)" } ?? "")\(seconds.map { " --at \($0)" } ?? "") --to-test`.
            import Foundation
            import Testing
            import WidgetKitLite
            @testable import \(module)

            @MainActor
            @Suite struct \(suite) {
                static let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("\(file)")

                @Test func replaysAsRecorded() throws {
                    let replay = try SessionReplay.run(Self.recording, delegateClass: \(typeName).self, toFrame: \(result.frame))
                    #expect(replay.stop == nil, "the replay stopped early")
                    #expect(replay.frame == \(result.frame))
                    #expect(replay.viewTree == Self.viewTree)
                    #expect(replay.pixelHash == "\(result.pixelHash)", "the pixels of frame \(result.frame) differ from the recorded replay's")
                }

                @Test func replaysTheSamePixelsTwice() throws {
                    let first = try SessionReplay.run(Self.recording, delegateClass: \(typeName).self, toFrame: \(result.frame))
                    let second = try SessionReplay.run(Self.recording, delegateClass: \(typeName).self, toFrame: \(result.frame))
                    #expect(first.image.pngData() == second.image.pngData())
                }

                /// The view tree of frame \(result.frame).
                static let viewTree = \(fence)\"\"\"
            \(tree)
                    \"\"\"\(fence)
            }

            """
    }

    private static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0, run = 0
        for c in text {
            run = c == character ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
