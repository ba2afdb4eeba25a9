import CategoryMapping
import TestSupport
import XCTest

/// The published Vision outputs of `Tests/Captures/` through the library, under every policy, with the
/// fixture mapping of `Fixtures/mappings/` and Apple Vision's parent table.
final class CapturesTests: XCTestCase {
    struct Expectation {
        let categories: [String]
        let decidedBy: [String]
    }

    /// Worked out by hand from the captures, the fixture files and the knowledge table's depths
    /// (e.g. laptop 2 under computer under consumer_electronics; adult_cat 4; pear 1 under fruit).
    let expected: [String: [Policy.Kind: Expectation]] = [
        "aurie-mug": [.firstMatch: .init(categories: ["dishes"], decidedBy: ["tableware"]),
                      .top1: .init(categories: ["dishes"], decidedBy: ["tableware"]),
                      .any: .init(categories: ["dishes"], decidedBy: ["tableware", "mug"]),
                      .mostSpecific: .init(categories: ["dishes"], decidedBy: ["mug"])],
        "aurie-paper-towel-roll": [.firstMatch: .init(categories: ["paper"], decidedBy: ["document"]),
                                   .top1: .init(categories: [], decidedBy: ["structure"]),
                                   .any: .init(categories: ["paper"], decidedBy: ["document", "book"]),
                                   // book is a kind of document, so the deeper book decides alone.
                                   .mostSpecific: .init(categories: ["paper"], decidedBy: ["book"])],
        "aurie-pear": [.firstMatch: .init(categories: ["meal"], decidedBy: ["food"]),
                       .top1: .init(categories: ["meal"], decidedBy: ["food"]),
                       .any: .init(categories: ["meal", "produce"], decidedBy: ["food", "fruit", "pear"]),
                       .mostSpecific: .init(categories: ["produce"], decidedBy: ["pear"])],
        "bench-photo-0d127c01a426": [.firstMatch: .init(categories: ["furniture"], decidedBy: ["furniture"]),
                                     .top1: .init(categories: [], decidedBy: ["structure"]),
                                     .any: .init(categories: ["furniture"], decidedBy: ["furniture", "table"]),
                                     .mostSpecific: .init(categories: ["furniture"], decidedBy: ["table"])],
        "bench-screenshot-e14caba05d68": [.firstMatch: .init(categories: ["paper"], decidedBy: ["document"]),
                                          .top1: .init(categories: ["paper"], decidedBy: ["document"]),
                                          .any: .init(categories: ["paper"], decidedBy: ["document", "screenshot"]),
                                          // screenshot is a kind of document (Vision's own tie, recorded as evidence).
                                          .mostSpecific: .init(categories: ["paper"], decidedBy: ["screenshot"])],
        // waterfall is rank 7 behind six identifiers: with top 5, water_body decides.
        "cornerbit-waterfall": [.firstMatch: .init(categories: ["scenery"], decidedBy: ["water_body"]),
                                .top1: .init(categories: [], decidedBy: ["outdoor"]),
                                .any: .init(categories: ["scenery"], decidedBy: ["water_body", "waterfall", "sky"]),
                                .mostSpecific: .init(categories: ["scenery"], decidedBy: ["waterfall"])],
        "downloads-img-7009": [.firstMatch: .init(categories: ["people"], decidedBy: ["crowd"]),
                               .top1: .init(categories: [], decidedBy: ["people"]),
                               .any: .init(categories: ["people"], decidedBy: ["crowd"]),
                               .mostSpecific: .init(categories: ["people"], decidedBy: ["crowd"])],
        // cardboard_box (0.15) is under the 0.2 threshold: nothing decides, rank 1 is named.
        "downloads-whatsapp-image": [.firstMatch: .init(categories: [], decidedBy: ["container"]),
                                     .top1: .init(categories: [], decidedBy: ["container"]),
                                     .any: .init(categories: [], decidedBy: ["container"]),
                                     .mostSpecific: .init(categories: [], decidedBy: ["container"])],
        "friday-coastline": [.firstMatch: .init(categories: ["scenery"], decidedBy: ["sky"]),
                             .top1: .init(categories: [], decidedBy: ["outdoor"]),
                             .any: .init(categories: ["scenery"], decidedBy: ["sky", "rocks"]),
                             .mostSpecific: .init(categories: ["scenery"], decidedBy: ["sky", "rocks"])],
        "jp-vision-car": [.firstMatch: .init(categories: ["vehicles"], decidedBy: ["automobile"]),
                          .top1: .init(categories: [], decidedBy: ["machine"]),
                          .any: .init(categories: ["vehicles"], decidedBy: ["automobile", "vehicle"]),
                          .mostSpecific: .init(categories: ["vehicles"], decidedBy: ["automobile"])],
        "jp-vision-cat": [.firstMatch: .init(categories: ["pets"], decidedBy: ["cat"]),
                          .top1: .init(categories: ["pets"], decidedBy: ["cat"]),
                          .any: .init(categories: ["pets", "wild"], decidedBy: ["cat", "feline", "adult_cat"]),
                          .mostSpecific: .init(categories: ["pets"], decidedBy: ["adult_cat"])],
        "jp-vision-pizza": [.firstMatch: .init(categories: ["meal"], decidedBy: ["pizza"]),
                            .top1: .init(categories: ["meal"], decidedBy: ["pizza"]),
                            .any: .init(categories: ["dishes", "meal"], decidedBy: ["pizza", "tableware"]),
                            // pizza (under food) and tableware (under housewares) are equally deep: both decide.
                            .mostSpecific: .init(categories: ["dishes", "meal"], decidedBy: ["pizza", "tableware"])],
        "safaroll-cheetah-plush": [.firstMatch: .init(categories: ["toys"], decidedBy: ["toy"]),
                                   .top1: .init(categories: ["toys"], decidedBy: ["toy"]),
                                   .any: .init(categories: ["toys"], decidedBy: ["toy", "stuffed_animals"]),
                                   .mostSpecific: .init(categories: ["toys"], decidedBy: ["stuffed_animals"])],
        "saylens-laptop": [.firstMatch: .init(categories: ["electronics"], decidedBy: ["consumer_electronics"]),
                           .top1: .init(categories: [], decidedBy: ["structure"]),
                           .any: .init(categories: ["electronics"], decidedBy: ["consumer_electronics", "laptop"]),
                           .mostSpecific: .init(categories: ["electronics"], decidedBy: ["laptop"])],
    ]

