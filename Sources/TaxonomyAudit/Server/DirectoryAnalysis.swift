#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One audit (`AuditRun`) of a directory of mapping files as the editor sees it: the open documents' text in
/// place of what is on disk, every other mapping file the directory means (`MappingFormat.listed`) read from
/// disk, under the `.audit.json` that applies there. Files are named by their file name alone, so messages stay
/// short and each maps back to one URI.
struct DirectoryAnalysis {
    /// The directory, absolute.
    let directory: String
    /// The mapping sources audited, by file name.
    let files: [String: any MappingSource]
    /// The audit's context; nil when the configuration could not be read.
    let context: AuditContext?
    let findings: [Finding]
    /// Errors that kept a file (or, under the key "", the configuration) from being audited.
    let problems: [String: AuditError]
    /// The vocabulary completions and hovers draw from.
    var vocabulary: Vocabulary { context?.vocabulary ?? .builtin }

    /// Audits `directory`; `documents` maps the file names of open documents there to their text.
    static func run(directory: String, documents: [String: String]) -> DirectoryAnalysis {
        var problems: [String: AuditError] = [:]
        var names = Set(documents.keys)
        if let listed = try? FileManager.default.contentsOfDirectory(atPath: directory) {
            for name in listed where MappingFormat.listed(name) != nil {
                let path = PathText.appending(directory, name)
                if FileType(path) == .other { names.insert(name) }
            }
        }
        var files: [String: any MappingSource] = [:]
        for name in names.sorted() {
            do {
                let data = documents[name].map { Data($0.utf8) }
                    ?? FileManager.default.contents(atPath: PathText.appending(directory, name))
                guard let data else { throw AuditError.input(path: name, line: nil, message: "cannot read file") }
                // Found in the directory or opened in the editor, a file is read as listed: one that holds no list is
                // no mapping source, not an error.
                files[name] = try MappingFormat.named(name).read(path: name, data: data, listed: true)
            } catch let error as AuditError {
                problems[name] = error
            } catch {
                problems[name] = .input(path: name, line: nil, message: "\(error)")
            }
        }
        let ordered = files.keys.sorted().compactMap { files[$0] }
        do {
            let run = AuditRun(try Self.settings(directory: directory), sources: ordered)
            return DirectoryAnalysis(directory: directory, files: files, context: run.context,
                                     findings: Array(run.findings()), problems: problems)
        } catch {
            problems[""] = error as? AuditError ?? .input(path: AuditConfig.fileName, line: nil, message: "\(error)")
            return DirectoryAnalysis(directory: directory, files: files, context: nil, findings: [], problems: problems)
        }
    }

    /// The settings `audit check` would use in `directory`: the `.audit.json` found from there, else the defaults.
    private static func settings(directory: String) throws -> AuditSettings {
        var model = ModelOptions()
        if let found = AuditConfig.find(from: directory) {
            model.configPath = URL(fileURLWithPath: found, relativeTo: URL(fileURLWithPath: directory, isDirectory: true))
                .standardizedFileURL.path
        } else {
            model.noConfig = true
        }
        let silent = CommandIO(write: { _ in }, writeError: { _ in })
        return try AuditCommand(io: silent).settings(model, vocabularyPath: nil, paths: [])
    }

    // MARK: Diagnostics

    /// The `publishDiagnostics` diagnostics of the file `name`; `uri` names other files of the directory.
    func diagnostics(of name: String, uri: (String) -> String) -> [[String: Any]] {
        var diagnostics: [[String: Any]] = []
        for (key, problem) in problems.sorted(by: { $0.key < $1.key }) where key == name || key.isEmpty {
            let line = key == name ? max((problem.line ?? 1) - 1, 0) : 0
            diagnostics.append([
                "range": TextRange(start: TextPosition(line: line, character: 0), end: TextPosition(line: line, character: 0)).json,
                "severity": 1, "source": "audit", "code": "input-error", "message": problem.description,
            ])
        }
        guard let file = files[name] else { return diagnostics }
        for finding in findings where finding.path == name {
            var diagnostic: [String: Any] = [
                "range": Self.range(line: finding.line, column: finding.column, in: file).json,
                "severity": Self.severity(finding.severity), "source": "audit", "code": finding.rule.rawValue,
                "message": finding.message,
            ]
            let related = relatedInformation(finding, uri: uri)
            if !related.isEmpty { diagnostic["relatedInformation"] = related }
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    /// LSP's DiagnosticSeverity: error 1, warning 2, information 3.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }

    /// The entries a finding cites (`relatedLocations`); for a conflict, the other places its identifier is written.
    private func relatedInformation(_ finding: Finding, uri: (String) -> String) -> [[String: Any]] {
        var cited = finding.relatedLocations.map { (path: $0.path, line: $0.line, message: "\"\($0.identifier)\" is mapped here") }
        if finding.rule == .conflict, let context {
            cited += context.placements.filter {
                $0.entry.text == finding.subject && !($0.path == finding.path && $0.entry.line == finding.line)
            }.map { placement in
                (placement.path, placement.entry.line,
                 placement.entry.isExclusion ? "excluded from \(placement.category) here" : "mapped to \(placement.category) here")
            }
        }
        return cited.compactMap { item in
            guard let file = files[item.path] else { return nil }
            return ["location": ["uri": uri(item.path), "range": Self.range(line: item.line, column: nil, in: file).json],
                    "message": item.message]
        }
    }

    /// The range of what a finding at `line` and `column` points to: the entry there (its `!` to the end of its
    /// identifier), else from the column to the end of the line's text; the file's start when there is no line.
    static func range(line: Int?, column: Int?, in file: any MappingSource) -> TextRange {
        guard let line, line >= 1, line <= file.text.lines.count else {
            return TextRange(start: TextPosition(line: 0, character: 0), end: TextPosition(line: 0, character: 0))
        }
        let text = file.text.lines[line - 1].text
        let bom = line == 1 && file.text.hasByteOrderMark
        let onLine = file.entries.filter { $0.line == line }
        let entry = onLine.first { $0.column == column } ?? onLine.first
        let startColumn = column ?? entry?.column ?? 1
        let start = TextPositions.utf16Offset(ofColumn: startColumn, in: text, byteOrderMark: bom)
        var endIndex = text.endIndex
        if let entry, entry.column == startColumn,
           let from = text.index(text.startIndex, offsetBy: entry.column - 1, limitedBy: text.endIndex),
           let found = text.firstByteRange(of: entry.text, from: from) {
            endIndex = found.upperBound
        } else {
            while endIndex > text.startIndex, let last = text.unicodeScalars[..<endIndex].last, TextLines.isWhitespace(last) {
                endIndex = text.unicodeScalars.index(before: endIndex)
            }
        }
        let end = max(text.utf16.distance(from: text.startIndex, to: endIndex) + (bom ? 1 : 0), start)
        return TextRange(start: TextPosition(line: line - 1, character: start), end: TextPosition(line: line - 1, character: end))
    }
}
