import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// Where `.audit.json` is looked for: from a directory upwards to the nearest one holding `.git`, however the
/// directory is written.
final class AuditConfigSearchTests: XCTestCase {
    func testTheNearestConfigUpToTheRepositoryIsFoundHoweverTheDirectoryIsWritten() throws {
        let root = try TestSupport.temporaryDirectory(self).resolvingSymlinksInPath()
        let repository = root.appendingPathComponent("app")
        let nested = repository.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: repository.appendingPathComponent(AuditConfig.fileName))
        for written in [nested.path, nested.path + "/", repository.path + "/a/./b", repository.path + "//a/b//"] {
            XCTAssertEqual(AuditConfig.find(from: written), "../../.audit.json", written)
        }
        XCTAssertEqual(AuditConfig.find(from: repository.path), ".audit.json")
        XCTAssertNil(AuditConfig.find(from: root.path), "outside the repository only the directory itself is read")
        // `..` after a symbolic link goes up from where the link leads.
        let link = root.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: nested)
        XCTAssertEqual(AuditConfig.find(from: link.path + "/.."), "../.audit.json")
    }
}
