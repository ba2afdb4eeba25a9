#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A source file with marked lists, a JSON file or a property list, as a mapping source: its lists as
/// every rule sees them, its edits rendered in place (`ListEditor`), refusing those that would break the code.
struct EmbeddedSource: MappingSource {
    let path: String
    let text: TextLines
    let document: EmbeddedListDocument
    let lists: [MappingList]

    /// Reads `data` as the file at `path`; nil for a source file without markers found by listing a directory
    /// (`listed`), which is not a mapping source. A file named on its own with no list is an input error.
    init?(path: String, data: Data, listed: Bool) throws {
        if listed, SourceLanguage(path: path) != nil, !data.withUnsafeBytes({ SourceListReader.mayHoldMarkers($0) }) { return nil }
        text = try TextLines(path: path, data: data, maximumLineLength: nil)
        let bytes = [UInt8](data)
        guard let document = try EmbeddedListDocument.read(path: path, bytes: bytes) else {
            throw AuditError.input(path: path, line: nil, message: "not a mapping source: not a .txt, .json, .plist or source file of a known language")
        }
        if document.lists.isEmpty && !document.marksAList && SourceLanguage(path: path) != nil {
            if listed { return nil }
            throw AuditError.input(path: path, line: nil, message: "no list is marked here (mark one with an audit:category comment)")
        }
        self.path = path
        self.document = document
        var lists = document.lists.map { MappingList(path: path, category: $0.category, entries: $0.entries, branches: $0.branches) }
        if !document.straySuppressions.isEmpty, let first = lists.first {
            lists[0] = MappingList(path: path, category: first.category, entries: first.entries, straySuppressions: document.straySuppressions,
                                   branches: first.branches)
        }
        self.lists = lists
    }

    func rendering(_ edits: [MappingEdit]) -> String {
        document.renderingAccepted(edits)
    }

    /// Why each of `edits` cannot be made along with the ones before it that can (nil when it can).
    func refusals(_ edits: [MappingEdit]) -> [String?] {
        document.refusals(edits)
    }

    func reread(_ contents: String) throws -> any MappingSource {
        guard let source = try EmbeddedSource(path: path, data: Data(contents.utf8), listed: false) else {
            throw AuditError.input(path: path, line: nil, message: "no list is left after the edits")
        }
        return source
    }

    func reason(for entry: MappingEntry) -> String? { entry.comment }

    var skippedEntries: [SkippedEntry] { document.skipped }

    var repeatedKeys: [RepeatedKey] { document.repeatedKeys }

    var acceptsEveryEdit: Bool { false }

    func refusal(of edit: MappingEdit) -> String? {
        document.refusal(of: edit)
    }
}

extension AuditContext {
    /// Takes from `findings` the fixes a source cannot make (a removal that would leave a `case` without a
    /// pattern or an empty literal of no type, an exclusion in JSON), so none is offered; a finding left with
    /// no fix says why. Unchanged when every source is a text file.
    func withdrawRefusedFixes(from findings: inout FindingList) {
        // Each source's refusal check (one per path, the first source's), which holds the source: none is copied per edit.
        var refusers: [String: (MappingEdit) -> String?] = [:]
        for source in sources where !source.acceptsEveryEdit && refusers[source.path] == nil { refusers[source.path] = source.refusal(of:) }
        guard !refusers.isEmpty else { return }
        /// Why `fix` cannot be made: its first edit a source refuses.
        func refusal(of fix: Fix) -> String? {
            for edit in fix.edits {
                guard let refuser = refusers[edit.path] else { continue }
                // A replacement by what its own list already maps is made as a removal (`FixPlanner`).
                var change = edit.mappingEdit
                if case .replace(let position, let identifier) = change, listOf(edit, maps: identifier) {
                    change = .delete(position)
                }
                if let refusal = refuser(change) { return refusal }
            }
            return nil
        }
        /// Whether the source refuses to remove `finding`'s own entry.
        func refusesRemovingEntry(of finding: Finding) -> Bool {
            guard let position = finding.position, let refuser = refusers[finding.path] else { return false }
            return refuser(.delete(position)) != nil
        }
        for index in findings.indices {
            let finding = findings[index]
            // A repeat's one fix removes its own entry: that removal is asked about without writing the fix out,
            // which keeps a long list in code within 1.5 × the same list in a text file (`make bench`).
            if case .repeatedInList = finding.violation, !refusesRemovingEntry(of: finding) { continue }
            // Most findings lose no fix: their fixes are checked and dropped, and only the others built again.
            guard finding.fixes.contains(where: { refusal(of: $0) != nil }) else { continue }
            var reason: String?
            let offered = finding.fixes
            let fixes = offered.filter { fix in
                guard let refusal = refusal(of: fix) else { return true }
                reason = reason ?? refusal
                return false
            }
            let lostSafe = offered.contains { $0.applicability == .safe } && !fixes.contains { $0.applicability == .safe }
            let message = fixes.isEmpty ? finding.message + "; no fix is offered: " + (reason ?? "")
                : lostSafe ? finding.message + "; --fix leaves it: " + (reason ?? "") : finding.message
            findings[index] = Finding(rule: finding.rule, severity: finding.severity, category: finding.category, subject: finding.subject,
                                      path: finding.path, line: finding.line, column: finding.column, message: message,
                                      suggestions: finding.suggestions, related: finding.related, relatedLocations: finding.relatedLocations,
                                      group: finding.group, fixes: fixes)
        }
    }
}

extension FixEdit {
    /// The edit as its source renders it.
    var mappingEdit: MappingEdit {
        switch change {
        case .replace(let position, _, _, let identifier): return .replace(position, identifier: identifier)
        case .delete(let position): return .delete(position)
        case .add(let identifier, let isExclusion): return .add(category: category, identifier: identifier, isExclusion: isExclusion)
        }
    }
}

extension EmbeddedSource {
    /// Several entries may share a line of code.
    var entriesAreElements: Bool { true }

    /// The line of each list's marker or key.
    var listLines: [Int?] { document.lists.map(\.line) }
}
