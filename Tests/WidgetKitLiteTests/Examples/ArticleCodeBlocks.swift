// Keeps the documentation honest: every Swift code block of the DocC articles must be code
// of this folder, which `swift test` compiles and runs.
import Foundation
import Testing

extension Examples {
    @Suite struct ArticleCodeBlocks {
        static let examplesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        static let catalog = examplesDirectory.appendingPathComponent("../../../Sources/WidgetKitLite/WidgetKitLite.docc").standardized

        /// The ```swift blocks of an article, without blocks that start with `// UIKit` (the
        /// UIKit originals shown for comparison).
        static func swiftBlocks(in markdown: String) -> [[String]] {
            var blocks: [[String]] = []
            var current: [String]?
            for line in markdown.components(separatedBy: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if current == nil, trimmed == "```swift" {
                    current = []
                } else if current != nil, trimmed == "```" {
                    if let block = current, block.first(where: { !$0.isEmpty }) != "// UIKit" { blocks.append(block) }
                    current = nil
                } else if current != nil {
                    current?.append(trimmed)
                }
            }
            return blocks
        }

        /// Whether `needle` occurs as consecutive elements of `haystack`.
        static func contains(_ haystack: [String], run needle: [String]) -> Bool {
            guard !needle.isEmpty else { return true }
            guard needle.count <= haystack.count else { return false }
            return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
        }

        @Test func everySwiftBlockIsExampleCode() throws {
            let fileManager = FileManager.default
            let exampleFiles = try fileManager.contentsOfDirectory(atPath: Self.examplesDirectory.path).filter { $0.hasSuffix(".swift") }
            let examples = try exampleFiles.map { name in
                try String(contentsOf: Self.examplesDirectory.appendingPathComponent(name), encoding: .utf8)
                    .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            }
            let articles = try fileManager.contentsOfDirectory(atPath: Self.catalog.path).filter { $0.hasSuffix(".md") }
            #expect(articles.count >= 6)
            var blockCount = 0
            for article in articles {
                let text = try String(contentsOf: Self.catalog.appendingPathComponent(article), encoding: .utf8)
                for block in Self.swiftBlocks(in: text) {
                    blockCount += 1
                    let lines = block.filter { !$0.isEmpty }
                    let imports = lines.filter { $0.hasPrefix("import ") }
                    let code = lines.filter { !$0.hasPrefix("import ") }
                    let found = examples.contains { file in
                        imports.allSatisfy(file.contains) && Self.contains(file, run: code)
                    }
                    #expect(found, "\(article): this code block is not in Tests/WidgetKitLiteTests/Examples:\n\(block.joined(separator: "\n"))")
                }
            }
            #expect(blockCount >= 15)
        }
    }
}
