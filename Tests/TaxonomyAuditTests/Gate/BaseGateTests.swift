import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `--base REF` on real git repositories: each test commits an edit and gates it against the commit before.
final class BaseGateTests: XCTestCase {
    private let vocabulary = ["vocabulary.txt": GateSupport.vocabulary.identifiers.joined(separator: "\n") + "\n"]

    /// A repository whose first commit maps soft (with the dead entry `cotton`) and hard (with the dead entry `wood`).
    private func repository() throws -> GitRepository {
        let repository = try GitRepository(self)
        try repository.commit(vocabulary.merging([
            "mappings/soft.txt": "# Soft things.\npillow\nsofa\ncotton\n",
            "mappings/hard.txt": "# Hard things.\nbrick\ntable\nwood\n",
        ]) { $1 }, message: "base")
        return repository
    }

    private func gate(_ repository: GitRepository, _ extra: [String] = [], format: String = "json") throws -> (TestSupport.RunResult, [String: Any]) {
        let run = try repository.audit(["--vocabulary", "vocabulary.txt", "--base", "HEAD~1", "--format", format] + extra)
        guard format == "json" else { return (run, [:]) }
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        return (run, try XCTUnwrap(object, run.output + run.error))
    }

    private func findings(_ report: [String: Any], status: String, severity: String? = nil) -> [String] {
        let all = (report["findings"] as? [[String: Any]] ?? []) + (((report["changes"] as? [String: Any])?["resolved"]) as? [[String: Any]] ?? [])
        return all.filter { $0["status"] as? String == status && (severity == nil || $0["severity"] as? String == severity) }
            .map { "\($0["rule"] as? String ?? "?")/\($0["identifier"] as? String ?? "?")" }
    }

    private func categories(_ report: [String: Any]) -> [String] {
        let list = (report["changes"] as? [String: Any])?["categories"] as? [[String: Any]] ?? []
        return list.map { change in
            let renamed = (change["renamedFrom"] as? String).map { " was \($0)" } ?? ""
            let added = (change["added"] as? [String] ?? []).joined(separator: ", ")
            let removed = (change["removed"] as? [String] ?? []).joined(separator: ", ")
            return "\(change["category"] as? String ?? "?")\(renamed) +[\(added)] -[\(removed)]"
        }
    }

    func testAddingARealLabelPassesDespiteAnExistingDeadEntry() throws {
        let repository = try repository()
        try repository.commit(["mappings/soft.txt": "# Soft things.\npillow\nsofa\ncotton\ncurtain\n"], message: "add curtain")
        let (run, report) = try gate(repository)
        XCTAssertEqual(run.status, 0, run.output + run.error)
        XCTAssertEqual(categories(report), ["soft +[curtain] -[]"])
        XCTAssertEqual(findings(report, status: "existing", severity: "error"), ["dead-entry/wood", "dead-entry/cotton"])
        XCTAssertEqual(findings(report, status: "introduced", severity: "error"), [])
    }

    func testAddingADeadEntryFailsNamingOnlyThatEntry() throws {
        let repository = try repository()
        try repository.commit(["mappings/soft.txt": "# Soft things.\npillow\nfabric\nsofa\ncotton\n"], message: "add fabric")
        let (run, report) = try gate(repository)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(findings(report, status: "introduced", severity: "error"), ["dead-entry/fabric"])
        XCTAssertEqual((report["summary"] as? [String: Any])?["introduced"] as? Int, findings(report, status: "introduced").count)

        let (text, _) = try gate(repository, format: "text")
        XCTAssertEqual(text.status, 1)
        XCTAssertTrue(text.output.contains("  soft: +fabric\n"), text.output)
        XCTAssertTrue(text.output.contains("mappings/soft.txt:3:1: error: [dead-entry] \"fabric\""), text.output)
        XCTAssertFalse(text.output.contains("cotton") || text.output.contains("wood"), "existing findings are not listed:\n\(text.output)")

        let (github, _) = try gate(repository, format: "github")
        let annotations = github.output.split(separator: "\n").filter { $0.hasPrefix("::error") }
        XCTAssertEqual(annotations.count, 1, github.output)
        XCTAssertTrue(annotations.first?.hasPrefix("::error file=mappings/soft.txt,line=3,col=1,title=dead-entry::") == true, github.output)
    }

