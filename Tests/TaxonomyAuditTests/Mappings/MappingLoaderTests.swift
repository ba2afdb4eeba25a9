import TestSupport
import XCTest
@testable import TaxonomyAudit

final class MappingLoaderTests: XCTestCase {
    func testADirectoryMeansItsTxtFilesInNameOrder() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["lists/soft.txt": "pillow\n", "lists/hard.txt": "brick\n", "lists/notes.md": "x\n",
                               "lists/nested/deep.txt": "sofa\n"], in: directory)
        let files = try MappingLoader.load(paths: [directory.appendingPathComponent("lists").path])
        XCTAssertEqual(files.flatMap(\.lists).map(\.category), ["hard", "soft"])
    }

    func testAFileIsReadAsGivenAndRepeatsAreReadOnce() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["soft.txt": "pillow\n"], in: directory)
        let path = directory.appendingPathComponent("soft.txt").path
        XCTAssertEqual(try MappingLoader.load(paths: [path, path]).map(\.path), [path])
    }

    /// One file reached under several spellings is read once, under the first, so no entry duplicates itself.
    func testAFileUnderSeveralSpellingsIsReadOnce() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["dl/soft.txt": "pillow\nsofa\n", "dl/hard.txt": "brick\n"], in: directory)
        let dl = directory.appendingPathComponent("dl").path
        XCTAssertEqual(symlink(dl, directory.appendingPathComponent("alias").path), 0)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("links"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink(dl + "/soft.txt", directory.appendingPathComponent("links/soft.txt").path), 0)
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let files = try MappingLoader.load(paths: ["dl", dl, "dl/.", "./dl/", "alias", "links/soft.txt", "dl/soft.txt"])
        XCTAssertEqual(files.map(\.path), ["dl/hard.txt", "dl/soft.txt"])
        let findings = Auditor().audit(AuditContext(vocabulary: .builtin, sources: files))
        XCTAssertEqual(findings.filter { $0.rule == .duplicate }.count, 0)
    }

    /// A text file reached under another name would be another category with the same list (what an app
    /// loading the directory sees): an input error naming both paths, whichever name sorts first.
    func testATextFileUnderAnotherNameIsAnInputError() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["z/soft.txt": "sofa\n", "z/hard.txt": "brick\n", "y/soft.txt": "pillow\n"], in: directory)
        XCTAssertEqual(symlink("soft.txt", directory.appendingPathComponent("z/cushy.txt").path), 0)
        XCTAssertEqual(symlink("soft.txt", directory.appendingPathComponent("y/velvet.txt").path), 0)
        XCTAssertEqual(symlink("soft.txt", directory.appendingPathComponent("y/Lists.swift").path), 0)
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let cases: [(paths: [String], error: String)] = [
            (["z"], "z/soft.txt: is the same file as z/cushy.txt under another name, so its one list would be two categories, "
                + "cushy and soft; give each mapping file one name (remove the link)"),
            (["y/soft.txt", "y/velvet.txt"], "y/velvet.txt: is the same file as y/soft.txt under another name, so its one list would be two "
                + "categories, soft and velvet; give each mapping file one name (remove the link)"),
            (["y/soft.txt", "y/Lists.swift"], "y/Lists.swift: is the same file as y/soft.txt under another name, but of another kind; "
                + "give each mapping file one name (remove the link)"),
        ]
        for (paths, error) in cases {
            XCTAssertThrowsError(try MappingLoader.load(paths: paths), paths.joined(separator: " ")) { XCTAssertEqual("\($0)", error) }
        }
        XCTAssertEqual(try MappingLoader.load(paths: ["y/soft.txt", "y/soft.txt", "./y/soft.txt"]).map(\.path), ["y/soft.txt"])
    }

    func testMissingPathAndEmptyDirectoryAreInputErrors() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        XCTAssertThrowsError(try MappingLoader.load(paths: [directory.path + "/nope"])) { error in
            XCTAssertEqual("\(error)", "\(directory.path)/nope: no such file or directory")
        }
        XCTAssertThrowsError(try MappingLoader.load(paths: [directory.path])) { error in
            XCTAssertEqual("\(error)", "\(directory.path): directory has no mapping files (*.txt, or source files with audit: markers)")
        }
    }

    func testADirectoryReachingOneUnmarkedFileTwiceStillHasNoMappingFiles() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["sub/a.js": "var x = 1;\n"], in: directory)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/link.js", withDestinationPath: "sub/a.js")
        XCTAssertThrowsError(try MappingLoader.load(paths: [directory.path])) { error in
            XCTAssertEqual("\(error)", "\(directory.path): directory has no mapping files (*.txt, or source files with audit: markers)")
        }
        // A file read under an earlier path still counts for a later one that stands for it.
        try TestSupport.write(["lists/soft.txt": "sofa\n"], in: directory)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/again", withDestinationPath: "lists")
        XCTAssertEqual(try MappingLoader.load(paths: [directory.path + "/lists", directory.path + "/again"]).count, 1)
    }

    func testLeadingDotSlashIsDroppedFromReportedPaths() {
        XCTAssertEqual(MappingLoader.display("./mappings/soft.txt"), "mappings/soft.txt")
        XCTAssertEqual(MappingLoader.display("mappings/soft.txt"), "mappings/soft.txt")
    }
}
