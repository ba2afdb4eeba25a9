import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The source, JSON and property-list fixtures under `Fixtures/Code`, read as mapping lists.
enum CodeFixtures {
    static func path(_ name: String) -> String { TestSupport.fixture("Code/" + name) }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }

    /// The fixture's lists, named as reports name it (`Code/NAME`).
    static func document(_ name: String) throws -> EmbeddedListDocument {
        try XCTUnwrap(try EmbeddedListDocument.read(path: name, bytes: bytes(name)))
    }

    /// Reads `text` as a file named `name`.
    static func document(named name: String, _ text: String) throws -> EmbeddedListDocument {
        try XCTUnwrap(try EmbeddedListDocument.read(path: name, bytes: Array(text.utf8)))
    }

    /// Each list as `category: entry@line:column, …` (`!` for an exclusion).
    static func summary(_ document: EmbeddedListDocument) -> [String] {
        document.lists.map { list in
            list.category + ": " + list.entries.map { "\($0.isExclusion ? "!" : "")\($0.text)@\($0.line):\($0.column)" }.joined(separator: ", ")
        }
    }

    /// Asserts that fixture `name`'s lists are `expected` (as `summary` writes them); returns the document
    /// for further checks.
    @discardableResult
    static func assertLists(_ name: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) throws -> EmbeddedListDocument {
        let document = try document(name)
        XCTAssertEqual(summary(document), expected, file: file, line: line)
        return document
    }

    /// Asserts that reading `text` as a file named `name` is an input error naming the file, `line` and a
    /// message holding `message`.
    static func assertInputError(_ name: String, _ text: String, line: Int?, containing message: String,
                                 file: StaticString = #filePath, lineNumber: UInt = #line) {
        XCTAssertThrowsError(try EmbeddedListDocument.read(path: name, bytes: Array(text.utf8)), file: file, line: lineNumber) { error in
            guard case let .input(path, errorLine, errorMessage) = error as? AuditError else {
                return XCTFail("not an input error: \(error)", file: file, line: lineNumber)
            }
            XCTAssertEqual(path, name, file: file, line: lineNumber)
            XCTAssertEqual(errorLine, line, file: file, line: lineNumber)
            XCTAssertTrue(errorMessage.contains(message), "\(errorMessage)", file: file, line: lineNumber)
        }
    }
}
