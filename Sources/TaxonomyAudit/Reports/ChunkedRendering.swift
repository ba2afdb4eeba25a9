#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// Renders a long run of report items (findings, lines) in order, a chunk of items at a time, each chunk into
/// bytes of its own. A report with many items renders several chunks at once, one per core, and hands them on
/// in item order: the bytes are the same as rendering on one thread, since a chunk depends on nothing but its
/// items. A short report renders on the calling thread and starts no thread.
enum ChunkedRendering {
    /// Items rendered into one chunk.
    static let itemsPerChunk = 4096
    /// Reports with fewer items render on the calling thread.
    static let minimumItemsForThreads = 4 * itemsPerChunk

    /// Renders `0..<count` with `render(range, bytes)`, which writes the items of `range` into `bytes` from
    /// nothing but the items, and hands the bytes on to `out` in order. `lanes` chunks are rendered at a time
    /// (nil: one per core, when there are at least `minimumItemsForThreads` items).
    static func render(_ count: Int, to out: inout BufferedOutput, lanes: Int? = nil,
                       _ render: (Range<Int>, inout ReportBytes) -> Void) {
        let lanes = max(1, lanes ?? (count < minimumItemsForThreads ? 1 : min(ProcessInfo.processInfo.activeProcessorCount, 8)))
        var chunks = Array(repeating: ReportBytes(), count: lanes)
        var start = 0
        while start < count {
            let ranges = (0..<lanes).map { lane -> Range<Int> in
                let from = min(count, start + lane * itemsPerChunk)
                return from..<min(count, from + itemsPerChunk)
            }
            if lanes == 1 {
                render(ranges[0], &chunks[0])
            } else {
                // Each lane writes only its own chunk.
                chunks.withUnsafeMutableBufferPointer { chunks in
                    DispatchQueue.concurrentPerform(iterations: lanes) { lane in
                        if !ranges[lane].isEmpty { render(ranges[lane], &chunks[lane]) }
                    }
                }
            }
            for lane in chunks.indices {
                out.write(utf8: chunks[lane].bytes)
                chunks[lane].removeAll()
            }
            start += lanes * itemsPerChunk
        }
    }
}
