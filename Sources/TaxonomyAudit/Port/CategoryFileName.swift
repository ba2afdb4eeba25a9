/// A category as the name of the file `audit port` writes it to (`CATEGORY.txt`): one plain path component,
/// so that no category a source file names can reach a file outside the output directory.
enum CategoryFileName {
    /// The longest category whose `.txt` file fits in a file name (`NAME_MAX`, 255 bytes).
    static let maximumLength = 251

    /// Why `category` cannot be a file name, or nil when it can: it must not be empty, start with `.`, hold
    /// `/`, `\` or a character that acts on a terminal (`TerminalText.needsEscape`: controls, line and paragraph
    /// separators, bidirectional controls), or be longer than `maximumLength` bytes.
    static func problem(with category: String) -> String? {
        if category.isEmpty { return "it is empty" }
        if category.hasPrefix(".") { return "it starts with `.`" }
        if category.utf8.count > maximumLength { return "it is longer than \(maximumLength) bytes" }
        for scalar in category.unicodeScalars {
            switch scalar {
            case "/", "\\": return "it holds `\(scalar)`"
            case _ where TerminalText.needsEscape(scalar): return "it holds the control character \(TerminalText.escaped(String(scalar)))"
            default: continue
            }
        }
        return nil
    }

    /// The input error for the first list of `sources` whose category cannot name a file, naming the
    /// source and the line of its marker or key (none for a text file, which its file name names).
    static func check(_ sources: [any MappingSource]) throws {
        for source in sources {
            for (list, line) in zip(source.lists, source.listLines) {
                guard let problem = problem(with: list.category) else { continue }
                throw AuditError(path: source.path, line: line,
                                 message: "category \"\(list.category)\" cannot name a file (\(problem))")
            }
        }
    }
}
