import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The category's own mapped identifiers choose among the senses of a dead word, against the built-in
/// vocabulary, knowledge table and meaning index.
final class SuggestionContextTests: XCTestCase {
    static let suggester = Suggester(vocabulary: .builtin)

    func suggestions(_ word: String, among mapped: [String]) -> [Suggestion] {
        Self.suggester.suggestions(for: word, context: Self.suggester.context(category: "list", mapping: mapped))
    }

    func first(_ word: String, among mapped: [String]) -> String? {
        suggestions(word, among: mapped).first?.identifier
    }

    func testTheIssuesExamples() {
        XCTAssertEqual(Self.suggester.suggestions(for: "slug").first?.identifier, "coin", "without context: WordNet's order")
        XCTAssertEqual(suggestions("slug", among: ["snail", "dog"]).first,
                       Suggestion(identifier: "gastropod", kind: .meaning, reason: "slug is a kind of gastropod, the sense nearest to snail in list"))
        XCTAssertEqual(Self.suggester.suggestions(for: "screen").first?.identifier, "curtain")
        XCTAssertEqual(suggestions("screen", among: ["computer", "laptop", "television"]).first,
                       Suggestion(identifier: "computer_monitor", kind: .meaning,
                                  reason: "screen and computer_monitor are both kinds of display, the sense nearest to computer in list"))
        XCTAssertEqual(suggestions("screen", among: ["computer", "laptop", "television"]).map(\.identifier).prefix(2), ["computer_monitor", "curtain"],
                       "the other senses follow")
    }

    /// Words real apps write with more than one sense, each in lists that make one of them plain.
    func testABroadListOfWordsInContext() {
        let cases: [(word: String, mapped: [String], expected: String)] = [
            ("mouse", ["computer", "laptop", "computer_keyboard"], "computer_mouse"),
            ("mouse", ["dog", "cat", "rabbit", "hamster"], "rodent"),
            ("bat", ["owl", "squirrel", "rabbit", "hedgehog"], "mammal"),
            // The squash bat is a kind of racquet; the baseball bat a kind of bat: both sports equipment.
            ("bat", ["golf_ball", "football", "golf_club"], "racquet"),
            ("seal", ["dolphin", "whale", "penguin", "walrus"], "sealion"),
            ("seal", ["medal", "trophy"], "medal"),
            ("crane", ["heron", "owl", "parrot", "penguin"], "flamingo"),
            ("crane", ["forklift", "truck"], "crane_construction"),
            ("glasses", ["cup", "mug", "plate", "bowl"], "drinking_glass"),
            ("glasses", ["hat", "scarf", "jacket", "sunglasses"], "eyeglasses"),
            ("bass", ["guitar", "piano", "drum", "violin"], "musical_instrument"),
            ("bass", ["salmon", "lobster", "sushi"], "seabass"),
            ("monitor", ["lizard", "snake", "iguana"], "monitor_lizard"),
            ("monitor", ["computer", "laptop", "computer_keyboard"], "computer_monitor"),
            ("mole", ["hedgehog", "rabbit", "squirrel"], "hedgehog"),
            ("trunk", ["tree", "branch"], "branch"),
            ("trunk", ["suitcase", "backpack"], "luggage"),
            ("palm", ["medal", "trophy"], "medal"),
            ("palm", ["tree"], "palm_tree"),
            ("club", ["bar", "restaurant", "nightclub"], "nightclub"),
            ("club", ["golf", "golf_ball"], "golf_club"),
            ("kid", ["goat", "sheep", "cow"], "goat"),
            ("kid", ["baby", "teen"], "child"),
            ("jack", ["donkey", "horse"], "donkey"),
            ("jack", ["hammer", "wrench", "screwdriver"], "tool"),
            ("bug", ["ant", "bee", "butterfly"], "insect"),
            ("bug", ["microphone", "headphones"], "microphone"),
            ("tank", ["truck", "car", "jeep"], "car"),
            ("tank", ["aquarium", "fish"], "fishtank"),
            ("pen", ["swan", "flamingo"], "swan"),
            ("pen", ["cage", "barn", "fence"], "cage"),
            ("tie", ["rope"], "cord"),
            ("organ", ["skeleton"], "skeleton"),
            ("organ", ["piano", "guitar"], "organ_instrument"),
        ]
        var wrong: [String] = []
        for (word, mapped, expected) in cases {
            XCTAssertTrue(mapped.allSatisfy(Vocabulary.builtin.contains), "\(mapped)")
            let found = suggestions(word, among: mapped).map(\.identifier)
            if found.first != expected { wrong.append("\(word) among \(mapped): expected \(expected), got \(found)") }
        }
        XCTAssertEqual(wrong, [])
    }

    /// Sharing only a broad node (an artifact, an organism) with the category chooses nothing, and a
    /// context with nothing mapped, or no context, leaves every suggestion as it was.
    func testAContextThatSaysLittleChangesNothing() {
        XCTAssertEqual(first("slug", among: ["computer", "laptop", "television"]), "coin", "a slug the loafer shares only `artifact` with them")
        XCTAssertEqual(first("bass", among: ["snail", "dog"]), "seabass", "a bass the singer shares only `organism` with them")
        let words = ["slug", "screen", "mouse", "bat", "seal", "crane", "glasses", "Sofas", "pilow", "couch", "sunset", "smartphone",
                     "dance", "person", "bike", "zzqx", "cotton", "granite"]
        for word in words {
            let alone = Self.suggester.suggestions(for: word)
            XCTAssertEqual(Self.suggester.suggestions(for: word, context: nil), alone, word)
            XCTAssertEqual(suggestions(word, among: []), alone, word)
            XCTAssertEqual(suggestions(word, among: ["not_an_identifier"]), alone, word)
        }
    }

    func testSpellingsStayFirst() {
        XCTAssertEqual(first("Sofas", among: ["computer", "laptop"]), "sofa")
        XCTAssertEqual(first("pilow", among: ["snail", "dog"]), "pillow")
    }

    /// The dead-entry rule gives each dead entry the context of its own category.
    func testTheDeadEntryRuleUsesEachEntrysCategory() throws {
        let findings = try TestSupport.audit([("animals", "snail\ndog\nslug\nmouse\n"),
                                              ("electronics", "computer\nlaptop\ntelevision\nscreen\nmouse\nslug\n")])
        let firsts = findings.filter { $0.rule == .deadEntry }.map { "\($0.category): \($0.subject) → \($0.suggestions.first?.identifier ?? "")" }
        XCTAssertEqual(firsts, ["animals: slug → gastropod", "animals: mouse → rodent", "electronics: screen → computer_monitor",
                                "electronics: mouse → computer_mouse", "electronics: slug → coin"])
    }

    /// A category whose lists come apart (another category's list between them) has the context of them all:
    /// `snail`, mapped only after the electronics list, decides which `slug` the animals mean.
    func testACategoryListedInPiecesHasTheContextOfEveryPiece() throws {
        let findings = try TestSupport.audit([("a.json", "{\n  \"animals\": [\"dog\"],\n  \"electronics\": [\"computer\", \"laptop\", \"television\", \"slug\"]\n}\n"),
                                              ("b.json", "{\n  \"animals\": [\"dog\", \"snail\", \"slug\"]\n}\n")])
        let firsts = findings.filter { $0.rule == .deadEntry }.map { "\($0.category): \($0.subject) → \($0.suggestions.first?.identifier ?? "")" }
        XCTAssertEqual(firsts, ["electronics: slug → coin", "animals: slug → gastropod"])
    }
}
