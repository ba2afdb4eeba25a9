import TestSupport
import XCTest
@testable import TaxonomyAudit
@testable import TaxonomyGeneration

/// The built-in knowledge table against the patterns the grading of 2026-12-01 found and against what
/// Vision itself reports. Every assertion reads the real embedded table.
final class KnowledgeTablePatternTests: XCTestCase {
    let vocabulary = Vocabulary.builtin

    func ancestors(_ identifier: String) -> Set<String> {
        Set(vocabulary.ancestors(of: identifier).map(\.identifier))
    }

    func assertKind(_ identifier: String, of ancestor: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(ancestors(identifier).contains(ancestor), "\(identifier) should be a kind of \(ancestor)", file: file, line: line)
    }

    func assertNotKind(_ identifier: String, of ancestor: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(ancestors(identifier).contains(ancestor), "\(identifier) is not a kind of \(ancestor)", file: file, line: line)
    }

    func overrides() throws -> Overrides {
        let path = TestSupport.repository.appendingPathComponent("taxonomy/overrides.tsv").path
        return try Overrides(text: String(contentsOfFile: path, encoding: .utf8), path: path)
    }

    func testBucketsAreKindsOfTheirUmbrellaAndParentsOfNothing() {
        let buckets = vocabulary.identifiers.filter { $0.hasSuffix("_other") || $0.hasSuffix("_regular") }
        XCTAssertEqual(buckets.count, 7, "\(buckets)")
        for bucket in buckets {
            let umbrella = bucket.replacingOccurrences(of: "_other", with: "").replacingOccurrences(of: "_regular", with: "")
            assertKind(bucket, of: umbrella)
            XCTAssertEqual(vocabulary.children(of: bucket), [], "\(bucket) is a bucket, not an umbrella")
        }
        XCTAssertEqual(vocabulary.info("wheelchair")?.parents.contains("chair_other"), false)
        assertNotKind("waffle", of: "cake_regular")
        assertNotKind("sun", of: "celestial_body_other")
        assertNotKind("candy_cane", of: "candy_other")
    }

    func testAthleticsIsTrackAndFieldBesideSport() {
        assertKind("athletics", of: "sport")
        for sport in ["basketball", "rock_climbing", "fishing", "hunting", "bullfighting", "surfing", "skiing"] {
            assertNotKind(sport, of: "athletics")
            assertKind(sport, of: "sport")
        }
    }

    func testIdentifiersSharingASenseAreReviewedSynonyms() throws {
        let synonyms = try overrides().synonyms
        // One synset has one WordNet gloss, whichever of its lemmas names the sense (aquarium#1, fish_tank#1).
        var byGloss: [String: [String]] = [:]
        for identifier in vocabulary.identifiers {
            guard let info = vocabulary.info(identifier), let sense = info.sense, !sense.hasPrefix("kindof:") else { continue }
            byGloss[info.gloss, default: []].append(identifier)
        }
        let shared = byGloss.values.filter { $0.count > 1 }
        XCTAssertEqual(shared.count, 9)
        for group in shared {
            for other in group.dropFirst() {
                XCTAssertTrue(synonyms[group[0]]?.contains(other) == true, "\(group) share a sense without a `same` decision")
            }
        }
    }

    func testEveryFoodReachesFood() {
        var foods = Set(["cake", "waffle", "baklava", "guava", "oranges", "lime", "peanut", "sunflower_seeds", "cereal",
                         "chocolate", "apple", "banana", "cookie", "pie", "pastry", "pancake", "berry", "coconut", "sesame",
                         "fries", "honey", "donut", "crepe", "brownie", "mushroom"])
        for umbrella in ["fruit", "baked_goods", "vegetable", "nut", "candy", "dessert", "meat", "seafood", "bread", "cake"] {
            foods.insert(umbrella)
            foods.formUnion(vocabulary.identifiers.filter { ancestors($0).contains(umbrella) })
        }
        XCTAssertGreaterThan(foods.count, 120)
        for food in foods.sorted() { assertKind(food, of: "food") }
    }

