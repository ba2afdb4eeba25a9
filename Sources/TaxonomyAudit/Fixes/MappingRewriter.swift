/// Applies edits to a text mapping file, keeping everything else byte for byte: comments, blank lines,
/// order, line endings, the byte-order mark and the final newline (or its absence). A text file holds one
/// entry a line, so an edit's position names a line; an edit whose position is no entry's changes nothing,
/// and an addition goes to the file's one list.
enum MappingRewriter {
    /// The file's new contents after `edits`.
    static func apply(_ edits: [MappingEdit], to file: MappingFile) -> String {
        let entriesByLine = Dictionary(file.entries.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        let isEntry = { (position: EntryPosition) in entriesByLine[position.line]?.column == position.column }
        var replacements: [Int: String] = [:]
        var deletions = Set<Int>()
        var additions: [(identifier: String, isExclusion: Bool)] = []
        for edit in edits {
            switch edit {
            case .replace(let position, let identifier): if isEntry(position) { replacements[position.line] = identifier }
            case .delete(let position): if isEntry(position) { deletions.insert(position.line) }
            case .add(_, let identifier, let isExclusion): additions.append((identifier, isExclusion))
            }
        }
        var lines: [(text: String, ending: String)] = []
        var keys: [String?] = []  // the identifier of each line that holds an entry
        for line in file.text.lines where !deletions.contains(line.number) {
            let entry = entriesByLine[line.number]
            var text = line.text
            var key = entry?.text
            if let identifier = replacements[line.number], let entry {
                text = replacingEntry(in: text, entry: entry, with: identifier)
                key = identifier
            }
            lines.append((text, line.ending))
            keys.append(key)
        }
        // A new line takes the file's first line ending; every kept line keeps its own.
        let ending = file.text.lineEnding
        for addition in additions {
            let index = insertionIndex(for: addition.identifier, lines: lines, keys: keys)
            lines.insert(((addition.isExclusion ? "!" : "") + addition.identifier, ending), at: index)
            keys.insert(addition.identifier, at: index)
        }
        var out = file.text.hasByteOrderMark ? "\u{FEFF}" : ""
        let hadFinalNewline = file.text.endsWithNewline || file.text.lines.isEmpty
        for (index, line) in lines.enumerated() {
            out += line.text
            if index < lines.count - 1 || hadFinalNewline || !additions.isEmpty {
                out += line.ending.isEmpty ? ending : line.ending
            }
        }
        return out
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
    private static func insertionIndex(for identifier: String, lines: [(text: String, ending: String)], keys: [String?]) -> Int {
        let entries = keys.indices.compactMap { index in keys[index].map { (index: index, key: $0) } }
        if entries.count >= 2 && zip(entries, entries.dropFirst()).allSatisfy({ $0.key <= $1.key }) {
            return entries.first(where: { $0.key > identifier })?.index ?? entries[entries.count - 1].index + 1
        }
        var end = lines.count
        while end > 0 && lines[end - 1].text.trimmingWhitespace().isEmpty { end -= 1 }
        return end
    }
}
