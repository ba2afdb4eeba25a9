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

    /// The banded computation against the whole table, on every pair of a set of words and several limits.
    func testBandedDistanceAgreesWithTheFullTable() {
        let words = ["", "a", "ab", "ba", "abc", "acb", "sofa", "soda", "sofas", "pillow", "pilow", "plilow", "curtain",
                     "curtian", "kitten", "sitting", "stuffed_animals", "stufed_animlas", "café", "cafe", "abcdefgh", "badcfehg"]
        for first in words {
            for second in words {
                let a = Array(first.unicodeScalars), b = Array(second.unicodeScalars)
                let full = Self.fullDistance(a, b)
                for limit in 0...4 {
                    XCTAssertEqual(EditDistanceIndex.distance(a, b, limit: limit), full <= limit ? full : nil, "\(first) \(second) \(limit)")
                }
            }
        }
    }

    /// The bit-parallel distance a look-up uses against the whole table: every pair of the words above, and
    /// random words over three letters (so that swaps and repeats abound) up to the 64 characters it takes.
    func testBitParallelDistanceAgreesWithTheFullTable() {
        var words = ["", "a", "ab", "ba", "abc", "acb", "bca", "sofa", "soda", "sofas", "pillow", "pilow", "plilow", "curtain",
                     "curtian", "kitten", "sitting", "stuffed_animals", "stufed_animlas", "café", "cafe", "abcdefgh", "badcfehg",
                     "crème", "ecrèm", "ééé", "é"]
        var generator = SystemRandomNumberGenerator()
        for length in [1, 2, 3, 5, 8, 13, 30, 63, 64] {
            for _ in 0..<12 { words.append(String((0..<length).map { _ in "abc".randomElement(using: &generator)! })) }
        }
        for first in words {
            let a = Array(first.unicodeScalars)
            guard let pattern = BitPattern(a) else { return XCTFail("\(first) is at most 64 characters") }
            for second in words {
                let b = Array(second.unicodeScalars)
                XCTAssertEqual(b.withUnsafeBufferPointer(pattern.distance(to:)), Self.fullDistance(a, b), "\(first) \(second)")
            }
        }
        XCTAssertNil(BitPattern(Array(String(repeating: "a", count: 65).unicodeScalars)), "longer queries use the banded table")
    }

    /// Optimal string alignment distance over the whole table, as a reference.
    static func fullDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] { table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1) }
            }
        }
        return table[a.count][b.count]
    }

    /// Numbered words share all but a few characters by the thousand (`class_0…`): a look-up still compares
    /// few words in full beyond those it finds. Short words are stored whole, so any edit is told apart; long
    /// words sharing their first characters are told apart by their last ones, and the other way round, for
    /// an edit at the end where they differ.
    func testWordsSharingMostCharactersKeepCandidatesPerLookUpBounded() {
        let shapes: [(name: String, word: (Int) -> String, edits: (String) -> [String])] = [
            ("short", { "class_" + Self.digits($0) }, { [$0 + "x", "x" + $0, String($0.dropFirst()), "c" + $0.dropFirst(2)] }),
            ("long, shared prefix", { "imagenet_class_" + Self.digits($0) }, { [$0 + "x", $0 + "_x"] }),
            ("long, shared suffix", { Self.digits($0) + "_imagenet_class" }, { ["x" + $0, "x_" + $0] }),
        ]
        for shape in shapes {
            let index = EditDistanceIndex(words: (0..<4_000).map(shape.word))
            var largest = 0, wasted = 0
            for number in stride(from: 0, to: 4_000, by: 157) {
                for query in shape.edits(shape.word(number)) {
                    let candidates = index.candidates(query, limit: 2).count
                    let found = index.matches(query, limit: 2)
                    XCTAssertTrue(found.contains { $0.word == number }, "\(shape.name): \(query)")
                    largest = max(largest, candidates)
                    wasted = max(wasted, candidates - found.count)
                }
            }
            // Before both ends and whole short words were indexed, every look-up here met all 4,000 words.
            XCTAssertLessThanOrEqual(largest, 200, "\(shape.name): candidates per look-up, of 4,000 words")
            XCTAssertLessThanOrEqual(wasted, 150, "\(shape.name): candidates compared in vain")
        }
    }

    private static func digits(_ number: Int) -> String {
        let text = String(number)
        return String(repeating: "0", count: 5 - text.count) + text
    }

    /// The radix sort that orders the index's keys gives what sorting and dropping repeats gives, on keys
    /// spread evenly, crowded into a few top bits (every key in one coarse bucket), repeated, and none.
    func testKeysAreSortedAndKeptOnceAsAComparisonSortDoes() {
        var generator = SystemRandomNumberGenerator()
        let spread = (0..<50_000).map { _ in UInt64.random(in: .min ... .max, using: &generator) }
        let crowded = (0..<20_000).map { _ in 0xABC0_0000_0000_0000 | UInt64.random(in: 0...0xFFFF_FFFF, using: &generator) }
        let fewTopBits = (0..<20_000).map { UInt64($0 % 7) << 61 | UInt64($0 % 1_000) }
        let repeated = spread.prefix(1_000) + spread.prefix(1_000) + crowded.prefix(500)
        for (name, keys) in [("spread", spread), ("crowded", crowded), ("few top bits", fewTopBits), ("repeated", Array(repeated)),
                             ("one", [42]), ("none", []), ("extremes", [.max, 0, .max, 1 << 63, 0])] {
            XCTAssertEqual(EditDistanceIndex.sortedWithoutRepeats(keys), Array(Set(keys)).sorted(), name)
        }
    }

    /// An index built for some queries finds for them what the whole index finds, comparing the same words,
    /// while holding a small part of its keys: numbered words (short and long) and real identifiers.
    func testAnIndexForSomeQueriesAnswersThemAsTheWholeIndexDoes() {
        let numbered = (0..<20_000).map { "class_" + Self.digits($0) } + (0..<2_000).map { "imagenet_class_" + Self.digits($0) }
        let real = Vocabulary.builtin.identifiers.map(SpellingForms.normalized)
        for words in [numbered, real] {
            let queries = stride(from: 0, to: words.count, by: 97).flatMap { Self.mutations(of: words[$0]) + [words[$0] + "x"] }
            let whole = EditDistanceIndex(words: words), some = EditDistanceIndex(words: words, queries: queries)
            for query in queries {
                for limit in [1, 2] {
                    XCTAssertEqual(some.candidates(query, limit: limit), whole.candidates(query, limit: limit), query)
                    XCTAssertEqual(some.matches(query, limit: limit).map(\.word), whole.matches(query, limit: limit).map(\.word), query)
                    XCTAssertEqual(some.matches(query, limit: limit).map(\.distance), whole.matches(query, limit: limit).map(\.distance), query)
                }
            }
            XCTAssertLessThan(some.keyCount * 4, whole.keyCount, "a small part of the keys")
        }
    }

    /// A long entry is looked up by its ends alone, as `candidates` looks it up: its variants grow with the
    /// end's length, not with its own (a 10,000-character entry would make 50 million variants of its whole,
    /// each hashed over its length). The filtered index still answers it as the whole index does.
    func testALongQueryMakesTheVariantsOfItsEndsOnly() {
        let ends = 2 * (1 + EditDistanceIndex.endLength + EditDistanceIndex.endLength * (EditDistanceIndex.endLength - 1) / 2)
        XCTAssertEqual(EditDistanceIndex.lookUpHashes(of: [String(repeating: "x", count: 200)]).count, ends)
        let words = Vocabulary.builtin.identifiers.map(SpellingForms.normalized) + ["a_very_long_identifier_of_forty_characters_x"]
        let queries = ["a_very_long_identifier_of_forty_characters", String(repeating: "ab", count: 500), "sofas"]
        let whole = EditDistanceIndex(words: words), some = EditDistanceIndex(words: words, queries: queries)
        for query in queries {
            XCTAssertEqual(some.matches(query, limit: 2).map(\.word), whole.matches(query, limit: 2).map(\.word), query)
        }
        XCTAssertEqual(some.matches(queries[0], limit: 2).map(\.word), [words.count - 1])
    }

    /// The filter a look-up asks before searching the keys: every hash put in is met, and most others are
    /// not (at 8 bits a hash, about one in nine shares a set bit).
    func testAHashFilterMeetsEveryHashPutInAndFewOthers() {
        var generator = SystemRandomNumberGenerator()
        let stored = (0..<50_000).map { _ in UInt64.random(in: .min ... .max, using: &generator) }
        let filter = HashFilter(stored, bitsPerHash: 8)
        XCTAssertTrue(stored.allSatisfy(filter.mayMeet))
        let others = (0..<50_000).filter { _ in filter.mayMeet(UInt64.random(in: .min ... .max, using: &generator)) }.count
        XCTAssertLessThan(others, 7_500, "others met, of 50,000")
        XCTAssertTrue(HashFilter([], bitsPerHash: 8).mayMeet(0) == false, "an empty filter meets nothing")
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
