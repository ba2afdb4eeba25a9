import XCTest
@testable import TaxonomyAudit

final class EditDistanceIndexTests: XCTestCase {
    func distance(_ a: String, _ b: String, limit: Int = 5) -> Int? {
        EditDistanceIndex.distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }

    func testOptimalStringAlignmentDistance() {
        XCTAssertEqual(distance("pillow", "pillow"), 0)
        XCTAssertEqual(distance("pilow", "pillow"), 1)
        XCTAssertEqual(distance("curtian", "curtain"), 1, "a swap of neighbours is one edit")
        XCTAssertEqual(distance("sofa", "soda"), 1)
        XCTAssertEqual(distance("kitten", "sitting"), 3)
        XCTAssertEqual(distance("", "abc"), 3)
        XCTAssertEqual(distance("café", "cafe"), 1, "characters, not bytes")
        XCTAssertNil(distance("kitten", "sitting", limit: 2))
        XCTAssertNil(distance("a", "abcd", limit: 2), "lengths alone rule it out")
    }

    /// Mutations of real identifiers: the index finds exactly what comparing with every word finds.
    func testFindsTheSameWordsAsAFullScan() {
        let words = Vocabulary.builtin.identifiers.map(SpellingForms.normalized)
        let index = EditDistanceIndex(words: words)
        let scalars = words.map { Array($0.unicodeScalars) }
        var queries = 0
        for (number, word) in words.enumerated() where number % 7 == 0 && word.count >= 4 {
            for query in Self.mutations(of: word) {
                queries += 1
                let limit = SpellingForms.editAllowance(forLength: query.count)
                let scalarsOfQuery = Array(query.unicodeScalars)
                var expected: [(word: Int, distance: Int)] = []
                for (candidate, other) in scalars.enumerated() {
                    if let distance = EditDistanceIndex.distance(scalarsOfQuery, other, limit: limit) { expected.append((candidate, distance)) }
                }
                expected.sort { ($0.distance, $0.word) < ($1.distance, $1.word) }
                let found = index.matches(query, limit: limit)
                XCTAssertEqual(found.map { $0.word }, expected.map { $0.word }, "\(query) from \(word)")
                XCTAssertEqual(found.map { $0.distance }, expected.map { $0.distance }, "\(query) from \(word)")
            }
        }
        XCTAssertGreaterThan(queries, 800)
    }

    /// One or two edits of `word`: a letter dropped, added, changed, two neighbours swapped, and for long
    /// words a changed start and end.
    static func mutations(of word: String) -> [String] {
        let characters = Array(word)
        let middle = characters.count / 2
        let head = String(characters[..<middle]), tail = String(characters[(middle + 1)...])
        let swapped = String(characters[..<(middle - 1)]) + String(characters[middle]) + String(characters[middle - 1]) + tail
        var result = [head + tail, head + "x" + String(characters[middle...]), head + "q" + tail, String(word.dropFirst()), swapped]
        if characters.count >= 8 { result.append("zz" + String(word.dropFirst(2).dropLast()) + "y") }
        return result
    }
}
