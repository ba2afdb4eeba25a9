import Foundation
import XCTest
@testable import TaxonomyAudit

final class ConflictRuleTests: RuleTestCase {
    func testAnIdentifierInTwoCategoriesIsAnErrorAtTheLaterCategory() throws {
        let found = try findings(.conflict, [("hard", "brick\nsofa\n"), ("soft", "pillow\nsofa\n")])
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.path, "mappings/soft.txt")
        XCTAssertEqual(found.first?.line, 2)
        XCTAssertEqual(found.first?.severity, .error)
        XCTAssertEqual(found.first?.message, "\"sofa\" is mapped to both soft and hard (mappings/hard.txt:2); keep it in one category")
    }

    /// Each message cites the first copy of its own identifier, wherever that is, though messages citing one
    /// file share how they are written; keeping an identifier in a category removes every copy elsewhere.
    func testEachConflictCitesTheFirstCopyOfItsIdentifier() throws {
        let found = try findings(.conflict, [("hard", "sofa\nbrick\n"), ("soft", "pillow\nsofa\n"),
                                             ("bed", "pillow\nsofa\nbrick\nsofa\n")])
        XCTAssertEqual(found.map { "\($0.path):\($0.line ?? 0) \($0.message)" }.sorted(), [
            "mappings/bed.txt:1 \"pillow\" is mapped to both bed and soft (mappings/soft.txt:1); keep it in one category",
            "mappings/bed.txt:2 \"sofa\" is mapped to both bed and hard (mappings/hard.txt:1); keep it in one category",
            "mappings/bed.txt:3 \"brick\" is mapped to both bed and hard (mappings/hard.txt:2); keep it in one category",
            "mappings/bed.txt:4 \"sofa\" is mapped to both bed and hard (mappings/hard.txt:1); keep it in one category",
            "mappings/soft.txt:2 \"sofa\" is mapped to both soft and hard (mappings/hard.txt:1); keep it in one category",
        ])
        let keepSofaInBed = found.filter { $0.subject == "sofa" && $0.category == "bed" }.map { $0.fixes[1].edits.map(\.description.text) }
        XCTAssertEqual(keepSofaInBed, Array(repeating: ["mappings/hard.txt:1: removed \"sofa\" to keep it in bed",
                                                        "mappings/soft.txt:2: removed \"sofa\" to keep it in bed"], count: 2))
        XCTAssertEqual(found.first { $0.category == "soft" }?.fixes.map(\.title),
                       ["keep it in hard, remove it from soft", "keep it in soft, remove it from the other categories"])
    }

    func testMappedAndExcludedInOneCategoryConflicts() throws {
        let found = try findings(.conflict, [("soft", "sofa\n!sofa\n")])
        XCTAssertEqual(found.map(\.line), [1])
    }

    func testExcludedHereMappedThereIsADecisionNotAConflict() throws {
        XCTAssertEqual(try findings(.conflict, [("soft", "!table\n"), ("hard", "table\n")]), [])
    }
}

final class DuplicateRuleTests: RuleTestCase {
    func testRepeatsAreReportedAtTheLaterLine() throws {
        let found = try findings(.duplicate, [("soft", "pillow\nsofa\npillow\n!structure\n!structure\n")])
        XCTAssertEqual(found.map(\.line), [3, 5])
        XCTAssertEqual(found.map(\.severity), [.warning, .warning])
        XCTAssertEqual(found[0].message, "\"pillow\" is already listed at line 1; remove this line")
        XCTAssertEqual(found[1].message, "\"!structure\" is already listed at line 4; remove this line")
    }

    /// Removing the later copy changes nothing the mappings mean: the one fix is safe, and its edit says what it removes.
    func testARepeatsFixRemovesTheLaterCopy() throws {
        let found = try findings(.duplicate, [("soft", "sofa\npillow\nsofa\n")])
        let fix = try XCTUnwrap(found.first?.fixes.first)
        XCTAssertEqual(found.first?.fixes.count, 1)
        XCTAssertEqual(fix.applicability, .safe)
        XCTAssertEqual(fix.question, "Remove the repeated \"sofa\" (line 3)?")
        XCTAssertEqual(fix.edits.map(\.change), [.delete(EntryPosition(line: 3, column: 1))])
        XCTAssertEqual(fix.edits.map(\.description.text), ["mappings/soft.txt:3: removed duplicate \"sofa\""])
        XCTAssertEqual(fix.edits.map(\.description.command), ["Remove duplicate \"sofa\""])
    }

    /// An element of a list in code shares its line with others: the message and the fix say entry, not line.
    func testARepeatInASourceFileIsAnEntryToRemove() throws {
        let source = try XCTUnwrap(try MappingFormat.named("Labels.kt").read(path: "Labels.kt", data: Data("""
            val soft = setOf("pillow", "sofa", "pillow") // audit:category soft

            """.utf8), listed: false))
        let found = Auditor().audit(AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: [source])).filter { $0.rule == .duplicate }
        XCTAssertEqual(found.map(\.message), ["\"pillow\" is already listed at line 1; remove this entry"])
        XCTAssertEqual(found.first?.fixes.map(\.title), ["remove this entry"])
        XCTAssertEqual(try findings(.duplicate, [("soft", "pillow\npillow\n")]).first?.fixes.map(\.title), ["remove this line"],
                       "a text list's entry is its line")
    }

    /// A dead element of a JSON list: removing it removes an entry.
    func testADeadEntryOfAJSONListIsAnEntryToRemove() throws {
        let source = try XCTUnwrap(try MappingFormat.named("soft.json").read(path: "soft.json", data: Data(#"["pillow", "qqqq"]"#.utf8), listed: false))
        let dead = Auditor().audit(AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: [source])).filter { $0.rule == .deadEntry }
        XCTAssertEqual(dead.map(\.subject), ["qqqq"])
        XCTAssertEqual(dead.first?.fixes.last?.title, "remove the entry")
        XCTAssertEqual(try findings(.deadEntry, [("soft", "qqqq\n")]).first?.fixes.last?.title, "remove the line")
    }

    /// A copy in another list of the category is reported without a fix; a repeat within a list still gets one.
    func testACopyInAnotherListHasNoFix() throws {
        let found = try findings(.duplicate, [("soft", "pillow\nsofa\n"), ("Labels.swift", """
            // audit:category soft
            let soft: Set<String> = ["pillow", "sofa", "pillow"]
            // audit:category soft
            let softForTests: Set<String> = ["sofa"]

            """)])
        XCTAssertEqual(found.map { "\($0.path):\($0.line ?? 0):\($0.column ?? 0) \($0.message)" }, [
            "mappings/Labels.swift:2:26 \"pillow\" is also listed at mappings/soft.txt:1, in another list of soft; each list is read on its own, so no copy is removed for you",
            "mappings/Labels.swift:2:36 \"sofa\" is also listed at mappings/soft.txt:2, in another list of soft; each list is read on its own, so no copy is removed for you",
            "mappings/Labels.swift:2:44 \"pillow\" is already listed at line 2; remove this entry",
            "mappings/Labels.swift:4:34 \"sofa\" is also listed at mappings/soft.txt:2, in another list of soft; each list is read on its own, so no copy is removed for you",
        ])
        XCTAssertEqual(found.map(\.fixes.count), [0, 0, 1, 0])
    }

    func testDeadEntriesCanBeDuplicatesToo() throws {
        XCTAssertEqual(try findings(.duplicate, [("soft", "cotton\ncotton\n")]).map(\.line), [2])
    }
}
