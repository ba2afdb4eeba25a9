/// Line and column of byte offsets in a file: 1-based lines, 1-based columns in characters, as findings
/// show them (a UTF-8 byte-order mark is not a character of line 1).
struct LineIndex: Sendable {
    private let bytes: [UInt8]
    /// The offset each line starts at.
    private let starts: [Int]
    /// The offset of each line's first byte that is no ASCII (its end when it has none): columns before
    /// it are byte counts, so a line of many entries is not counted again for each.
    private let firstWide: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var firstWide: [Int] = []
        var wide: Int?
        let byteOrderMark = bytes.starts(with: Self.byteOrderMark) ? 3 : 0
        for (offset, byte) in bytes.enumerated() where (byte >= 0x80 && offset >= byteOrderMark) || byte == 0x0A {
            if byte == 0x0A {
                firstWide.append(wide ?? offset)
                wide = nil
                starts.append(offset + 1)
            } else if wide == nil {
                wide = offset
            }
        }
        firstWide.append(wide ?? bytes.count)
        self.starts = starts
        self.firstWide = firstWide
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The number of lines: one more than the newlines.
    var count: Int { starts.count }

    /// The 1-based line holding `offset`.
    func line(of offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The offset line `line` starts at.
    func start(ofLine line: Int) -> Int { starts[line - 1] }

    /// The offset just past line `line`'s newline (the end of the file for the last line).
    func end(ofLine line: Int) -> Int { line < starts.count ? starts[line] : bytes.count }

    /// The offset of line `line`'s newline (its CR, for a CRLF), or the end of the file.
    func contentEnd(ofLine line: Int) -> Int {
        var end = end(ofLine: line)
        if end > start(ofLine: line) && end <= bytes.count && end > 0 && bytes[end - 1] == 0x0A { end -= 1 }
        if end > start(ofLine: line) && bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The 1-based column, in characters, of `offset` on its line.
    func column(of offset: Int) -> Int {
        column(of: offset, onLine: line(of: offset))
    }

    /// The column of `offset` on `line`, the line that holds it.
    func column(of offset: Int, onLine line: Int) -> Int {
        var start = starts[line - 1]
        let wide = firstWide[line - 1]
        if start == 0 && bytes.starts(with: Self.byteOrderMark) && offset >= 3 { start = 3 }
        if offset <= wide { return offset - start + 1 }
        // Characters are counted from the ASCII byte before the first wide one, which a combining mark may join.
        let counted = max(start, wide - 1)
        return counted - start + String(decoding: bytes[counted..<offset], as: UTF8.self).count + 1
    }
}
