import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// Fixtures for the CI gate: a small vocabulary with knowledge (real Vision identifiers), mapping files that
/// trigger every rule, and temporary git repositories.
enum GateSupport {
    /// Vision identifiers with just enough knowledge for missing labels and catch-alls.
    static let vocabulary: Vocabulary = {
        func info(_ identifier: String, parents: [String] = [], generic: String? = nil) -> IdentifierInfo {
            IdentifierInfo(identifier: identifier, sense: nil, parents: parents, genericReason: generic, gloss: "")
        }
        let knowledge = [
            info("bathrobe", parents: ["clothing"]), info("brick"), info("clothing"), info("curtain"), info("door"),
            info("furniture"), info("hoodie", parents: ["clothing"]), info("material", generic: "names what things are made of"),
            info("pillow"), info("sofa", parents: ["furniture"]), info("structure", generic: "Vision's bucket for anything built"),
            info("table", parents: ["furniture"]), info("textile"), info("wetsuit", parents: ["clothing"]),
        ]
        return Vocabulary(name: "vision-sample", identifiers: knowledge.map(\.identifier), knowledge: knowledge)
    }()

    /// A soft list with comments, a duplicate, a catch-all, dead entries (one full of markup characters),
    /// a suppression that silences nothing and a decision; LF line endings.
    static let soft = """
        # Surfaces that swallow an ultrasonic pulse.
        pillow
        sofa        # the couch in the living room
        clothing
        cotton
        Sofas
        pillow
        structure
        curtain     # audit:ignore dead-entry
        !wetsuit    # too stiff to absorb anything
        tweed|wool <b>&"x"

        """

    /// A hard list with CRLF line endings and no final newline.
    static let hard = "brick\r\ntable\r\nfurniture\r\nwood"

    /// The soft list as it was at the base revision of the comparison fixtures: `fabric` instead of `Sofas`.
    static let previousSoft = soft.replacingOccurrences(of: "Sofas\n", with: "fabric\n")

    static func files(soft: String = soft, hard: String = hard) throws -> [MappingFile] {
        [try TestSupport.mapping("hard", hard), try TestSupport.mapping("soft", soft)]
    }

    /// The report of the fixture files.
    static func report() throws -> AuditReport {
        let context = AuditContext(vocabulary: vocabulary, sources: try files())
        return AuditReport(context: context, findings: Auditor().audit(context))
    }

    /// The report of the fixture files compared with their base revision (`previousSoft`).
    static func comparedReport() throws -> AuditReport {
        let current = AuditContext(vocabulary: vocabulary, sources: try files())
        let previous = AuditContext(vocabulary: vocabulary, sources: try files(soft: previousSoft))
        var report = AuditReport(context: current, findings: Auditor().audit(current))
        let (changes, statuses) = ChangeSet.compare(base: "origin/main", previous: (previous.sources, Auditor().audit(previous)),
                                                    current: (current.sources, report.findings))
        report.compare(changes, statuses: statuses)
        return report
    }

    /// The report of the fixture files against a baseline of every dead entry but `Sofas`, plus one stale entry.
    static func baselinedReport(strict: Bool) throws -> AuditReport {
        var report = try report()
        let accepted = report.findings.filter { $0.rule == .deadEntry && $0.subject != "Sofas" }
        let stale = Baseline.Entry(key: FindingKey(rule: .deadEntry, category: "soft", identifier: "fabric"), path: "mappings/soft.txt")
        report.mark(against: Baseline(entries: Baseline(findings: FindingList(accepted)).entries + [stale]), path: "audit-baseline.json", strict: strict)
        return report
    }
}

/// A git repository in a temporary directory, driven with the real `git`.
struct GitRepository {
    let root: URL

    init(_ test: XCTestCase) throws {
        root = try TestSupport.temporaryDirectory(test)
        try git("init", "-q", "-b", "main")
    }

    /// Git's environment: no user or system configuration, a fixed author.
    static let environment = [
        "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
        "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.invalid",
        "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.invalid",
    ]

    /// Runs git; fails the test on a non-zero status.
    @discardableResult
    func git(_ arguments: String..., input: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try TestSupport.run(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: root,
                                         environment: Self.environment, input: input)
        XCTAssertEqual(result.status, 0, "git \(arguments.joined(separator: " ")): \(result.error)", file: file, line: line)
        return result.output
    }

    /// Writes `files` (relative path → contents) and commits everything with `message`.
    func commit(_ files: [String: String], message: String) throws {
        try TestSupport.write(files, in: root)
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }

    /// Runs the built `audit` here, with git's environment.
    func audit(_ arguments: [String], in subdirectory: String? = nil) throws -> TestSupport.RunResult {
        try TestSupport.runAudit(arguments, in: subdirectory.map { root.appendingPathComponent($0) } ?? root,
                                 environment: Self.environment)
    }

    /// The text of `path` in the working tree, byte-order mark included.
    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }
}
