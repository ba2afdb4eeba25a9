import TestSupport
import XCTest
@testable import TaxonomyAudit

final class DeadEntryRuleTests: RuleTestCase {
    func testEntriesOutsideTheVocabularyAreErrorsAtTheirLine() throws {
        let found = try findings(.deadEntry, [("soft", "pillow\n  cotton # natural fibre\n!fabric\n")])
        XCTAssertEqual(found.map(\.subject), ["cotton", "fabric"])
        XCTAssertEqual(found.map(\.line), [2, 3])
        XCTAssertEqual(found.map(\.column), [3, 1])
        XCTAssertEqual(found.map(\.severity), [.error, .error])
        XCTAssertEqual(found[0].message, "\"cotton\" is not an identifier of fixture, so it can never match")
    }

    func testMatchingIsExactAndCaseSensitive() throws {
        let found = try findings(.deadEntry, [("soft", "Sofa\nsofas\nsofa\n")])
        XCTAssertEqual(found.map(\.subject), ["Sofa", "sofas"])
    }

    func testSpellingExplainsCaseSeparatorsAndPlurals() throws {
        let found = try findings(.deadEntry, [("soft", "Sofas\nStuffed Animals\nwet-suit\nstuffed-animal\nBATHROBE\n")])
        XCTAssertEqual(found.map { $0.suggestions.first?.identifier }, ["sofa", "stuffed_animals", "wetsuit", "stuffed_animals", "bathrobe"])
        XCTAssertEqual(found.map { $0.suggestions.first?.kind }, Array(repeating: .spelling, count: 5))
        XCTAssertEqual(found[1].suggestions.first?.reason, "stuffed_animals is written with underscores")
        XCTAssertEqual(found[4].suggestions.first?.reason, "differs from bathrobe only in case")
        XCTAssertTrue(found[0].message.hasSuffix("did you mean \"sofa\"? (singular/plural of sofa)"), found[0].message)
    }

    func testUnrelatedWordsGetNoSpellingSuggestion() throws {
        let found = try findings(.deadEntry, [("soft", "cotton\n")])
        XCTAssertEqual(found.first?.suggestions.filter { $0.kind == .spelling }, [])
    }
}

final class DeadEntryUmbrellaTests: RuleTestCase {
    private let imagenet = BuiltinVocabulary.imagenet1k.vocabulary

    func testAnUmbrellaWordOfAFlatVocabularyNamesTheClassesBelowIt() throws {
        let found = try findings(.deadEntry, [("pets", "dog\nsnake\ncats\n")], vocabulary: imagenet)
        XCTAssertEqual(found.map(\.subject), ["dog", "snake", "cats"])
        let suggester = Suggester(vocabulary: imagenet)
        for (finding, word) in zip(found, ["dog", "snake", "cat"]) {
            let umbrella = try XCTUnwrap(suggester.umbrella(for: finding.subject), word)
            XCTAssertEqual(umbrella.word, word)
            XCTAssertTrue(finding.message.hasPrefix("\"\(finding.subject)\" is not a class of imagenet-1k; it is an umbrella over \(umbrella.classes.count) of its classes ("),
                          finding.message)
            XCTAssertTrue(finding.message.hasSuffix("); map those kinds"), finding.message)
            XCTAssertFalse(finding.message.contains("did you mean"), finding.message)
            // The kinds are classes, and no sister ("hyena", both kinds of canine) is proposed.
            XCTAssertEqual(finding.suggestions.map(\.identifier), Array(umbrella.classes.prefix(Suggester.maximumSuggestions)))
            XCTAssertTrue(umbrella.classes.allSatisfy(imagenet.contains))
            XCTAssertEqual(finding.suggestions.first?.reason, "\(umbrella.classes[0]) is a kind of \(word)")
            // No one breed replaces "dog" unasked: every fix is for a person to choose.
            XCTAssertTrue(finding.fixes.allSatisfy { $0.applicability == .alternative }, "\(finding.fixes)")
        }
        // ImageNet's 118 dog breeds; its cats: the domestic breeds and wildcats, not the big cats (felines, not cat#1's kinds).
        XCTAssertEqual(suggester.umbrella(for: "dog")?.classes.count, 118)
        XCTAssertTrue(suggester.umbrella(for: "dog")?.classes.contains("beagle") == true)
        XCTAssertFalse(suggester.umbrella(for: "dog")?.classes.contains("hyena") == true)
        let cats = Set(suggester.umbrella(for: "cat")?.classes ?? [])
        XCTAssertTrue(cats.isSuperset(of: ["tabby", "tiger cat", "Persian cat", "Siamese cat", "Egyptian cat"]), "\(cats)")
        XCTAssertTrue(cats.isDisjoint(with: ["lion", "tiger", "leopard"]), "\(cats)")
        XCTAssertTrue(suggester.umbrella(for: "snake")?.classes.contains("king snake") == true)
    }

