import XCTest
@testable import TaxonomyAudit

final class FilePlanTests: XCTestCase {
    func described(_ line: Int, _ entry: String) -> EditDescription {
        EditDescription(location: Finding.Location(path: "mappings/soft.txt", line: line), action: .removed, entry: entry)
    }

    /// An entry takes the first edit that reaches it, and an addition is made once; entries sharing a line are
    /// told apart by their column.
    func testAnEntryTakesOneEditAndAnAdditionIsMadeOnce() {
        var plan = FilePlan(path: "mappings/soft.txt")
        XCTAssertTrue(plan.add(.delete(EntryPosition(line: 2, column: 1)), description: described(2, "cotton")))
        XCTAssertFalse(plan.add(.replace(EntryPosition(line: 2, column: 1), identifier: "sofa"), description: described(2, "cotton")))
        XCTAssertTrue(plan.add(.delete(EntryPosition(line: 2, column: 9)), description: described(2, "couch")))
        let addition = MappingEdit.add(category: "soft", identifier: "pillow", isExclusion: false)
        XCTAssertTrue(plan.add(addition, description: described(0, "pillow")))
        XCTAssertFalse(plan.add(addition, description: described(0, "pillow")))
        XCTAssertTrue(plan.add(.add(category: "soft", identifier: "pillow", isExclusion: true), description: described(0, "!pillow")))
        XCTAssertEqual(plan.edits.count, 4)
        XCTAssertEqual(plan.descriptions, ["mappings/soft.txt:2: removed \"cotton\"", "mappings/soft.txt:2: removed \"couch\"",
                                           "mappings/soft.txt:0: removed \"pillow\"", "mappings/soft.txt:0: removed \"!pillow\""])
    }

    /// Dropping edits keeps the others with their own descriptions, and frees the dropped entries for another edit.
    func testDroppingKeepsEachDescriptionWithItsEdit() {
        var plan = FilePlan(path: "mappings/soft.txt")
        for line in 1...4 { plan.add(.delete(EntryPosition(line: line, column: 1)), description: described(line, "entry \(line)")) }
        var smaller = plan.dropping([false, true, false, true])
        XCTAssertEqual(smaller.edits, [.delete(EntryPosition(line: 1, column: 1)), .delete(EntryPosition(line: 3, column: 1))])
        XCTAssertEqual(smaller.descriptions, ["mappings/soft.txt:1: removed \"entry 1\"", "mappings/soft.txt:3: removed \"entry 3\""])
        XCTAssertTrue(smaller.add(.delete(EntryPosition(line: 2, column: 1)), description: described(2, "entry 2")))
        XCTAssertFalse(smaller.add(.delete(EntryPosition(line: 3, column: 1)), description: described(3, "entry 3")))
    }

    /// A plan made without descriptions (`--diff`) keeps the same edits and no description.
    func testAPlanWithoutDescriptionsKeepsTheSameEdits() {
        var plain = FilePlan(path: "mappings/soft.txt"), undescribed = FilePlan(path: "mappings/soft.txt", describing: false)
        for line in [3, 1, 3, 2] {
            let edit = MappingEdit.delete(EntryPosition(line: line, column: 1))
            XCTAssertEqual(plain.add(edit, description: described(line, "x")), undescribed.add(edit, description: described(line, "x")))
        }
        XCTAssertEqual(undescribed.edits, plain.edits)
        XCTAssertEqual(undescribed.descriptions, [])
        XCTAssertEqual(undescribed.dropping([true, false, false]).edits, plain.dropping([true, false, false]).edits)
    }
}
