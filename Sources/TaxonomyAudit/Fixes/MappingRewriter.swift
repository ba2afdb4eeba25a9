/// Applies edits to a mapping file's text, keeping everything else byte for byte: comments, blank lines,
/// order, line endings, the byte-order mark and the final newline (or its absence).
public enum MappingRewriter {
    /// The file's new contents after `edits`.
    public static func apply(_ edits: [MappingEdit], to file: MappingFile) -> String {
        var replacements: [Int: String] = [:]
        var deletions = Set<Int>()
        var additions: [(identifier: String, excluded: Bool)] = []
        for edit in edits {
            switch edit {
            case .replace(let line, let identifier): replacements[line] = identifier
            case .delete(let line): deletions.insert(line)
            case .add(let identifier, let excluded): additions.append((identifier, excluded))
            }
        }
        let entriesByLine = Dictionary(file.entries.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        var lines: [String] = []
        var keys: [String?] = []  // the identifier of each line that holds an entry
        for line in file.text.lines where !deletions.contains(line.number) {
            let entry = entriesByLine[line.number]
            var text = line.text
            var key = entry?.identifier
            if let identifier = replacements[line.number], let entry {
                text = replacingEntry(in: text, entry: entry, with: identifier)
                key = identifier
            }
            lines.append(text)
            keys.append(key)
        }
        for addition in additions {
            let index = insertionIndex(for: addition.identifier, lines: lines, keys: keys)
            lines.insert((addition.excluded ? "!" : "") + addition.identifier, at: index)
            keys.insert(addition.identifier, at: index)
        }
        let ending = file.text.lineEnding
        var out = file.text.hasByteOrderMark ? "\u{FEFF}" : ""
        out += lines.joined(separator: ending)
        let hadFinalNewline = file.text.endsWithNewline || file.text.lines.isEmpty
        if !lines.isEmpty && (hadFinalNewline || !additions.isEmpty) { out += ending }
        return out
    }

    /// `text` with the entry's identifier replaced, indentation, `!` and comment kept.
    static func replacingEntry(in text: String, entry: MappingEntry, with identifier: String) -> String {
        let characters = Array(text)
        var start = entry.column - 1
        if entry.isExclusion {
            start += 1
            while start < characters.count && characters[start].isWhitespace { start += 1 }
        }
        let length = entry.identifier.count
        guard start + length <= characters.count, String(characters[start..<(start + length)]) == entry.identifier else {
            return text
        }
        return String(characters[..<start]) + identifier + String(characters[(start + length)...])
    }

    /// Where a new entry goes: before the first greater entry when the entries are sorted, else after the
    /// last line that is not blank.
    private static func insertionIndex(for identifier: String, lines: [String], keys: [String?]) -> Int {
        let entries = keys.indices.compactMap { index in keys[index].map { (index: index, key: $0) } }
        if entries.count >= 2 && zip(entries, entries.dropFirst()).allSatisfy({ $0.key <= $1.key }) {
            return entries.first(where: { $0.key > identifier })?.index ?? entries[entries.count - 1].index + 1
        }
        var end = lines.count
        while end > 0 && lines[end - 1].trimmingCharacters(in: .whitespaces).isEmpty { end -= 1 }
        return end
    }
}
