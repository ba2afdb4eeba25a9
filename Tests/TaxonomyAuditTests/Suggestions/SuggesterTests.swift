import XCTest
@testable import TaxonomyAudit

/// Suggestions against the built-in vocabulary, knowledge table and meaning index.
final class SuggesterTests: XCTestCase {
    static let suggester = Suggester(vocabulary: .builtin)

    func first(_ entry: String) -> Suggestion? {
        Self.suggester.suggestions(for: entry).first
    }

    func identifiers(_ entry: String) -> [String] {
        Self.suggester.suggestions(for: entry).map(\.identifier)
    }

    func testTheIssuesSpellingExamples() {
        let cases = ["Sofas": "sofa", "wet-suit": "wetsuit", "hoodies": "hoodie", "Stuffed Animals": "stuffed_animals",
                     "SOFA": "sofa", "stuffed-animal": "stuffed_animals", "Bath Robe": "bathrobe", "Rocks": "rocks"]
        for (entry, expected) in cases {
            XCTAssertEqual(first(entry)?.identifier, expected, entry)
            XCTAssertEqual(first(entry)?.kind, .spelling, entry)
        }
        XCTAssertEqual(first("Stuffed Animals")?.reason, "stuffed_animals is written with underscores")
        XCTAssertEqual(first("wet-suit")?.reason, "wetsuit is written as one word")
    }

    func testIrregularPluralsUseWordNetsExceptionList() {
        XCTAssertEqual(first("geese")?.identifier, "bird", "geese → goose, a kind of bird")
        XCTAssertEqual(first("geese")?.reason, "goose is a kind of bird")
        XCTAssertTrue(identifiers("mice").contains("computer_mouse"), "\(identifiers("mice"))")
        let keys = SpellingForms.keys("Stuffed Mice", irregularBases: MeaningIndex.builtin.irregularBases)
        XCTAssertTrue(keys.contains("stuffed_mouse"), "\(keys)")
    }

    func testMisspellingsWithinALengthRelativeDistance() {
        let cases = ["pilow": "pillow", "curtian": "curtain", "sofaa": "sofa", "bathrobs": "bathrobe",
                     "swimsiut": "swimsuit", "pilows": "pillow", "stuffed_animlas": "stuffed_animals"]
        for (entry, expected) in cases {
            XCTAssertEqual(first(entry)?.identifier, expected, entry)
            XCTAssertEqual(first(entry)?.kind, .spelling, entry)
        }
        XCTAssertEqual(first("pilow")?.reason, "1 edit away from pillow")
        XCTAssertEqual(identifiers("cta"), [], "three letters allow no edit")
        XCTAssertEqual(identifiers("zzqx"), [])
    }

    func testTheEntryAsWrittenOutranksItsSingularAtTheSameDistance() {
        let vocabulary = Vocabulary(name: "v", identifiers: ["cord", "core", "cork", "corn", "cows", "cross"], knowledge: [])
        let found = Suggester(vocabulary: vocabulary).suggestions(for: "corss").map(\.identifier)
        XCTAssertEqual(found.first, "cross", "\(found): corss is one swap from cross; its singular cors is one edit from the rest")
        XCTAssertEqual(found.count, Suggester.maximumSuggestions)
    }

    func testRealWordsAreNotTreatedAsMisspellings() {
        // "wool" is one edit from "wood", "tile" from "tire", "metal" from "medal": real nouns mean something else.
        XCTAssertFalse(identifiers("wool").contains("wood"))
        XCTAssertEqual(identifiers("tile"), [])
        XCTAssertEqual(identifiers("metal"), [])
        XCTAssertEqual(identifiers("wall"), [])
    }

    func testTheIssuesMeaningExamples() {
        XCTAssertEqual(first("couch"), Suggestion(identifier: "sofa", kind: .meaning, reason: "couch is a synonym of sofa"))
        XCTAssertEqual(first("cushion"), Suggestion(identifier: "pillow", kind: .meaning, reason: "pillow is a kind of cushion"))
        XCTAssertEqual(first("blanket"), Suggestion(identifier: "bedding", kind: .meaning, reason: "blanket is a kind of bedding"))
        XCTAssertEqual(first("granite"), Suggestion(identifier: "rocks", kind: .meaning, reason: "granite is a kind of rock (rocks)"))
        XCTAssertEqual(Array(identifiers("denim").prefix(2)), ["jeans", "textile"])
        XCTAssertEqual(first("cloth"), Suggestion(identifier: "textile", kind: .meaning, reason: "cloth is a synonym of textile"))
        XCTAssertEqual(first("fabric")?.identifier, "textile")
        XCTAssertEqual(first("teddy bear"), Suggestion(identifier: "toy", kind: .meaning, reason: "teddy bear is a kind of toy"))
        XCTAssertEqual(first("Teddy-Bears")?.identifier, "toy")
    }

