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

    func testDefaultAnswersFixEveryErrorAndWarning() throws {
        let (_, result) = try plan("clothing\nSofas\ncotton\nstructure\n!headgear\n", scope: .defaultAnswers)
        XCTAssertEqual(result, "clothing\nsofa\n!headgear\nbathrobe\ncloak\nponcho\nwetsuit\n")
    }
}
