import CategoryMapping
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The verdicts an audit keeps, built from chains memoised along the built-in vocabulary's hierarchy, are the
/// ones the policy engine works out for each identifier on its own.
final class AuditContextVerdictTests: XCTestCase {
    static let policies: [Policy] = [.article, .firstMatch(top: 2, threshold: 0.2), .top1(threshold: 0.2),
                                     .any(threshold: 0.2), .mostSpecific(threshold: 0.2)]

    func testMemoisedVerdictsAgreeWithThePlainOnesOnTheBuiltinVocabulary() throws {
        let sources = try MappingLoader.load(paths: [TestSupport.repository.appendingPathComponent("mappings").path])
        let identifiers = Vocabulary.builtin.identifiers
        for policy in Self.policies {
            let context = AuditContext(vocabulary: .builtin, sources: sources, policy: policy)
            XCTAssertEqual(context.mapped.keys.filter { context.verdicts[$0] == nil }, [], "every mapped identifier has its verdict")
            for (identifier, verdict) in context.verdicts where verdict != context.engine.verdict(forPhotoOf: identifier) {
                XCTFail("\(policy): \(identifier)")
            }
            let all = context.engine.verdicts(forPhotosOf: identifiers)
            XCTAssertEqual(all.count, identifiers.count)
            let differing = identifiers.filter { all[$0] != context.engine.verdict(forPhotoOf: $0) }
            XCTAssertEqual(differing, [], "\(policy)")
        }
    }

    /// Every identifier with a mapped identifier on its chain has a verdict kept; the others get none from the policy.
    func testKeptVerdictsCoverEveryIdentifierAMappedOneCanDecide() throws {
        let sources = try MappingLoader.load(paths: [TestSupport.repository.appendingPathComponent("mappings").path])
        let context = AuditContext(vocabulary: .builtin, sources: sources, policy: .article)
        for identifier in Vocabulary.builtin.identifiers where context.verdicts[identifier] == nil {
            XCTAssertEqual(context.verdict(for: identifier).possible, [], identifier)
        }
    }
}
