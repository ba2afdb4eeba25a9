import Foundation
import XCTest
@testable import TaxonomyAudit

/// The readers of git's output, on output git would not write: they refuse it, never trap.
final class GitRevisionOutputTests: XCTestCase {
    func testTreeRecordsKeepOnlyRegularFiles() {
        let output = Data("100644 blob 3f2a\tmappings/soft.txt\u{0}120000 blob 77aa\tmappings/link.txt\u{0}040000 tree 12\tmappings/sub\u{0}garbage\u{0}".utf8)
        let blobs = GitRevision.blobs(inTree: output)
        XCTAssertEqual(blobs.map(\.path), ["mappings/soft.txt"])
        XCTAssertEqual(blobs.map(\.object), ["3f2a"])
    }

    func testBatchObjectsAreReadWhole() throws {
        let output = Data("3f2a blob 5\nsofa\n\n99aa blob 6\nbrick\n\n".utf8)
        let contents = try GitRevision.contents(ofBatch: output, count: 2).get()
        XCTAssertEqual(contents, [Data("sofa\n".utf8), Data("brick\n".utf8)])
    }

    /// Sizes that would overflow, run backwards or past the end, and an object missing its final newline
    /// before another is asked for: each is the index of the object not read, never a trap.
    func testImpossibleSizesAreRefused() {
        let cases: [(String, Int, Int)] = [
            ("3f2a blob 9223372036854775807\nsofa\n", 1, 0),
            ("3f2a blob -5\nsofa\n", 1, 0),
            ("3f2a blob 50\nsofa\n", 1, 0),
            ("3f2a blob 4\nsofa", 2, 1),
            ("6\nbrf0c ", 3, 1),  // found by `make fuzz` (git-output) in the reader before this change
            ("3f2a missing\n", 1, 0),
            ("", 1, 0),
        ]
        for (text, count, index) in cases {
            switch GitRevision.contents(ofBatch: Data(text.utf8), count: count) {
            case .success(let contents): XCTFail("read \(contents) from \(text.debugDescription)")
            case .failure(let error): XCTAssertEqual(error.index, index, text.debugDescription)
            }
        }
    }
}
