import CategoryMapping
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// Each policy, through the shared engine, on real captures (`Tests/Captures`) and on the knowledge table.
final class PolicyCaptureTests: XCTestCase {
    static let policies: [Policy] = [.article, .top1(threshold: 0.2), .any(threshold: 0.2), .mostSpecific(threshold: 0.2)]

    func capture(_ name: String) throws -> Capture {
        try XCTUnwrap(Capture.load(path: TestSupport.repository.appendingPathComponent("Tests/Captures/\(name).json").path).captures.first)
    }

    func engine(_ mappings: [(String, String)], policy: Policy) throws -> PolicyEngine {
        AuditContext(vocabulary: .builtin, sources: try mappings.map { try TestSupport.mapping($0.0, $0.1) }, policy: policy).engine
    }

    /// `food 0.97, fruit 0.97, pear 0.97`: the tie lets the ancestor decide under first-match and top1.
    func testThePearUnderEachPolicy() throws {
        let pear = try capture("aurie-pear")
        let mappings = [("groceries", "food\n"), ("fruit", "pear\n")]
        let verdicts = try Self.policies.map { try engine(mappings, policy: $0).verdict(for: pear.observations).categories }
        XCTAssertEqual(verdicts, [["groceries"], ["groceries"], ["fruit", "groceries"], ["fruit"]])
    }

    /// Six identifiers rank above `waterfall` (ties keep the recorded order): first-match needs top 7.
    func testTheWaterfallIsBeyondTheTopFive() throws {
        let waterfall = try capture("cornerbit-waterfall")
        let mappings = [("waterfalls", "waterfall\n")]
        let verdicts = try Self.policies.map { try engine(mappings, policy: $0).verdict(for: waterfall.observations).categories }
        XCTAssertEqual(verdicts, [[], [], ["waterfalls"], ["waterfalls"]])
        XCTAssertEqual(try engine(mappings, policy: .firstMatch(top: 7, threshold: 0.2)).verdict(for: waterfall.observations).categories,
                       ["waterfalls"])
    }

    /// `structure 0.9, wood_processed 0.9, consumer_electronics, machine, computer 0.71, laptop 0.69`: laptop is
    /// sixth, so first-match (top 5) never reaches it; most-specific does, and the threshold counts at exactly its value.
    func testTheLaptopBehindStructureAndTheThreshold() throws {
        let laptop = try capture("saylens-laptop")
        let mappings = [("hard", "laptop\n")]
        XCTAssertEqual(try engine(mappings, policy: .article).verdict(for: laptop.observations).categories, [])
        XCTAssertEqual(try engine(mappings, policy: .article).verdict(for: laptop.observations).decidedBy.map(\.identifier), ["structure"])
        XCTAssertEqual(try engine(mappings, policy: .mostSpecific(threshold: 0.69)).verdict(for: laptop.observations).categories, ["hard"])
        XCTAssertEqual(try engine(mappings, policy: .mostSpecific(threshold: 0.7)).verdict(for: laptop.observations).categories, [])
    }

    /// The static model on the knowledge table: a photo of armchair reports furniture, seat, chair,
    /// chair_other, armchair; with chair hard and armchair soft each policy decides differently.
    func testTheArmchairOnTheKnowledgeTable() throws {
        let mappings = [("hard", "chair\n"), ("soft", "armchair\n")]
        let verdicts = try Self.policies.map { try engine(mappings, policy: $0).verdict(forPhotoOf: "armchair") }
        XCTAssertEqual(verdicts.map(\.categories), [["hard"], [], ["hard", "soft"], ["soft"]])
        XCTAssertEqual(verdicts[0].decidedBy, ["chair"])
        XCTAssertEqual(verdicts[0].possible, ["hard", "soft"])
        XCTAssertTrue(verdicts[0].isAmbiguous)
        XCTAssertFalse(verdicts[3].isAmbiguous)
    }

    /// Every capture of `Tests/Captures` parses, and each policy gives it a verdict the engine can explain.
    func testEveryCaptureReplaysUnderEveryPolicy() throws {
        let directory = TestSupport.repository.appendingPathComponent("Tests/Captures")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 14)
        let shipped = try MappingLoader.load(paths: [TestSupport.repository.appendingPathComponent("mappings").path])
        for name in names {
            let capture = try XCTUnwrap(Capture.load(path: directory.appendingPathComponent(name).path).captures.first)
            XCTAssertFalse(capture.observations.isEmpty, name)
            for policy in Self.policies {
                let verdict = AuditContext(vocabulary: .builtin, sources: shipped, policy: policy).engine.verdict(for: capture.observations)
                for decider in verdict.decidedBy where !verdict.isEmpty {
                    XCTAssertGreaterThanOrEqual(decider.confidence, policy.threshold, "\(name) \(policy)")
                }
            }
        }
    }
}
