import CategoryMapping
import XCTest

/// The policy engine on a small hand-written hierarchy shaped like Vision's (furniture → chair →
/// armchair) and on the published pear capture (`food 0.97, fruit 0.97, pear 0.97`).
final class PolicyEngineTests: XCTestCase {
    let hierarchy = Hierarchy(parents: [
        "chair": ["furniture"], "armchair": ["chair"], "sofa": ["furniture"],
        "fruit": ["food"], "pear": ["fruit"],
        "mammal": ["animal"], "canine": ["mammal"], "dog": ["canine"], "dalmatian": ["dog"],
    ])

    func engine(_ policy: Policy, _ categories: [String: [String]], thresholds: [String: Float] = [:]) -> PolicyEngine {
        PolicyEngine(table: CategoryTable(categories: categories), hierarchy: hierarchy, policy: policy, thresholds: thresholds)
    }

    func testHierarchyDepthsAndUsualOrder() {
        XCTAssertEqual(hierarchy.depth(of: "furniture"), 0)
        XCTAssertEqual(hierarchy.depth(of: "dalmatian"), 4)
        XCTAssertEqual(hierarchy.chain(of: "dalmatian"), ["animal", "mammal", "canine", "dog", "dalmatian"])
        XCTAssertTrue(hierarchy.isAncestor("furniture", of: "armchair"))
        XCTAssertFalse(hierarchy.isAncestor("armchair", of: "furniture"))
    }

    func testCycleIsCutInsteadOfLooping() {
        let cyclic = Hierarchy(parents: ["a": ["b"], "b": ["a"], "c": ["c"]])
        XCTAssertEqual(Set(cyclic.chain(of: "a")), ["a", "b"])
        XCTAssertEqual(cyclic.chain(of: "c"), ["c"])
    }

    /// Depths are longest paths; a cycle is cut in identifier order (`a` is walked first, so its parent `b`
    /// does not count `a` again), never in the dictionary's hash order.
    func testDepthsAreLongestPathsAndACycleIsCutInIdentifierOrder() {
        let diamond = Hierarchy(parents: ["d": ["b", "c"], "b": ["a"], "c": ["b"], "e": ["a", "a", "e"]])
        XCTAssertEqual(["a", "b", "c", "d", "e"].map(diamond.depth(of:)), [0, 1, 2, 3, 1])
        XCTAssertEqual(diamond.parents(of: "e"), ["a"], "repeats and the identifier itself are dropped")
        let cyclic = Hierarchy(parents: ["a": ["b"], "b": ["a"], "x": ["a"]])
        XCTAssertEqual(["a", "b", "x"].map(cyclic.depth(of:)), [1, 0, 2])
    }

    func testArmchairPhotoComesOutHardUnderFirstMatchButCanBeSoft() {
        let verdict = engine(.article, ["soft": ["armchair"], "hard": ["chair"]]).verdict(forPhotoOf: "armchair")
        XCTAssertEqual(verdict.chain, ["furniture", "chair", "armchair"])
        XCTAssertEqual(verdict.categories, ["hard"])
        XCTAssertEqual(verdict.decidedBy, ["chair"])
        XCTAssertEqual(verdict.possible, ["hard", "soft"])
        XCTAssertTrue(verdict.isAmbiguous)
    }

    func testArmchairUnderMostSpecificAndAny() {
        let mapping = ["soft": ["armchair"], "hard": ["chair"]]
        let specific = engine(.mostSpecific(threshold: 0.2), mapping).verdict(forPhotoOf: "armchair")
        XCTAssertEqual(specific.categories, ["soft"])
        XCTAssertFalse(specific.isAmbiguous)
        let any = engine(.any(threshold: 0.2), mapping).verdict(forPhotoOf: "armchair")
        XCTAssertEqual(any.categories, ["hard", "soft"])
        XCTAssertEqual(any.decidedBy, ["chair", "armchair"])
    }