    /// Words a person plausibly writes for soft and hard things, with the first suggestion they should get.
    func testABroadListOfPlausibleWords() {
        let expected: [String: String] = [
            // Furniture and furnishings.
            "couches": "sofa", "loveseat": "sofa", "divan": "sofa", "settee": "bench", "armchairs": "armchair",
            "bookcase": "bookshelf", "wardrobe": "furniture", "dresser": "furniture", "dining table": "furniture",
            "counter": "table", "countertop": "kitchen_countertop", "gate": "door",
            "steps": "stairs", "bathtub": "bath", "tub": "bath", "fridge": "refrigerator", "washing machine": "laundry_machine",
            "tv": "television", "cellphone": "phone", "house": "house_single", "drapes": "curtain", "drapery": "curtain",
            // Bedding, cushions and soft toys.
            "cushions": "pillow", "bolster": "pillow", "throw pillow": "pillow", "blankets": "bedding", "duvet": "bedding",
            "quilt": "bedding", "bedspread": "bedding", "rag doll": "doll",
            // Textiles and materials of soft things.
            "textiles": "textile", "cotton": "textile", "wool": "textile", "silk": "textile", "linen": "textile",
            "velvet": "textile", "fleece": "textile", "felt": "textile", "flannel": "textile", "tweed": "textile",
            "corduroy": "textile", "satin": "textile", "nylon": "textile", "polyester": "textile", "suede": "textile",
            "towel": "textile",
            // Clothing.
            "sweater": "clothing", "jumper": "clothing", "t-shirt": "clothing", "shirt": "clothing", "vest": "clothing",
            "sweatshirt": "hoodie", "bathrobes": "bathrobe", "dressing gown": "bathrobe", "robe": "bathrobe",
            "coat": "jacket", "overcoat": "jacket", "raincoat": "jacket", "parka": "jacket", "anorak": "jacket",
            "blazer": "jacket", "dress": "gown", "skirt": "kilt", "trousers": "jeans", "shorts": "jeans", "socks": "sock",
            "scarves": "scarf", "mittens": "mitten", "slippers": "footwear", "cap": "headgear", "bikini": "swimsuit",
            "wetsuits": "wetsuit", "cape": "cloak", "ponchos": "poncho",
            // Hard materials and building parts.
            "stone": "rocks", "stones": "rocks", "rock": "rocks", "pebble": "rocks", "boulder": "rocks", "slate": "rocks",
            "limestone": "rocks", "sandstone": "rocks", "bricks": "brick", "concrete": "brick", "cement": "brick",
            "timber": "wood_processed", "lumber": "wood_processed", "plank": "wood_processed", "log": "wood_natural",
            "hardwood": "wood_natural", "wood": "wood_natural", "glass": "raw_glass", "windows": "window", "doors": "door",
            "ceramic": "brick",
        ]
        var wrong: [String] = []
        for (word, identifier) in expected.sorted(by: { $0.key < $1.key }) where first(word)?.identifier != identifier {
            wrong.append("\(word): expected \(identifier), got \(identifiers(word))")
        }
        XCTAssertEqual(wrong, [])
        // Two kinds of staircase are identifiers; either is a sensible first answer.
        XCTAssertEqual(Set(identifiers("staircase").prefix(2)), ["escalator", "stairs"])
    }

    func testWordsVisionCannotNameGetNoSuggestion() {
        // Materials and parts no identifier stands for: deleting the entry is the right answer.
        for word in ["leather", "upholstery", "plaster", "drywall", "asphalt", "mirror", "floor", "ceiling", "copper"] {
            XCTAssertEqual(identifiers(word), [], word)
        }
    }

