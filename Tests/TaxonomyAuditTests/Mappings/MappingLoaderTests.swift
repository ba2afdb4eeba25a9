import XCTest
@testable import TaxonomyAudit

final class MappingLoaderTests: XCTestCase {
    func testADirectoryMeansItsTxtFilesInNameOrder() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["lists/soft.txt": "pillow\n", "lists/hard.txt": "brick\n", "lists/notes.md": "x\n",
                               "lists/nested/deep.txt": "sofa\n"], in: directory)
        let files = try MappingLoader.load(paths: [directory.appendingPathComponent("lists").path])
        XCTAssertEqual(files.map(\.category), ["hard", "soft"])
    }

    func testAFileIsReadAsGivenAndRepeatsAreReadOnce() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["soft.txt": "pillow\n"], in: directory)
        let path = directory.appendingPathComponent("soft.txt").path
        XCTAssertEqual(try MappingLoader.load(paths: [path, path]).map(\.path), [path])
    }

    func testMissingPathAndEmptyDirectoryAreInputErrors() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        XCTAssertThrowsError(try MappingLoader.load(paths: [directory.path + "/nope"])) { error in
            XCTAssertEqual("\(error)", "\(directory.path)/nope: no such file or directory")
        }
        XCTAssertThrowsError(try MappingLoader.load(paths: [directory.path])) { error in
            XCTAssertEqual("\(error)", "\(directory.path): directory has no mapping files (*.txt)")
        }
    }

    func testLeadingDotSlashIsDroppedFromReportedPaths() {
        XCTAssertEqual(MappingLoader.display("./mappings/soft.txt"), "mappings/soft.txt")
        XCTAssertEqual(MappingLoader.display("mappings/soft.txt"), "mappings/soft.txt")
    }
}
