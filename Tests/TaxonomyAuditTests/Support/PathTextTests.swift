import Foundation
@testable import TaxonomyAudit
import XCTest

/// Path arithmetic gives what `NSString`'s path methods gave; what is at a path is what `FileManager` says.
final class PathTextTests: XCTestCase {
    private let paths = ["", "/", "//", "a", "a/", "a//", "/a", "/a/", "a/b", "a/b/", "a//b", "/a/b/c.txt", "./a", "../a/b",
                         "mappings/soft.txt", "é/ü.txt", "a/./b", "///x//y///"]

    func testComponentsMatchNSString() {
        for path in paths {
            XCTAssertEqual(PathText.lastComponent(path), (path as NSString).lastPathComponent, path.debugDescription)
            XCTAssertEqual(PathText.deletingLastComponent(path), (path as NSString).deletingLastPathComponent, path.debugDescription)
            for name in ["", "b", "b.txt", "sub/c.txt", "b/"] {
                XCTAssertEqual(PathText.appending(path, name), (path as NSString).appendingPathComponent(name),
                               "\(path.debugDescription) + \(name.debugDescription)")
            }
        }
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
            XCTAssertEqual(PathText.exists(path), exists, path)
            XCTAssertEqual(PathText.isDirectory(path), exists && isDirectory.boolValue, path)
        }
    }
}
