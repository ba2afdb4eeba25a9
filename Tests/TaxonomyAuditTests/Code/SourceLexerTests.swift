import XCTest
@testable import TaxonomyAudit

/// The lexers find comments and string literals as each language writes them, so markers are read only in
/// comments and entries only in strings.
final class SourceLexerTests: XCTestCase {
    /// The tokens of `bytes`; a lexing error fails the test.
    private func lex(_ bytes: [UInt8], _ language: SourceLanguage) -> [SourceToken] {
        do {
            return try SourceLexer.tokens(of: bytes, language: language)
        } catch {
            XCTFail("\(error)")
            return []
        }
    }

    /// The tokens of `source` as `kind:text` pairs, punctuation left out.
    private func tokens(_ source: String, _ language: SourceLanguage) -> [String] {
        let bytes = Array(source.utf8)
        return lex(bytes, language).compactMap { token in
            let text = String(decoding: bytes[token.range], as: UTF8.self)
            switch token.kind {
            case .comment: return "comment:\(text)"
            case .string: return "string:\(text)"
            case .character: return "char:\(text)"
            case .word: return "word:\(text)"
            case .punctuation: return nil
            }
        }
    }

    /// The values of the string literals of `source`, nil for one that is interpolated.
    private func values(_ source: String, _ language: SourceLanguage) -> [String?] {
        let bytes = Array(source.utf8)
        return lex(bytes, language).compactMap(\.literal).map { $0.isInterpolated ? nil : $0.value(in: bytes) }
    }

    func testBlockCommentsNestWhereTheLanguageNestsThem() {
        let source = "/* a /* b */ \"c\" */ \"d\""
        XCTAssertEqual(tokens(source, .swift), ["comment:/* a /* b */ \"c\" */", "string:\"d\""])
        XCTAssertEqual(tokens(source, .rust), ["comment:/* a /* b */ \"c\" */", "string:\"d\""])
        XCTAssertEqual(tokens(source, .kotlin).first, "comment:/* a /* b */ \"c\" */")
        XCTAssertEqual(tokens(source, .dart).first, "comment:/* a /* b */ \"c\" */")
        // Java, Go and JavaScript end the comment at the first `*/`: "c" is a string there.
        XCTAssertEqual(tokens(source, .java), ["comment:/* a /* b */", "string:\"c\"", "string:\"d\""])
        XCTAssertEqual(tokens(source, .go).count, 3)
    }

    func testLineCommentsByFamily() {
        XCTAssertEqual(tokens("x = 1 # \"not\" a string\ny = \"s\"", .python), ["word:x", "word:1", "comment:# \"not\" a string", "word:y", "string:\"s\""])
        XCTAssertEqual(tokens("let x = 1 // \"no\"\r\n", .swift), ["word:let", "word:x", "word:1", "comment:// \"no\""])
        // A `#` is no comment in Swift: `#if` is code.
        XCTAssertEqual(tokens("#if DEBUG\n", .swift), ["word:if", "word:DEBUG"])
    }

