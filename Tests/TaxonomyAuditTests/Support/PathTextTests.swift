import Foundation
@testable import TaxonomyAudit
import TestSupport
import XCTest

/// Path arithmetic gives what `NSString`'s path methods gave; what is at a path is what `FileManager` says.
final class PathTextTests: XCTestCase {
    private let paths = ["", "/", "ab", "ab/", "/a", "/a/", "a/b", "a/b/", "/a/b/c.txt", "./a", "../a/b", "mappings/soft.txt",
                         "é/ü.txt", "a/./b", "//a", "//a//b", "a/b//c", "a//b/"]

    func testComponentsMatchNSString() {
        for path in paths {
            XCTAssertEqual(PathText.lastComponent(path), (path as NSString).lastPathComponent, path.debugDescription)
            XCTAssertEqual(PathText.deletingLastComponent(path), (path as NSString).deletingLastPathComponent, path.debugDescription)
        }
        for path in paths + ["a", "a/", "//", "a//", "///x//y///"] {
            for name in ["", "b", "b.txt", "sub/c.txt", "b/", "/b"] {
                XCTAssertEqual(PathText.appending(path, name), (path as NSString).appendingPathComponent(name),
                               "\(path.debugDescription) + \(name.debugDescription)")
            }
        }
    }

    /// Where `NSString` traps (deleting the last component of a one-letter name, `a`, `a/` or `a//`) or calls a
    /// run of slashes empty, a run of slashes is one slash, and the root stays the root.
    func testShortNamesAndRunsOfSlashes() {
        XCTAssertEqual(PathText.deletingLastComponent("a"), "")
        XCTAssertEqual(PathText.deletingLastComponent("a/"), "")
        XCTAssertEqual(PathText.lastComponent("a/"), "a")
        XCTAssertEqual(PathText.deletingLastComponent("a//"), "")
        XCTAssertEqual(PathText.lastComponent("a//"), "a")
        XCTAssertEqual(PathText.deletingLastComponent("x//y///"), "x")
        XCTAssertEqual(PathText.lastComponent("//"), "/")
        XCTAssertEqual(PathText.deletingLastComponent("///"), "/")
    }

    func testWhatIsAtAPathMatchesFileManager() throws {
        let directory = try TestSupport.temporaryDirectory(self).path
        let file = directory + "/file.txt", link = directory + "/link", dangling = directory + "/dangling"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: directory)
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: directory + "/missing")
        for path in [directory, file, link, dangling, directory + "/missing", file + "/under"] {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            XCTAssertEqual(FileType(path) != nil, exists, path)
            XCTAssertEqual(FileType(path) == .directory, exists && isDirectory.boolValue, path)
        }
    }
}
