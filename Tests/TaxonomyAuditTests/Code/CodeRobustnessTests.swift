import TestSupport
import XCTest
@testable import TaxonomyAudit

/// Cut-off and damaged files never trap: every prefix of every fixture, and each with one byte removed, is
/// either read (and then every entry's removal and replacement renders) or refused with an input error.
final class CodeRobustnessTests: XCTestCase {
    func testDamagedFixturesAreReadOrRefused() throws {
        let tables = try FileManager.default.contentsOfDirectory(atPath: TestSupport.fixture("Code/Tables")).map { "Tables/" + $0 }
        let names = try FileManager.default.contentsOfDirectory(atPath: TestSupport.fixture("Code")).filter { $0 != "Tables" && $0 != "Discover" } + tables
        XCTAssertEqual(names.count, 23)
        var read = 0, refused = 0
        for name in names.sorted() {
            let bytes = try CodeFixtures.bytes(name)
            var variants = stride(from: 0, through: bytes.count, by: 3).map { Array(bytes[..<$0]) }
            variants += stride(from: 0, to: bytes.count, by: 5).map { index in Array(bytes[..<index] + bytes[(index + 1)...]) }
            for variant in variants {
                let document: EmbeddedListDocument?
                do {
                    document = try EmbeddedListDocument.read(path: name, bytes: variant)
                } catch let error as AuditError {
                    XCTAssertEqual(error.path, name)
                    refused += 1
                    continue
                }
                guard let document else { continue }
                read += 1
                for list in document.lists {
                    for entry in list.entries {
                        _ = try? document.rendering([.delete(EntryPosition(line: entry.line, column: entry.column))])
                        _ = try? document.rendering([.replace(EntryPosition(line: entry.line, column: entry.column), identifier: "sofa\"\\$x")])
                    }
                    _ = try? document.rendering([.add(category: list.category, identifier: "sofa", isExclusion: false),
                                                 .add(category: list.category, identifier: "bed", isExclusion: true)])
                }
            }
        }
        XCTAssertGreaterThan(read, 0)
        XCTAssertGreaterThan(refused, 0)
    }
}
