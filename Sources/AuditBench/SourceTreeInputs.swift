import Foundation

/// A generated source tree for the source-scan case: many unmarked source files of several languages,
/// a few with a marked list, and a dependency folder a scan must not enter.
enum SourceTreeInputs {
    /// Writes `files` source files under `root`, one in `markedEvery` holding an `audit:category` list of
    /// `entries` of `identifiers`; returns how many entries the marked files hold.
    static func write(files: Int, markedEvery: Int, entries: Int, identifiers: [String], at root: URL) throws -> Int {
        let kinds = ["swift", "kt", "ts", "py", "go"]
        var written = 0
        for index in 0..<files {
            let kind = kinds[index % kinds.count]
            let directory = root.appendingPathComponent("module\(index / 100)/sub\(index % 10)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let marked = index % markedEvery == 0
            let labels = (0..<entries).map { identifiers[(index * entries + $0) % identifiers.count] }
            let text = marked ? markedFile(kind, labels) : plainFile(kind, index)
            try Data(text.utf8).write(to: directory.appendingPathComponent("File\(index).\(kind)"))
            if marked { written += entries }
        }
        // What a scan skips: a dependency folder holding marked files.
        let dependency = root.appendingPathComponent("node_modules/dependency")
        try FileManager.default.createDirectory(at: dependency, withIntermediateDirectories: true)
        try Data(markedFile("ts", ["not_an_identifier"]).utf8).write(to: dependency.appendingPathComponent("index.ts"))
        return written
    }

    private static func markedFile(_ kind: String, _ labels: [String]) -> String {
        let comment = kind == "py" ? "#" : "//"
        let elements = labels.map { "    \"\($0)\",\n" }.joined()
        switch kind {
        case "py": return "\(comment) audit:category soft\nSOFT = frozenset({\n\(elements)})\n"
        case "kt": return "\(comment) audit:category soft\nval soft = setOf(\n\(elements)    \"sofa\"\n)\n"
        case "go": return "package labels\n\n\(comment) audit:category soft\nvar Soft = []string{\n\(elements)}\n"
        default: return "\(comment) audit:category soft\nlet soft = [\n\(elements)]\n"
        }
    }

    /// About two kilobytes of ordinary code with strings and comments, and no marker.
    private static func plainFile(_ kind: String, _ index: Int) -> String {
        let comment = kind == "py" ? "#" : "//"
        return (0..<40).map { line in "\(comment) line \(line) of file \(index): labels are \"checked\" elsewhere\nx\(line) = \"value \(line)\"\n" }.joined()
    }
}
