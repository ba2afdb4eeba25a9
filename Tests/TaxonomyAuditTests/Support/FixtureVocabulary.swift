import TestSupport
@testable import TaxonomyAudit

/// A small vocabulary with a hand-written knowledge table, for testing rule logic in isolation.
enum FixtureVocabulary {
    static let tsv = """
        identifier\tsense\tparents\tgeneric\tgloss
        bathrobe\tbathrobe#1\tclothing\t\ta robe worn after a bath
        brick\tbrick#1\t\t\ta block of baked clay
        chair\tchair#1\tfurniture\t\ta seat for one person
        cloak\tcloak#2\tclothing\t\ta loose outer garment
        clothing\tclothing#1\t\t\ta covering worn on the body
        costume\tcostume#1\tclothing\tworn for any occasion, from carnival to stage\tthe attire of a particular occasion
        door\tdoor#1\t\t\ta swinging barrier
        furniture\tfurniture#1\t\t\tfurnishings
        futon\tfuton#1\tsofa\t\ta mattress on a wooden frame
        headgear\theadgear#1\tclothing\t\tclothing for the head
        helmet\thelmet#2\theadgear\t\ta protective headgear of hard material
        material\tmaterial#1\t\tany substance things are made of, soft or hard\tthe substance of a thing
        pillow\tpillow#1\t\t\ta cushion for the head
        poncho\tponcho#1\tcloak\t\ta cloak with a hole for the head
        sofa\tsofa#1\tfurniture\t\tan upholstered seat
        structure\tstructure#1\t\tumbrella for anything built\ta thing constructed
        stuffed_animals\tkindof:toy#1\t\t\ttoys shaped like animals and stuffed soft
        table\ttable#2\tfurniture\t\ta piece of furniture with a flat top
        wetsuit\tkindof:clothing#1\tclothing\t\ta close-fitting rubber suit
        """

    static let vocabulary: Vocabulary = {
        let table = try! KnowledgeTable(tsv: tsv)
        return Vocabulary(name: "fixture", identifiers: table.entries.map(\.identifier), knowledge: table.entries)
    }()
}

/// `Fixtures/Knowledge/small.tsv` as a hierarchical vocabulary: the rules that reason about run time are
/// tested on it, so the real knowledge table can change without rewriting them.
enum SmallKnowledge {
    static let vocabulary: Vocabulary = {
        // A fixture of the repository: failing to parse it is a test defect.
        let text = (try? String(contentsOfFile: TestSupport.fixture("Knowledge/small.tsv"), encoding: .utf8)) ?? ""
        let table = (try? KnowledgeTable(tsv: text)) ?? KnowledgeTable(entries: [])
        return Vocabulary(name: "small", identifiers: table.entries.map(\.identifier), knowledge: table.entries, reporting: .hierarchical)
    }()
}
