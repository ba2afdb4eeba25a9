import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The reader against Foundation's `JSONSerialization`: the same values where both read a text, a rejection
/// where Foundation rejects one, and errors that say where.
final class JSONReaderTests: XCTestCase {
    /// What `JSONSerialization` read, as a `JSONInput`; nil for a type it should never give.
    static func converted(_ value: Any) -> JSONInput? {
        switch value {
        case is NSNull: return .null
        case let text as String: return .string(text)
        case let number as NSNumber:
            // JSON's booleans come back as a boolean NSNumber.
            if String(describing: type(of: number)).contains("Boolean") { return .bool(number.boolValue) }
            // Whole numbers come back as an integer NSNumber, the others as a double.
            switch String(cString: number.objCType) {
            case "c", "s", "i", "l", "q": return .integer(number.intValue)
            case "C", "S", "I", "L", "Q": return Int(exactly: number.uint64Value).map(JSONInput.integer) ?? .number(number.doubleValue)
            default: return .number(number.doubleValue)
            }
        case let items as [Any]:
            let converted = items.compactMap(Self.converted)
            return converted.count == items.count ? .array(converted) : nil
        case let members as [String: Any]:
            let converted = members.compactMapValues(Self.converted)
            return converted.count == members.count ? .object(converted) : nil
        default: return nil
        }
    }

    /// What Foundation reads from `bytes`, nil when it rejects them.
    private func foundation(_ bytes: [UInt8]) -> JSONInput? {
        guard let value = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else { return nil }
        guard let converted = Self.converted(value) else {
            XCTFail("Foundation read \(type(of: value))")
            return nil
        }
        return converted
    }

    private func error(_ text: String, containerOnly: Bool = false) -> JSONReadError? {
        do {
            _ = try JSONReader.read(text.utf8, containerOnly: containerOnly)
            return nil
        } catch {
            return error
        }
    }

    func testValidDocumentsReadAsFoundationReadsThem() throws {
        let documents = [
            #"{"a": "\u00e9\ud83d\ude00 \u0041\n\t\"\\\/\b\f\r", "b": [], "c": {}, "d": "é😀 plain"}"#,
            "[-0, 1e3, 0.1, 1E+2, -1.5e-3, 2.5E-300, 12345678901234567890, 9007199254740993, 0, 123456789, -7]",
            " \n\t {\"nested\": [[[{\"x\": [null, true, false, {}]}]]], \"\": \"\"} \r\n",
            #"["\u0000", "\u001f", "\uFFFF", "\uD83D\uDE00", "\ud800\udc00", "\udbff\udfff", "\u20AC"]"#,
            #"{"dup": 1, "dup": [2]}"#,
            "\u{FEFF}[1, \"bom\"]",
            #""fragment""#, "42", "-0.0", "null", "true", "  false  ",
            "[" + String(repeating: "\"é\\\"x\", ", count: 200) + "1]",
        ]
        for document in documents {
            let bytes = Array(document.utf8)
            let expected = try XCTUnwrap(foundation(bytes), "Foundation reads \(document)")
            XCTAssertEqual(try JSONReader.read(bytes), expected, document)
        }
    }

