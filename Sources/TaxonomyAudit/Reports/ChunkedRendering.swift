import CategoryMapping
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// Renders a long run of report items (findings, lines) in order, a chunk of items at a time, each chunk into
/// bytes of its own. A report with many items renders on every core, one chunk per lane, and hands the chunks on
/// in item order while later ones are still rendering: the bytes are the same as rendering on one thread, since a
/// chunk depends on nothing but its items. A short report renders on the calling thread and starts no thread.
enum ChunkedRendering {
    /// Items rendered into one chunk.
    static let itemsPerChunk = 4096
    /// Reports with fewer items render on the calling thread.
    static let minimumItemsForThreads = 4 * itemsPerChunk
    /// Chunks rendered ahead of the one written out next, per lane: a lane keeps rendering while a chunk is
    /// written, and the bytes held stay a few chunks, never the report.
    static let chunksAheadPerLane = 2

    /// Renders `0..<count` with `render(range, bytes)`, which writes the items of `range` into `bytes` from
    /// nothing but the items, and hands the bytes on to `out` in order. `lanes` chunks are rendered at a time
    /// (nil: one per core, when there are at least `minimumItemsForThreads` items); the lane that finishes the
    /// chunk due next writes it out, and every chunk after it already rendered, while the others render on.
    static func render(_ count: Int, to out: inout BufferedOutput, lanes: Int? = nil,
                       _ render: (Range<Int>, inout ReportBytes) -> Void) {
        let chunkCount = (count + itemsPerChunk - 1) / itemsPerChunk
        func items(ofChunk chunk: Int) -> Range<Int> { chunk * itemsPerChunk..<min(count, (chunk + 1) * itemsPerChunk) }
        let lanes = min(chunkCount, max(1, lanes ?? (count < minimumItemsForThreads ? 1 : min(ProcessInfo.processInfo.activeProcessorCount, 8))))
        guard lanes > 1 else {
            var bytes = ReportBytes()
            for chunk in 0..<chunkCount {
                render(items(ofChunk: chunk), &bytes)
                out.write(utf8: bytes.bytes)
                bytes.removeAll()
            }
            return
        }
        let pipeline = ChunkPipeline(chunkCount: chunkCount, slots: chunksAheadPerLane * lanes)
        var slots = Array(repeating: ReportBytes(), count: pipeline.slots)
        // A slot belongs to the lane rendering its chunk, then to the one writing it out; the pipeline's mutex
        // hands it from one to the other, and lets one lane write at a time.
        withUnsafeMutablePointer(to: &out) { out in
            slots.withUnsafeMutableBufferPointer { slots in
                DispatchQueue.concurrentPerform(iterations: lanes) { _ in
                    while let chunk = pipeline.claim() {
                        render(items(ofChunk: chunk), &slots[chunk % slots.count])
                        pipeline.rendered(chunk) { chunk in
                            out.pointee.write(utf8: slots[chunk % slots.count].bytes)
                            slots[chunk % slots.count].removeAll()
                        }
                    }
                }
            }
        }
    }
}

/// Which chunks are claimed, rendered and written out, for lanes rendering chunk `n` into slot `n % slots`.
/// A chunk is claimed only once its slot's previous chunk is written out; chunks are written in order, by one
/// lane at a time.
private final class ChunkPipeline: @unchecked Sendable {
    let chunkCount: Int
    let slots: Int
    /// Chunks handed to a lane so far: the next one claimed is this.
    private var claimed = 0
    /// Chunks written out so far: the next one due is this.
    private var written = 0
    /// By slot, whether its chunk is rendered and not yet written out.
    private var isRendered: [Bool]
    /// Whether a lane is writing chunks out.
    private var isWriting = false
    /// Guards the counts; waited on until a chunk is written out, which frees its slot.
    private let lock = Lock()

    init(chunkCount: Int, slots: Int) {
        self.chunkCount = chunkCount
        self.slots = slots
        isRendered = Array(repeating: false, count: slots)
    }

    /// The next chunk to render, once its slot is free; nil when every chunk is claimed.
    func claim() -> Int? {
        lock.locked {
            while claimed < chunkCount && claimed - written >= slots { lock.wait() }
            guard claimed < chunkCount else { return nil }
            claimed += 1
            return claimed - 1
        }
    }

    /// Marks `chunk` rendered. Unless another lane is writing, this one then writes out with `write` the chunk
    /// due next and each rendered after it in order, until one due is still rendering (its lane writes it).
    func rendered(_ chunk: Int, write: (Int) -> Void) {
        lock.locked {
            isRendered[chunk % slots] = true
            guard !isWriting else { return }
            isWriting = true
            while isRendered[written % slots] {
                let due = written
                lock.unlocked { write(due) }
                isRendered[due % slots] = false
                written += 1
                lock.wakeAll()
            }
            isWriting = false
        }
    }
}
