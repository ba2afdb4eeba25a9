import TestSupport
import XCTest
@testable import TaxonomyAudit

final class FixPlannerTests: XCTestCase {
    func plan(_ text: String, scope: FixPlanner.Scope) throws -> (plan: [FilePlan], result: String) {
        let file = try TestSupport.mapping("soft", text)
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: [file])
        let plans = FixPlanner(context: context).plan(Auditor().audit(context), scope: scope)
        return (plans, MappingRewriter.apply(plans.first?.edits ?? [], to: file))
    }

    func testSafeFixesOnlyUnambiguousSpellingAndDuplicates() throws {
        let (plans, result) = try plan("Sofas # upholstered\ncotton\npillow\npillow\nstructure\n", scope: .safe)
        XCTAssertEqual(result, "sofa # upholstered\ncotton\npillow\nstructure\n")
        XCTAssertEqual(plans.first?.descriptions, ["mappings/soft.txt:4: removed duplicate \"pillow\"",
                                                    "mappings/soft.txt:1: replaced \"Sofas\" with \"sofa\""])
    }

    func testAReplacementAlreadyPresentBecomesADeletion() throws {
        XCTAssertEqual(try plan("sofa\nSofas\n", scope: .safe).result, "sofa\n")
    }

    func testASpellingFixThatWouldConflictIsNotSafe() throws {
        let excludedWhereMapped = try plan("sofa\n!Sofas\n", scope: .safe)
        XCTAssertEqual(excludedWhereMapped.result, "sofa\n!Sofas\n", "!sofa beside sofa would be a conflict")
        XCTAssertEqual(try plan("!sofa\nSofas\n", scope: .safe).result, "!sofa\nSofas\n", "sofa beside !sofa would be a conflict")
        let files = try [TestSupport.mapping("soft", "Sofas\npillow\n"), TestSupport.mapping("hard", "sofa\n")]
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: files)
        XCTAssertEqual(FixPlanner(context: context).plan(Auditor().audit(context), scope: .safe), [],
                       "sofa is hard's; soft mapping it too would be a conflict")
        XCTAssertEqual(try plan("!Sofas\n", scope: .safe).result, "!sofa\n", "without sofa mapped the fix stays safe")
    }

    func testTheDefaultAnswerToAnExclusionOfAMappedIdentifierRemovesIt() throws {
        let (plans, result) = try plan("sofa\n!Sofas\n", scope: .defaultAnswers)
        XCTAssertEqual(result, "sofa\nfuton\n", "the line goes (futon is the missing label the default answers add)")
        XCTAssertEqual(plans.first?.descriptions.first,
                       "mappings/soft.txt:2: removed \"!Sofas\" (\"sofa\" is mapped here, so !sofa would conflict)")
    }

    /// Two literals of one category in one file are two lists: a replacement by what only the other literal
    /// maps writes it into the entry's own literal, and neither the message nor the plan calls it a removal.
    func testAReplacementIsResolvedAgainstItsOwnLiteralOnly() throws {
        let text = """
        // audit:category soft
        let cushions: Set<String> = ["pillow", "Sofas"]
        // audit:category soft
        let seats: Set<String> = ["sofa", "cotton"]

        """
        let source = try XCTUnwrap(try EmbeddedSource(path: "Soft.swift", data: Data(text.utf8), listed: false))
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: [source])
        let findings = Auditor().audit(context)
        let sofas = try XCTUnwrap(findings.first { $0.subject == "Sofas" })
        let option = try XCTUnwrap(sofas.fixes.first { $0.applicability == .safe })
        XCTAssertEqual(option.edits.map(\.description.text), ["Soft.swift:2: replaced \"Sofas\" with \"sofa\""])
        XCTAssertEqual(option.option, "sofa: singular/plural of sofa")
        let plans = FixPlanner(context: context).plan(findings, scope: .safe)
        XCTAssertEqual(source.rendering(plans.first?.edits ?? []), text.replacingOccurrences(of: "\"Sofas\"", with: "\"sofa\""))
    }

    func testDefaultAnswersFixEveryErrorAndWarning() throws {
        // On a flat vocabulary a generic entry that takes nothing over is a note, which default answers leave alone.
        let (_, result) = try plan("clothing\nSofas\ncotton\nstructure\n!headgear\n", scope: .defaultAnswers)
        XCTAssertEqual(result, "clothing\nsofa\nstructure\n!headgear\nbathrobe\ncloak\nponcho\nwetsuit\n")
    }

    /// Two spellings of one identifier in two categories: the default answers rewrite one of them, as `--fix`
    /// does, never both into a conflict.
    func testDefaultAnswersNeverWriteOneIdentifierIntoTwoCategories() throws {
        let soft = try TestSupport.mapping("soft", "Sofas\npillow\n")
        let hard = try TestSupport.mapping("hard", "sofas\nbrick\n")
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: [soft, hard])
        let findings = Auditor().audit(context)
        for scope in [FixPlanner.Scope.safe, .defaultAnswers] {
            let replaced = FixPlanner(context: context).plan(findings, scope: scope).flatMap(\.edits).filter {
                if case .replace(_, identifier: "sofa") = $0 { return true } else { return false }
            }
            XCTAssertEqual(replaced.count, 1, "\(scope)")
        }
    }

    /// Planning from findings (each finding's fixes built and dropped one at a time) gives the plans that
    /// planning their chosen fixes as one list gives: safe removals first, then the others, in finding order.
    func testPlanningFromFindingsMatchesPlanningTheirFixes() throws {
        let soft = try TestSupport.mapping("soft", "Sofas\nclothing\npillow\nsofa\npillow\n!Sofas\ncotton\nstructure\n!headgear\npillow\n")
        let hard = try TestSupport.mapping("hard", "sofa\nbrick\nbrick\n")
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: [soft, hard])
        let findings = Auditor().audit(context)
        let planner = FixPlanner(context: context)
        for scope in [FixPlanner.Scope.safe, .defaultAnswers] {
            let listed = planner.plan(findings.compactMap { FixPlanner.chosen($0, scope: scope) }, skipsConflicts: true).plans
            XCTAssertEqual(planner.plan(findings, scope: scope), listed)
            XCTAssertFalse(listed.flatMap(\.descriptions).isEmpty)
            let undescribed = planner.plan(findings, scope: scope, describing: false)
            XCTAssertEqual(undescribed.map(\.edits), listed.map(\.edits))
            XCTAssertEqual(undescribed.flatMap(\.descriptions), [], "no description is kept")
        }
    }

    func testDefaultAnswersLeaveNotesAlone() throws {
        // Hierarchical: clothing covers its kinds (notes, not added); structure takes house over (a warning, removed).
        let soft = try TestSupport.mapping("soft", "clothing\nstructure\n")
        let hard = try TestSupport.mapping("hard", "house\n")
        let context = AuditContext(vocabulary: SmallKnowledge.vocabulary, sources: [soft, hard])
        let findings = Auditor().audit(context)
        XCTAssertTrue(findings.contains { $0.rule == .missingLabel && $0.severity == .note })
        let plans = FixPlanner(context: context).plan(findings, scope: .defaultAnswers)
        XCTAssertEqual(plans.map(\.path), ["mappings/soft.txt"])
        XCTAssertEqual(MappingRewriter.apply(plans[0].edits, to: soft), "clothing\n")
    }
}