    func testDalmatianBehindFourUnmappedAncestorsIsUnreachableWithTopTwo() {
        let verdict = engine(.firstMatch(top: 2, threshold: 0.2), ["spotted": ["dalmatian"]]).verdict(forPhotoOf: "dalmatian")
        XCTAssertEqual(verdict.categories, [])
        XCTAssertEqual(verdict.possible, ["spotted"])
        let top5 = engine(.article, ["spotted": ["dalmatian"]]).verdict(forPhotoOf: "dalmatian")
        XCTAssertEqual(top5.categories, ["spotted"])
    }

    func testTop1TakesTheRootMostObservation() {
        let mapping = ["fruit": ["pear"]]
        XCTAssertEqual(engine(.top1(threshold: 0.2), mapping).verdict(forPhotoOf: "pear").categories, [])
        XCTAssertEqual(engine(.top1(threshold: 0.2), mapping).verdict(forPhotoOf: "pear").possible, ["fruit"])
    }

    func testPearCaptureKeepsTheOrderOfTiedObservations() {
        let pear = [Observation(identifier: "food", confidence: 0.97), Observation(identifier: "fruit", confidence: 0.97),
                    Observation(identifier: "pear", confidence: 0.97)]
        let mapping = ["groceries": ["food"], "fruit bowl": ["pear"]]
        let first = engine(.article, mapping).verdict(for: pear)
        XCTAssertEqual(first.categories, ["groceries"])
        XCTAssertEqual(first.decidedBy, [pear[0]])
        // The same observations in another tied order decide otherwise: why the static model says "possible".
        XCTAssertEqual(engine(.article, mapping).verdict(for: pear.reversed()).categories, ["fruit bowl"])
        XCTAssertEqual(engine(.mostSpecific(threshold: 0.2), mapping).verdict(for: pear).categories, ["fruit bowl"])
        XCTAssertEqual(engine(.any(threshold: 0.2), mapping).verdict(for: pear).categories, ["fruit bowl", "groceries"])
    }

    func testFirstMatchRanksUnsortedObservationsAndFallsBackToRankOne() {
        let observations = [Observation(identifier: "sofa", confidence: 0.28), Observation(identifier: "structure", confidence: 0.35),
                            Observation(identifier: "furniture", confidence: 0.30), Observation(identifier: "pillow", confidence: 0.1)]
        let soft = engine(.article, ["soft": ["sofa", "pillow"]])
        XCTAssertEqual(soft.verdict(for: observations), Verdict(categories: ["soft"], decidedBy: [observations[0]]))
        XCTAssertEqual(engine(.firstMatch(top: 2, threshold: 0.2), ["soft": ["sofa"]]).verdict(for: observations),
                       Verdict(categories: [], decidedBy: [observations[1]]))
        // pillow is under the threshold, so it never counts.
        XCTAssertEqual(engine(.article, ["soft": ["pillow"]]).verdict(for: observations).categories, [])
        XCTAssertEqual(soft.verdict(for: []), Verdict(categories: [], decidedBy: []))
    }

    func testPerCategoryThresholds() {
        let observations = [Observation(identifier: "dog", confidence: 0.4), Observation(identifier: "beach", confidence: 0.3)]
        let mapping = ["dog": ["dog"], "beach": ["beach"]]
        let verdict = engine(.any(threshold: 0.2), mapping, thresholds: ["dog": 0.45]).verdict(for: observations)
        XCTAssertEqual(verdict.categories, ["beach"])
        XCTAssertEqual(verdict.decidedBy.map(\.identifier), ["beach"])
    }

    func testNaNConfidenceRanksLast() {
        let observations = [Observation(identifier: "sofa", confidence: .nan), Observation(identifier: "chair", confidence: 0.5)]
        XCTAssertEqual(engine(.top1(threshold: 0.2), ["hard": ["chair"], "soft": ["sofa"]]).verdict(for: observations).categories, ["hard"])
    }
}
