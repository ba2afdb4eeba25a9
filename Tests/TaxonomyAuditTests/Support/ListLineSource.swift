import Foundation
@testable import TaxonomyAudit

/// A mapping source of the tests' own, shaped like the sources that hold several lists and several entries
/// on a line: each line is `category: entry, entry, …` (`!entry` for an exclusion). It renders edits in place,
/// by entry position: a replacement rewrites the entry's identifier, a removal takes the entry and one
/// separator, an addition goes to the end of its category's line.
struct ListLineSource: MappingSource {
    let path: String
    let text: TextLines
    let lists: [MappingList]

    init(path: String, _ contents: String) throws {
        self.path = path
        text = try TextLines(path: path, data: Data(contents.utf8))
        var lists: [MappingList] = []
        for line in text.lines where !line.text.isEmpty {
            guard let colon = line.text.firstIndex(of: ":") else {
                throw AuditError.input(path: path, line: line.number, message: "expected `category: entries`")
            }
            var entries: [MappingEntry] = []
            var column = line.text.distance(from: line.text.startIndex, to: colon) + 2
            for written in line.text[line.text.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: false) {
                let leading = written.prefix { $0 == " " }.count
                let entry = written.dropFirst(leading).trimmingCharacters(in: .whitespaces)
                if !entry.isEmpty {
                    let excluded = entry.hasPrefix("!")
                    entries.append(MappingEntry(text: excluded ? String(entry.dropFirst()) : entry, isExclusion: excluded,
                                                line: line.number, column: column + leading, suppressions: [],
                                                suppressionColumn: nil, comment: nil))
                }
                column += written.count + 1
            }
            lists.append(MappingList(path: path, category: String(line.text[..<colon]), entries: entries))
        }
        self.lists = lists
    }

    func rendering(_ edits: [MappingEdit]) -> String {
        let byPosition = Dictionary(entries.map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
        var lines = text.lines.map { Array($0.text) }
        // Right to left on each line, so the columns of the edits still to make stay where they were.
        for edit in edits.filter({ $0.position != nil }).sorted(by: { $0.position! > $1.position! }) {
            guard let position = edit.position, let entry = byPosition[position] else { continue }
            let start = position.column - 1 + (entry.isExclusion ? 1 : 0)
            let end = start + entry.text.count
            switch edit {
            case .replace(_, let identifier): lines[position.line - 1].replaceSubrange(start..<end, with: identifier)
            case .delete:
                var line = lines[position.line - 1]
                let from = position.column - 1
                if end + 2 <= line.count, line[end..<(end + 2)] == [",", " "] {
                    line.removeSubrange(from..<(end + 2))
                } else if from >= 2, line[(from - 2)..<from] == [",", " "] {
                    line.removeSubrange((from - 2)..<end)
                } else {
                    line.removeSubrange(from..<end)
                }
                lines[position.line - 1] = line
            case .add: break
            }
        }
        for case let .add(category, identifier, excluded) in edits {
            guard let list = lists.first(where: { $0.category == category }),
                  let line = text.lines.first(where: { $0.text.hasPrefix(category + ":") })?.number else { continue }
            lines[line - 1] += Array((list.entries.isEmpty ? " " : ", ") + (excluded ? "!" : "") + identifier)
        }
        return zip(lines, text.lines).map { String($0) + $1.ending }.joined()
    }

    func reread(_ contents: String) throws -> any MappingSource {
        try ListLineSource(path: path, contents)
    }

    func reason(for entry: MappingEntry) -> String? { nil }
}
