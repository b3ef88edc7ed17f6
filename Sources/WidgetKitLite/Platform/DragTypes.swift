import Foundation

/// The type identifiers drag and drop and item providers speak (uniform type identifiers,
/// as UIKit's), and the MIME types they cross to other applications as (XDND offers and
/// asks for MIME types and a few legacy X names).
enum DragTypes {
    /// Plain text in UTF-8.
    static let utf8PlainText = "public.utf8-plain-text"
    /// Plain text of any encoding: what `utf8PlainText` conforms to.
    static let plainText = "public.plain-text"
    /// Text of any kind.
    static let text = "public.text"
    /// A URL of any scheme.
    static let url = "public.url"
    /// A `file:` URL; conforms to `url`.
    static let fileURL = "public.file-url"
    /// A PNG image; conforms to `image`.
    static let pngImage = "public.png"
    /// An image of any format.
    static let image = "public.image"
    /// Bytes of any kind: every type conforms to it.
    static let data = "public.data"
    /// Anything: every type conforms to it.
    static let item = "public.item"

    /// The MIME type of a list of URLs (RFC 2483).
    static let uriListMIME = "text/uri-list"
    /// The MIME type of UTF-8 text.
    static let utf8TextMIME = "text/plain;charset=utf-8"

    /// The MIME (or X) types a type identifier goes out as, preferred first; empty for a
    /// type that does not cross to other applications.
    static func mimeTypes(forTypeIdentifier identifier: String) -> [String] {
        switch identifier {
        case utf8PlainText, plainText, text: [utf8TextMIME, "UTF8_STRING", "text/plain", "STRING", "TEXT"]
        case url, fileURL: [uriListMIME]
        case pngImage, image: ["image/png"]
        default: []
        }
    }

    /// The type identifier an offered MIME (or X) type stands for; nil for a type the
    /// toolkit does not read. `text/uri-list` is `public.file-url` when every URL of the list
    /// is a file URL, which the type alone cannot say: it stands for `public.url` here and
    /// `public.file-url` conforms to it.
    static func typeIdentifier(forMIMEType mime: String) -> String? {
        switch mime.lowercased().replacingOccurrences(of: " ", with: "") {
        case utf8TextMIME, "text/plain;charset=utf8", "utf8_string": utf8PlainText
        case "text/plain", "string", "text": plainText
        case uriListMIME: fileURL
        case "image/png": pngImage
        default: nil
        }
    }

    /// The identifiers `identifier` conforms to, itself first (a small fixed hierarchy).
    static func conformances(of identifier: String) -> [String] {
        switch identifier {
        case utf8PlainText: [utf8PlainText, plainText, text, data, item]
        case plainText: [plainText, text, data, item]
        case fileURL: [fileURL, url, data, item]
        case url: [url, data, item]
        case pngImage: [pngImage, image, data, item]
        default: [identifier, data, item]
        }
    }

    /// Whether `identifier` is `other` or conforms to it.
    static func type(_ identifier: String, conformsTo other: String) -> Bool {
        conformances(of: identifier).contains(other)
    }
}
