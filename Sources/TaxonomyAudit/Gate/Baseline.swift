#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Findings recorded as accepted (`--write-baseline`, `--baseline`). Entries are keyed by `FindingKey`
/// (rule, category, identifier), never by line, and keep the file's path relative to the working directory
/// for people to read. The file is JSON with sorted keys and sorted entries, so it diffs cleanly.
struct Baseline: Sendable, Equatable {
    struct Entry: Sendable, Equatable, Comparable {
        let key: FindingKey
        let path: String

        static func < (lhs: Entry, rhs: Entry) -> Bool { (lhs.key, lhs.path) < (rhs.key, rhs.path) }
    }

    /// The version of the file format.
    static let formatVersion = 1

    /// Sorted.
    let entries: [Entry]

    init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// The baseline that accepts `findings`.
    init(findings: FindingList) {
        self.init(entries: findings.map { Entry(key: FindingKey($0), path: RelativePath.fromWorkingDirectory($0.path)) })
    }

    /// Which of `findings` the baseline lists (each entry accepts one finding) and the entries no finding matched.
    func match(_ findings: FindingList) -> (baselined: [Bool], stale: [Entry]) {
        let (matched, unmatched) = FindingKey.match(findings.map(FindingKey.init), against: entries.map(\.key))
        return (matched, unmatched.map { entries[$0] })
    }

    /// The file's contents.
    func rendered() -> String {
        JSONValue.object([
            ("findings", .array(entries.map { entry in
                .object([
                    ("category", .string(entry.key.category)), ("identifier", .string(entry.key.identifier)),
                    ("path", .string(entry.path)), ("rule", .string(entry.key.rule.rawValue)),
                ])
            })),
            ("version", .int(Self.formatVersion)),
        ]).rendered()
    }

    /// Writes the baseline to `path` through `SafeWriter`: atomically, keeping the file's mode and owner; a
    /// symbolic link there is refused, since the baseline is generated.
    func write(to path: String) throws {
        do {
            try SafeWriter.write([SafeWriter.Replacement(path: path, contents: Data(rendered().utf8), expectation: .anything,
                                                         followsLinks: false)])
        } catch let error as AuditError {
            throw AuditError(path: path, line: nil, message: "cannot write baseline: \(error.message)")
        }
    }

    /// Reads the baseline file at `path`; an input error naming it when it is not one.
    static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AuditError(path: path, line: nil, message: "cannot read baseline file")
        }
        let file: FileFormat
        do {
            file = try JSONDecoder().decode(FileFormat.self, from: data)
        } catch {
            throw AuditError(path: path, line: nil, message: "not a baseline file (expected the JSON that --write-baseline writes)")
        }
        guard file.version == formatVersion else {
            throw AuditError(path: path, line: nil, message: "baseline version \(file.version) is not supported (expected \(formatVersion))")
        }
        return Baseline(entries: try file.findings.map { finding in
            guard let rule = RuleID(rawValue: finding.rule) else {
                throw AuditError(path: path, line: nil, message: "unknown rule `\(finding.rule)` in baseline")
            }
            return Entry(key: FindingKey(rule: rule, category: finding.category, identifier: finding.identifier), path: finding.path)
        })
    }

    private struct FileFormat: Decodable {
        struct Finding: Decodable {
            let category: String
            let identifier: String
            let path: String
            let rule: String
        }

        let findings: [Finding]
        let version: Int
    }
}

/// The result of checking the findings against a baseline, as reports show it.
struct BaselineComparison: Sendable, Equatable {
    /// The baseline file as given.
    let path: String
    /// Entries that no finding matched: problems fixed since the baseline was written.
    let stale: [Baseline.Entry]
    /// `--strict-baseline`: stale entries fail the run, so the baseline can only shrink.
    let strict: Bool

    /// Whether stale entries fail the run.
    var fails: Bool { strict && !stale.isEmpty }
}