    func testSpellingMatchesClassesAndHierarchicalVocabulariesAreNoUmbrellas() throws {
        let imagenetSuggester = Suggester(vocabulary: imagenet)
        XCTAssertNil(imagenetSuggester.umbrella(for: "beagle"), "a class is no umbrella")
        let found = try findings(.deadEntry, [("pets", "tiger_cat\n")], vocabulary: imagenet)
        XCTAssertEqual(found.first?.suggestions.first?.identifier, "tiger cat")
        XCTAssertTrue(found.first?.message.contains("did you mean \"tiger cat\"?") == true)
        // Vision reports the ancestors of what it sees, so a word no identifier spells keeps its suggestions.
        XCTAssertNil(Suggester(vocabulary: .builtin).umbrella(for: "puppy"))
        let vision = try findings(.deadEntry, [("pets", "puppy\n")], vocabulary: .builtin)
        XCTAssertTrue(vision.first?.message.hasPrefix("\"puppy\" is not an identifier of apple-vision-rev1, so it can never match") == true,
                      vision.first?.message ?? "")
    }
}

/// `DeadEntryRule.suggestionContexts(for:_:)` gathers each category's mapped identifiers in one pass, keeping
/// per text the category that gathered it last; here it is compared with a plain version on generated mappings.
final class DeadEntrySuggestionContextReferenceTests: XCTestCase {
    /// The plain version: for each category of a dead entry, the identifiers of the vocabulary it maps (not
    /// excludes), each once, in the order they first appear.
    static func referenceContexts(for dead: [Placement], _ context: AuditContext) -> [String: SuggestionContext] {
        var contexts: [String: SuggestionContext] = [:]
        for category in Set(dead.map(\.category)) {
            var mapped: [String] = []
            for placement in context.placements where placement.category == category && !placement.entry.isExclusion
                && context.vocabulary.contains(placement.entry.text) && !mapped.contains(placement.entry.text) {
                mapped.append(placement.entry.text)
            }
            contexts[category] = context.suggester.context(category: category, mapping: mapped)
        }
        return contexts
    }

    /// Vision identifiers that a text list and a Swift string hold as written.
    static let identifiers = Vocabulary.builtin.identifiers.filter { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " } }
    /// Words no identifier is, some near one.
    static let deadWords = ["cotton", "fabric", "Sofas", "couch", "leather", "puppy", "kitty", "Dog"]

    /// Two contexts agree when they name the same category and place every probe alike (`closeness`, which reads
    /// all a context holds about the nodes on the probe's lineage).
    func assertSame(_ actual: [String: SuggestionContext], _ expected: [String: SuggestionContext], probes: [String],
                    index: MeaningIndex, _ note: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Set(actual.keys), Set(expected.keys), note, file: file, line: line)
        for (category, context) in expected {
            guard let made = actual[category] else { continue }
            XCTAssertEqual(made.category, context.category, note, file: file, line: line)
            for probe in probes {
                let (a, e) = (made.closeness(of: probe, in: index), context.closeness(of: probe, in: index))
                guard a?.identifiersBelow != e?.identifiersBelow || a?.nearest != e?.nearest else { continue }
                XCTFail("\(note), \(category), \(probe): \(a.map { "\($0)" } ?? "nil"), the reference \(e.map { "\($0)" } ?? "nil")",
                        file: file, line: line)
                return
            }
        }
    }

