import AuditBench
import TestSupport
import XCTest

final class InputGeneratorTests: XCTestCase {
    func testSeededGeneratorRepeatsItsSequenceAndSeedsDiffer() {
        var first = SeededGenerator(seed: 7), second = SeededGenerator(seed: 7), other = SeededGenerator(seed: 8)
        let sequence = (0..<100).map { _ in first.next() }
        XCTAssertEqual(sequence, (0..<100).map { _ in second.next() })
        XCTAssertNotEqual(sequence, (0..<100).map { _ in other.next() })
        XCTAssertEqual(Set(sequence).count, 100)
        var tests = SplitMix64(seed: 7)
        XCTAssertEqual(sequence, (0..<100).map { _ in tests.next() }, "the SplitMix64 the tests generate their cases with")
    }

    func testVocabularyIsDistinctDeterministicAndPrefixStable() {
        let large = InputGenerator.vocabulary(count: 5_000, seed: 3)
        XCTAssertEqual(large.count, 5_000)
        XCTAssertEqual(Set(large).count, 5_000)
        XCTAssertEqual(InputGenerator.vocabulary(count: 5_000, seed: 3), large)
        XCTAssertEqual(InputGenerator.vocabulary(count: 500, seed: 3), Array(large.prefix(500)))
        XCTAssertNotEqual(InputGenerator.vocabulary(count: 500, seed: 4), Array(large.prefix(500)))
        XCTAssertTrue(large.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLowercase || $0 == "_" } })
    }

    func testMappingHasTheRequestedCountsAndDeadEntriesAreDead() throws {
        let identifiers = InputGenerator.vocabulary(count: 300, seed: 1)
        let vocabulary = Set(identifiers)
        let mapping = InputGenerator.mapping(entries: 1_000, dead: 250, identifiers: identifiers, vocabulary: vocabulary,
                                             categories: 4, seed: 9)
        XCTAssertEqual(mapping.files.map(\.category), ["category-1", "category-2", "category-3", "category-4"])
        let entries = mapping.files.flatMap { $0.text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init) }
        XCTAssertEqual(entries.count, 1_000)
        XCTAssertEqual(entries.filter { !vocabulary.contains($0) }.count, 250)
        XCTAssertEqual(mapping.misspellings.count, 125)
        for misspelling in mapping.misspellings {
            XCTAssertFalse(vocabulary.contains(misspelling.entry))
            XCTAssertTrue(entries.contains(misspelling.entry))
            XCTAssertGreaterThanOrEqual(misspelling.identifier.count, InputGenerator.shortestMisspelt)
            XCTAssertLessThanOrEqual(abs(misspelling.entry.count - misspelling.identifier.count), 1)
        }
        // 750 live entries over 300 identifiers: each is used twice before any is used three times.
        let uses = Dictionary(grouping: entries.filter(vocabulary.contains), by: { $0 }).mapValues(\.count)
        XCTAssertEqual(Set(uses.values), [2, 3])
    }

    func testMappingIsDeterministic() {
        let identifiers = InputGenerator.vocabulary(count: 200, seed: 1)
        func make(seed: UInt64) -> [String] {
            InputGenerator.mapping(entries: 400, dead: 100, identifiers: identifiers, vocabulary: Set(identifiers),
                                   categories: 3, seed: seed).files.map(\.text)
        }
        XCTAssertEqual(make(seed: 5), make(seed: 5))
        XCTAssertNotEqual(make(seed: 5), make(seed: 6))
    }
}

final class RenameInputsTests: XCTestCase {
    func testEachRenamedFileKeepsAllButOneEntryOfItsPredecessorAndSharesNothingElse() {
        let identifiers = InputGenerator.vocabulary(count: 270, seed: 5)
        let files = RenameInputs.files(count: 30, entries: 8, identifiers: identifiers)
        XCTAssertEqual(files.before.count, 30)
        XCTAssertEqual(files.after.count, 30)
        XCTAssertEqual(Set(files.before.map(\.name) + files.after.map(\.name)).count, 60)
        var seen = Set<Substring>()
        for (before, after) in zip(files.before, files.after) {
            let old = before.text.split(separator: "\n"), new = after.text.split(separator: "\n")
            XCTAssertEqual(old.count, 8)
            XCTAssertEqual(Set(old).intersection(new).count, 7)
            XCTAssertTrue(seen.isDisjoint(with: old + new), "no identifier in two files")
            seen.formUnion(old + new)
        }
        XCTAssertEqual(seen, Set(identifiers.map { Substring($0) }))
    }
}
