import TestSupport
import XCTest
@testable import TaxonomyAudit

final class MappingWorkspaceTests: XCTestCase {
    func testRoundsApplyToTheEditedTextAndOnlyChangedFilesAreWritten() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["hard.txt": "table\n", "soft.txt": "pillow\ncotton\nsofa\n"], in: directory)
        let files = try ["hard.txt", "soft.txt"].map { try MappingFile(path: directory.appendingPathComponent($0).path) }
        var workspace = MappingWorkspace(sources: files)
        var first = FilePlan(path: files[1].path)
        first.add(.delete(EntryPosition(line: 2, column: 1)), description: EditDescription(location: Finding.Location(path: "soft.txt", line: 2), action: .removed, entry: "cotton"))
        try workspace.apply([first])
        var second = FilePlan(path: files[1].path)
        second.add(.replace(EntryPosition(line: 2, column: 1), identifier: "futon"), description: EditDescription(location: Finding.Location(path: "soft.txt", line: 2), action: .replaced, entry: "sofa",
                                                                                                            detail: " with \"futon\""))  // line 2 of the edited text
        try workspace.apply([second])
        XCTAssertEqual(workspace.descriptions, ["soft.txt:2: removed \"cotton\"", "soft.txt:2: replaced \"sofa\" with \"futon\""])
        XCTAssertEqual(workspace.changedPaths, [files[1].path])
        XCTAssertEqual(try workspace.write(), [files[1].path])
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("soft.txt"), encoding: .utf8), "pillow\nfuton\n")
    }

    func testNothingIsWrittenWhenAnyFileChangedOnDisk() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["a.txt": "Sofas\n", "b.txt": "Sofas\n"], in: directory)
        let files = try ["a.txt", "b.txt"].map { try MappingFile(path: directory.appendingPathComponent($0).path) }
        var workspace = MappingWorkspace(sources: files)
        try workspace.apply(files.map { file in
            var plan = FilePlan(path: file.path)
            plan.add(.replace(EntryPosition(line: 1, column: 1), identifier: "sofa"), description: EditDescription(location: Finding.Location(path: file.path, line: 1), action: .replaced, entry: "Sofas"))
            return plan
        })
        try TestSupport.write(["b.txt": "Sofas\nchanged\n"], in: directory)
        XCTAssertThrowsError(try workspace.write()) { error in
            XCTAssertEqual((error as? AuditError)?.message, "changed on disk since it was read; nothing written (run again)")
        }
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("a.txt"), encoding: .utf8), "Sofas\n")
    }
}
