import TestSupport
import XCTest
@testable import TaxonomyAudit

final class ReviewPromptTests: XCTestCase {
    func prompts(_ mappings: [(String, String)], vocabulary: Vocabulary = .builtin) throws -> [ReviewPrompt] {
        let context = AuditContext(vocabulary: vocabulary, sources: try mappings.map { try TestSupport.mapping($0.0, $0.1) })
        return Auditor().audit(context).compactMap(ReviewPrompt.make(for:))
    }

    /// What the fix a key chooses does, for people; nil when the key chooses no fix.
    func edits(_ prompt: ReviewPrompt, _ key: String) -> [String]? {
        guard case .answer(let fix)? = prompt.choice(for: key) else { return nil }
        return fix.edits.map(\.description.text)
    }

    func testADeadEntryOffersItsSuggestionsThenTypeDeleteAndLeave() throws {
        let prompt = try XCTUnwrap(try prompts([("soft", "pillow\ntextile\ncotton\n")]).first)
        XCTAssertEqual(prompt.prompt, "Replace \"cotton\" (line 3) with \"textile\"? [y,2,3,e,d,n,a,q,?] ")
        XCTAssertEqual(prompt.options.first, "  y  textile: cotton is a kind of textile; already listed, so the line is removed")
        XCTAssertEqual(prompt.options.count, 3)
        XCTAssertEqual(prompt.choice(for: "y"), .answer(prompt.default))
        XCTAssertEqual(edits(prompt, "y"), ["mappings/soft.txt:3: replaced \"cotton\" with \"textile\""])
        XCTAssertEqual(edits(prompt, " 2 "), ["mappings/soft.txt:3: replaced \"cotton\" with \"\(prompt.finding.suggestions[1].identifier)\""])
        XCTAssertEqual(edits(prompt, "D"), ["mappings/soft.txt:3: removed \"cotton\""])
        XCTAssertEqual(prompt.choice(for: "e"), .typeIdentifier)
        XCTAssertEqual(prompt.choice(for: "n"), .skip)
        XCTAssertEqual(prompt.choice(for: "x"), nil, "x is for missing labels")
        XCTAssertEqual(prompt.choice(for: ""), nil)
    }

    func testADeadEntryWithoutSuggestionIsRemovedByDefault() throws {
        let prompt = try XCTUnwrap(try prompts([("soft", "leather\n")]).first)
        XCTAssertEqual(prompt.prompt, "Remove \"leather\" (line 1)? [y,e,n,a,q,?] ")
        XCTAssertEqual(edits(prompt, "y"), ["mappings/soft.txt:1: removed dead entry \"leather\""])
    }

    func testMissingLabelCatchAllAndDuplicate() throws {
        let all = try prompts([("soft", "clothing\nstructure\nclothing\n")], vocabulary: FixtureVocabulary.vocabulary)
        let questions = all.map(\.prompt)
        XCTAssertTrue(questions.contains("Remove \"structure\" (line 2) from soft? [y,n,a,q,?] "), "\(questions)")
        XCTAssertTrue(questions.contains("Remove the repeated \"clothing\" (line 3)? [y,n,a,q,?] "), "\(questions)")
        let bathrobe = try XCTUnwrap(all.first { $0.finding.subject == "bathrobe" })
        XCTAssertEqual(bathrobe.prompt, "Add \"bathrobe\" to soft? [y,n,x,a,q,?] ")
        XCTAssertEqual(edits(bathrobe, "y"), ["mappings/soft.txt: added \"bathrobe\" to soft"])
        XCTAssertEqual(edits(bathrobe, "x"), ["mappings/soft.txt: added \"!bathrobe\" to soft"])
        XCTAssertTrue(bathrobe.help.contains("x - exclude it: write !bathrobe, so it is never proposed again\n"))
        XCTAssertTrue(bathrobe.help.hasSuffix("a - give the default answer (y) to this and every remaining question\n"
            + "q - stop asking and write what was accepted so far\n? - show this help\n"))
    }

    func testConflictsChooseWhereTheIdentifierStays() throws {
        let between = try XCTUnwrap(try prompts([("hard", "sofa\n"), ("soft", "sofa\n")], vocabulary: FixtureVocabulary.vocabulary)
            .first { $0.finding.rule == .conflict })
        XCTAssertEqual(between.prompt, "Keep \"sofa\" in hard and remove it from soft (line 1)? [y,2,n,a,q,?] ")
        XCTAssertEqual(between.options, ["  y  keep it in hard (mappings/hard.txt:1)", "  2  keep it in soft (line 1)"])
        XCTAssertEqual(edits(between, "y"), ["mappings/soft.txt:1: removed \"sofa\" from soft, which it conflicts with"])
        XCTAssertEqual(edits(between, "2"), ["mappings/hard.txt:1: removed \"sofa\" to keep it in soft"])
        let excluded = try XCTUnwrap(try prompts([("soft", "sofa\n!sofa\n")], vocabulary: FixtureVocabulary.vocabulary)
            .first { $0.finding.rule == .conflict })
        XCTAssertEqual(excluded.prompt, "Keep !sofa and remove \"sofa\" (line 1)? [y,2,n,a,q,?] ")
        XCTAssertEqual(edits(excluded, "2"), ["mappings/soft.txt:2: removed \"!sofa\" to keep it in soft"])
    }

    func testNotesOnSuppressionsAreNotAsked() throws {
        XCTAssertEqual(try prompts([("soft", "pillow # audit:ignore dead-entry\n")], vocabulary: FixtureVocabulary.vocabulary), [])
    }
}
