import Foundation
import XCTest
@testable import TaxonomyAudit

final class SafeWriterTests: XCTestCase {
    func testReplacesAFileThatStillHoldsWhatWasRead() throws {
        let path = try TestSupport.temporaryDirectory(self).appendingPathComponent("soft.txt").path
        try Data("sofa\n".utf8).write(to: URL(fileURLWithPath: path))
        try SafeWriter.write("pillow\n", to: path, expecting: Data("sofa\n".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("pillow\n".utf8))
        XCTAssertThrowsError(try SafeWriter.write("rug\n", to: path, expecting: Data("sofa\n".utf8)))
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("pillow\n".utf8))
    }

    func testCreatesAFileThatDidNotExistButNotOneThatAppeared() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let path = directory.appendingPathComponent("new.md").path
        try SafeWriter.write("# New\n", to: path, expecting: nil)
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("# New\n".utf8))
        XCTAssertThrowsError(try SafeWriter.write("# Other\n", to: path, expecting: nil)) { error in
            XCTAssertEqual((error as? InputError)?.path, path)
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("# New\n".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["new.md"], "no temporary file is left")
    }
}
