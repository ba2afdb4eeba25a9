import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// A source that holds two lists, with several entries on one line, goes through the pipeline by entry:
/// placements, findings, planned edits, rendering, the workspace's next round, `--diff` and the report.
final class MappingSourceTests: XCTestCase {
    static let contents = "soft: Sofas, pillow, pillow\nhard: brick, table\n"

    func source() throws -> ListLineSource {
        try ListLineSource(path: "lists.map", Self.contents)
    }

    func testEveryListIsAuditedAndEntriesKeepTheirColumns() throws {
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: [try source()])
        XCTAssertEqual(context.categories, ["soft", "hard"])
        XCTAssertEqual(context.categoryPaths, ["soft": "lists.map", "hard": "lists.map"])
        XCTAssertEqual(context.placements.map { "\($0.category) \($0.entry.text) \($0.entry.position)" },
                       ["soft Sofas 1:7", "soft pillow 1:14", "soft pillow 1:22", "hard brick 2:7", "hard table 2:14"])
        let findings = Auditor().audit(context).filter { $0.severity >= .warning }
        XCTAssertEqual(findings.map { "\($0.rule.rawValue) \($0.subject) \($0.line ?? 0):\($0.column ?? 0)" },
                       ["dead-entry Sofas 1:7", "duplicate pillow 1:22"])
        let report = AuditReport(context: context, findings: FindingList(findings))
        XCTAssertEqual(report.mappings, [.init(category: "soft", path: "lists.map", entries: 3),
                                         .init(category: "hard", path: "lists.map", entries: 2)])
    }

    func testTwoFixesOnOneLineAreBothPlannedAndRendered() throws {
        let source = try source()
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: [source])
        let plans = FixPlanner(context: context).plan(Auditor().audit(context), scope: .safe)
        XCTAssertEqual(plans.map(\.path), ["lists.map"])
        XCTAssertEqual(plans.first?.edits, [.delete(EntryPosition(line: 1, column: 22)),
                                            .replace(EntryPosition(line: 1, column: 7), identifier: "sofa")],
                       "keyed by line, the second edit of line 1 would be dropped")
        XCTAssertEqual(source.rendering(plans.first?.edits ?? []), "soft: sofa, pillow\nhard: brick, table\n")

        var workspace = MappingWorkspace(sources: [source])
        try workspace.apply(plans)
        XCTAssertEqual(workspace.changedPaths, ["lists.map"])
        let after = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: workspace.sources)
        XCTAssertEqual(after.placements.map { "\($0.entry.text) \($0.entry.position)" },
                       ["sofa 1:7", "pillow 1:13", "brick 2:7", "table 2:14"], "the next round reads the edited text")
        XCTAssertEqual(Auditor().audit(after).filter { $0.severity >= .warning }.map { "\($0.rule.rawValue) \($0.subject)" },
                       ["missing-label futon"], "futon is a kind of the sofa now mapped")
    }

    func testAnAdditionGoesToTheListItNames() throws {
        let source = try source()
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: [source])
        let add = MissingLabelRule.fixes("chair", category: "hard", path: source.path)[0]
        let plans = FixPlanner(context: context).plan([add])
        XCTAssertEqual(plans.first?.edits, [.add(category: "hard", identifier: "chair", isExclusion: false)])
        XCTAssertEqual(source.rendering(plans.first?.edits ?? []), "soft: Sofas, pillow, pillow\nhard: brick, table, chair\n")
        let mapped = MissingLabelRule.fixes("table", category: "hard", path: source.path)[0]
        XCTAssertEqual(FixPlanner(context: context).plan([mapped]), [], "hard maps table already")
    }

    func testTheDiffIsTheSourcesOwnRendering() throws {
        let source = try source()
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: [source])
        let findings = Auditor().audit(context).filter { $0.rule != .missingLabel }
        XCTAssertEqual(FixDiff.render(FindingList(findings), context: context), """
            diff --git a/lists.map b/lists.map
            --- a/lists.map
            +++ b/lists.map
            @@ -1,2 +1,2 @@
            -soft: Sofas, pillow, pillow
            +soft: sofa, pillow
             hard: brick, table

            """)
    }

    func testTextFilesAreOneListAndAnEditOfNoEntryChangesNothing() throws {
        let file = try TestSupport.mapping("soft", "# soft\n  Sofas\n")
        XCTAssertEqual(file.lists, [MappingList(path: "mappings/soft.txt", category: "soft", entries: file.entries)])
        XCTAssertEqual(file.entries.map(\.position), [EntryPosition(line: 2, column: 3)])
        XCTAssertEqual(file.rendering([.replace(EntryPosition(line: 2, column: 1), identifier: "sofa"),
                                       .delete(EntryPosition(line: 1, column: 1))]), "# soft\n  Sofas\n",
                       "no entry starts at 2:1 or on the comment line")
        XCTAssertEqual(file.rendering([.replace(EntryPosition(line: 2, column: 3), identifier: "sofa")]), "# soft\n  sofa\n")
    }
}

/// Which files a directory means, and how a named file is read.
final class MappingFormatTests: XCTestCase {
    func testADirectoryMeansItsVisibleTextFilesDirectlyInside() {
        XCTAssertEqual(MappingFormat.listed("soft.txt"), .text)
        XCTAssertNil(MappingFormat.listed(".soft.txt"), "hidden")
        XCTAssertNil(MappingFormat.listed("nested/soft.txt"), "text files are read from the directory itself")
        XCTAssertNil(MappingFormat.listed(".hidden/soft.txt"))
        XCTAssertNil(MappingFormat.listed("notes.md"))
        XCTAssertEqual(MappingFormat.named("lists/notes.md"), .text, "a file named on the command line is read as text")
        XCTAssertEqual(MappingFormat.noMappingFiles(in: "lists").description, "lists: directory has no mapping files (*.txt, or source files with audit: markers)")
    }

    func testWalkingSubdirectoriesSkipsLinksAndHiddenDirectoriesAndFindsNoNestedTextFile() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["lists/soft.txt": "pillow\n", "lists/sub/deep.txt": "sofa\n", "lists/.git/x.txt": "x\n"], in: directory)
        let lists = directory.appendingPathComponent("lists")
        try FileManager.default.createSymbolicLink(atPath: lists.appendingPathComponent("loop").path, withDestinationPath: lists.path)
        let files = try WorkingTree().files(at: lists.path, recursive: true)
        XCTAssertEqual(files, [TreeFile(path: lists.appendingPathComponent("soft.txt").path, format: .text, listed: true,
                                        key: lists.appendingPathComponent("soft.txt").path)])
        XCTAssertEqual(try WorkingTree().files(at: lists.path, recursive: false), files)
    }

    func testARevisionListsLikeTheWorkingTree() throws {
        let repository = try GitRepository(self)
        try repository.commit(["lists/soft.txt": "pillow\n", "lists/sub/deep.txt": "sofa\n", "lists/.soft.txt": "x\n",
                               "lists/notes.md": "x\n"], message: "lists")
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(repository.root.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let revision = try GitRevision(ref: "HEAD")
        for recursive in [false, true] {
            XCTAssertEqual(try revision.files(at: "lists", recursive: recursive).map(\.path), ["lists/soft.txt"], "\(recursive)")
        }
        let sources = try revision.sources(paths: ["lists", "lists/notes.md", "lists/gone.txt"])
        XCTAssertEqual(sources.map(\.path), ["lists/soft.txt", "lists/notes.md"], "a path the revision lacks stands for nothing")
        XCTAssertEqual(sources.flatMap(\.lists).map(\.category), ["soft", "notes.md"])
    }
}