    func testRemovingAnEntryResolvesItsFinding() throws {
        let repository = try repository()
        try repository.commit(["mappings/soft.txt": "# Soft things.\npillow\nsofa\n"], message: "remove cotton")
        let (run, report) = try gate(repository)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(categories(report), ["soft +[] -[cotton]"])
        XCTAssertEqual(findings(report, status: "resolved", severity: "error"), ["dead-entry/cotton"])
        XCTAssertEqual(findings(report, status: "existing", severity: "error"), ["dead-entry/wood"])
    }

    func testRenamingAFileKeepsItsFindingsExisting() throws {
        let repository = try repository()
        try repository.git("mv", "mappings/hard.txt", "mappings/solid.txt")
        try repository.commit([:], message: "rename hard to solid")
        let (run, report) = try gate(repository)
        XCTAssertEqual(run.status, 0, run.output)
        let files = (report["changes"] as? [String: Any])?["files"] as? [String: Any]
        XCTAssertEqual(files?["renamed"] as? [[String: String]], [["from": "mappings/hard.txt", "to": "mappings/solid.txt"]])
        XCTAssertEqual(files?["added"] as? [String], [])
        XCTAssertEqual(categories(report), ["solid was hard +[] -[]"])
        XCTAssertEqual(findings(report, status: "existing", severity: "error"), ["dead-entry/cotton", "dead-entry/wood"])
        XCTAssertEqual(findings(report, status: "introduced"), [])
    }

    func testAddedAndRemovedFiles() throws {
        let repository = try repository()
        try repository.git("rm", "-q", "mappings/hard.txt")
        try repository.commit(["mappings/woven.txt": "textile\ncurtain\nlinen\n"], message: "replace hard by woven")
        let (run, report) = try gate(repository)
        XCTAssertEqual(run.status, 1, "linen is a new dead entry")
        let files = (report["changes"] as? [String: Any])?["files"] as? [String: Any]
        XCTAssertEqual(files?["added"] as? [String], ["mappings/woven.txt"])
        XCTAssertEqual(files?["removed"] as? [String], ["mappings/hard.txt"])
        XCTAssertEqual(categories(report), ["woven +[curtain, linen, textile] -[]", "hard +[] -[brick, table, wood]"])
        XCTAssertEqual(findings(report, status: "introduced", severity: "error"), ["dead-entry/linen"])
        XCTAssertEqual(findings(report, status: "resolved", severity: "error"), ["dead-entry/wood"])
    }

    func testBaseWithoutMappingsMakesEveryFindingIntroduced() throws {
        let repository = try GitRepository(self)
        try repository.commit(["README": "first\n"], message: "first")
        try repository.commit(vocabulary.merging(["mappings/soft.txt": "pillow\ncotton\n"]) { $1 }, message: "mappings")
        let (run, report) = try gate(repository)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(findings(report, status: "introduced", severity: "error"), ["dead-entry/cotton"])
        XCTAssertEqual(categories(report), ["soft +[cotton, pillow] -[]"])
    }

    func testWorksFromASubdirectory() throws {
        let repository = try repository()
        try repository.commit(["mappings/soft.txt": "# Soft things.\npillow\nsofa\ncotton\nfabric\n"], message: "add fabric")
        let run = try repository.audit(["--vocabulary", "../vocabulary.txt", "--base", "HEAD~1", "."], in: "mappings")
        XCTAssertEqual(run.status, 1, run.error)
        XCTAssertTrue(run.output.contains("\n  soft.txt:5:1: error: [dead-entry] \"fabric\""), run.output)
        XCTAssertTrue(run.output.contains("Since HEAD~1: 1 introduced, 2 existing (not counted), 0 resolved."), run.output)
    }

    func testARefThatIsNotACommitIsAnInputError() throws {
        let repository = try repository()
        for ref in ["no-such-branch", "HEAD~5", "--output=x", "HEAD:mappings"] {
            let run = try repository.audit(["--vocabulary", "vocabulary.txt", "--base", ref])
            XCTAssertEqual(run.status, 2, ref)
            XCTAssertTrue(run.error.contains("`\(ref)` is not a commit"), run.error)
            XCTAssertEqual(run.output, "")
        }
    }