    func testTheContextsAreThoseOfThePlainVersionOnGeneratedMappings() throws {
        var random = SplitMix64(seed: 0xDEAD)
        let vocabulary = Vocabulary.builtin, suggester = Suggester(vocabulary: vocabulary)
        let sample = Self.identifiers.enumerated().filter { $0.offset % 7 == 0 }.map(\.element)
        var compared = 0
        for round in 0..<60 {
            let entries = round % 20 == 0 ? Int.random(in: 1_000...3_000, using: &random) : Int.random(in: 0...150, using: &random)
            let pool = Array(Self.identifiers.shuffled(using: &random).prefix(Int.random(in: 1...40, using: &random)))
                + Self.deadWords.shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random))
            let sources = try GeneratedMappings.sources(&random, words: pool, entries: entries,
                                                        categoryCount: Int.random(in: 1...5, using: &random))
            let context = AuditContext(vocabulary: vocabulary, sources: sources, suggester: suggester)
            let dead = context.placements.filter { !vocabulary.contains($0.entry.text) }
            let some = context.placements.filter { _ in Int.random(in: 0..<40, using: &random) == 0 }
            for (name, placements) in [("the dead entries", dead), ("some entries", some)] {
                let actual = DeadEntryRule.suggestionContexts(for: placements, context)
                assertSame(actual, Self.referenceContexts(for: placements, context), probes: pool + sample,
                           index: suggester.meaningIndex, "round \(round), \(name)")
                compared += actual.count
            }
        }
        XCTAssertGreaterThan(compared, 150)
    }

    /// A category met again after another took its identifiers; a category of dead entries only; none dead.
    func testTheEdgeCasesMatchThePlainVersion() throws {
        let vocabulary = Vocabulary.builtin
        let sources: [any MappingSource] = [
            try TestSupport.mapping("soft", "sofa\n!pillow\n"), try TestSupport.mapping("hard", "sofa\ntable\n"),
            try TestSupport.mapping("soft", "pillow\nsofa\ntable\ncouch\n", directory: "ios"), try TestSupport.mapping("pets", "puppy\n!cat\n"),
        ]
        let context = AuditContext(vocabulary: vocabulary, sources: sources)
        let dead = context.placements.filter { !vocabulary.contains($0.entry.text) }
        XCTAssertEqual(Set(dead.map(\.category)), ["soft", "pets"])
        for placements in [dead, [], context.placements, context.placements.filter(\.entry.isExclusion)] {
            assertSame(DeadEntryRule.suggestionContexts(for: placements, context), Self.referenceContexts(for: placements, context),
                       probes: Self.identifiers, index: context.suggester.meaningIndex, "\(placements.map(\.location))")
        }
    }
}

/// An entry that differs from an identifier only in case or separators (`Sofa`, `teddy_bear`) is the spelling
/// of an app that folds labels before its look-up: its replacement is a suggestion, never a safe fix.
final class DeadEntryCaseOnlyFixTests: RuleTestCase {
    func testACaseOrSeparatorOnlyReplacementIsSuggestedAndAnyOtherSpellingStaysSafe() throws {
        let found = try findings(.deadEntry, [("soft", "Sofa\nBATHROBE\nStuffed Animals\nSofas\nwet-suit\n")])
        XCTAssertEqual(found.map(\.subject), ["Sofa", "BATHROBE", "Stuffed Animals", "Sofas", "wet-suit"])
        XCTAssertEqual(found.map { $0.fixes.first?.title }, ["replace it with \"sofa\"", "replace it with \"bathrobe\"",
                                                             "replace it with \"stuffed_animals\"", "replace it with \"sofa\"",
                                                             "replace it with \"wetsuit\""])
        XCTAssertEqual(found.map { $0.fixes.first?.applicability }, [.suggested, .suggested, .suggested, .safe, .safe],
                       "a plural, or a hyphen no match mode folds, is no case of the app's comparison")
        let coco = try findings(.deadEntry, [("toys", "teddy_bear\nkites\n")], vocabulary: BuiltinVocabulary.coco.vocabulary)
        XCTAssertEqual(coco.map { $0.fixes.first?.title }, ["replace it with \"teddy bear\"", "replace it with \"kite\""])
        XCTAssertEqual(coco.map { $0.fixes.first?.applicability }, [.suggested, .safe])
    }

    func testFixLeavesCaseAndSeparatorSpellingsAndTheDiffProposesThem() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["vision/soft.txt": "# lowercased before the look-up\npillow\nSofa\nPillows\n",
                               "coco/toys.txt": "teddy_bear\nkites\n"], in: directory)
        let vision = try TestSupport.runAudit(["--fix", "vision"], in: directory)
        XCTAssertEqual(vision.status, 1, vision.output)
        XCTAssertTrue(vision.output.hasPrefix("vision/soft.txt:4: removed \"Pillows\" (\"pillow\" is already listed)\nWrote 1 file: vision/soft.txt.\n"), vision.output)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("vision/soft.txt"), encoding: .utf8),
                       "# lowercased before the look-up\npillow\nSofa\n", "Pillows became a copy of pillow; Sofa stays")
        let coco = try TestSupport.runAudit(["--fix", "--vocabulary", "coco", "coco"], in: directory)
        XCTAssertEqual(coco.status, 1, coco.output)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("coco/toys.txt"), encoding: .utf8), "teddy_bear\nkite\n")
        // The default answers (`--diff`, accept-all in `--suggest`) still propose them.
        let diff = try TestSupport.runAudit(["--diff", "vision"], in: directory)
        XCTAssertTrue(diff.output.contains("-Sofa\n+sofa\n"), diff.output)
        let cocoDiff = try TestSupport.runAudit(["--diff", "--vocabulary", "coco", "coco"], in: directory)
        XCTAssertTrue(cocoDiff.output.contains("-teddy_bear\n+teddy bear\n"), cocoDiff.output)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("coco/toys.txt"), encoding: .utf8), "teddy_bear\nkite\n",
                       "--diff writes nothing")
    }
}
