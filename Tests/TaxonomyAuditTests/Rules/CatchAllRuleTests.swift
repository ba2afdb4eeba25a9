import CategoryMapping
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `catch-all` on the small hierarchical fixture table (`Fixtures/Knowledge/small.tsv`), then on a flat vocabulary.
final class CatchAllRuleTests: RuleTestCase {
    func small(_ mappings: [(String, String)], policy: Policy = .article) throws -> [Finding] {
        let files = try mappings.map { try TestSupport.mapping($0.0, $0.1) }
        return Auditor().audit(AuditContext(vocabulary: SmallKnowledge.vocabulary, sources: files, policy: policy))
            .filter { $0.rule == .catchAll }
    }

    func testAnAncestorMappedElsewhereDecidesItsKindsUnderFirstMatch() throws {
        let found = try small([("soft", "armchair\nchaise\n"), ("hard", "chair\nfolding_chair\n")])
        XCTAssertEqual(found.map(\.subject), ["chair"])
        let chair = try XCTUnwrap(found.first)
        XCTAssertEqual(chair.severity, .warning)
        XCTAssertEqual(chair.path, "mappings/hard.txt")
        XCTAssertEqual(chair.line, 1)
        XCTAssertEqual(chair.related, ["armchair", "chaise"])
        XCTAssertEqual(chair.relatedLocations, [RelatedLocation(identifier: "armchair", path: "mappings/soft.txt", line: 1),
                                                RelatedLocation(identifier: "chaise", path: "mappings/soft.txt", line: 2)])
        XCTAssertTrue(chair.message.contains("if Vision reports chair with them, as the knowledge table says"), chair.message)
        XCTAssertTrue(chair.message.contains("photos of armchair, chaise can come out hard"), chair.message)
    }

    /// The one fix removes the finding's entry from its category, in the words `--suggest` and `--diff` show.
    func testTheFixRemovesTheEntryFromItsCategory() throws {
        let found = try small([("soft", "armchair\n"), ("hard", "pillow\nchair\n")])
        let fixes = try XCTUnwrap(found.first?.fixes)
        XCTAssertEqual(fixes.count, 1)
        XCTAssertEqual(fixes.first?.title, "remove the entry")
        XCTAssertEqual(fixes.first?.question, "Remove \"chair\" (line 2) from hard?")
        XCTAssertEqual(fixes.first?.applicability, .suggested)
        XCTAssertEqual(fixes.first?.edits, [FixEdit(path: "mappings/hard.txt", category: "hard", change: .delete(EntryPosition(line: 2, column: 1)),
                                                    description: EditDescription(location: Finding.Location(path: "mappings/hard.txt", line: 2),
                                                                                 action: .removed, kind: "catch-all", entry: "chair"))])
    }

    func testTop1AlsoLetsTheAncestorDecide() throws {
        XCTAssertEqual(try small([("soft", "armchair\n"), ("hard", "chair\n")], policy: .top1(threshold: 0.2)).map(\.severity), [.warning])
    }

    func testUnderAnyThePhotoLandsInBothCategoriesANote() throws {
        let found = try small([("soft", "armchair\n"), ("hard", "chair\n")], policy: .any(threshold: 0.2))
        XCTAssertEqual(found.map(\.severity), [.note])
        XCTAssertTrue(found[0].message.contains("land in hard too under any"), found[0].message)
    }

    func testUnderMostSpecificTheKindDecidesAndNothingIsReported() throws {
        XCTAssertEqual(try small([("soft", "armchair\n"), ("hard", "chair\n")], policy: .mostSpecific(threshold: 0.2)), [])
    }

    func testAGenericIdentifierTakingKindsOverIsAWarningNamingThem() throws {
        let found = try small([("soft", "structure\npillow\n"), ("hard", "house\nbuilding\n")])
        XCTAssertEqual(found.map(\.subject), ["structure"])
        XCTAssertEqual(found[0].severity, .warning)
        XCTAssertEqual(found[0].related, ["building", "house"])
    }

    func testAGenericIdentifierWithNoConsequenceIsANote() throws {
        let found = try small([("soft", "pillow\nstructure\n")])
        XCTAssertEqual(found.map(\.severity), [.note])
        XCTAssertTrue(found[0].message.hasPrefix("\"structure\" is generic (umbrella for anything built)"), found[0].message)
    }

    func testNothingWhenTheCategoryIsNamedForTheGenericIdentifier() throws {
        XCTAssertEqual(try small([("beach", "beach\n")]), [])
        XCTAssertEqual(try small([("Beaches", "beach\n")]), [])
        XCTAssertEqual(try small([("Amusement Parks", "amusement_park\n")]), [])
        XCTAssertEqual(try small([("amusement-park", "amusement_park\n")]), [])
        XCTAssertEqual(try small([("scenes", "beach\n")]).map(\.severity), [.note])
    }

    func testKindsInTheSameCategoryAreFine() throws {
        XCTAssertEqual(try small([("hard", "furniture\ntable\nchair\n")]), [])
        XCTAssertEqual(try small([("dogs", "dog\nbeagle\n")], policy: .any(threshold: 0.2)), [])
    }

    func testAnExclusionDoesNotStopTheTakeover() throws {
        // `!helmet` records a decision the app never reads: clothing still decides helmet photos.
        XCTAssertEqual(try small([("soft", "clothing\n!helmet\n"), ("hard", "helmet\n")]).map(\.subject), ["clothing"])
    }
}