    func testEscapesAreDecoded() {
        XCTAssertEqual(values(#""a\"b" "c\\d" "\u{73}ofa" "t\tx""#, .swift), ["a\"b", "c\\d", "sofa", "t\tx"])
        XCTAssertEqual(values(#""\u0073ofa" 'it\'s'"#, .typescript), ["sofa", "it's"])
        XCTAssertEqual(values(#""a\x62c""#, .python), ["abc"])
    }

    func testSwiftRawAndMultilineStrings() {
        XCTAssertEqual(values(##"#"a "quoted" \n"# "b""##, .swift), [#"a "quoted" \n"#, "b"])
        XCTAssertEqual(values(###"##"x"#y"## "z""###, .swift), [##"x"#y"##, "z"])
        let multiline = "let s = \"\"\"\n  a \"quote\" \"\"\n  \"\"\"\nlet t = \"u\""
        XCTAssertEqual(tokens(multiline, .swift).last, "string:\"u\"")
        XCTAssertEqual(tokens(multiline, .swift).count, 6)
    }

    func testInterpolationsAreSkippedWithWhatTheyHold() {
        // The nested string inside the interpolation neither ends the literal nor becomes a token.
        XCTAssertEqual(values(#""a\(f("x"))b" "c""#, .swift), [nil, "c"])
        XCTAssertEqual(values(##"#"no \(interpolation)"# #"yes \#(x)"#"##, .swift), [#"no \(interpolation)"#, nil])
        XCTAssertEqual(values(#""${m["k"]} $name" "\$plain" "cost: $""#, .kotlin), [nil, "$plain", "cost: $"])
        XCTAssertEqual(values(#"`a ${b + `c`} d` `plain` "${no}""#, .typescript), [nil, "plain", "${no}"])
        XCTAssertEqual(values(#"f"{x['k']}" f"{{literal}}" "{plain}""#, .python), [nil, "{{literal}}", "{plain}"])
        XCTAssertEqual(values(#"'$x' r'$x'"#, .dart), [nil, "$x"])
    }

    func testPythonPrefixesAndTripleQuotes() {
        XCTAssertEqual(values(##"r"a\d" b'x' Rb"y" u"z" '''t "q" ''' """u""" "##, .python), [#"a\d"#, "x", "y", "z", #"t "q" "#, "u"])
        XCTAssertEqual(tokens(#"print"x""#, .python), ["word:print", "string:\"x\""])
    }

    func testRustRawStringsCharactersAndLifetimes() {
        XCTAssertEqual(values(##"r#"a "b""# r"c\d" b"e""##, .rust), [#"a "b""#, #"c\d"#, "e"])
        XCTAssertEqual(tokens("fn f<'a>(x: &'a str) -> char { '\"' }", .rust).filter { $0.hasPrefix("char") || $0.hasPrefix("word:'") },
                       ["word:'a", "word:'a", "char:'\"'"])
        // A raw identifier is a word, not a string.
        XCTAssertEqual(tokens("r#type", .rust).first, "word:r")
    }

    func testGoBackquotesJavaTextBlocksAndKotlinRawStrings() {
        XCTAssertEqual(values("`a\\n\"b\"` \"c\"", .go), ["a\\n\"b\"", "c"])
        XCTAssertEqual(values("\"\"\"\n  a \"b\"\n  \"\"\" \"c\"", .java).last, "c")
        XCTAssertEqual(values(#""""raw \n "q" """ "x""#, .kotlin), [#"raw \n "q" "#, "x"])
        XCTAssertEqual(tokens("'\"' \"s\"", .java), ["char:'\"'", "string:\"s\""])
    }

    func testJavaScriptRegularExpressionsAreNotStrings() {
        XCTAssertEqual(tokens(#"const r = /["']/g; const s = "x";"#, .javascript).filter { $0.hasPrefix("string") }, [#"string:"x""#])
        // After a value, `/` divides.
        XCTAssertEqual(tokens(#"a = b / 2 / "c".length"#, .javascript).filter { $0.hasPrefix("string") }, [#"string:"c""#])
    }

    func testAnUnterminatedOneLineStringEndsAtItsLine() {
        let bytes = Array("x = \"open\ny = \"closed\"".utf8)
        let literals = lex(bytes, .python).compactMap(\.literal)
        XCTAssertEqual(literals.map(\.isTerminated), [false, true])
        XCTAssertEqual(literals.last?.value(in: bytes), "closed")
    }

    func testLanguageByExtension() {
        XCTAssertEqual(SourceLanguage(path: "a/B.swift"), .swift)
        XCTAssertEqual(SourceLanguage(path: "b.kts"), .kotlin)
        XCTAssertEqual(SourceLanguage(path: "c.tsx"), .typescript)
        XCTAssertEqual(SourceLanguage(path: "d.mjs"), .javascript)
        XCTAssertEqual(SourceLanguage(path: "e.pyi"), .python)
        XCTAssertNil(SourceLanguage(path: "f.txt"))
        XCTAssertNil(SourceLanguage(path: "dir.swift/file"))
    }

    func testEncodingKeepsTheLiteralsStyle() throws {
        func literal(_ source: String, _ language: SourceLanguage) throws -> StringLiteral {
            try XCTUnwrap(lex(Array(source.utf8), language).compactMap(\.literal).first)
        }
        XCTAssertEqual(try literal(#""a""#, .swift).encoded(#"say "hi"\"#), #"say \"hi\"\\"#)
        XCTAssertEqual(try literal(##"#"b"#"##, .swift).encoded(#"say "hi""#), #"say "hi""#)
        XCTAssertNil(try literal(##"#"b"#"##, .swift).encoded(##"ends "#"##), "a raw string cannot hold its own delimiter")
        XCTAssertEqual(try literal(#""$d""#, .kotlin).encoded("a$b"), #"a\$b"#)
        XCTAssertEqual(try literal("'c'", .python).encoded("it's"), #"it\'s"#)
        XCTAssertEqual(try literal(#"f"e""#, .python).encoded("{x}"), "{{x}}")
        XCTAssertEqual(try literal("`g`", .typescript).encoded("${x}"), #"\${x}"#)
        XCTAssertEqual(try literal("`g`", .go).encoded("a\\b"), "a\\b", "Go's backquotes escape nothing")
    }
}
