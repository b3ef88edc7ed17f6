@preconcurrency import Glibc
import CX11

/// System V shared memory for MIT-SHM images (window buffers and upload staging).
@MainActor
enum X11SharedMemory {
    private static let permissions: Int32 = 0o600

    /// Makes a segment of `bytes`, attaches it here and on the server through `segment`
    /// (the `XShmSegmentInfo` an image was created with), and marks it for removal at once,
    /// so nothing leaks even on `kill -9`. The attach is synced inside an error trap: in
    /// another IPC namespace the server refuses it with BadAccess, asynchronously. Returns
    /// the client's address, or nil with no segment left behind (the caller keeps and frees
    /// `segment` and its image).
    static func attach(
        _ segment: UnsafeMutablePointer<XShmSegmentInfo>, bytes: Int, readOnly: Bool, display: OpaquePointer
    ) -> UnsafeMutableRawPointer? {
        let id = shmget(IPC_PRIVATE, bytes, IPC_CREAT | permissions)
        guard id >= 0 else { return nil }
        guard let address = shmat(id, nil, 0), address != wkl_shm_failed() else {
            shmctl(id, IPC_RMID, nil)
            return nil
        }
        segment.pointee.shmid = id
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = readOnly ? True : False
        var attached: Int32 = 0
        let error = X11Errors.trapping {
            attached = XShmAttach(display, segment)
            XSync(display, False)
        }
        shmctl(id, IPC_RMID, nil)
        guard attached != 0, error == nil else {
            shmdt(address)
            return nil
        }
        return address
    }
}
