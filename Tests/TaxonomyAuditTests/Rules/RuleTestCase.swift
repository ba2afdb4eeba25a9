import TestSupport
import XCTest
@testable import TaxonomyAudit

/// Helpers for rule tests: audit small in-memory mappings and pick findings.
class RuleTestCase: XCTestCase {
    func audit(_ mappings: [(String, String)], vocabulary: Vocabulary = FixtureVocabulary.vocabulary) throws -> [Finding] {
        try TestSupport.audit(mappings, vocabulary: vocabulary)
    }

    func findings(_ rule: RuleID, _ mappings: [(String, String)], vocabulary: Vocabulary = FixtureVocabulary.vocabulary) throws -> [Finding] {
        try audit(mappings, vocabulary: vocabulary).filter { $0.rule == rule }
    }
}
