#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Gives the allocator's free memory back to the system. Backing stores under
/// `Bitmap.mappingThreshold` come from the heap, and glibc keeps freed heap memory in the
/// process: after the renderer frees stores at rest (rows scrolled away), trimming returns
/// their pages, so resident memory comes back to what the window shows.
@MainActor
enum HeapTrim {
    /// Whether trimming runs (benchmarks turn it off to measure what it gives back).
    static var isEnabled = true

    /// Bytes of stores freed before a trim is worth its cost (smaller frees are reused soon).
    nonisolated static let threshold = 256 * 1024

    /// Releases free heap pages to the system (`malloc_trim(0)`: every arena, free pages in
    /// the middle of the heap too). A few hundred microseconds for a heap of some megabytes;
    /// called at rest, not per frame.
    static func returnFreeMemory() {
        guard isEnabled, let trim = Self.mallocTrim else { return }
        _ = trim(0)
    }

    /// glibc's `malloc_trim`, looked up in the process (the Glibc module does not export
    /// <malloc.h>); nil with another C library.
    private nonisolated static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
            guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
            return nil
        #endif
    }()
}
