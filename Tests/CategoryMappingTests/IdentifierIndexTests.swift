@testable import CategoryMapping
import TestSupport
import XCTest

/// The identifier index answers as a `[String: Int]` of first positions would, under String's equality.
final class IdentifierIndexTests: XCTestCase {
    func testRepeatsAnswerTheirFirstEntryAndKeepTheNumbering() {
        var index = IdentifierIndex(["dog", "cat", "dog", "", "cat", ""])
        XCTAssertEqual(index.count, 6, "a repeat still takes its position")
        XCTAssertEqual(index.distinctCount, 3)
        XCTAssertEqual(["dog", "cat", ""].map(index.number(of:)), [0, 1, 3])
        XCTAssertEqual(index.insert("cat"), 1, "insert finds the first entry")
        XCTAssertEqual(index.count, 6, "and adds none")
        XCTAssertEqual(index.insert("bird"), 6)
        XCTAssertEqual(index.append("bird"), 6, "append adds an entry and answers the first")
        XCTAssertEqual(index.count, 8)
        XCTAssertEqual(index.number(of: "bird"), 6)
        XCTAssertNil(index.number(of: "birds"))
        XCTAssertNil(index.number(of: "do"))
    }

    func testTheEmptyIdentifierIsAnIdentifierLikeAnyOther() {
        var index = IdentifierIndex(capacity: 0)
        XCTAssertNil(index.number(of: ""))
        XCTAssertEqual(index.insert("a"), 0)
        XCTAssertNil(index.number(of: ""), "no entry has no bytes")
        XCTAssertEqual(index.insert(""), 1)
        XCTAssertEqual(index.number(of: ""), 1)
        XCTAssertEqual(index.number(of: "a"), 0)
    }

    /// Thousands of identifiers sharing prefixes and lengths, inserted one by one from an empty index: the
    /// slots grow many times and probes run through other entries (16 slots for the first 8), yet each
    /// identifier finds its own number and no near miss finds one.
    func testCollidingProbesAndGrowthKeepEveryNumber() {
        let identifiers = (0..<5000).map { "id\($0 % 7 == 0 ? "_" : "")\($0)" } + ["", "a", "a\u{0}", "ab", "ba"]
        var index = IdentifierIndex(capacity: 0)
        for (position, identifier) in identifiers.enumerated() {
            XCTAssertEqual(index.insert(identifier), position)
        }
        for (position, identifier) in identifiers.enumerated() {
            XCTAssertEqual(index.number(of: identifier), position, identifier)
            XCTAssertNil(index.number(of: identifier + "x"))
            XCTAssertNil(index.number(of: "x" + identifier))
        }
        XCTAssertNil(index.number(of: "a\u{0}\u{0}"))
        XCTAssertEqual(index.count, identifiers.count)
    }

    /// Non-ASCII identifiers compare as Swift strings do: canonically equivalent spellings are one identifier
    /// (a precomposed `é` and `e` with a combining accent; the Kelvin sign and `K`), others stay apart.
    func testNonASCIIIdentifiersFollowStringEquality() {
        var index = IdentifierIndex(["café", "Straße", "🐕", "Key", "\u{212A}elvin", "a;b"])
        XCTAssertEqual(index.number(of: "cafe\u{301}"), 0)
        XCTAssertEqual(index.number(of: "Straße"), 1)
        XCTAssertNil(index.number(of: "Strasse"))
        XCTAssertEqual(index.number(of: "🐕"), 2)
        XCTAssertNil(index.number(of: "🐈"))
        XCTAssertEqual(index.number(of: "\u{212A}ey"), 3, "the Kelvin sign is K")
        XCTAssertEqual(index.number(of: "Kelvin"), 4)
        XCTAssertEqual(index.number(of: "a\u{037E}b"), 5, "the Greek question mark is a semicolon")
        XCTAssertEqual(index.insert("Cafe\u{301}"), 6, "case still counts")
        XCTAssertEqual(index.insert("cafe\u{301}"), 0)
        XCTAssertEqual(index.distinctCount, 7)
    }

    /// The scalars whose canonical decomposition is ASCII, as the standard library's own String equality finds
    /// them over every scalar: exactly the index's rewritten ones, each to its ASCII character.
    func testTheASCIIEquivalentScalarsAreExactlyTheLibrarysOwn() {
        let ascii = Dictionary(uniqueKeysWithValues: (0..<128).map { (String(Character(Unicode.Scalar(UInt8($0)))), UInt8($0)) })
        var found: [Unicode.Scalar: UInt8] = [:]
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let byte = ascii[String(Character(scalar))] else { continue }
            found[scalar] = byte
        }
        XCTAssertEqual(found, IdentifierIndex.asciiEquivalents)
    }

    /// Random identifiers over an alphabet with accents, combining marks and ASCII look-alikes, against a
    /// dictionary of first positions.
    func testAgreesWithADictionaryOfFirstPositions() {
        let alphabet = ["a", "b", "e", "K", "_", " ", "é", "\u{301}", "\u{212A}", ";", "\u{037E}", "ß", "文"]
        var random = SplitMix64(seed: 11)
        func word() -> String { (0..<Int.random(in: 0...4, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined() }
        for _ in 0..<20 {
            let identifiers = (0..<Int.random(in: 0...300, using: &random)).map { _ in word() }
            let index = IdentifierIndex(identifiers)
            var first: [String: Int] = [:]
            for (position, identifier) in identifiers.enumerated() where first[identifier] == nil { first[identifier] = position }
            XCTAssertEqual(index.distinctCount, first.count)
            for query in identifiers + (0..<300).map({ _ in word() }) {
                XCTAssertEqual(index.number(of: query), first[query], query.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }
        }
    }
    /// Placed by given hashes (a generated layout's), the index answers as one that hashes each identifier
    /// itself: all hashed, or with repeats and identifiers that are not ASCII placed the ordinary way.
    func testGivenHashesPlaceWhatHashingPlaces() {
        let words = (0..<3000).map { "word\($0 * 7919 % 3001)" } + ["", "a", "longer_identifier_than_eight"]
        let hashes = words.map(IdentifierIndex.hash(ofASCII:))
        XCTAssertFalse(hashes.contains(nil))
        // "KK" repeats "K\u{212A}" under String's equality, so it has no hash of its own.
        let mixed = ["dog", "cat", "dog", "K\u{212A}", "KK", "caf\u{E9}", "cat", "bird"]
        let mixedHashes: [UInt32?] = [IdentifierIndex.hash(ofASCII: "dog"), IdentifierIndex.hash(ofASCII: "cat"), nil, nil, nil, nil,
                                      nil, IdentifierIndex.hash(ofASCII: "bird")]
        XCTAssertNil(IdentifierIndex.hash(ofASCII: "caf\u{E9}"))
        for (identifiers, given) in [(words, hashes), (mixed, mixedHashes)] {
            let placed = IdentifierIndex(identifiers, hashes: given)
            let hashed = IdentifierIndex(identifiers)
            XCTAssertEqual(placed.count, hashed.count)
            XCTAssertEqual(placed.distinctCount, hashed.distinctCount)
            for probe in identifiers + ["missing", "word3001", "do", "K", "KKK", "cafe\u{301}"] {
                XCTAssertEqual(placed.number(of: probe), hashed.number(of: probe), probe)
            }
        }
    }
}