    func testFruitIsCulinaryNutsAndSeedsAreNot() {
        for identifier in ["nut", "seed", "peanut", "almond", "acorn", "coconut", "cashew", "pecan", "pistachio", "macadamia",
                           "chestnut", "sesame", "sunflower_seeds", "coffee_bean"] {
            assertNotKind(identifier, of: "fruit")
        }
        for fruit in ["pear", "guava", "oranges", "lime", "strawberry", "watermelon", "banana"] { assertKind(fruit, of: "fruit") }
        XCTAssertEqual(vocabulary.info("seed")?.sense, "seed#2", "the plant seed, not seed#1 'a small hard fruit'")
    }

    func testWordNetsBroadFoodGroupingsAreNotKindOf() {
        for identifier in ["waffle", "pancake", "crepe", "cookie", "brownie", "donut", "biscotti", "chocolate_chip"] {
            assertNotKind(identifier, of: "cake")
        }
        for cake in ["cupcake", "cheesecake", "wedding_cake", "birthday_cake"] { assertKind(cake, of: "cake") }
        assertNotKind("fries", of: "potato")
        assertNotKind("fries", of: "vegetable")
        assertNotKind("honey", of: "seasonings")
        assertNotKind("sugar_cube", of: "seasonings")
        assertKind("sugar_cube", of: "food")
        assertNotKind("dolphin", of: "whale")  // a toothed whale to zoologists only
        assertKind("dolphin", of: "cetacean")
        assertNotKind("piano", of: "string_instrument")
        assertKind("piano", of: "musical_instrument")
    }

    func testPartOfAndFunctionAreNotKindOf() {
        for identifier in ["interior_room", "kitchen", "bathroom", "bedroom", "aquarium", "fishtank", "fishbowl", "terrarium",
                           "cage", "grill", "frame"] {
            assertNotKind(identifier, of: "structure")
        }
        // A window is a portal (Vision's own link), not a framework of the building; the built portal is a structure.
        XCTAssertEqual(vocabulary.info("window")?.parents, ["portal"])
        assertNotKind("sticky_note", of: "material")
        assertKind("sticky_note", of: "office_supplies")
        assertNotKind("sequoia", of: "material")
        assertNotKind("sequoia", of: "wood_natural")
        assertKind("sequoia", of: "tree")
        assertNotKind("flipper", of: "shoes")
        assertNotKind("flipper", of: "footwear")
        assertNotKind("easel", of: "tripod")
        assertNotKind("wheelchair", of: "furniture")
        assertNotKind("cassette", of: "container")
        assertKind("cassette", of: "media")
    }

    func testUmbrellasReachTheirMembers() {
        let members: [String: [String]] = [
            "light": ["candle", "lamp", "spotlight", "lantern", "flashlight", "light_bulb", "chandelier"],
            "celebration": ["carnival"],
            "document": ["ticket", "coupon", "receipt", "passport", "book", "screenshot", "printed_page", "checkbook"],
            "material": ["textile", "bedding", "wood_processed", "raw_glass"],
            "sport": ["martial_arts", "kickboxing", "ballgames", "basketball", "athletics", "billiards"],
            "ballgames": ["basketball", "football", "soccer", "volleyball", "tennis", "rugby", "baseball"],
            "media": ["cd", "record", "book", "cassette", "diskette", "magazine"],
            "housewares": ["tableware", "utensil", "cookware", "mug", "broom"],
            "pole": ["lamppost", "flagpole"],
            "art": ["graffiti", "painting", "origami"],
            "pyrotechnics": ["fireworks"],
            "people": ["adult", "child", "crowd", "bride"],
        ]
        for (umbrella, kinds) in members {
            for kind in kinds { assertKind(kind, of: umbrella) }
        }
    }

