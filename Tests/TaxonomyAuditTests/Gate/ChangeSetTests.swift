import TestSupport
import XCTest
@testable import TaxonomyAudit

final class ChangeSetTests: XCTestCase {
    private func compare(_ previous: [(String, String, String)], _ current: [(String, String, String)]) throws -> (ChangeSet, [FindingStatus]) {
        let files = { (list: [(String, String, String)]) in try list.map { try TestSupport.mapping($0.1, $0.2, directory: $0.0) } }
        let (old, new) = (try files(previous), try files(current))
        let audit = { (files: [MappingFile]) in Auditor().audit(AuditContext(vocabulary: GateSupport.vocabulary, sources: files)) }
        return ChangeSet.compare(base: "main", previous: (old, audit(old)), current: (new, audit(new)))
    }

    func testFilesSharingLessThanHalfTheirEntriesAreNotARename() throws {
        let (changes, statuses) = try compare([("mappings", "hard", "brick\ntable\ndoor\nwood\n")],
                                              [("mappings", "solid", "brick\nstone\nslate\nmarble\n")])
        XCTAssertEqual(changes.renamedFiles, [])
        XCTAssertEqual(changes.addedFiles, ["mappings/solid.txt"])
        XCTAssertEqual(changes.removedFiles, ["mappings/hard.txt"])
        XCTAssertEqual(changes.categories.map(\.category), ["solid", "hard"])
        XCTAssertEqual(changes.categories.map(\.renamedFrom), [nil, nil])
        XCTAssertEqual(statuses, [.introduced, .introduced, .introduced], "marble, slate and stone are dead in a new category")
        XCTAssertEqual(changes.resolved.map(\.subject), ["wood"])
    }

    func testHalfTheEntriesInCommonIsARenameThatCarriesFindings() throws {
        let (changes, statuses) = try compare([("mappings", "hard", "brick\ntable\ndoor\nwood\n")],
                                              [("mappings", "solid", "brick\nwood\nslate\nstone\n")])
        XCTAssertEqual(changes.renamedFiles, [ChangeSet.FileRename(from: "mappings/hard.txt", to: "mappings/solid.txt")])
        XCTAssertEqual(changes.categories, [ChangeSet.CategoryChange(category: "solid", renamedFrom: "hard", added: ["slate", "stone"],
                                                                    removed: ["door", "table"])])
        XCTAssertEqual(statuses, [.existing, .introduced, .introduced], "wood was dead before, under the old name")
        XCTAssertEqual(changes.resolved, [])
    }

    func testMovingAFileKeepsItsCategory() throws {
        let (changes, statuses) = try compare([("mappings", "soft", "pillow\ncotton\n"), ("mappings", "hard", "brick\n")],
                                              [("mappings", "hard", "brick\n"), ("mappings/textiles", "soft", "pillow\ncotton\n")])
        XCTAssertEqual(changes.renamedFiles, [ChangeSet.FileRename(from: "mappings/soft.txt", to: "mappings/textiles/soft.txt")])
        XCTAssertEqual(changes.categories, [])
        XCTAssertEqual(statuses, [.existing])
    }

    func testSameFileUnderTwoSpellingsIsOneFile() throws {
        let (changes, _) = try compare([("./mappings", "soft", "pillow\n")], [("mappings", "soft", "pillow\nsofa\n")])
        XCTAssertEqual(changes.addedFiles + changes.removedFiles, [])
        XCTAssertEqual(changes.categories, [ChangeSet.CategoryChange(category: "soft", renamedFrom: nil, added: ["sofa"], removed: [])])
    }

    func testExclusionsAreListedAsWritten() throws {
        let (changes, _) = try compare([("mappings", "soft", "pillow\n")], [("mappings", "soft", "pillow\n!structure\n")])
        XCTAssertEqual(changes.categories.first?.added, ["!structure"])
    }

    /// Many files renamed at once, all sharing two entries: each pairs with its own successor, by the
    /// entries only they share, and the file that shares just the common two is no rename.
    func testManyRenamesPairEachFileWithTheOneSharingMostOfItsEntries() throws {
        let common = "brick\ntable\n"
        let count = 40
        let previous = (0..<count).map { ("old", "list\($0)", common + "w\($0)a\nw\($0)b\nw\($0)c\n") }
        let current = (0..<count).reversed().map { ("new", "renamed\($0)", common + "w\($0)a\nw\($0)b\nw\($0)d\n") }
            + [("new", "other", common + "x\ny\nz\n")]
        let (changes, _) = try compare(previous, current)
        XCTAssertEqual(changes.renamedFiles.count, count)
        for rename in changes.renamedFiles {
            let number = rename.from.dropFirst("old/list".count).dropLast(".txt".count)
            XCTAssertEqual(rename.to, "new/renamed\(number).txt")
        }
        XCTAssertEqual(changes.addedFiles, ["new/other.txt"])
        XCTAssertEqual(changes.removedFiles, [])
    }

    func testEmptyFilesAreARenameOnlyWhenByteIdentical() throws {
        let (changes, _) = try compare([("old", "a", "# nothing yet\n"), ("old", "b", "")],
                                       [("new", "c", ""), ("new", "d", "# nothing\n")])
        XCTAssertEqual(changes.renamedFiles, [ChangeSet.FileRename(from: "old/b.txt", to: "new/c.txt")])
        XCTAssertEqual(changes.removedFiles, ["old/a.txt"])
        XCTAssertEqual(changes.addedFiles, ["new/d.txt"])
    }
}
