import Foundation
import Testing
@testable import WidgetKitLite

@MainActor @Suite struct ItemProviderTests {
    @Test func aStringIsUTF8PlainTextAndConformsToText() async {
        let provider = ItemProvider(object: "héllo")
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.url"))
        #expect(provider.canLoadObject(ofClass: String.self))
        #expect(!provider.canLoadObject(ofClass: URL.self))
        var loaded: String?
        provider.loadObject(ofClass: String.self) { text, error in
            #expect(error == nil)
            loaded = text
        }
        #expect(loaded == nil, "the completion runs after the call returned")
        await drainMainQueue()
        #expect(loaded == "héllo")
    }

    @Test func aFileURLIsAURIListAndText() async {
        let url = URL(fileURLWithPath: "/tmp/a b/ü.txt")
        let provider = ItemProvider(object: url)
        #expect(provider.registeredTypeIdentifiers == ["public.file-url", "public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.url"))
        var data: Data?
        provider.loadDataRepresentation(forTypeIdentifier: "public.file-url") { value, _ in data = value }
        var back: URL?
        provider.loadObject(ofClass: URL.self) { value, _ in back = value }
        await drainMainQueue()
        #expect(data.map { String(decoding: $0, as: UTF8.self) } == "file:///tmp/a%20b/%C3%BC.txt\r\n")
        #expect(back?.path == "/tmp/a b/ü.txt")
    }

    @Test func anImageRoundTripsThroughPNG() async {
        let image = Image(width: 2, height: 1, pixels: [0xFFFF_0000, 0xFF00_00FF])
        let provider = ItemProvider(object: image)
        #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
        var back: Image?
        provider.loadObject(ofClass: Image.self) { value, _ in back = value }
        await drainMainQueue()
        #expect(back?.width == 2)
        #expect(back?.pixel(x: 0, y: 0) == image.pixel(x: 0, y: 0))
        #expect(back?.pixel(x: 1, y: 0) == image.pixel(x: 1, y: 0))
    }

    @Test func aMissingTypeFailsWithUnavailableType() async {
        let provider = ItemProvider(object: "x")
        var error: Error?
        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { _, failure in error = failure }
        await drainMainQueue()
        #expect(error as? ItemProviderError == .unavailableType("public.png"))
    }

    @Test func aLoaderThatFailsReportsLoadFailed() async {
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text") { completion in completion(nil) }
        var error: Error?
        provider.loadObject(ofClass: String.self) { _, failure in error = failure }
        await drainMainQueue()
        #expect(error as? ItemProviderError == .loadFailed("public.utf8-plain-text"))
    }

    @Test func mimeTypesMapBothWays() {
        #expect(DragTypes.mimeTypes(forTypeIdentifier: "public.utf8-plain-text").prefix(3) == ["text/plain;charset=utf-8", "UTF8_STRING", "text/plain"])
        #expect(DragTypes.mimeTypes(forTypeIdentifier: "public.file-url") == ["text/uri-list"])
        #expect(DragTypes.mimeTypes(forTypeIdentifier: "public.url") == ["text/uri-list"])
        #expect(DragTypes.mimeTypes(forTypeIdentifier: "public.png") == ["image/png"])
        #expect(DragTypes.mimeTypes(forTypeIdentifier: "com.example.private").isEmpty)
        #expect(DragTypes.typeIdentifier(forMIMEType: "text/plain;charset=utf-8") == "public.utf8-plain-text")
        #expect(DragTypes.typeIdentifier(forMIMEType: "text/plain; charset=UTF-8") == "public.utf8-plain-text")
        #expect(DragTypes.typeIdentifier(forMIMEType: "UTF8_STRING") == "public.utf8-plain-text")
        #expect(DragTypes.typeIdentifier(forMIMEType: "text/plain") == "public.plain-text")
        #expect(DragTypes.typeIdentifier(forMIMEType: "text/uri-list") == "public.file-url")
        #expect(DragTypes.typeIdentifier(forMIMEType: "image/png") == "public.png")
        #expect(DragTypes.typeIdentifier(forMIMEType: "application/x-kde-cutselection") == nil)
    }
}

@Suite struct URIListTests {
    @Test func linesAreSplitTrimmedAndPercentDecoded() {
        let text = "# a comment\r\nfile:///home/me/My%20File.txt\r\n\r\n  https://example.com/a?b=c  \nnot a uri\r\nfile:///tmp/%E2%82%AC\r\n"
        let (urls, skipped) = URIList.parse(Array(text.utf8))
        #expect(urls.map(\.absoluteString) == ["file:///home/me/My%20File.txt", "https://example.com/a?b=c", "file:///tmp/%E2%82%AC"])
        #expect(urls[0].path == "/home/me/My File.txt")
        #expect(urls[2].path == "/tmp/€")
        #expect(skipped == 1)
    }

    @Test func formatEndsEveryLineInCRLF() {
        let urls = [URL(fileURLWithPath: "/a b"), URL(string: "https://x.org/")!]
        #expect(URIList.format(urls) == "file:///a%20b\r\nhttps://x.org/\r\n")
        #expect(URIList.parse(Array(URIList.format(urls).utf8)).urls == urls)
    }

    @Test func tenThousandFilesParseInOnePass() {
        let urls = (0..<10_000).map { URL(fileURLWithPath: "/data/dir with space/file \($0).txt") }
        let bytes = Array(URIList.format(urls).utf8)
        let clock = ContinuousClock()
        var parsed: [URL] = []
        let elapsed = clock.measure { parsed = URIList.parse(bytes).urls }
        #expect(parsed.count == 10_000)
        #expect(parsed.last?.path == "/data/dir with space/file 9999.txt")
        // Linear work: well under a second even in a debug build on a shared machine.
        #expect(elapsed < .seconds(2))
    }
}