    func testGenericFlagsAgreeAtTheEdges() {
        for pair in [("fireworks", "pyrotechnics"), ("road", "street"), ("sports_equipment", "office_supplies"),
                     ("sports_equipment", "housewares")] {
            XCTAssertEqual(vocabulary.isGeneric(pair.0), vocabulary.isGeneric(pair.1), "\(pair.0) and \(pair.1)")
        }
        XCTAssertTrue(vocabulary.isGeneric("fireworks"))
    }

    func testNonGenericRootsAreFewAndEachHasAReason() throws {
        let reasons = try overrides().rootReasons
        let roots = vocabulary.identifiers.filter { vocabulary.info($0)?.parents.isEmpty == true && !vocabulary.isGeneric($0) }
        XCTAssertLessThanOrEqual(roots.count, 80)
        for root in roots { XCTAssertNotNil(reasons[root], "\(root) is a root without a reason") }
        for named in ["candle", "camping", "ticket", "lamppost", "camera", "cd", "book", "chocolate", "cereal", "brick", "origami"] {
            XCTAssertFalse(roots.contains(named), "\(named) has an umbrella")
        }
    }

    /// Parent links Vision's own output shows: Apple's child → parent rows quoted by orth.uk ("What ML model does
    /// Apple Vision Framework use?"), and ties in the published captures of Tests/Captures and public reports.
    func testEvidenceLinksHold() {
        let apple = [("berry", "fruit"), ("bib", "clothing"), ("billiards", "sport"), ("candle", "light"),
                     ("candlestick", "decoration"), ("camping", "recreation"), ("birdhouse", "structure"), ("bichon", "dog"),
                     ("bicycle", "vehicle"), ("binoculars", "eyeglasses"), ("bird", "animal"), ("camel", "ungulates"),
                     ("candy", "food"), ("candy_cane", "candy")]
        let ties = [("mug", "tableware"), ("mug", "utensil"), ("laptop", "computer"), ("computer", "machine"),
                    ("computer", "consumer_electronics"), ("laptop", "machine"), ("laptop", "consumer_electronics"),
                    ("automobile", "vehicle"), ("automobile", "machine"), ("pear", "fruit"), ("fruit", "food"), ("pear", "food"),
                    ("waterfall", "waterways"), ("waterways", "water_body"), ("water_body", "water"),
                    ("screenshot", "document"), ("book", "document"), ("wood_processed", "structure"),
                    ("balloon", "decoration"), ("balloon", "art"), ("adult", "people"), ("window", "portal"),
                    ("drinking_glass", "tableware"), ("carton", "container"), ("table", "furniture"), ("adult_cat", "cat"),
                    ("cat", "feline"), ("stuffed_animals", "toy"), ("blue_sky", "sky")]
        for (child, parent) in apple + ties { assertKind(child, of: parent) }
    }

    func testCaptureTiesAreAncestorsOfTheMostSpecificLabel() throws {
        // In a published capture, an identifier reported at the same confidence as the most specific one it
        // ties with is one of its ancestors: food 0.97, fruit 0.97, pear 0.97 makes food and fruit ancestors of pear.
        let directory = TestSupport.repository.appendingPathComponent("Tests/Captures")
        let checked: [String: String] = ["aurie-mug.json": "mug", "aurie-pear.json": "pear", "jp-vision-cat.json": "adult_cat",
                                         "downloads-whatsapp-image.json": "carton", "bench-screenshot-e14caba05d68.json": "screenshot"]
        for (file, specific) in checked {
            let data = try Data(contentsOf: directory.appendingPathComponent(file))
            let capture = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
            let observations = try XCTUnwrap(capture["observations"] as? [[String: Any]])
            let confidence = Dictionary(uniqueKeysWithValues: observations.compactMap { observation -> (String, Double)? in
                guard let id = observation["identifier"] as? String, let value = observation["confidence"] as? Double else { return nil }
                return (id, value)
            })
            let level = try XCTUnwrap(confidence[specific])
            for (identifier, value) in confidence where value == level && identifier != specific {
                assertKind(specific, of: identifier)
            }
        }
    }
}
