/// Applies edits to a text mapping file, keeping everything else byte for byte: comments, blank lines,
/// order, line endings, the byte-order mark and the final newline (or its absence). A text file holds one
/// entry a line, so an edit's position names a line; an edit whose position is no entry's changes nothing,
/// and an addition goes to the file's one list.
enum MappingRewriter {
    /// The file's new contents after `edits`.
    static func apply(_ edits: [MappingEdit], to file: MappingFile) -> String {
        String(decoding: contents(after: edits, to: file), as: UTF8.self)
    }

    /// The file's new contents after `edits`, as UTF-8. The lines are named by number and written straight from
    /// the text as read: a million-line file is rewritten without a string per line.
    private static func contents(after edits: [MappingEdit], to file: MappingFile) -> [UInt8] {
        let lines = file.text.lines
        // The first entry of each line, by line number (0: none).
        var entryOfLine = [Int32](repeating: 0, count: lines.count + 1)
        for (index, entry) in file.entries.enumerated().reversed() where entry.line >= 1 && entry.line <= lines.count {
            entryOfLine[entry.line] = Int32(index + 1)
        }
        let entry = { (line: Int) -> MappingEntry? in
            line >= 1 && line <= lines.count && entryOfLine[line] > 0 ? file.entries[Int(entryOfLine[line]) - 1] : nil
        }
        let isEntry = { (position: EntryPosition) in entry(position.line)?.column == position.column }
        var replacements: [Int: String] = [:]
        var deleted: [Bool] = []
        var additions: [(identifier: String, isExclusion: Bool)] = []
        for edit in edits {
            switch edit {
            case .replace(let position, let identifier): if isEntry(position) { replacements[position.line] = identifier }
            case .delete(let position):
                guard isEntry(position) else { continue }
                if deleted.isEmpty { deleted = [Bool](repeating: false, count: lines.count + 1) }
                deleted[position.line] = true
            case .add(_, let identifier, let isExclusion): additions.append((identifier, isExclusion))
            }
        }
        // The lines written, in order: a line number, or -(k + 1) for the k-th addition.
        var pieces: [Int32] = []
        pieces.reserveCapacity(lines.count + additions.count)
        for line in lines where deleted.isEmpty || !deleted[line.number] { pieces.append(Int32(line.number)) }
        let text = { (piece: Int32) -> String in
            guard piece > 0 else { return (additions[Int(-piece) - 1].isExclusion ? "!" : "") + additions[Int(-piece) - 1].identifier }
            let line = lines[Int(piece) - 1]
            guard let identifier = replacements[line.number], let entry = entry(line.number) else { return line.text }
            return replacingEntry(in: line.text, entry: entry, with: identifier)
        }
        // The identifier of a piece that holds an entry.
        let key = { (piece: Int32) -> String? in
            guard piece > 0 else { return additions[Int(-piece) - 1].identifier }
            return replacements[Int(piece)] ?? entry(Int(piece))?.text
        }
        for addition in additions.indices {
            let index = insertionIndex(for: additions[addition].identifier, pieces: pieces, key: key, text: text)
            pieces.insert(Int32(-(addition + 1)), at: index)
        }
        // A new line takes the file's first line ending; every kept line keeps its own.
        let ending = file.text.lineEnding
        var out: [UInt8] = []
        out.reserveCapacity(file.text.data.count + 64)
        if file.text.hasByteOrderMark { out.append(contentsOf: [0xEF, 0xBB, 0xBF]) }
        let hadFinalNewline = file.text.endsWithNewline || lines.isEmpty
        for (index, piece) in pieces.enumerated() {
            let edited = piece < 0 || replacements[Int(piece)] != nil
            append(edited ? text(piece) : lines[Int(piece) - 1].text, to: &out)
            if index < pieces.count - 1 || hadFinalNewline || !additions.isEmpty {
                let own = piece > 0 ? lines[Int(piece) - 1].ending : ""
                append(own.isEmpty ? ending : own, to: &out)
            }
        }
        return out
    }

    private static func append(_ text: String, to out: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ out.append(contentsOf: $0) }) == nil { out.append(contentsOf: text.utf8) }
    }

    /// `text` with the entry's identifier replaced, indentation, `!` and comment kept. The white space after
    /// `!` is skipped by the parser's own definition (`TextLines.isWhitespace`), so the identifier found is
    /// the one the parser read.
    static func replacingEntry(in text: String, entry: MappingEntry, with identifier: String) -> String {
        let scalars = text.unicodeScalars
        guard entry.column >= 1, let column = text.index(text.startIndex, offsetBy: entry.column - 1, limitedBy: text.endIndex) else {
            return text
        }
        var start = column
        if entry.isExclusion {
            guard start < scalars.endIndex, scalars[start] == "!" else { return text }
            start = scalars.index(after: start)
            while start < scalars.endIndex && TextLines.isWhitespace(scalars[start]) { start = scalars.index(after: start) }
        }
        let written = entry.text.unicodeScalars
        guard scalars[start...].starts(with: written) else { return text }
        let end = scalars.index(start, offsetBy: written.count)
        return String(scalars[..<start]) + identifier + String(scalars[end...])
    }

    /// Where a new entry goes: before the first greater entry when the entries are sorted, else after the
    /// last line that is not blank.
    private static func insertionIndex(for identifier: String, pieces: [Int32], key: (Int32) -> String?,
                                       text: (Int32) -> String) -> Int {
        let entries = pieces.indices.compactMap { index in key(pieces[index]).map { (index: index, key: $0) } }
        if entries.count >= 2 && zip(entries, entries.dropFirst()).allSatisfy({ $0.key <= $1.key }) {
            return entries.first(where: { $0.key > identifier })?.index ?? entries[entries.count - 1].index + 1
        }
        var end = pieces.count
        while end > 0 && text(pieces[end - 1]).trimmingWhitespace().isEmpty { end -= 1 }
        return end
    }
}
