import TestSupport
import XCTest
@testable import TaxonomyAudit
@testable import TaxonomyGeneration

/// The generators of the other built-in vocabularies' tables: the exact synset builder (ImageNet), the
/// tab-separated decisions of vocabularies whose identifiers hold spaces, and the embedded sources.
final class VocabularyTablesTests: XCTestCase {
    private let classes = "n00000040\tbathrobe\nn00000020\tclothing, wear\nn00000080\tcushion\nn00000090\tstructure\nn00000100\tstructure\n"

    func testSynsetClassesTakeTheirSenseGlossAndNearestClassAbove() throws {
        let builder = try SynsetTaxonomyBuilder(classes: classes, classesPath: "classes.tsv",
                                                names: "n00000100\tstructure built  # the artifact\n", namesPath: "names.tsv",
                                                wordNet: try WordNetTests.fixture())
        let table = try builder.build()
        XCTAssertEqual(table.entries.map(\.identifier), ["bathrobe", "clothing", "cushion", "structure", "structure built"])
        XCTAssertEqual(table.entries.map(\.sense), ["bathrobe#1", "clothing#1", "cushion#2", "structure#1", "structure#2"])
        // robe is passed through: it is no class.
        XCTAssertEqual(table.entries[0].parents, ["clothing"])
        XCTAssertEqual(table.entries[1].parents, [])
        XCTAssertEqual(table.entries[2].gloss, "a soft bag filled with a mass of padding")
        XCTAssertTrue(table.entries.allSatisfy { $0.genericReason == nil })
    }

    func testRepeatedNamesUnknownWnidsAndNamesOfNoClassAreErrorsNamingTheLine() throws {
        let wordNet = try WordNetTests.fixture()
        func error(_ classes: String, names: String = "") -> String {
            do {
                _ = try SynsetTaxonomyBuilder(classes: classes, classesPath: "classes.tsv", names: names, namesPath: "names.tsv", wordNet: wordNet)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(error(classes), "classes.tsv:5: `structure` is also line 4's identifier; name one of them in names.tsv")
        XCTAssertEqual(error("n00000999\tghost\n"), "classes.tsv:1: n00000999 is no WordNet 3.0 noun synset")
        XCTAssertEqual(error("bathrobe\n"), "classes.tsv:1: expected `wnid<TAB>lemmas`")
        XCTAssertEqual(error("n00000040\tbathrobe\n", names: "# a comment\nn00000060\tsofa\n"), "names.tsv:2: n00000060 is no class of classes.tsv")
        XCTAssertEqual(error("n00000040\tbathrobe\n", names: "n00000040\n"), "names.tsv:1: expected `wnid<TAB>identifier`")
    }

    /// Identifiers with spaces need tab-separated decisions; Vision's file keeps white space.
    func testTabSeparatedDecisionsKeepSpacesInIdentifiersAndValues() throws {
        let overrides = try Overrides(text: "Hot dog\tsense\thotdog#2\t# the sandwich\nCookware and bakeware\tparent\tKitchen ware\n"
                                      + "Hot dog\tgloss\ta sausage in a bun  # with a # in it\n", path: "o.tsv", separator: .tab)
        XCTAssertEqual(overrides.senses["Hot dog"], .wordNet(lemma: "hotdog", number: 2))
        XCTAssertEqual(overrides.addedParents["Cookware and bakeware"], ["Kitchen ware"])
        XCTAssertEqual(overrides.glosses["Hot dog"], "a sausage in a bun")
        let spaced = try Overrides(text: "sofa  sense  sofa#1  # the seat\n", path: "o.tsv")
        XCTAssertEqual(spaced.senses["sofa"], .wordNet(lemma: "sofa", number: 1))
        XCTAssertThrowsError(try Overrides(text: "Hot dog sense hotdog#2\n", path: "o.tsv", separator: .tab)) { error in
            XCTAssertEqual("\(error)", "o.tsv:1: expected `identifier directive value`")
        }
        XCTAssertEqual(TaxonomyBuilder.spacedLemmaForm("Cookware and bakeware"), "cookware_and_bakeware")
    }

    /// A sense-aligned vocabulary written with spaces finds WordNet's lemmas joined by underscores.
    func testSpacedIdentifiersAlignToWordNetsJoinedLemmas() throws {
        let builder = TaxonomyBuilder(vocabulary: ["Shock absorber", "Furniture", "Sofa"], wordNet: try WordNetTests.fixture(),
                                      overrides: Overrides(), overridesPath: "o.tsv", lemmaForm: TaxonomyBuilder.spacedLemmaForm)
        let table = try builder.build().table
        XCTAssertEqual(table.entries.map(\.sense), ["shock_absorber#1", "furniture#1", "sofa#1"])
        XCTAssertEqual(table.entries[2].parents, ["Furniture"])
    }

    /// The embedded source is the table (and the list a vocabulary adds) as one raw literal each, closed on its own line.
    func testEmbeddedSourcesHoldTheTablesVerbatim() throws {
        let root = TestSupport.repository
        for table in VocabularyTables.tables {
            let tsv = try VocabularyTables.read(table.tablePath, root: root)
            let source = try VocabularyTables.embeddedSource(table, tsv: tsv, root: root)
            XCTAssertTrue(source.contains("static let \(table.swiftName)KnowledgeTSV = #\"\"\"\n" + tsv + "\"\"\"#\n"), table.tablePath)
            XCTAssertEqual(source, try VocabularyTables.read(table.sourcePath, root: root), "\(table.sourcePath) is current")
        }
        XCTAssertTrue(try VocabularyTables.read(VocabularyTables.tables[0].sourcePath, root: root).contains("googleMLKitSilentLabels"))
    }
}
