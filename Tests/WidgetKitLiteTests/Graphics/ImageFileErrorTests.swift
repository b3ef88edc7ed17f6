@preconcurrency import Glibc
import Foundation
import Testing
import WidgetKitLite

/// What each kind of unusable file gives: a distinct `ImageError` kind with a one-line
/// message, without blocking on a FIFO or reading a device.
@Suite struct ImageFileErrorTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wkl-image-errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func error(loading url: URL) -> ImageError? {
        #expect(throws: ImageError.self) { try Image(contentsOfPNG: url) }
    }

    @Test func aDirectoryIsADirectory() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let error = error(loading: directory)
        #expect(error?.kind == .isDirectory)
        #expect(error?.description == "is a directory: \(directory.path)")
    }

    @Test func aFileThatCannotBeReadIsPermissionDenied() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url: URL
        if geteuid() == 0 {
            // Root reads any file of a normal file system; a write-only sysctl refuses it.
            url = URL(fileURLWithPath: "/proc/sys/vm/compact_memory")
        } else {
            url = directory.appendingPathComponent("secret.png")
            try ImageSamples.picture.writePNG(to: url)
            chmod(url.path, 0)
        }
        let error = error(loading: url)
        #expect(error?.kind == .permissionDenied)
        #expect(error?.description == "permission denied: \(url.path)")
    }

    @Test func aFIFOIsNotARegularFileAndDoesNotBlock() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // Should the loader open the FIFO and block, a writer opening and closing it ends the
        // read, so that a wrong outcome fails the test instead of hanging it.
        let done = Done()
        let path = fifo.path
        let writer = Thread {
            while !done.value {
                let fd = open(path, O_WRONLY | O_NONBLOCK)
                if fd >= 0 { close(fd) }
                usleep(20_000)
            }
        }
        writer.start()
        defer { done.value = true }
        let error = error(loading: fifo)
        #expect(error?.kind == .notRegularFile)
        #expect(error?.description == "not a regular file: \(fifo.path) (a FIFO)")
    }

    @Test func aLinkToADeviceIsNotARegularFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("zero.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")
        let error = error(loading: link)
        #expect(error?.kind == .notRegularFile)
        #expect(error?.description == "not a regular file: \(link.path) (a character device)")
    }

    @Test func anEmptyFileIsEmpty() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("empty.png")
        try Data().write(to: url)
        let error = error(loading: url)
        #expect(error?.kind == .emptyFile)
        #expect(error?.description == "empty file: \(url.path)")
    }

    @Test func aHeaderCutAfterTheSizeIsTruncated() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("cut.png")
        try Self.cutLargePNG.write(to: url)
        let error = error(loading: url)
        #expect(error?.kind == .truncatedData)
        #expect(error?.description.hasPrefix("truncated PNG data: \(url.path)") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func anImageOverThePixelBudgetIsTooLarge() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("huge.png")
        try Self.header(width: 16385, height: 1).write(to: url)
        #expect(error(loading: url)?.kind == .tooLarge)
        try Self.header(width: 8192, height: 8193).write(to: url)
        let error = error(loading: url)
        #expect(error?.kind == .tooLarge)
        #expect(error?.description == "image too large: \(url.path) (8192×8193 is over the budget of 67108864 pixels)")
    }

    /// The signature, an IHDR of 1-bit grey `width` × `height` pixels, and the start of an IDAT.
    static func header(width: Int, height: Int) -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let size = [width, height].flatMap { v in [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
        png.appendChunk("IHDR", Data(size + [1, 0, 0, 0, 0]))
        png.appendChunk("IDAT", TestPNG.storedZlib([UInt8](repeating: 0, count: 100)))
        return png
    }

    /// 69 bytes: the signature, an IHDR claiming 16384×4096 grey pixels, then an IDAT cut short.
    static let cutLargePNG = header(width: 16384, height: 4096).prefix(69)

    /// A flag shared with the FIFO writer thread.
    private final class Done: @unchecked Sendable {
        private let lock = NSLock()
        private var flag = false
        var value: Bool {
            get { lock.withLock { flag } }
            set { lock.withLock { flag = newValue } }
        }
    }
}
