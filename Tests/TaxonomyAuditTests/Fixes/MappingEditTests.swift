import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `FilePlan` records the entries it has edited in an array by line (the column of the first entry edited on
/// each) with a set for the rest: further entries on a line, and positions past `1 << 26` lines or outside
/// `1...Int32.max` columns. Here it is compared with a plain plan that keeps one set of positions.
final class FilePlanReferenceTests: XCTestCase {
    /// The plain version: an edit of an entry is kept unless an edit of the same position was; an addition,
    /// unless the same addition was; the edits in the order kept, with their descriptions.
    struct PlainPlan {
        var positions = Set<EntryPosition>()
        var additions = Set<MappingEdit>()
        var edits: [MappingEdit] = []
        var descriptions: [String] = []

        mutating func add(_ edit: MappingEdit, description: String) -> Bool {
            let isNew = edit.position.map { positions.insert($0).inserted } ?? additions.insert(edit).inserted
            if isNew {
                edits.append(edit)
                descriptions.append(description)
            }
            return isNew
        }
    }

    /// Positions from a few small lines and columns (so entries share lines and repeat), far lines that grow the
    /// plan's array, and the positions that go to its set: line `1 << 26` and beyond, negative lines, columns
    /// 0 and below, columns past `Int32.max`.
    static func position(_ random: inout SplitMix64) -> EntryPosition {
        let line: Int, column: Int
        switch Int.random(in: 0..<10, using: &random) {
        case 0: line = (1 << 26) + Int.random(in: 0...2, using: &random)
        case 1: line = [-1, -2, Int.min, Int.max, 1 << 40].randomElement(using: &random)!
        case 2: line = Int.random(in: 0...(1 << 14), using: &random)
        default: line = Int.random(in: 0...12, using: &random)
        }
        switch Int.random(in: 0..<8, using: &random) {
        case 0: column = [0, -1, Int.min, Int(Int32.max), Int(Int32.max) + 1, Int.max].randomElement(using: &random)!
        default: column = Int.random(in: 1...4, using: &random)
        }
        return EntryPosition(line: line, column: column)
    }

    static func edit(_ random: inout SplitMix64) -> MappingEdit {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return .add(category: ["soft", "hard"].randomElement(using: &random)!, identifier: ["sofa", "pillow", "table"].randomElement(using: &random)!,
                            isExclusion: Bool.random(using: &random))
        case 1: return .replace(position(&random), identifier: ["sofa", "pillow"].randomElement(using: &random)!)
        default: return .delete(position(&random))
        }
    }

    func testAPlanKeepsWhatThePlainPlanKeepsOnGeneratedEdits() {
        var random = SplitMix64(seed: 0xF11E)
        var kept = 0, refused = 0, far = 0
        for round in 0..<300 {
            let describing = round % 4 != 0
            var plan = FilePlan(path: "mappings/soft.txt", describing: describing), plain = PlainPlan()
            let count = round % 50 == 0 ? Int.random(in: 1_000...4_000, using: &random) : Int.random(in: 0...200, using: &random)
            for step in 0..<count {
                let edit = Self.edit(&random)
                let added = plan.add(edit, description: "edit \(step)")
                XCTAssertEqual(added, plain.add(edit, description: "edit \(step)"), "round \(round), step \(step): \(edit)")
                if added { kept += 1 } else { refused += 1 }
                if let position = edit.position, !(0..<(1 << 26)).contains(position.line) || !(1...Int(Int32.max)).contains(position.column) {
                    far += 1
                }
            }
            XCTAssertEqual(plan.edits, plain.edits, "round \(round)")
            XCTAssertEqual(plan.descriptions, describing ? plain.descriptions : [], "round \(round)")
            XCTAssertEqual(plan.isEmpty, plain.edits.isEmpty, "round \(round)")

            // Dropping edits forgets their positions and additions: the plan accepts them again, as a plain plan
            // made of the edits kept does.
            let dropped = plan.edits.map { _ in Int.random(in: 0..<3, using: &random) == 0 }
            var smaller = plan.dropping(dropped), rebuilt = PlainPlan()
            for (index, edit) in plain.edits.enumerated() where !dropped[index] {
                _ = rebuilt.add(edit, description: plain.descriptions[index])
            }
            XCTAssertEqual(smaller.edits, rebuilt.edits, "round \(round), dropped")
            XCTAssertEqual(smaller.descriptions, describing ? rebuilt.descriptions : [], "round \(round), dropped")
            let again = plain.edits.map { ("made before", $0) } + (0..<50).map { _ in ("new", Self.edit(&random)) }
            for (kind, edit) in again {
                XCTAssertEqual(smaller.add(edit, description: "again"), rebuilt.add(edit, description: "again"),
                               "round \(round), after dropping: \(edit), \(kind)")
            }
            XCTAssertEqual(smaller.edits, rebuilt.edits, "round \(round), dropped and added to")
        }
        XCTAssertGreaterThan(kept, 5_000)
        XCTAssertGreaterThan(refused, 5_000)
        XCTAssertGreaterThan(far, 2_000)
    }

    /// The positions either side of each bound, each edited twice, and two entries of one line where the first
    /// is at a far column.
    func testPositionsAtTheBoundsMatchThePlainPlan() {
        let lines = [-1, 0, 1, (1 << 26) - 2, 1 << 26, (1 << 26) + 1, Int.max]
        let columns = [Int.min, -1, 0, 1, 2, Int(Int32.max) - 1, Int(Int32.max), Int(Int32.max) + 1, Int.max]
        var plan = FilePlan(path: "mappings/soft.txt"), plain = PlainPlan()
        // Lines below `1 << 26` grow the plan's array to them: the last but one in-range line costs 256 MB, so
        // only small lines are edited at every column.
        let edited = lines.filter { $0 < 2 || $0 >= 1 << 26 }
        for line in edited {
            for column in columns + columns.reversed() {
                let edit = MappingEdit.delete(EntryPosition(line: line, column: column))
                XCTAssertEqual(plan.add(edit, description: "\(line):\(column)"), plain.add(edit, description: "\(line):\(column)"),
                               "\(line):\(column)")
            }
        }
        for edit in [MappingEdit.delete(EntryPosition(line: 5, column: 0)), .delete(EntryPosition(line: 5, column: 3)),
                     .replace(EntryPosition(line: 5, column: 0), identifier: "sofa"), .replace(EntryPosition(line: 5, column: 3), identifier: "sofa"),
                     .delete(EntryPosition(line: 5, column: 7)), .delete(EntryPosition(line: 5, column: 7))] {
            XCTAssertEqual(plan.add(edit, description: "\(edit)"), plain.add(edit, description: "\(edit)"), "\(edit)")
        }
        XCTAssertEqual(plan.edits, plain.edits)
        XCTAssertEqual(plan.descriptions, plain.descriptions)
        XCTAssertEqual(plain.edits.count, edited.count * columns.count + 3, "every distinct position once")
    }
}
