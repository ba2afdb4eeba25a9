import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `ConflictRule` shares its messages' writers and, per identifier and category, a lazily built list of edits
/// behind a lock; here it is compared with the plain reading of its description, on generated mappings.
final class ConflictRuleReferenceTests: XCTestCase {
    /// The plain version. An identifier of the vocabulary mapped (not excluded) in two categories conflicts at
    /// every entry outside the category of its first entry, which the message cites; keeping it there removes
    /// this entry, keeping it here removes every entry of it in another category. An identifier both mapped
    /// and excluded in one category conflicts at each mapped entry there; keeping the exclusion removes the
    /// entry, keeping the entry removes every exclusion of it there.
    static func reference(_ context: AuditContext) -> [ComparedFinding] {
        let vocabulary = context.vocabulary
        let mapped = context.placements.filter { !$0.entry.isExclusion && vocabulary.contains($0.entry.text) }
        let excluded = Dictionary(grouping: context.placements.filter(\.entry.isExclusion)) { [$0.category, $0.entry.text] }
        let byIdentifier = Dictionary(grouping: mapped, by: \.entry.text)
        func location(_ placement: Placement) -> String { "\(placement.path):\(placement.entry.line)" }
        /// Removing `placement`'s entry, described as `path:line: removed "entry"detail`.
        func remove(_ placement: Placement, _ entry: String, _ detail: String) -> FixEdit {
            FixEdit(path: placement.path, category: placement.category, change: .delete(placement.entry.position),
                    description: EditDescription(location: Finding.Location(path: placement.path, line: placement.entry.line),
                                                 action: .removed, entry: entry, detail: detail))
        }
        func seen(_ placement: Placement, _ message: String, _ fixes: [Fix]) -> ComparedFinding {
            ComparedFinding(rule: .conflict, severity: .error, category: placement.category, subject: placement.entry.text,
                 location: "\(location(placement)):\(placement.entry.column)", message: message, fixes: fixes)
        }
        var found: [ComparedFinding] = []
        for placement in mapped {
            let identifier = placement.entry.text, category = placement.category, line = " (line \(placement.entry.line))"
            let removeThis = remove(placement, identifier, " from \(category), which it conflicts with")
            let copies = byIdentifier[identifier]!, owner = copies[0]
            if owner.category != category {
                let elsewhere = copies.filter { $0.category != category }
                found.append(seen(placement, "\"\(identifier)\" is mapped to both \(category) and \(owner.category) "
                                  + "(\(location(owner))); keep it in one category", [
                    Fix(title: "keep it in \(owner.category), remove it from \(category)",
                        question: "Keep \"\(identifier)\" in \(owner.category) and remove it from \(category)\(line)?",
                        option: "keep it in \(owner.category) (\(location(owner)))", applicability: .suggested, edits: [removeThis]),
                    Fix(title: "keep it in \(category), remove it from the other categories", question: "",
                        option: "keep it in \(category)\(line)", applicability: .alternative,
                        edits: elsewhere.map { remove($0, identifier, " to keep it in \(category)") }),
                ]))
            }
            if let exclusions = excluded[[category, identifier]] {
                found.append(seen(placement, "\"\(identifier)\" is both mapped to \(category) and excluded from it (!\(identifier)); "
                                  + "keep one of the two", [
                    Fix(title: "remove \"\(identifier)\"\(line), keep !\(identifier)", question: "Keep !\(identifier) and remove \"\(identifier)\"\(line)?",
                        option: "keep !\(identifier): \(identifier) stays out of \(category)", applicability: .suggested, edits: [removeThis]),
                    Fix(title: "keep \"\(identifier)\"\(line), remove !\(identifier)", question: "",
                        option: "keep \(identifier) in \(category): remove !\(identifier)", applicability: .alternative,
                        edits: exclusions.map { remove($0, "!" + identifier, " to keep it in \(category)") }),
                ]))
            }
        }
        return found
    }

