import Foundation
import XCTest
@testable import TaxonomyAudit

/// `skipped-entry`: a note at each string of a marked list that is not read as an entry, with the reason.
final class SkippedEntryRuleTests: XCTestCase {
    func testInterpolationAndConcatenationInAMarkedSetAreNotedAtTheirQuotes() throws {
        let path = "Code/SkippedLabels.swift"
        let data = try Data(contentsOf: URL(fileURLWithPath: CodeFixtures.path("SkippedLabels.swift")))
        let source = try XCTUnwrap(try MappingFormat.named(path).read(path: path, data: data, listed: false))
        XCTAssertEqual(source.entries.map(\.text), ["pillow", "textile"], "the plain literals are the entries")
        let found = Auditor().audit(AuditContext(vocabulary: .builtin, sources: [source])).filter { $0.rule == .skippedEntry }
        XCTAssertEqual(found.map { "\($0.path):\($0.line ?? 0):\($0.column ?? 0) \($0.severity.rawValue): \($0.message)" }, [
            "Code/SkippedLabels.swift:11:13 note: this string holds an interpolation, so it is not an entry",
            "Code/SkippedLabels.swift:12:13 note: this element is not a plain string literal (a concatenation or an expression), so it is not an entry",
        ])
        XCTAssertEqual(found.map(\.category), ["soft", "soft"])
    }

    func testATextFileHasNoSkippedEntry() throws {
        let file = try TestSupport.mapping("soft", "pillow\n\\(prefix)sofa\ncur + tain\n")
        XCTAssertEqual(file.skippedEntries, [])
        XCTAssertTrue(Auditor().audit(AuditContext(vocabulary: .builtin, sources: [file])).allSatisfy { $0.rule != .skippedEntry })
    }
}