    func testGenericIdentifiersAreNeverFirstAndNeverAloneUnlessTheWordIsTheirSynonym() {
        let vocabulary = Vocabulary.builtin
        for word in ["granite", "marble", "cement", "nylon", "linen", "fur", "wood", "metal", "steel", "brick wall"] {
            if let first = first(word) { XCTAssertFalse(vocabulary.isGeneric(first.identifier), "\(word) → \(first.identifier)") }
        }
        XCTAssertTrue(identifiers("granite").contains("material"), "a generic identifier may follow a specific one")
        XCTAssertEqual(first("dance"), Suggestion(identifier: "dancing", kind: .meaning, reason: "dance is a synonym of dancing"))
        XCTAssertEqual(first("room")?.identifier, "interior_room", "room#1 is interior_room's sense")
    }

    func testEverySuggestionIsAnIdentifierAndTheListIsBounded() {
        for word in ["robe", "coat", "sink", "pot", "monitor", "house", "steps", "cotton"] {
            let found = identifiers(word)
            XCTAssertLessThanOrEqual(found.count, Suggester.maximumSuggestions)
            XCTAssertEqual(Set(found).count, found.count, "\(word): no repeats")
            XCTAssertTrue(found.allSatisfy(Vocabulary.builtin.contains), "\(word): \(found)")
        }
    }

    func testAtRunTimeGenericIdentifiersFollowSpecificOnesAndNeverStandAlone() {
        let index = MeaningIndex(text: "material textile sofa\n 0 \nburlap\t=0,<1\nmatter\t<0\nstuff\t=0\n")
        let suggester = Suggester(vocabulary: FixtureVocabulary.vocabulary, meaningIndex: index)
        XCTAssertEqual(suggester.suggestions(for: "matter"), [], "material is generic, and not the word's synonym")
        XCTAssertEqual(suggester.suggestions(for: "stuff").map(\.identifier), ["material"], "alone only as the word's synonym")
        let withTextile = Vocabulary(name: "v", identifiers: ["material", "textile"], knowledge: FixtureVocabulary.vocabulary.info("material").map { [$0] } ?? [])
        XCTAssertEqual(Suggester(vocabulary: withTextile, meaningIndex: index).suggestions(for: "burlap").map(\.identifier), ["textile", "material"])
    }

    func testMeaningSuggestionsAreLimitedToTheVocabularyInUse() {
        let small = Vocabulary(name: "small", identifiers: ["sofa", "textile", "material"], knowledge: [])
        let suggester = Suggester(vocabulary: small)
        XCTAssertEqual(suggester.suggestions(for: "couch").map(\.identifier), ["sofa"])
        XCTAssertEqual(suggester.suggestions(for: "cotton").map(\.identifier), ["textile"])
    }

    func testSuggestionsForManyEntriesAreEachEntrysInOrder() {
        let words = ["Sofas", "pilow", "couch", "cotton", "zzqx", "wet-suit", "Stuffed Animals", "granite", "hoodies", "curtian"]
        let entries = (0..<300).map { words[$0 % words.count] + ($0 % 3 == 0 ? "" : String(repeating: "s", count: $0 % 3)) }
        let fresh = Suggester(vocabulary: .builtin)
        XCTAssertEqual(fresh.suggestions(forEach: entries), entries.map(Self.suggester.suggestions(for:)))
        XCTAssertEqual(fresh.suggestions(forEach: Array(entries.prefix(3))), entries.prefix(3).map(Self.suggester.suggestions(for:)))
        XCTAssertEqual(fresh.suggestions(forEach: []), [])
    }

    /// A few entries against a large vocabulary build only the part of the edit-distance index they meet:
    /// each still gets what it gets alone, from the whole index.
    func testFewEntriesAgainstALargeVocabularyGetWhatEachGetsAlone() {
        let numbered = (0..<20_000).map { "class_" + String(100_000 + $0).dropFirst() }
        let vocabulary = Vocabulary(name: "numbered", identifiers: numbered, knowledge: [])
        let entries = stride(from: 0, to: numbered.count, by: 150).map { numbered[$0] + "x" } + ["Class_00001", "clas_00002", "couch"]
        XCTAssertLessThan(entries.count * Suggester.queriesPerIdentifierForAWholeIndex, vocabulary.count, "the partial index")
        let alone = Suggester(vocabulary: vocabulary)
        XCTAssertEqual(Suggester(vocabulary: vocabulary).suggestions(forEach: entries), entries.map(alone.suggestions(for:)))
        XCTAssertEqual(alone.suggestions(for: "class_00150x").first?.identifier, "class_00150")
    }
}
