import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The built-in vocabularies: names, lists, knowledge and what the audit makes of them.
final class BuiltinVocabularyTests: XCTestCase {
    func testEveryNameAndAliasPicksItsVocabularyAndTheCountsAreTheClassifiers() throws {
        XCTAssertEqual(BuiltinVocabulary.named("apple-vision-rev2"), .appleVision)
        XCTAssertEqual(BuiltinVocabulary.named("apple-vision"), .appleVision)
        XCTAssertNil(BuiltinVocabulary.named("mlkit"))
        let counts = BuiltinVocabulary.allCases.map { ($0.rawValue, $0.vocabulary.count, $0.vocabulary.reporting) }
        XCTAssertEqual(counts.map(\.0), ["apple-vision-rev1", "google-mlkit", "imagenet-1k", "coco"])
        XCTAssertEqual(counts.map(\.1), [1303, 447, 1000, 80])
        XCTAssertEqual(counts.map(\.2), [.hierarchical, .flat, .flat, .flat])
        for builtin in BuiltinVocabulary.allCases {
            let vocabulary = try Vocabulary.named(builtin.rawValue, fileExists: { _ in true })
            XCTAssertEqual(vocabulary.name, builtin.rawValue, "a built-in name wins over a file of that name")
            XCTAssertEqual(vocabulary.origin, builtin)
            XCTAssertEqual(Set(vocabulary.identifiers).count, vocabulary.count, "\(builtin.rawValue): identifiers are distinct")
        }
        XCTAssertThrowsError(try Vocabulary.named("imagenet", fileExists: { _ in false })) { error in
            XCTAssertTrue("\(error)".contains("google-mlkit, imagenet-1k, coco"), "\(error)")
        }
    }

    /// Each embedded table is the committed `taxonomy/<name>.knowledge.tsv`, row for row, in the list's order.
    func testEachEmbeddedTableIsTheCommittedOneInTheClassifiersOrder() throws {
        let lists = ["google-mlkit": "taxonomy/google-mlkit.txt", "imagenet-1k": "taxonomy/imagenet-1k.tsv", "coco": "taxonomy/coco.tsv"]
        for builtin in BuiltinVocabulary.allCases where builtin != .appleVision {
            let committed = try String(contentsOf: TestSupport.repository.appendingPathComponent("taxonomy/\(builtin.rawValue).knowledge.tsv"),
                                       encoding: .utf8)
            XCTAssertEqual(builtin.knowledge, try KnowledgeTable(tsv: committed), builtin.rawValue)
            let list = try String(contentsOf: TestSupport.repository.appendingPathComponent(lists[builtin.rawValue]!), encoding: .utf8)
            let firstFields = list.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
            if builtin == .imagenet1k {
                XCTAssertEqual(firstFields.count, builtin.vocabulary.count)
            } else {
                XCTAssertEqual(firstFields, builtin.vocabulary.identifiers, builtin.rawValue)
            }
        }
    }

    func testMLKitLabelsKeepTheirCaseAndSpacesWithSensesAndSilentLabels() throws {
        let mlkit = BuiltinVocabulary.googleMLKit.vocabulary
        XCTAssertTrue(mlkit.contains("Cookware and bakeware"))
        XCTAssertFalse(mlkit.contains("couch"))
        XCTAssertEqual(mlkit.info("Couch")?.sense, "couch#1")
        XCTAssertEqual(mlkit.info("Cushion")?.sense, "cushion#3", "the pad, not the shock absorber")
        XCTAssertEqual(mlkit.info("Helmet")?.sense, "helmet#2", "the protective headgear, as Vision's helmet, not the armor plate")
        XCTAssertEqual(mlkit.info("Helmet")?.sense, Vocabulary.builtin.info("helmet")?.sense)
        XCTAssertEqual(mlkit.parents(of: "Loveseat"), ["Couch"])
        XCTAssertEqual(mlkit.parents(of: "Basset hound"), ["Dog"])
        XCTAssertTrue(mlkit.isGeneric("Beach"))
        XCTAssertEqual(BuiltinVocabulary.googleMLKit.silentLabels.count, 17)
        XCTAssertTrue(BuiltinVocabulary.googleMLKit.silentLabels.isSubset(of: Set(mlkit.identifiers)))
        XCTAssertTrue(BuiltinVocabulary.googleMLKit.silentLabels.contains("Laundry"))
        XCTAssertEqual(BuiltinVocabulary.coco.silentLabels, [])
    }