    /// Every capture in Tests/Captures, read both ways.
    func testTheCapturesReadAsFoundationReadsThem() throws {
        let directory = TestSupport.repository.appendingPathComponent("Tests/Captures")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        XCTAssertGreaterThan(names.count, 5)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
            XCTAssertEqual(try JSONReader.read(bytes, containerOnly: true), try XCTUnwrap(foundation(bytes)), name)
        }
    }

    func testInvalidDocumentsAreRejectedWhereTheyGoWrong() {
        // (text, what the message says, line, column)
        let cases: [(String, String, Int, Int)] = [
            (#"["\x"]"#, "an invalid escape `\\x`", 1, 3),
            (#"["\ud800"]"#, "a lone surrogate `\\uD800`", 1, 3),
            (#"["ab\udc00"]"#, "a lone surrogate `\\uDC00`", 1, 5),
            (#"["\ud800\u0041"]"#, "followed by `\\u0041`", 1, 3),
            (#"["\u12"]"#, "without four hex digits", 1, 3),
            (#"["abc"#, "a string that is never closed", 1, 2),
            ("[\"a\tb\"]", "an unescaped control character (U+0009)", 1, 4),
            ("[01]", "a number with a leading zero", 1, 2),
            ("", "the text is empty", 1, 1),
            ("  \n ", "the text is empty", 2, 2),
            ("{} x", "`x` after the JSON value", 1, 4),
            ("[1] [2]", "`[` after the JSON value", 1, 5),
            (#"{"a" 1}"#, "`1` where `:` after an object key was expected", 1, 6),
            ("[1.]", "`]` where a digit was expected after the decimal point", 1, 4),
            ("[-]", "`]` where a digit was expected after `-`", 1, 3),
            ("[.5]", "`.` where a value was expected", 1, 2),
            ("[+1]", "`+` where a value was expected", 1, 2),
            ("[1e]", "a digit of the exponent", 1, 4),
            ("[tru]", "not `true`", 1, 2),
            ("nul", "not `null`", 1, 1),
            ("[1e400]", "the number 1e400 is out of range", 1, 2),
            ("// note\n[1]", "`/` where a value was expected", 1, 1),
            ("[1 /* note */]", "`/` where `,` or `]` was expected", 1, 4),
            ("{'a': 1}", "`'` where an object key (a string) was expected", 1, 2),
            ("[NaN]", "`N` where a value was expected", 1, 2),
            ("{1: 2}", "`1` where an object key", 1, 2),
            ("{\n  \"a\": [1,\n  2\n}", "`}` where `,` or `]` was expected", 4, 1),
            ("[\"é\", x]", "`x` where a value was expected", 1, 7),
            ("[1", "the end of the text where `,` or `]` was expected", 1, 3),
            ("{\"a\":", "the text ends where a value was expected", 1, 6),
        ]
        for (text, problem, line, column) in cases {
            XCTAssertNil(foundation(Array(text.utf8)), "Foundation rejects \(text)")
            guard let error = error(text) else {
                XCTFail("read: \(text)")
                continue
            }
            XCTAssertTrue(error.problem.contains(problem), "\(text): \(error)")
            XCTAssertEqual([error.line, error.column], [line, column], "\(text): \(error)")
        }
        let notUTF8: [UInt8] = Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8)
        XCTAssertNil(foundation(notUTF8))
        XCTAssertThrowsError(try JSONReader.read(notUTF8))
    }

    /// Foundation on Linux reads a trailing comma; JSON has none, and neither has the reader.
    func testTrailingCommasAreRejected() {
        XCTAssertEqual(error("[1,]")?.description, "a trailing comma before `]` at line 1, column 3")
        XCTAssertEqual(error("{\n  \"a\": [1,\n  2,]\n}")?.description, "a trailing comma before `]` at line 3, column 4")
        XCTAssertEqual(error(#"{"a": 1 , }"#)?.description, "a trailing comma before `}` at line 1, column 9")
    }

    func testNestingIsLimited() throws {
        let deepest = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        XCTAssertNoThrow(try JSONReader.read(deepest.utf8))
        let bomb = String(repeating: "[", count: 100_000)
        XCTAssertNil(foundation(Array(bomb.utf8)))
        let error = try XCTUnwrap(error(bomb))
        XCTAssertEqual(error.problem, "arrays and objects nested deeper than 512 levels")
        XCTAssertEqual(error.column, 513)
        XCTAssertNotNil(self.error(String(repeating: "{\"a\":", count: 100_000)))
    }

    func testNodesKeepRangesCommasAndEveryMember() throws {
        let text = #"{"soft": ["sofa", "pi\u006clow"], "soft": 1, "hard": [true]}"#
        let bytes = Array(text.utf8)
        func written(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        guard case .object(let members, let range) = try JSONReader.node(bytes) else { return XCTFail("not an object") }
        XCTAssertEqual(range, 0..<bytes.count)
        XCTAssertEqual(members.map(\.key), ["soft", "soft", "hard"])
        XCTAssertEqual(members.map { written($0.keyRange) }, [#""soft""#, #""soft""#, #""hard""#])
        XCTAssertEqual(members.map { $0.comma.map(written) }, [",", ",", nil])
        guard case .array(let elements, _) = members[0].value else { return XCTFail("not an array") }
        XCTAssertEqual(elements.map { written($0.node.range) }, [#""sofa""#, #""pi\u006clow""#])
        XCTAssertEqual(elements.map { $0.node.input }, [.string("sofa"), .string("pillow")])
        XCTAssertEqual(elements.map { $0.comma.map(written) }, [",", nil])
        // Without positions, the last value of a repeated key is kept, as `read` gives it.
        XCTAssertEqual(try JSONReader.node(bytes).input, try JSONReader.read(bytes))
        XCTAssertEqual(try JSONReader.read(bytes).object?["soft"], .integer(1))
    }

    func testContainerOnlyRejectsATopLevelScalar() {
        XCTAssertEqual(error(#""text""#, containerOnly: true)?.description,
                       "the top-level value must be an object or an array at line 1, column 1")
        XCTAssertEqual(error(" 1", containerOnly: true)?.column, 2)
        XCTAssertNil(error(" []", containerOnly: true))
        XCTAssertNil(error(#""text""#))
    }

    func testNumbersIntegersAndPlainValues() throws {
        let value = try JSONReader.read(#"{"id": 1, "big": 1e3, "x": 1.5, "t": true, "n": null, "s": "1", "l": [2]}"#.utf8)
        let object = try XCTUnwrap(value.object)
        XCTAssertEqual(object["id"], .integer(1))
        XCTAssertEqual(object["id"]?.number, 1)
        XCTAssertEqual(object["big"], .number(1000))
        XCTAssertEqual(object["big"], .integer(1000), "equal by value")
        XCTAssertNotEqual(object["x"], .integer(1))
        XCTAssertEqual(object["x"]?.number, 1.5)
        XCTAssertNil(object["t"]?.number, "true is not a number")
        XCTAssertNil(object["s"]?.number)
        let plain = try XCTUnwrap(value.plain as? [String: Any])
        XCTAssertEqual(plain["id"] as? Int, 1)
        XCTAssertEqual(plain["x"] as? Double, 1.5)
        XCTAssertNil(plain["x"] as? Int)
        XCTAssertEqual(plain["t"] as? Bool, true)
        XCTAssertNil(plain["t"] as? Int)
        XCTAssertEqual(plain["n"] as? JSONInput, .null)
        XCTAssertEqual(plain["l"] as? [Int], [2])
        // Whole numbers are kept exactly, beyond a double's 53 bits.
        XCTAssertEqual(try JSONReader.read("[9007199254740993, -9223372036854775808, 9223372036854775808]".utf8),
                       .array([.integer(9_007_199_254_740_993), .integer(Int.min), .number(9_223_372_036_854_775_808)]))
    }

    /// Mutated documents: whatever the reader accepts, Foundation reads to the same value (so what Foundation
    /// rejects, the reader rejects); nothing traps.
    func testMutatedDocumentsNeverDisagreeWithFoundation() throws {
        let seeds = [#"{"a": [1, -2.5e3, "x\u00e9\n", true, null], "b": {"c": []}}"#, #"["\ud83d\ude00", 0, {"": false}]"#]
        let alphabet = Array(#"{}[],:"\u0123456789eE.-+ tfnrl/xDd"#.utf8) + [0x00, 0x0A, 0xC3, 0xA9, 0xFF]
        var random = SplitMix64(seed: 20261201)
        var accepted = 0
        for round in 0..<4000 {
            var bytes = Array(seeds[round % seeds.count].utf8)
            for _ in 0...(random.next() % 3) {
                let position = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[position] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                case 1: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: position)
                default: if bytes.count > 1 { bytes.remove(at: position) }
                }
            }
            if let ours = try? JSONReader.read(bytes) {
                accepted += 1
                XCTAssertEqual(foundation(bytes), ours, String(decoding: bytes, as: UTF8.self))
            }
        }
        XCTAssertGreaterThan(accepted, 100, "the mutations leave some documents valid")
    }
}