    func testEveryCaptureUnderEveryPolicyGivesTheVerdictWorkedOutByHand() throws {
        let captures = try Support.publishedCaptures()
        XCTAssertEqual(Set(captures.map { String($0.name.dropLast(5)) }), Set(expected.keys), "a capture without expectations")
        for kind in Policy.Kind.allCases {
            let mapping = try CategoryMapping(directoryPath: Support.fixtureMappings, policy: Policy(kind: kind))
            for capture in captures {
                let name = String(capture.name.dropLast(5))
                guard let want = expected[name]?[kind] else { continue }
                let verdict = mapping.verdict(for: capture.observations.map { ($0.identifier, $0.confidence) })
                XCTAssertEqual(verdict.categories, want.categories, "\(name) under \(kind.rawValue)")
                XCTAssertEqual(verdict.decidedBy.map(\.identifier), want.decidedBy, "\(name) under \(kind.rawValue)")
                // The deciding observations are the capture's own, with their confidences.
                for observation in verdict.decidedBy {
                    XCTAssertTrue(capture.observations.contains(observation), "\(name): \(observation)")
                }
            }
        }
    }

    func testFixtureFilesLoadAsTheirCategories() throws {
        let mapping = try CategoryMapping(directoryPath: Support.fixtureMappings, policy: .article)
        XCTAssertEqual(mapping.categoryNames, ["dishes", "electronics", "furniture", "meal", "paper", "people", "pets",
                                               "produce", "scenery", "toys", "vehicles", "wild"])
        XCTAssertEqual(mapping.engine.table.categories(of: "stuffed_animals"), ["toys"])
        XCTAssertFalse(mapping.engine.table.isMapped("structure"), "an exclusion is not an entry")
        XCTAssertFalse(mapping.engine.table.isMapped("machine"))
    }

    func testACategoryThresholdKeepsAConfidentObservationOut() throws {
        let captures = try Support.publishedCaptures()
        let cat = try XCTUnwrap(captures.first { $0.name == "jp-vision-cat.json" })
        let strict = try CategoryMapping(directoryPath: Support.fixtureMappings, policy: .article, thresholds: ["pets": 0.95])
        let verdict = strict.verdict(for: cat.observations)
        XCTAssertEqual(verdict.categories, ["wild"])
        XCTAssertEqual(verdict.decidedBy.map(\.identifier), ["feline"])
    }

    func testTheShippedMappingsDecideTheSameAsTheEngineUnderEveryPolicy() throws {
        let shipped = TestSupport.repository.appendingPathComponent("mappings").path
        for kind in Policy.Kind.allCases {
            let policy = Policy(kind: kind)
            let mapping = try CategoryMapping(directoryPath: shipped, policy: policy)
            let engine = PolicyEngine(table: mapping.engine.table, hierarchy: .vision, policy: policy)
            for capture in try Support.publishedCaptures() {
                let verdict = mapping.verdict(for: capture.observations)
                XCTAssertEqual(verdict, engine.verdict(for: capture.observations), capture.name)
                XCTAssertEqual(verdict, Reference.verdict(capture.observations, table: mapping.engine.table,
                                                          hierarchy: .vision, policy: policy), "\(capture.name) \(kind)")
            }
        }
    }
}
