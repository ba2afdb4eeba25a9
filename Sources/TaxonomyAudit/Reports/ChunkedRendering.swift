/// Renders a long run of report items (findings, lines) in order, a chunk of items at a time into bytes that are
/// then handed on: the bytes held stay one chunk, never the report.
enum ChunkedRendering {
    /// Items rendered into one chunk.
    static let itemsPerChunk = 4096

    /// Renders `0..<count` with `render(range, bytes)`, a chunk of items at a time, and hands the bytes on to `out`
    /// in order.
    static func render(_ count: Int, to out: inout BufferedOutput, _ render: (Range<Int>, inout ReportBytes) -> Void) {
        var bytes = ReportBytes()
        for start in stride(from: 0, to: count, by: itemsPerChunk) {
            render(start..<min(count, start + itemsPerChunk), &bytes)
            out.write(utf8: bytes.bytes)
            bytes.removeAll()
        }
    }
}
