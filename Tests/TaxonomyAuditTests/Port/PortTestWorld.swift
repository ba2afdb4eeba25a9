@testable import TaxonomyAudit

/// A small WordNet-shaped world for the port's tests, in the concept text format:
///
///     1 entity ─┬─ 2 furniture ── 3 seat ─┬─ 4 chair ─┬─ 5 armchair
///               │                         │           └─ 12 folding chair
///               │                         └─ 6 sofa
///               ├─ 7 dog ─┬─ 8 beagle
///               │         └─ 9 poodle
///               └─ 10 textile ── 11 curtain
enum PortTestWorld {
    static let links = "2\t1\n3\t2\n4\t3\n5\t4\n6\t3\n7\t1\n8\t7\n9\t7\n10\t1\n11\t10\n12\t4\n"

    /// A hierarchical source, like Vision: lower-case identifiers.
    static let source = try! ConceptTable(name: "source-vocabulary", reporting: .hierarchical, text: """
        sofa\t6
        armchair\t5
        folding_chair\t12
        chair\t4
        seat\t3
        dog\t7
        curtain\t11
        hoodie\t<10
        frozen\t\tg

        """ + "\n" + links)

    /// A flat target, like ML Kit: `Thing` is generic.
    static let target = try! ConceptTable(name: "target-vocabulary", reporting: .flat, text: """
        Couch\t6
        Chair\t4
        Beagle\t8
        Poodle\t9
        Curtain\t11
        Hoodie\t<10
        Thing\t1\tg

        """ + "\n" + links)

    /// The same identifiers as `source`, reported hierarchically.
    static let hierarchicalTarget = try! ConceptTable(name: "hierarchical", reporting: .hierarchical, text: """
        chair\t4
        armchair\t5
        sofa\t6

        """ + "\n" + links)
}
