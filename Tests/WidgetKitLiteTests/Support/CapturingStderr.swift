@preconcurrency import Glibc
import Foundation

/// What `body` writes on stderr (through file descriptor 2, as Xlib and the X11 host do).
func capturingStderr(_ body: () -> Void) -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("wkl-stderr-\(getpid()).txt").path
    fflush(stderr)
    let saved = dup(STDERR_FILENO)
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    dup2(file, STDERR_FILENO)
    body()
    fflush(stderr)
    dup2(saved, STDERR_FILENO)
    close(file)
    close(saved)
    defer { unlink(path) }
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}
