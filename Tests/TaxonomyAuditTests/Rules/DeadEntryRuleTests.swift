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