    func testRefsResolveAsGitResolvesThem() throws {
        let repository = try repository()
        _ = try repository.git("tag", "-a", "v1", "-m", "the base")
        try repository.commit(["mappings/soft.txt": "# Soft things.\npillow\nsofa\ncotton\nfabric\n"], message: "add fabric")
        for ref in [":/base", "v1", "HEAD@{1}", "HEAD~1"] {
            let run = try repository.audit(["--vocabulary", "vocabulary.txt", "--base", ref])
            XCTAssertEqual(run.status, 1, ref + ": " + run.error)
            XCTAssertTrue(run.output.contains("Since \(ref): 1 introduced, 2 existing (not counted), 0 resolved."), ref + ": " + run.output)
        }
        let tree = try repository.audit(["--vocabulary", "vocabulary.txt", "--base", "HEAD^{tree}"])
        XCTAssertEqual(tree.status, 2)
        XCTAssertEqual(tree.error, "audit: --base: `HEAD^{tree}` is not a commit: it names a tree\nRun `audit --help` for usage.\n")
    }

    func testANegatedRefIsNotACommit() throws {
        let repository = try repository()
        try repository.commit(["mappings/soft.txt": "# Soft things.\npillow\nsofa\ncotton\nfabric\n"], message: "add fabric")
        let run = try repository.audit(["--vocabulary", "vocabulary.txt", "--base", "^HEAD"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.error.hasPrefix("audit: --base: `^HEAD` is not a commit: git rev-parse reads it as `^"), run.error)
        XCTAssertFalse(run.error.contains("Not a valid object name"), run.error)
        XCTAssertEqual(run.output, "")
    }

    func testHelpAsTheRefIsARefNotARequestForHelp() throws {
        let repository = try repository()
        for arguments in [["--base", "-h", "mappings"], ["--fail-on-verdict-change", "--base", "--help"]] {
            let run = try repository.audit(["--vocabulary", "vocabulary.txt"] + arguments)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.output)")
            XCTAssertTrue(run.error.contains("is not a commit"), run.error)
            XCTAssertFalse(run.output.contains("USAGE") || run.output.contains("Usage"), run.output)
        }
    }

    func testASecondCopyOfAnEntryIsAChange() throws {
        let repository = try repository()
        try repository.commit(["mappings/soft.txt": "# Soft things.\npillow\nsofa\ncotton\nsofa\n"], message: "sofa again")
        let (run, report) = try gate(repository)
        XCTAssertEqual(categories(report), ["soft +[sofa] -[]"], run.output)
        XCTAssertEqual(findings(report, status: "introduced"), ["duplicate/sofa"])
        let (text, _) = try gate(repository, format: "text")
        XCTAssertTrue(text.output.contains("Changes since HEAD~1:\n  soft: +sofa\n"), text.output)
        XCTAssertFalse(text.output.contains("no entry changed"), text.output)
    }

    func testARefWithANewlineGivesAOneLineError() throws {
        let repository = try repository()
        let run = try repository.audit(["--vocabulary", "vocabulary.txt", "--base", "HEAD\n--output=x"])
        XCTAssertEqual(run.status, 2)
        let lines = run.error.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 3, run.error)
        XCTAssertTrue(lines[0].hasPrefix("audit: --base: `HEAD\\n--output=x` is not a commit"), run.error)
        XCTAssertEqual(lines[1], "Run `audit --help` for usage.")
    }

    func testOutsideARepositoryIsAnInputError() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(vocabulary.merging(["mappings/soft.txt": "pillow\n"]) { $1 }, in: directory)
        let run = try TestSupport.runAudit(["--vocabulary", "vocabulary.txt", "--base", "main"], in: directory,
                                           environment: GitRepository.environment.merging(["GIT_CEILING_DIRECTORIES": directory.deletingLastPathComponent().path]) { $1 })
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.error.contains("`main` is not a commit") && run.error.contains("not a git repository"), run.error)
    }
}
