import CategoryMapping
import XCTest
@testable import TaxonomyAudit

/// The built-in vocabularies' generated layouts: current, and loading the same vocabulary a scan of the
/// table gives.
final class VocabularyLayoutTests: XCTestCase {
    /// Each embedded layout is what the generator makes of its embedded table now (`make taxonomy-check`
    /// checks the files; this checks the literals the binary carries).
    func testEachEmbeddedLayoutIsCurrent() throws {
        for builtin in BuiltinVocabulary.allCases {
            XCTAssertEqual(try Vocabulary.layout(knowledgeTSV: builtin.knowledgeTSV), builtin.knowledgeLayout, builtin.rawValue)
        }
    }

    /// Loaded from its layout, each built-in vocabulary is the one a scan of its table gives: identifiers,
    /// what the table says of each, links both ways, and the hierarchy.
    func testTheLayoutLoadsWhatAScanOfTheTableGives() throws {
        for builtin in BuiltinVocabulary.allCases {
            let laid = try XCTUnwrap(Vocabulary(origin: builtin, tsv: builtin.knowledgeTSV, layout: builtin.knowledgeLayout))
            let scanned = Vocabulary(origin: builtin, rows: try KnowledgeRows(text: builtin.knowledgeTSV))
            XCTAssertEqual(laid.identifiers, scanned.identifiers, builtin.rawValue)
            XCTAssertEqual(laid.identifiers, builtin.vocabulary.identifiers, builtin.rawValue)
            XCTAssertEqual(laid.hierarchy.isFlat, scanned.hierarchy.isFlat, builtin.rawValue)
            for identifier in scanned.identifiers {
                XCTAssertEqual(laid.info(identifier), scanned.info(identifier), identifier)
                XCTAssertEqual(laid.isGeneric(identifier), scanned.isGeneric(identifier), identifier)
                XCTAssertEqual(laid.children(of: identifier), scanned.children(of: identifier), identifier)
                XCTAssertEqual(laid.hierarchy.chain(of: identifier), scanned.hierarchy.chain(of: identifier), identifier)
                XCTAssertEqual(laid.hierarchy.depth(of: identifier), scanned.hierarchy.depth(of: identifier), identifier)
            }
        }
        XCTAssertEqual(Vocabulary.builtin.info("sofa")?.parents, ["seat"])
        XCTAssertEqual(Vocabulary.builtin.hierarchy.chain(of: "armchair"), ["furniture", "seat", "chair", "armchair"])
    }

    /// A layout that is malformed, or does not fit its table, loads nothing (the built-in then scans its table);
    /// one whose identifiers have no hash (`-`) loads them the ordinary way.
    func testALayoutThatDoesNotFitItsTableLoadsNothing() throws {
        let tsv = "identifier\tsense\tparents\tgeneric\tgloss\nanimal\t\t\t\tan animal\ndog\t\tanimal\t\ta dog"
        let layout = try Vocabulary.layout(knowledgeTSV: tsv)
        XCTAssertEqual(layout, "2\n39 6 0 4a86ac05\n59 3 0 8d612cbf 0")
        XCTAssertEqual(IdentifierIndex.hash(ofASCII: "dog"), 0x8d61_2cbf)
        for loadable in [layout, "2\n39 6 0 -\n59 3 0 - 0"] {
            let vocabulary = try XCTUnwrap(Vocabulary(origin: .coco, tsv: tsv, layout: loadable))
            XCTAssertEqual(vocabulary.identifiers, ["animal", "dog"])
            XCTAssertEqual(vocabulary.parents(of: "dog"), ["animal"])
            XCTAssertEqual(vocabulary.info("dog")?.gloss, "a dog")
            XCTAssertFalse(vocabulary.contains("cat"))
        }
        let (animal, dog) = ("4a86ac05", "8d612cbf")
        for broken in ["", "2\n39 6 0 \(animal)", "2\n39 6 0 \(animal)\n59 3 0 \(dog) 2", "2\n39 5 0 \(animal)\n59 3 0 \(dog) 0",
                       "2\n39 6 0 \(animal)\n59 3 2 \(dog) 0", "2\n39 6 0 \(animal)\n59 3 0 \(dog) x",
                       "2\n39 6 0 \(animal)\n9999 3 0 \(dog) 0", "2\n39 6 0 \(animal)\n59 3 0 \(dog) 0 ", "99999999999\n",
                       "2\n39 6 0\n59 3 0 \(dog) 0", "2\n39 6 0 4a86ac0\n59 3 0 \(dog) 0", "2\n39 6 0 4A86AC05\n59 3 0 \(dog) 0",
                       "2\n39 6 0 4a86ac05x\n59 3 0 \(dog) 0", "2\n39 6 0 -x\n59 3 0 \(dog) 0"] {
            XCTAssertNil(Vocabulary(origin: .coco, tsv: tsv, layout: broken), broken)
        }
    }
}
