import Foundation

/// `text/uri-list` (RFC 2483), the format files and links cross between applications in:
/// one URI per line, lines ending in CR LF, `#` lines are comments. Reading takes LF alone
/// too, trims spaces, skips blank lines and lines that are no URI; characters outside a
/// URI's set are percent-encoded by the sender and decoded by `URL` (`url.path` is the file
/// name with its spaces and UTF-8). Linear in the length of the list.
enum URIList {
    /// The URLs of a list, in order; lines that are no URL are left out (they are counted
    /// in `skipped`).
    static func parse(_ bytes: [UInt8]) -> (urls: [URL], skipped: Int) {
        var urls: [URL] = []
        var skipped = 0
        var start = 0
        let count = bytes.count
        while start < count {
            var end = start
            while end < count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var lineEnd = end
            while lineEnd > start, bytes[lineEnd - 1] == UInt8(ascii: "\r") || bytes[lineEnd - 1] == UInt8(ascii: " ") {
                lineEnd -= 1
            }
            var lineStart = start
            while lineStart < lineEnd, bytes[lineStart] == UInt8(ascii: " ") || bytes[lineStart] == UInt8(ascii: "\t") {
                lineStart += 1
            }
            if lineStart < lineEnd, bytes[lineStart] != UInt8(ascii: "#") {
                let line = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
                if let url = URL(string: line), url.scheme != nil { urls.append(url) } else { skipped += 1 }
            }
            start = end + 1
        }
        return (urls, skipped)
    }

    /// The list of `urls`, each line ending in CR LF.
    static func format(_ urls: [URL]) -> String {
        var text = ""
        for url in urls {
            text += url.absoluteString
            text += "\r\n"
        }
        return text
    }
}