    /// ImageNet is exact: every class has its wnid's sense, the repeated first lemmas are told apart as
    /// torchvision does, and umbrella words are no classes.
    func testImageNetClassesAreTheirSynsetsAndUmbrellaWordsAreNoClasses() throws {
        let imagenet = BuiltinVocabulary.imagenet1k.vocabulary
        XCTAssertEqual(imagenet.identifiers.first, "tench")
        for (identifier, sense) in [("crane bird", "crane#5"), ("crane", "crane#4"), ("maillot", "maillot#2"),
                                    ("maillot tank suit", "maillot#1"), ("tiger cat", "tiger_cat#2"), ("Granny Smith", "granny_smith#1")] {
            XCTAssertEqual(imagenet.info(identifier)?.sense, sense, identifier)
        }
        XCTAssertTrue(imagenet.identifiers.allSatisfy { imagenet.info($0)?.sense != nil }, "every class is a synset")
        for umbrella in ["dog", "cat", "bird", "crane_bird"] { XCTAssertFalse(imagenet.contains(umbrella), umbrella) }
        // ILSVRC-2012's classes are chosen so that none is above another in WordNet.
        XCTAssertTrue(imagenet.identifiers.allSatisfy { imagenet.parents(of: $0).isEmpty })
    }

    func testCOCOSupercategoriesGroupEveryClassAndAreNeverParents() throws {
        let coco = BuiltinVocabulary.coco.vocabulary
        let groups = BuiltinVocabulary.coco.groups
        XCTAssertEqual(groups.map(\.identifier), coco.identifiers)
        XCTAssertEqual(Set(groups.map(\.group)), ["person", "vehicle", "outdoor", "animal", "accessory", "sports", "kitchen",
                                                  "food", "furniture", "electronic", "appliance", "indoor"])
        XCTAssertEqual(groups.first { $0.identifier == "couch" }?.group, "furniture")
        let groupOnly = Set(groups.map(\.group)).subtracting(coco.identifiers)
        XCTAssertTrue(coco.identifiers.allSatisfy { Set(coco.parents(of: $0)).isDisjoint(with: groupOnly) })
        XCTAssertEqual(coco.parents(of: "hot dog"), ["sandwich"])
        XCTAssertEqual(coco.info("mouse")?.sense, "mouse#4", "the computer's mouse, in COCO's electronic group")
        XCTAssertEqual(BuiltinVocabulary.googleMLKit.groups.count, 0)
    }

    /// Each vocabulary's meaning index names its own identifiers, and case and separators are spelling.
    func testSuggestionsNameTheVocabularysOwnIdentifiers() throws {
        func first(_ entry: String, _ builtin: BuiltinVocabulary) -> Suggestion? {
            Suggester(vocabulary: builtin.vocabulary).suggestions(for: entry).first
        }
        XCTAssertEqual(first("sofa", .googleMLKit)?.identifier, "Couch")
        XCTAssertEqual(first("sofa", .googleMLKit)?.kind, .meaning)
        XCTAssertEqual(first("couch", .googleMLKit)?.identifier, "Couch")
        XCTAssertEqual(first("couch", .googleMLKit)?.kind, .spelling)
        XCTAssertEqual(first("Gaden", .googleMLKit)?.identifier, "Garden")
        XCTAssertEqual(first("tiger_cat", .imagenet1k)?.identifier, "tiger cat")
        XCTAssertEqual(first("tiger_cat", .imagenet1k)?.reason, "differs from tiger cat only in separators")
        XCTAssertEqual(first("sofa", .coco)?.identifier, "couch")
        XCTAssertEqual(first("traffic_light", .coco)?.identifier, "traffic light")
        XCTAssertEqual(first("couch", .appleVision)?.identifier, "sofa")
    }
}
