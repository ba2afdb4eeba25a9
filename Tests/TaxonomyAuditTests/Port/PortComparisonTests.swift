import TestSupport
import XCTest
@testable import TaxonomyAudit

/// Comparing an app's two sets of mappings, concept by concept, on the small world of `PortTestWorld`.
final class PortComparisonTests: XCTestCase {
    private func side(_ path: String, _ mappings: [(String, String)], _ concepts: ConceptTable) throws -> PortComparison.Side {
        PortComparison.Side(path: path, files: try mappings.flatMap { try TestSupport.mapping($0.0, $0.1, directory: path).lists }, concepts: concepts)
    }

    func testEachSideIsCheckedAgainstTheOtherAndAPairIsReportedOnce() throws {
        let comparison = PortComparison(
            first: try side("ios", [("soft", "sofa\ncurtain\n"), ("hard", "folding_chair\n")], PortTestWorld.source),
            second: try side("android", [("soft", "Chair\n"), ("hard", "Couch\n")], PortTestWorld.target))
        let (text, count) = comparison.report()
        XCTAssertEqual(count, 4)
        XCTAssertEqual(text, """
            ios/soft.txt:1:1: sofa is mapped soft, but its synonym Couch is mapped hard at android/hard.txt:1:1
            ios/soft.txt:2:1: curtain is mapped soft, but its synonym Curtain is mapped nowhere in android
            ios/hard.txt:1:1: folding_chair is mapped hard, but Chair, the nearest kind above it, is mapped soft at android/soft.txt:1:1
            android/soft.txt:1:1: Chair is mapped soft, but its synonym chair is mapped nowhere in ios
            4 differences between ios (source-vocabulary) and android (target-vocabulary).

            """)
    }

    func testAnExclusionOfTheCounterpartInTheSameCategoryIsADifference() throws {
        let comparison = PortComparison(
            first: try side("ios", [("hard", "!chair\nfolding_chair\n")], PortTestWorld.source),
            second: try side("android", [("hard", "Chair\n")], PortTestWorld.target))
        XCTAssertEqual(comparison.differences().map(PortComparison.line), [
            "android/hard.txt:1:1: Chair is mapped hard, but its synonym chair is excluded from hard at ios/hard.txt:1:1",
        ])
    }

    func testKindsBelowAreOneDifferenceWhenNoneIsMapped() throws {
        let missing = PortComparison(first: try side("ios", [("pets", "dog\n")], PortTestWorld.source),
                                     second: try side("android", [("pets", "Couch\n!Chair\n")], PortTestWorld.target))
        XCTAssertEqual(missing.differences().map(PortComparison.line).first,
                       "ios/pets.txt:1:1: dog is mapped pets, but none of its 2 counterparts in target-vocabulary (Beagle, Poodle) is mapped in android")
        let agreeing = PortComparison(first: try side("ios", [("pets", "dog\n")], PortTestWorld.source),
                                      second: try side("android", [("pets", "Beagle\n")], PortTestWorld.target))
        XCTAssertEqual(agreeing.report().text, "No differences between ios (source-vocabulary) and android (target-vocabulary).\n")
    }
}
