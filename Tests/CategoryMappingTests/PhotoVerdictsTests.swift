@testable import CategoryMapping
import TestSupport
import XCTest

/// The verdicts built from memoised chains (`PolicyEngine.verdicts(forPhotosOf:)`) are the ones
/// `verdict(forPhotoOf:)` works out for each identifier on its own.
final class PhotoVerdictsTests: XCTestCase {
    static let policies: [Policy] = [
        .article, .firstMatch(top: 0, threshold: 0.2), .firstMatch(top: 1, threshold: 0.2), .firstMatch(top: 2, threshold: 0.2),
        .top1(threshold: 0.2), .any(threshold: 0.2), .mostSpecific(threshold: 0.2),
    ]

    func assertSameVerdicts(_ hierarchy: Hierarchy, _ categories: [String: [String]], identifiers: [String],
                            file: StaticString = #filePath, line: UInt = #line) {
        for policy in Self.policies {
            let engine = PolicyEngine(table: CategoryTable(categories: categories), hierarchy: hierarchy, policy: policy)
            let verdicts = engine.verdicts(forPhotosOf: identifiers)
            XCTAssertEqual(verdicts.count, Set(identifiers).count, file: file, line: line)
            for identifier in identifiers where verdicts[identifier] != engine.verdict(forPhotoOf: identifier) {
                XCTFail("\(policy): \(identifier): \(String(describing: verdicts[identifier])) != \(engine.verdict(forPhotoOf: identifier))",
                        file: file, line: line)
                return
            }
        }
    }

    /// Every identifier of Vision's hierarchy, under the repository's own mappings and under a dense
    /// mapping where many chains hold several mapped members in several categories.
    func testEveryVisionIdentifierGetsThePlainVerdict() throws {
        let parents = VisionHierarchy.parse(VisionHierarchy.parentTable)
        let identifiers = Set(parents.keys).union(parents.values.joined()).sorted()
        XCTAssertGreaterThan(identifiers.count, 1000)
        let mappings = TestSupport.repository.appendingPathComponent("mappings").path
        let repository = try CategoryMapping(directoryPath: mappings, policy: .article)
        var own: [String: [String]] = [:]
        for identifier in identifiers {
            for category in repository.engine.table.categories(of: identifier) { own[category, default: []].append(identifier) }
        }
        XCTAssertFalse(own.isEmpty)
        assertSameVerdicts(.vision, own, identifiers: identifiers)
        let dense: [String: [String]] = [
            "a": identifiers.enumerated().filter { $0.offset % 5 == 0 }.map(\.element),
            "b": identifiers.enumerated().filter { $0.offset % 7 == 0 }.map(\.element),
            "c": identifiers.enumerated().filter { $0.offset % 3 == 1 }.map(\.element),
        ]
        assertSameVerdicts(.vision, dense, identifiers: identifiers + ["not_in_the_hierarchy"])
    }

    /// Diamonds merge their parents' chains; a cycle, and everything below it, is walked in full.
    func testDiamondsAndCyclesGetThePlainVerdict() {
        let hierarchy = Hierarchy(parents: [
            "d": ["b", "c"], "b": ["a"], "c": ["b", "z"], "e": ["d", "z"],
            "x": ["y"], "y": ["x"], "w": ["x"], "v": ["w", "a"],
        ])
        let identifiers = ["v", "e", "d", "c", "b", "a", "z", "x", "y", "w", "v"]
        for mapped in [["a", "c"], ["b", "z", "x"], ["d", "w"], ["e", "y", "v"]] {
            assertSameVerdicts(hierarchy, ["one": mapped, "two": Array(mapped.prefix(1)) + ["z", "y"]], identifiers: identifiers)
        }
        let engine = PolicyEngine(table: CategoryTable(categories: ["one": ["b", "z"]]), hierarchy: hierarchy, policy: .article)
        XCTAssertEqual(engine.verdicts(forPhotosOf: ["e"])["e"]?.chain, ["a", "z", "b", "c", "d", "e"])
    }
}
