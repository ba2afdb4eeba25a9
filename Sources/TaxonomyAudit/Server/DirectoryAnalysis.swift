#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
    /// The findings of each file, in report order.
    private let findingsByFile: [String: [Finding]]
    /// The placements of each identifier a conflict is about, in context order.
    private let conflictPlacements: [String: [Placement]]
    /// Each file's entries by line.
    private let entryLines: [String: EntryLines]
    /// The vocabulary completions and hovers draw from.
    var vocabulary: Vocabulary { context?.vocabulary ?? .builtin }

    /// The most related locations one diagnostic lists.
    static let relatedInformationLimit = 20

    init(directory: String, files: [String: any MappingSource], context: AuditContext?, findings: [Finding],
         problems: [String: AuditError]) {
        self.directory = directory
        self.files = files
        self.context = context
        self.findings = findings
        self.problems = problems
        findingsByFile = Dictionary(grouping: findings, by: \.path)
        entryLines = files.mapValues(EntryLines.init)
        let subjects = Set(findings.lazy.filter { $0.rule == .conflict }.map(\.subject))
        conflictPlacements = subjects.isEmpty ? [:]
            : Dictionary(grouping: (context?.placements ?? []).filter { subjects.contains($0.entry.text) }, by: \.entry.text)
    }

    /// Audits `directory`, where `documents` maps the file names of open documents to their text, reusing
    /// what `cache` holds from the analyses before: a file is read again only when its text (on disk: its size,
    /// time or inode) changed, the settings only when the `.audit.json` did, and when nothing changed the last
    /// analysis is the answer.
    static func run(directory: String, documents: [String: String], cache: DirectoryCache) -> DirectoryAnalysis {
        var names = Set(documents.keys)
        if let listed = try? FileManager.default.contentsOfDirectory(atPath: directory) {
            for name in listed where MappingFormat.listed(name) != nil {
                let path = PathText.appending(directory, name)
                if FileType(path) == .other { names.insert(name) }
            }
        }
        var changed = cache.files.keys.contains { !names.contains($0) }
        cache.files = cache.files.filter { names.contains($0.key) }
        var files: [String: any MappingSource] = [:]
        var problems: [String: AuditError] = [:]
        for name in names.sorted() {
            let key: DirectoryCache.Key
            if let text = documents[name] {
                key = .text(text)
            } else {
                key = .disk(FileStamp(PathText.appending(directory, name)))
            }
            let result: Result<(any MappingSource)?, AuditError>
            if let cached = cache.files[name], cached.key == key, key != .disk(nil) {
                result = cached.result
            } else {
                changed = true
                result = read(name, in: directory, text: documents[name])
                cache.files[name] = (key, result)
            }
            switch result {
            case .success(let file?): files[name] = file
            case .success(nil): break
            case .failure(let error): problems[name] = error
            }
        }
        let configuration = AuditConfig.find(from: directory).map {
            URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL.path
        }
        let settingsKey = configuration.map { DirectoryCache.SettingsKey(path: $0, stamp: FileStamp($0)) }
        let settings: Result<AuditSettings, AuditError>
        if let cached = cache.settings, cached.key == settingsKey {
            settings = cached.result
        } else {
            changed = true
            cache.suggester = nil
            settings = Result { try Self.settings(configuration: configuration) }
                .mapError { $0 as? AuditError ?? .input(path: AuditConfig.fileName, line: nil, message: "\($0)") }
            cache.settings = (settingsKey, settings)
        }
        if !changed, let last = cache.last { return last }
        let analysis: DirectoryAnalysis
        switch settings {
        case .success(let settings):
            let ordered = files.keys.sorted().compactMap { files[$0] }
            let run = AuditRun(settings, sources: ordered, suggester: cache.suggester)
            cache.suggester = run.context.suggester
            analysis = DirectoryAnalysis(directory: directory, files: files, context: run.context,
                                         findings: Array(run.findings()), problems: problems)
        case .failure(let error):
            problems[""] = error
            analysis = DirectoryAnalysis(directory: directory, files: files, context: nil, findings: [], problems: problems)
        }
        cache.last = analysis
        return analysis
    }

    /// The file `name` of `directory` read from `text` (an open document's) or from disk; nil when it holds
    /// no list: found in the directory or opened in the editor, a file is read as listed, and one that holds
    /// no list is no mapping source, not an error.
    private static func read(_ name: String, in directory: String, text: String?) -> Result<(any MappingSource)?, AuditError> {
        do {
            let data = text.map { Data($0.utf8) } ?? FileManager.default.contents(atPath: PathText.appending(directory, name))
            guard let data else { throw AuditError.input(path: name, line: nil, message: "cannot read file") }
            return .success(try MappingFormat.named(name).read(path: name, data: data, listed: true))
        } catch let error as AuditError {
            return .failure(error)
        } catch {
            return .failure(.input(path: name, line: nil, message: "\(error)"))
        }
    }

    /// The settings `audit check` would use under `configuration` (the `.audit.json` found from the
    /// directory, absolute), else the defaults.
    private static func settings(configuration: String?) throws -> AuditSettings {
        var model = ModelOptions()
        if let configuration {
            model.configPath = configuration
        } else {
            model.noConfig = true
        }
        let silent = CommandIO(write: { _ in }, writeError: { _ in })
        return try AuditCommand(io: silent).settings(model, vocabularyPath: nil, paths: [])
    }

    // MARK: Diagnostics

    /// The `publishDiagnostics` diagnostics of the file `name`; `uri` names other files of the directory.
    func diagnostics(of name: String, uri: (String) -> String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (key, problem) in problems.sorted(by: { $0.key < $1.key }) where key == name || key.isEmpty {
            let line = key == name ? max((problem.line ?? 1) - 1, 0) : 0
            diagnostics.append(Diagnostic(
                range: TextRange(start: TextPosition(line: line, character: 0), end: TextPosition(line: line, character: 0)),
                severity: 1, code: "input-error", message: problem.description, related: []))
        }
        guard let file = files[name] else { return diagnostics }
        for finding in findingsByFile[name] ?? [] {
            diagnostics.append(Diagnostic(
                range: Self.range(line: finding.line, column: finding.column, in: file, entries: entryLines[name]),
                severity: Self.severity(finding.severity), code: finding.rule.rawValue, message: finding.message,
                related: relatedInformation(finding, uri: uri)))
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

    /// The entries a finding cites (`relatedLocations`); for a conflict, the other places its identifier is
    /// written; at most `relatedInformationLimit` of them.
    private func relatedInformation(_ finding: Finding, uri: (String) -> String) -> [Diagnostic.Related] {
        var cited: [(path: String, line: Int, message: String)] = finding.relatedLocations.lazy
            .filter { self.files[$0.path] != nil }.prefix(Self.relatedInformationLimit)
            .map { ($0.path, $0.line, "\"\($0.identifier)\" is mapped here") }
        if finding.rule == .conflict {
            cited += (conflictPlacements[finding.subject] ?? []).lazy.filter {
                !($0.path == finding.path && $0.entry.line == finding.line) && self.files[$0.path] != nil
            }.prefix(Self.relatedInformationLimit - cited.count).map { placement in
                (placement.path, placement.entry.line,
                 placement.entry.isExclusion ? "excluded from \(placement.category) here" : "mapped to \(placement.category) here")
            }
        }
        return cited.compactMap { item in
            guard let file = files[item.path] else { return nil }
            return Diagnostic.Related(uri: uri(item.path), range: Self.range(line: item.line, column: nil, in: file, entries: entryLines[item.path]),
                                      message: item.message)
        }
    }

    /// The range of what a finding at `line` and `column` points to: the entry there (its `!` to the end of its
    /// identifier), else from the column to the end of the line's text; the file's start when there is no line.
    /// `entries`, when given, are the file's by line.
    static func range(line: Int?, column: Int?, in file: any MappingSource, entries: EntryLines? = nil) -> TextRange {
        guard let line, line >= 1, line <= file.text.lines.count else {
            return TextRange(start: TextPosition(line: 0, character: 0), end: TextPosition(line: 0, character: 0))
        }
        let text = file.text.lines[line - 1].text
        let bom = line == 1 && file.text.hasByteOrderMark
        let onLine = entries?[line] ?? file.entries.filter { $0.line == line }
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

/// A diagnostic as `publishDiagnostics` sends it (`source` "audit"), compared with the one sent before.
struct Diagnostic: Equatable {
    /// A related location: `relatedInformation`.
    struct Related: Equatable {
        let uri: String
        let range: TextRange
        let message: String
    }

    let range: TextRange
    /// LSP's DiagnosticSeverity.
    let severity: Int
    let code: String
    let message: String
    let related: [Related]

    var json: [String: Any] {
        var json: [String: Any] = ["range": range.json, "severity": severity, "source": "audit", "code": code, "message": message]
        if !related.isEmpty {
            json["relatedInformation"] = related.map { ["location": ["uri": $0.uri, "range": $0.range.json], "message": $0.message] }
        }
        return json
    }
}

/// The entries of one file by line, so that each finding finds its entry without a pass over the file.
struct EntryLines {
    private let byLine: [Int: [MappingEntry]]

    init(_ file: any MappingSource) {
        byLine = Dictionary(grouping: file.entries, by: \.line)
    }

    /// The entries on `line`, in list order.
    subscript(line: Int) -> [MappingEntry] { byLine[line] ?? [] }
}

/// What the analyses of one directory reuse between changes (`DirectoryAnalysis.run(directory:documents:cache:)`).
final class DirectoryCache {
    /// What a file was read from: an open document's text, or the file on disk as it stood (nil: it could not
    /// be examined, so it is read every time).
    enum Key: Equatable {
        case text(String)
        case disk(FileStamp?)
    }

    struct SettingsKey: Equatable {
        let path: String
        let stamp: FileStamp?
    }

    /// Each file as read, by file name.
    fileprivate(set) var files: [String: (key: Key, result: Result<(any MappingSource)?, AuditError>)] = [:]
    /// The settings and the configuration they were made from (nil: none applies).
    fileprivate(set) var settings: (key: SettingsKey?, result: Result<AuditSettings, AuditError>)?
    fileprivate var suggester: Suggester?
    fileprivate var last: DirectoryAnalysis?

    /// Forgets the settings, so the next analysis makes them again (a file they read may have been saved).
    func forgetSettings() {
        settings = nil
    }
}

/// What a file on disk is, as far as a change goes: its device, inode, size and modification time.
struct FileStamp: Equatable {
    private let device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int

    /// Nil when `path` cannot be examined.
    init?(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
        seconds = Int(status.st_mtimespec.tv_sec)
        nanoseconds = Int(status.st_mtimespec.tv_nsec)
        #else
        seconds = Int(status.st_mtim.tv_sec)
        nanoseconds = Int(status.st_mtim.tv_nsec)
        #endif
    }
}
