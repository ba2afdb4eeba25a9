import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The embedded concept data of every built-in vocabulary, against the vocabularies themselves.
final class ConceptTableTests: XCTestCase {
    func testEveryBuiltInVocabularyHasConceptDataForExactlyItsIdentifiers() throws {
        for vocabulary in BuiltinVocabulary.allCases {
            let concepts = try XCTUnwrap(ConceptTable.builtin(named: vocabulary.rawValue), vocabulary.rawValue)
            XCTAssertEqual(concepts.identifiers, vocabulary.vocabulary.identifiers, vocabulary.rawValue)
            XCTAssertEqual(concepts.reporting, vocabulary.reporting, vocabulary.rawValue)
            for name in vocabulary.names { XCTAssertEqual(ConceptTable.builtin(named: name)?.name, vocabulary.rawValue) }
            // An identifier has a synset exactly when the knowledge table gives it a sense.
            for identifier in vocabulary.vocabulary.identifiers {
                let sense = vocabulary.vocabulary.info(identifier)?.sense ?? ""
                XCTAssertEqual(concepts.concept(of: identifier) != nil, !sense.isEmpty, "\(vocabulary.rawValue): \(identifier)")
                XCTAssertEqual(concepts.concept(of: identifier)?.isKindOf ?? false, sense.hasPrefix("kindof:"), identifier)
                XCTAssertEqual(concepts.isGeneric(identifier), vocabulary.vocabulary.isGeneric(identifier), identifier)
            }
        }
        XCTAssertNil(ConceptTable.builtin(named: "klingon"))
    }

    /// WordNet 3.0 offsets: sofa#1 is 04256520, the synset of ML Kit's Couch and COCO's couch; ImageNet's
    /// classes are their wnids.
    func testSharedSynsetsAcrossVocabularies() throws {
        let vision = try XCTUnwrap(ConceptTable.builtin(named: "apple-vision"))
        let mlKit = try XCTUnwrap(ConceptTable.builtin(named: "google-mlkit"))
        let coco = try XCTUnwrap(ConceptTable.builtin(named: "coco"))
        let imageNet = try XCTUnwrap(ConceptTable.builtin(named: "imagenet-1k"))
        XCTAssertEqual(vision.concept(of: "sofa"), .init(synset: 4_256_520, isKindOf: false))
        XCTAssertEqual(mlKit.identifiers(at: 4_256_520), ["Couch"])
        XCTAssertEqual(coco.identifiers(at: 4_256_520), ["couch"])
        XCTAssertEqual(imageNet.concept(of: "tench"), .init(synset: 1_440_764, isKindOf: false))
        // beagle (n02088364) is a kind of dog (n02084071), three steps up through hound and hunting dog.
        let beagle = try XCTUnwrap(imageNet.concept(of: "beagle"))
        XCTAssertEqual(imageNet.ancestors(of: beagle).first { $0.synset == 2_084_071 }?.distance, 3)
        XCTAssertEqual(imageNet.identifiers(below: 2_084_071).count, 118)
    }

    /// Every identifier of every vocabulary, written as a ported line is, reads back as itself.
    func testEveryIdentifierSurvivesAPortedLine() throws {
        for vocabulary in BuiltinVocabulary.allCases {
            let text = vocabulary.vocabulary.identifiers.map { "\($0)  # from x: synonym\n!\($0)  # from !x: synonym\n" }.joined()
            let file = try TestSupport.mapping("c", text)
            let expected = vocabulary.vocabulary.identifiers.flatMap { [$0, $0] }
            XCTAssertEqual(file.entries.map(\.text), expected, vocabulary.rawValue)
        }
    }

    func testMalformedTextNamesTheLine() {
        XCTAssertThrowsError(try ConceptTable(name: "x", reporting: .flat, text: "sofa\tabc\n")) { error in
            XCTAssertEqual("\(error)", "concept data of x:1: malformed line")
        }
        XCTAssertThrowsError(try ConceptTable(name: "x", reporting: .flat, text: "sofa\t1\n\n2\n"))
    }
}
