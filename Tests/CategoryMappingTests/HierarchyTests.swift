@testable import CategoryMapping
import TestSupport
import XCTest

/// The numbered hierarchy answers exactly as the plain string tables it replaced: a reference written here
/// on dictionaries and sets (parents cleaned of repeats and of the identifier itself, longest-path depths with
/// a cycle cut in identifier order, ancestors sorted by depth then identifier).
final class HierarchyTests: XCTestCase {
    struct Reference {
        var parents: [String: [String]] = [:]
        var depths: [String: Int] = [:]

        init(_ given: [String: [String]]) {
            for (identifier, list) in given where !list.isEmpty {
                var seen = Set<String>()
                parents[identifier] = list.filter { $0 != identifier && seen.insert($0).inserted }
            }
            var onPath = Set<String>()
            var depths: [String: Int] = [:]
            let table = parents
            func depth(_ identifier: String) -> Int {
                if let known = depths[identifier] { return known }
                guard let list = table[identifier], onPath.insert(identifier).inserted else { return 0 }
                var deepest = 0
                for parent in list where !onPath.contains(parent) { deepest = max(deepest, depth(parent) + 1) }
                onPath.remove(identifier)
                depths[identifier] = deepest
                return deepest
            }
            for identifier in table.keys.sorted() { _ = depth(identifier) }
            self.depths = depths
        }

        func ancestors(of identifier: String) -> [String] {
            var seen: Set<String> = [identifier]
            var pending = parents[identifier] ?? []
            var found: [String] = []
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                found.append(next)
                pending.append(contentsOf: parents[next] ?? [])
            }
            return found.sorted { (depths[$0] ?? 0, $0) < (depths[$1] ?? 0, $1) }
        }
    }

    func assertSame(_ given: [String: [String]], asked: [String], file: StaticString = #filePath, line: UInt = #line) {
        let hierarchy = Hierarchy(parents: given), reference = Reference(given)
        XCTAssertEqual(hierarchy.isFlat, reference.parents.isEmpty, file: file, line: line)
        for identifier in asked {
            XCTAssertEqual(hierarchy.parents(of: identifier), reference.parents[identifier] ?? [], identifier, file: file, line: line)
            XCTAssertEqual(hierarchy.depth(of: identifier), reference.depths[identifier] ?? 0, identifier, file: file, line: line)
            XCTAssertEqual(hierarchy.ancestors(of: identifier), reference.ancestors(of: identifier), identifier, file: file, line: line)
            XCTAssertEqual(hierarchy.chain(of: identifier), reference.ancestors(of: identifier) + [identifier], file: file, line: line)
            for other in asked.prefix(8) {
                XCTAssertEqual(hierarchy.isAncestor(other, of: identifier),
                               other != identifier && reference.ancestors(of: identifier).contains(other), file: file, line: line)
            }
        }
    }

    func testSmallTablesWithRepeatsSelfLinksCyclesAndUnknownIdentifiers() {
        assertSame([:], asked: ["a", ""])
        assertSame(["c": ["c"]], asked: ["c", "d"])
        assertSame(["e": []], asked: ["e"])
        assertSame(["d": ["b", "c"], "b": ["a"], "c": ["b"], "e": ["a", "a", "e"]], asked: ["a", "b", "c", "d", "e", "f"])
        assertSame(["a": ["b"], "b": ["a"], "x": ["a"], "y": ["x", "b"]], asked: ["a", "b", "x", "y"])
        assertSame(["café": ["boisson"], "cafe\u{301}s": ["café"], "": ["root"]], asked: ["café", "cafe\u{301}", "cafe\u{301}s", "", "root"])
        XCTAssertTrue(Hierarchy.flat.isFlat)
        XCTAssertFalse(Hierarchy(parents: ["c": ["c"]]).isFlat, "a listed identifier makes a table, even with no parent left")
        XCTAssertTrue(Hierarchy(parents: ["e": []]).isFlat)
    }

    /// Random tables, some with cycles, over a small name space so that parents repeat and meet.
    func testRandomTablesAnswerAsTheReference() {
        var random = SplitMix64(seed: 5)
        for round in 0..<60 {
            let names = (0..<Int.random(in: 1...40, using: &random)).map { "n\($0)" }
            var given: [String: [String]] = [:]
            for name in names where Bool.random(using: &random) {
                given[name] = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                    // Mostly links to earlier names (a DAG); every fourth round allows any, so cycles form.
                    let limit = round % 4 == 0 ? names.count : max(1, names.firstIndex(of: name) ?? 1)
                    return names[Int.random(in: 0..<limit, using: &random)]
                }
            }
            assertSame(given, asked: names + ["absent"])
        }
    }

    /// Apple Vision's generated table, every identifier.
    func testTheVisionTableAnswersAsTheReference() {
        let given = VisionHierarchy.parse(VisionHierarchy.parentTable)
        let hierarchy = Hierarchy.vision, reference = Reference(given)
        for identifier in Set(given.keys).union(given.values.joined()) {
            XCTAssertEqual(hierarchy.depth(of: identifier), reference.depths[identifier] ?? 0, identifier)
            XCTAssertEqual(hierarchy.chain(of: identifier), reference.ancestors(of: identifier) + [identifier], identifier)
        }
    }
}
