import Foundation

/// A type an item provider can offer — UIKit's `NSItemProviderWriting`: `String`, `URL`
/// and `Image` conform.
public protocol ItemProviderWriting {
    /// The type identifiers the object can be written as, preferred first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The object's bytes as `typeIdentifier`; nil when it cannot be written so.
    func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data?
}

/// A type an item provider can load — UIKit's `NSItemProviderReading`: `String`, `URL` and
/// `Image` conform.
public protocol ItemProviderReading {
    /// The type identifiers the type reads, preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// The object `data` of `typeIdentifier` holds; throws an `ItemProviderError` when it
    /// holds none.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
    /// Every object `data` holds (a `text/uri-list` holds many URLs); one by default.
    static func objects(withItemProviderData data: Data, typeIdentifier: String) throws -> [Self]
}

extension ItemProviderReading {
    /// The one object `object(withItemProviderData:typeIdentifier:)` reads.
    public static func objects(withItemProviderData data: Data, typeIdentifier: String) throws -> [Self] {
        [try object(withItemProviderData: data, typeIdentifier: typeIdentifier)]
    }
}

extension String: ItemProviderWriting, ItemProviderReading {
    /// The types the value is written as, preferred first.
    public static var writableTypeIdentifiersForItemProvider: [String] { [DragTypes.utf8PlainText] }
    /// The types the value is read from, preferred first.
    public static var readableTypeIdentifiersForItemProvider: [String] { [DragTypes.utf8PlainText, DragTypes.plainText] }

    /// The text in UTF-8.
    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? {
        DragTypes.type(DragTypes.utf8PlainText, conformsTo: typeIdentifier) ? Data(utf8) : nil
    }

    /// The text, UTF-8 (invalid bytes become U+FFFD).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        String(decoding: data, as: UTF8.self)
    }
}

extension URL: ItemProviderWriting, ItemProviderReading {
    /// The types the value is written as, preferred first.
    public static var writableTypeIdentifiersForItemProvider: [String] { [DragTypes.fileURL, DragTypes.utf8PlainText] }
    /// The types the value is read from, preferred first.
    public static var readableTypeIdentifiersForItemProvider: [String] { [DragTypes.url] }

    /// A `text/uri-list` of the URL (typed `public.file-url` even for another scheme: it is
    /// the one list type X offers), or its text.
    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? {
        if DragTypes.type(DragTypes.fileURL, conformsTo: typeIdentifier) { return Data(URIList.format([self]).utf8) }
        if DragTypes.type(DragTypes.utf8PlainText, conformsTo: typeIdentifier) { return Data(absoluteString.utf8) }
        return nil
    }

    /// The first URL of a `text/uri-list`.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        guard let url = try objects(withItemProviderData: data, typeIdentifier: typeIdentifier).first else {
            throw ItemProviderError.cannotDecode(typeIdentifier)
        }
        return url
    }

    /// Every URL of a `text/uri-list`, in order (lines that are no URL left out).
    public static func objects(withItemProviderData data: Data, typeIdentifier: String) throws -> [URL] {
        URIList.parse([UInt8](data)).urls
    }
}

extension Image: ItemProviderWriting, ItemProviderReading {
    /// The types the value is written as, preferred first.
    public static var writableTypeIdentifiersForItemProvider: [String] { [DragTypes.pngImage] }
    /// The types the value is read from, preferred first.
    public static var readableTypeIdentifiersForItemProvider: [String] { [DragTypes.pngImage] }

    /// The image as PNG bytes (nil for an empty image).
    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? {
        guard DragTypes.type(DragTypes.pngImage, conformsTo: typeIdentifier) else { return nil }
        let file = Self.temporaryPNG()
        defer { try? FileManager.default.removeItem(at: file) }
        guard (try? writePNG(to: file)) != nil else { return nil }
        return try? Data(contentsOf: file)
    }

    /// The image of PNG bytes (read through a temporary file by the PNG reader).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Image {
        let file = temporaryPNG()
        defer { try? FileManager.default.removeItem(at: file) }
        try data.write(to: file)
        return try Image(contentsOfPNG: file)
    }

    private static func temporaryPNG() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("wkl-item-\(UUID().uuidString).png")
    }
}

extension NSString: ItemProviderWriting {
    /// The types the text is written as, as `String`'s: UIKit code hands item providers
    /// `name as NSString`. (Loading reads `String.self`: `NSString` is not a reading type.)
    public static var writableTypeIdentifiersForItemProvider: [String] { String.writableTypeIdentifiersForItemProvider }

    /// The text in UTF-8.
    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? {
        (self as String).itemProviderData(forTypeIdentifier: typeIdentifier)
    }
}
