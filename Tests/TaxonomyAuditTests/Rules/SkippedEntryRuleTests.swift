import Foundation
import TestSupport
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
        // Each note is named by the string as written, so the two have different baseline keys.
        XCTAssertEqual(found.map(\.subject), [#""\(prefix)sofa""#, #""cur" + "tain""#])
        XCTAssertEqual(Set(found.map { FindingKey($0).text }).count, 2)
    }

    /// The `skipped-entry` and `unused-suppression` findings of `text` read as file `name`.
    private func audit(_ name: String, _ text: String) throws -> [Finding] {
        let source = try XCTUnwrap(try MappingFormat.named(name).read(path: name, data: Data(text.utf8), listed: false))
        return Auditor().audit(AuditContext(vocabulary: .builtin, sources: [source]))
            .filter { $0.rule == .skippedEntry || $0.rule == .unusedSuppression }
    }

    /// `audit:ignore skipped-entry` on a skipped string's line silences its note, whether the line holds an
    /// entry too or only skipped strings; another rule named there silences nothing and is reported.
    func testAuditIgnoreOnItsLineSilencesOneNote() throws {
        let found = try audit("Labels.py", """
            # audit:category soft
            SOFT = [
                "pillow",
                f"{prefix}sofa",  # audit:ignore skipped-entry
                f"{prefix}rug",
                f"{prefix}mat", "textile",  # audit:ignore skipped-entry
                "cur" "tain",  # audit:ignore skipped-entry, dead-entry
            ]

            """)
        XCTAssertEqual(found.map { "\($0.rule.rawValue) \($0.line ?? 0): \($0.subject)" }, [
            #"skipped-entry 5: f"{prefix}rug""#,
            #"unused-suppression 7: "cur" "tain""#,
        ])
        XCTAssertEqual(found.last?.message, "`audit:ignore dead-entry` silences nothing on this line; remove it")
        XCTAssertEqual(found.last?.column, 20)
    }

    func testATextFileHasNoSkippedEntry() throws {
        let file = try TestSupport.mapping("soft", "pillow\n\\(prefix)sofa\ncur + tain\n")
        XCTAssertEqual(file.skippedEntries, [])
        XCTAssertTrue(Auditor().audit(AuditContext(vocabulary: .builtin, sources: [file])).allSatisfy { $0.rule != .skippedEntry })
    }
}