    /// The rule's findings, their fixes asked for from several threads at once (the findings of one identifier
    /// and category share the edits they build on first asking), in the rule's order.
    static func findings(_ context: AuditContext) -> [ComparedFinding] {
        let findings = ConflictRule().findings(in: context)
        final class Built: @unchecked Sendable {
            let lock = NSLock()
            var fixes: [[Fix]]
            init(_ count: Int) { fixes = Array(repeating: [], count: count) }
        }
        let built = Built(findings.count)
        DispatchQueue.concurrentPerform(iterations: findings.count) { index in
            let fixes = findings[index].fixes
            built.lock.lock()
            built.fixes[index] = fixes
            built.lock.unlock()
        }
        return zip(findings, built.fixes).map { finding, fixes in
            ComparedFinding(rule: finding.rule, severity: finding.severity, category: finding.category, subject: finding.subject,
                 location: finding.location.description, message: finding.message, fixes: fixes)
        }
    }

    @discardableResult
    func assertMatchesReference(_ sources: [any MappingSource], _ note: String, file: StaticString = #filePath,
                                line: UInt = #line) -> (between: Int, excluded: Int) {
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: sources)
        // The rule walks a dictionary: its findings come in no set order, which the auditor sorts.
        func order(_ list: [ComparedFinding]) -> [ComparedFinding] {
            list.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
        }
        let actual = order(Self.findings(context)), expected = order(Self.reference(context))
        ComparedFinding.assertEqual(actual, expected, note, file: file, line: line)
        let excluded = expected.filter { $0.message.contains("excluded from it") }.count
        return (expected.count - excluded, excluded)
    }

    func testTheRuleFindsWhatThePlainVersionFindsOnGeneratedMappings() throws {
        var random = SplitMix64(seed: 0xC0F11C7)
        var total = (between: 0, excluded: 0)
        for round in 0..<150 {
            let entries = round % 25 == 0 ? Int.random(in: 1_000...3_000, using: &random) : Int.random(in: 0...120, using: &random)
            let pool = Array(Self.words.shuffled(using: &random).prefix(Int.random(in: 1...Self.words.count, using: &random)))
            let sources = try GeneratedMappings.sources(&random, words: pool, entries: entries,
                                                        categoryCount: Int.random(in: 1...5, using: &random))
            let counts = assertMatchesReference(sources, "round \(round)")
            total.between += counts.between
            total.excluded += counts.excluded
        }
        XCTAssertGreaterThan(total.between, 1_000)
        XCTAssertGreaterThan(total.excluded, 200)
    }

    func testTheEdgeCasesMatchThePlainVersion() throws {
        let cases: [(String, [any MappingSource])] = [
            ("no entries", []),
            ("copies in the owner's category are no conflict",
             [try TestSupport.mapping("soft", "sofa\nsofa\n"), try TestSupport.mapping("soft", "sofa\n", directory: "ios")]),
            ("three categories: each later one cites the first copy",
             [try TestSupport.mapping("hard", "sofa\nbrick\n"), try TestSupport.mapping("soft", "pillow\nsofa\nsofa\n"),
              try TestSupport.mapping("pets", "brick\nsofa\npillow\n")]),
            ("mapped and excluded, twice over, and in two categories",
             [try TestSupport.mapping("soft", "sofa\n!sofa\nsofa\n!sofa\n"), try TestSupport.mapping("hard", "!sofa\nsofa\n")]),
            ("excluded here, mapped there, is no conflict", [try TestSupport.mapping("soft", "!table\n"), try TestSupport.mapping("hard", "table\n")]),
            ("dead words conflict with nothing", [try TestSupport.mapping("soft", "cotton\n!cotton\n"), try TestSupport.mapping("hard", "cotton\n")]),
        ]
        for (note, sources) in cases { assertMatchesReference(sources, note) }
    }

    /// Identifiers of the fixture vocabulary and a few words outside it.
    static let words = ["sofa", "pillow", "table", "chair", "brick", "door", "futon", "structure", "clothing", "cotton", "Sofa", "tiger cat"]
}
