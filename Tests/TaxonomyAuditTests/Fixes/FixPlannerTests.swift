import XCTest
@testable import TaxonomyAudit

final class FixPlannerTests: XCTestCase {
    func plan(_ text: String, scope: FixPlanner.Scope) throws -> (plan: [FilePlan], result: String) {
        let file = try TestSupport.mapping("soft", text)
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, files: [file])
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
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, files: files)
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

    func testDefaultAnswersFixEveryErrorAndWarning() throws {
        // On a flat vocabulary a generic entry that takes nothing over is a note, which default answers leave alone.
        let (_, result) = try plan("clothing\nSofas\ncotton\nstructure\n!headgear\n", scope: .defaultAnswers)
        XCTAssertEqual(result, "clothing\nsofa\nstructure\n!headgear\nbathrobe\ncloak\nponcho\nwetsuit\n")
    }

    func testDefaultAnswersLeaveNotesAlone() throws {
        // Hierarchical: clothing covers its kinds (notes, not added); structure takes house over (a warning, removed).
        let soft = try TestSupport.mapping("soft", "clothing\nstructure\n")
        let hard = try TestSupport.mapping("hard", "house\n")
        let context = AuditContext(vocabulary: SmallKnowledge.vocabulary, files: [soft, hard])
        let findings = Auditor().audit(context)
        XCTAssertTrue(findings.contains { $0.rule == .missingLabel && $0.severity == .note })
        let plans = FixPlanner(context: context).plan(findings, scope: .defaultAnswers)
        XCTAssertEqual(plans.map(\.path), ["mappings/soft.txt"])
        XCTAssertEqual(MappingRewriter.apply(plans[0].edits, to: soft), "clothing\n")
    }
}

/// The answers a person gives in `--suggest`.
final class FixPlannerAnswerTests: XCTestCase {
    func apply(_ mappings: [(String, String)], _ answer: (Finding) -> FixPlanner.Answer?) throws -> [String: String] {
        let files = try mappings.map { try TestSupport.mapping($0.0, $0.1) }
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, files: files)
        let answers = Auditor().audit(context).compactMap { finding in answer(finding).map { (finding, $0) } }
        var workspace = MappingWorkspace(files: files)
        try workspace.apply(FixPlanner(context: context).plan(answers))
        return Dictionary(uniqueKeysWithValues: workspace.files.map { ($0.category, String(decoding: $0.text.data, as: UTF8.self)) })
    }

    func testReplaceDeleteAndExclude() throws {
        let result = try apply([("soft", "clothing\nSofas # plural\ncotton\n")]) { finding in
            switch (finding.rule, finding.identifier) {
            case (.deadEntry, "Sofas"): return .replace("futon")
            case (.deadEntry, "cotton"): return .delete
            case (.missingLabel, "bathrobe"): return .exclude
            default: return nil
            }
        }
        XCTAssertEqual(result["soft"], "!bathrobe\nclothing\nfuton # plural\n", "the entries are sorted, so the addition is too")
    }

    func testAReplacementAlreadyListedRemovesTheLine() throws {
        let result = try apply([("soft", "sofa\nSofas\n")]) { $0.rule == .deadEntry ? .replace("sofa") : nil }
        XCTAssertEqual(result["soft"], "sofa\n")
    }

    func testKeepHereRemovesTheOtherCategoriesAndRemoveExclusionTheExclusion() throws {
        let between = try apply([("hard", "table\nsofa\n"), ("soft", "pillow\nsofa\n")]) { $0.rule == .conflict ? .keepHere : nil }
        XCTAssertEqual(between["hard"], "table\n")
        XCTAssertEqual(between["soft"], "pillow\nsofa\n")
        let excluded = try apply([("soft", "sofa\n!sofa # not soft?\n")]) { $0.rule == .conflict ? .removeExclusion : nil }
        XCTAssertEqual(excluded["soft"], "sofa\n")
        let kept = try apply([("soft", "sofa\n!sofa\n")]) { $0.rule == .conflict ? .accept : nil }
        XCTAssertEqual(kept["soft"], "!sofa\n")
    }

    func testEachAnswerToAConflictEditsOnlyWhatItSays() throws {
        let mappings = [("soft", "sofa\n!sofa\n"), ("hard", "sofa\nbrick\n")]
        let unexcluded = try apply(mappings) { $0.rule == .conflict && $0.category == "soft" ? .removeExclusion : nil }
        XCTAssertEqual(unexcluded["soft"], "sofa\n")
        XCTAssertEqual(unexcluded["hard"], "sofa\nbrick\n", "removing !sofa from soft leaves hard alone")
        let keptInHard = try apply(mappings) { $0.rule == .conflict && $0.category == "hard" ? .keepHere : nil }
        XCTAssertEqual(keptInHard["soft"], "!sofa\n", "keeping it in hard removes soft's sofa, not soft's decision")
        XCTAssertEqual(keptInHard["hard"], "sofa\nbrick\n")
    }
}