/// The fixes a person picks in `--suggest`.
final class FixPlannerAnswerTests: XCTestCase {
    /// The files after the fix `pick` chooses for each finding (by its index in `Finding.fixes`, or a fix of its own).
    func apply(_ mappings: [(String, String)], _ pick: (Finding) -> Fix?) throws -> [String: String] {
        let files = try mappings.map { try TestSupport.mapping($0.0, $0.1) }
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: files)
        var workspace = MappingWorkspace(sources: files)
        try workspace.apply(FixPlanner(context: context).plan(Auditor().audit(context).compactMap(pick)))
        return Dictionary(uniqueKeysWithValues: workspace.sources.map { ($0.lists[0].category, String(decoding: $0.text.data, as: UTF8.self)) })
    }

    /// A replacement of a dead entry by `identifier`, as typing it in `--suggest` gives.
    func typed(_ finding: Finding, _ identifier: String, in files: [(String, String)]) throws -> Fix? {
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: try files.map { try TestSupport.mapping($0.0, $0.1) })
        return context.placements.first { $0.path == finding.path && $0.entry.line == finding.line }
            .map { DeadEntryRule.replacement($0, with: identifier) }
    }

    func testReplaceDeleteAndExclude() throws {
        let mappings = [("soft", "clothing\nSofas # plural\ncotton\n")]
        let result = try apply(mappings) { finding in
            switch (finding.rule, finding.subject) {
            case (.deadEntry, "Sofas"): return try? self.typed(finding, "futon", in: mappings)
            case (.deadEntry, "cotton"): return finding.fixes.first { $0.key == "d" }
            case (.missingLabel, "bathrobe"): return finding.fixes.first { $0.key == "x" }
            default: return nil
            }
        }
        XCTAssertEqual(result["soft"], "!bathrobe\nclothing\nfuton # plural\n", "the entries are sorted, so the addition is too")
    }

    func testAReplacementAlreadyListedRemovesTheLine() throws {
        let mappings = [("soft", "sofa\nSofas\n")]
        let result = try apply(mappings) { $0.rule == .deadEntry ? try? self.typed($0, "sofa", in: mappings) : nil }
        XCTAssertEqual(result["soft"], "sofa\n")
    }

    func testKeepHereRemovesTheOtherCategoriesAndRemoveExclusionTheExclusion() throws {
        let between = try apply([("hard", "table\nsofa\n"), ("soft", "pillow\nsofa\n")]) { $0.rule == .conflict ? $0.fixes[1] : nil }
        XCTAssertEqual(between["hard"], "table\n")
        XCTAssertEqual(between["soft"], "pillow\nsofa\n")
        let excluded = try apply([("soft", "sofa\n!sofa # not soft?\n")]) { $0.rule == .conflict ? $0.fixes[1] : nil }
        XCTAssertEqual(excluded["soft"], "sofa\n")
        let kept = try apply([("soft", "sofa\n!sofa\n")]) { $0.rule == .conflict ? $0.fixes[0] : nil }
        XCTAssertEqual(kept["soft"], "!sofa\n")
    }

    func testEachAnswerToAConflictEditsOnlyWhatItSays() throws {
        let mappings = [("soft", "sofa\n!sofa\n"), ("hard", "sofa\nbrick\n")]
        let unexcluded = try apply(mappings) { $0.rule == .conflict && $0.category == "soft" ? $0.fixes[1] : nil }
        XCTAssertEqual(unexcluded["soft"], "sofa\n")
        XCTAssertEqual(unexcluded["hard"], "sofa\nbrick\n", "removing !sofa from soft leaves hard alone")
        let keptInHard = try apply(mappings) { $0.rule == .conflict && $0.category == "hard" ? $0.fixes[1] : nil }
        XCTAssertEqual(keptInHard["soft"], "!sofa\n", "keeping it in hard removes soft's sofa, not soft's decision")
        XCTAssertEqual(keptInHard["hard"], "sofa\nbrick\n")
    }
}

/// Planning costs the same per edit however many edits there are.
final class FixPlannerScaleTests: XCTestCase {
    /// Edits and index entries looked at per edit, planning the removal of every copy of `lines` repeated lines.
    func lookedPerEdit(duplicating lines: Int) throws -> Double {
        let file = try TestSupport.mapping("soft", String(repeating: "sofa\n", count: lines))
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: [file])
        let fixes = Auditor().audit(context).compactMap { FixPlanner.chosen($0, scope: .safe) }
        let (plans, looked) = FixPlanner(context: context).plan(fixes, skipsConflicts: true)
        XCTAssertEqual(plans.first?.edits.count, lines - 1, "every copy after the first goes")
        XCTAssertEqual(MappingRewriter.apply(plans.first?.edits ?? [], to: file), "sofa\n")
        return Double(looked) / Double(lines - 1)
    }

    func testWorkPerEditStaysFlatFromAThousandToAHundredThousandLines() throws {
        let small = try lookedPerEdit(duplicating: 1_000)
        let large = try lookedPerEdit(duplicating: 100_000)
        XCTAssertEqual(small, large, accuracy: 0.01, "looked at per edit: \(small) on 1,000 lines, \(large) on 100,000")
    }
}