/// A flat classifier reports no ancestors: an umbrella decides nothing for its kinds.
extension CatchAllRuleTests {
    func testOnAFlatVocabularyAnUmbrellaSplitHasNoConsequence() throws {
        XCTAssertEqual(try findings(.catchAll, [("soft", "futon\nsofa\n"), ("hard", "furniture\ntable\n")]), [])
    }

    func testOnAFlatVocabularyMappedGenericIdentifiersAreNotes() throws {
        let found = try findings(.catchAll, [("soft", "pillow\nstructure\n"), ("hard", "material\n")])
        XCTAssertEqual(found.map(\.subject), ["material", "structure"])
        XCTAssertEqual(found.map(\.severity), [.note, .note])
    }

    func testExcludingAGenericIdentifierIsFine() throws {
        XCTAssertEqual(try findings(.catchAll, [("soft", "pillow\n!structure\n")]), [])
    }
}

/// A catch-all that is the only entry of its list: no default answer removes it (that would leave the category
/// without an entry there), its message says to map its kinds instead, and `--suggest` still offers the removal.
final class CatchAllOnlyEntryTests: RuleTestCase {
    func small(_ mappings: [(String, String)]) throws -> [Finding] {
        let files = try mappings.map { try TestSupport.mapping($0.0, $0.1) }
        return Auditor().audit(AuditContext(vocabulary: SmallKnowledge.vocabulary, sources: files)).filter { $0.rule == .catchAll }
    }

    func testTheOnlyEntryOfItsListHasNoDefaultAnswer() throws {
        let alone = try XCTUnwrap(try small([("soft", "armchair\n"), ("hard", "chair\n!folding_chair\n")]).first)
        XCTAssertEqual(alone.subject, "chair")
        XCTAssertEqual(alone.fixes.map(\.applicability), [.alternative], "an exclusion is no entry that stays")
        XCTAssertEqual(alone.fixes.first?.question, "Remove \"chair\" (line 1) from hard?")
        XCTAssertTrue(alone.message.hasSuffix("; it is its list's only entry, so no default answer removes it: map its kinds there instead"),
                      alone.message)
        XCTAssertNil(FixPlanner.chosen(alone, scope: .defaultAnswers))
        // Written twice, it is still the one identifier its list maps.
        let twice = try small([("soft", "armchair\n"), ("hard", "chair\nchair\n")])
        XCTAssertEqual(twice.map { $0.fixes.map(\.applicability) }, [[.alternative], [.alternative]])
        // Beside another entry, removing it stays the default answer, and the message is as before.
        let beside = try XCTUnwrap(try small([("soft", "armchair\n"), ("hard", "pillow\nchair\n")]).first)
        XCTAssertEqual(beside.fixes.map(\.applicability), [.suggested])
        XCTAssertFalse(beside.message.contains("only entry"), beside.message)
        XCTAssertNotNil(FixPlanner.chosen(beside, scope: .defaultAnswers))
    }

    /// A generic note made a warning (`--rule catch-all=warning`) keeps no default answer either.
    func testAGenericNoteAloneInItsListHasNoDefaultAnswer() throws {
        let found = try findings(.catchAll, [("soft", "structure\n")], vocabulary: .builtin)
        XCTAssertEqual(found.map(\.severity), [.note])
        XCTAssertEqual(found.first?.fixes.map(\.applicability), [.alternative])
        XCTAssertTrue(found.first?.message.hasSuffix("map its kinds there instead") == true, found.first?.message ?? "")
    }

    func testDiffAndFixKeepTheOnlyEntryAndRemoveOneBesideOthers() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let swift = "// audit:category soft\nlet soft: Set<String> = [\"structure\"]\n"
        try TestSupport.write(["alone/Soft.swift": swift, "alone/hard.txt": "building\n",
                               "beside/soft.txt": "structure\npillow\n", "beside/hard.txt": "building\n"], in: directory)
        let alone = try TestSupport.runAudit(["--diff", "--fail-on", "never", "alone"], in: directory)
        XCTAssertEqual(alone.status, 0, alone.error)
        XCTAssertEqual(alone.output, "", "no patch empties the list")
        let report = try TestSupport.runAudit(["alone"], in: directory)
        XCTAssertTrue(report.output.contains("alone/Soft.swift:2:26: warning: [catch-all] \"structure\" is mapped soft but decides photos"), report.output)
        XCTAssertTrue(report.output.contains("it is its list's only entry, so no default answer removes it: map its kinds there instead"), report.output)
        let fix = try TestSupport.runAudit(["--fix", "alone"], in: directory)
        XCTAssertTrue(fix.output.hasPrefix("No changes written.\n"), fix.output)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("alone/Soft.swift"), encoding: .utf8), swift)
        let beside = try TestSupport.runAudit(["--diff", "beside"], in: directory)
        XCTAssertTrue(beside.output.contains("-structure\n pillow\n"), beside.output)
    }

    func testSuggestStillOffersTheRemoval() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["mappings/soft.txt": "structure\n", "mappings/hard.txt": "building\n"], in: directory)
        let terminal = try PseudoTerminal(["--suggest"], in: directory)
        var prompts: [String] = []
        while let prompt = try terminal.nextPrompt() {
            prompts.append(prompt)
            terminal.send(prompt.contains("Remove \"structure\" (line 1) from soft?") ? "y\n" : "n\n")
        }
        _ = try terminal.finish()
        XCTAssertTrue(prompts.contains { $0.contains("Remove \"structure\" (line 1) from soft?") }, prompts.joined(separator: "\n"))
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("mappings/soft.txt"), encoding: .utf8), "")
    }
}
