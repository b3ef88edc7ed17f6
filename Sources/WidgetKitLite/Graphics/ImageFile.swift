@preconcurrency import Glibc

/// A regular file opened for reading an image, or the `ImageError` saying why it cannot be:
/// missing, not readable, a directory, a FIFO, device or socket (never opened: no blocking,
/// no endless device), empty, or larger than `maximumSize`.
struct ImageFile {
    /// Files larger than this are refused as too large (1 GiB: far above any PNG within the
    /// pixel budget, which bounds reading time, not memory: the file is read as it decodes).
    static let maximumSize = 1 << 30

    /// The open file, positioned anywhere (readers rewind it).
    let stream: UnsafeMutablePointer<FILE>
    /// Its size when opened: readers never read more.
    let size: Int

    init(path: String) throws {
        var status = stat()
        // Links are followed: what matters is what they lead to.
        guard stat(path, &status) == 0 else { throw Self.error(errno: errno, path: path) }
        try Self.checkType(status, path: path)
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Self.error(errno: errno, path: path) }
        // The path may have been replaced between stat and open: check what was opened.
        guard fstat(fd, &status) == 0 else {
            let error = Self.error(errno: errno, path: path)
            Glibc.close(fd)
            throw error
        }
        do {
            try Self.checkType(status, path: path)
            guard status.st_size > 0 else { throw ImageError(kind: .emptyFile, path: path, detail: "") }
            guard status.st_size <= Self.maximumSize else {
                throw ImageError(
                    kind: .tooLarge, path: path, detail: "a file of \(status.st_size) bytes is over the maximum of \(Self.maximumSize)")
            }
        } catch {
            Glibc.close(fd)
            throw error
        }
        guard let stream = fdopen(fd, "rb") else {
            let error = Self.error(errno: errno, path: path)
            Glibc.close(fd)
            throw error
        }
        self.stream = stream
        size = Int(status.st_size)
    }

    /// Closes the file.
    func close() {
        fclose(stream)
    }

    /// Throws unless `status` describes a regular file.
    private static func checkType(_ status: stat, path: String) throws {
        let type = status.st_mode & S_IFMT
        if type == S_IFREG { return }
        if type == S_IFDIR { throw ImageError(kind: .isDirectory, path: path, detail: "") }
        let what =
            switch type {
            case S_IFIFO: "a FIFO"
            case S_IFCHR: "a character device"
            case S_IFBLK: "a block device"
            case S_IFSOCK: "a socket"
            default: "file type \(String(type, radix: 8))"
            }
        throw ImageError(kind: .notRegularFile, path: path, detail: what)
    }

    /// The error for a failed `stat` or `open`.
    private static func error(errno code: Int32, path: String) -> ImageError {
        switch code {
        case ENOENT, ENOTDIR: ImageError(kind: .fileNotFound, path: path, detail: "")
        case EACCES, EPERM: ImageError(kind: .permissionDenied, path: path, detail: "")
        case EISDIR: ImageError(kind: .isDirectory, path: path, detail: "")
        default: ImageError(kind: .readFailed, path: path, detail: String(cString: strerror(code)))
        }
    }
}
