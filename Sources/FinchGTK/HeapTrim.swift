import CGtk
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps the C heap from holding on to memory the app freed, over hours of use.
///
/// glibc gives a block of at least its threshold (128 kB at first) a mapping of its own, returned to the
/// system when freed, but after the first such block is freed it raises the threshold to that block's
/// size, up to 32 MB: from then on a window-sized picture, a layer of a card in perspective and every
/// raster of colour text live inside the heap, and those freed among blocks still in use leave holes it
/// cannot give back. A Memorize soak showed it: no mapped blocks at all (`mmap_kb=0` in
/// `FINCH_REPORT_MEMORY`'s lines) and the heap's free part growing from 8 to 16 MB in ten minutes while
/// what was in use grew far less. So the threshold is fixed, and every `interval` seconds in which frames
/// were painted, `malloc_trim` returns the free pages inside the heap to the system.
///
/// At 256 kB, mid-sized blocks (text and image layers, scaled copies) still fragmented the heap: Landmarks'
/// heap crept about 0.6 MB a minute for as long as it ran, with nothing more allocated at the end of ten
/// minutes than of three; at 32 kB it stayed flat, and frames measured no slower (docs/architecture.md,
/// "Hours of use").
@MainActor
enum HeapTrim {
    /// Blocks of at least this many bytes get their own mapping (fixed, so glibc no longer raises it).
    static let mappingThreshold: Int32 = 32 * 1024
    static let interval: UInt32 = 10

    private static var framesSinceTrim = 0
    private static var installed = false

    /// Fixes the threshold and starts the trimming; once per process, in a GTK app (tests keep glibc's
    /// defaults).
    static func install() {
        guard !installed else { return }
        installed = true
        #if canImport(Glibc)
            mallopt(M_MMAP_THRESHOLD, mappingThreshold)
            g_timeout_add_seconds(interval, onTimer, nil)
        #endif
    }

    /// A frame was painted.
    static func noteFrame() {
        framesSinceTrim += 1
    }

    fileprivate static func trimIfActive() {
        guard framesSinceTrim > 0 else { return }
        framesSinceTrim = 0
        #if canImport(Glibc)
            malloc_trim(0)
        #endif
    }
}

private let onTimer: GSourceFunc = { _ in
    MainActor.assumeIsolated { HeapTrim.trimIfActive() }
    return 1
}
