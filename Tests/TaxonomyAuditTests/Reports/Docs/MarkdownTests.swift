import XCTest
@testable import TaxonomyAudit

final class MarkdownTests: XCTestCase {
    func testTextEscapesWhatMarkdownOrATableCellWouldInterpret() {
        XCTAssertEqual(Markdown.text("8 | 8 *squares* [a] `b' <c> ~d~ \\"), "8 \\| 8 \\*squares\\* \\[a\\] \\`b' \\<c\\> \\~d\\~ \\\\")
        XCTAssertEqual(Markdown.text("AT&T ## x #"), "AT\\&T \\#\\# x \\#", "no entity, no closing sequence of a heading")
    }

    func testTextShowsLineBreaksAndControlsEscapedSoNoRowEnds() {
        XCTAssertEqual(Markdown.text("x\r<img src=a>\ny\r\nz\u{1B}[2J"), "x\\\\r\\<img src=a\\>\\\\ny\\\\r\\\\nz\\\\x1b\\[2J")
        XCTAssertFalse(Markdown.text("a\rb\nc\u{85}d").unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    func testTextDefusesMentions() {
        XCTAssertEqual(Markdown.text("ask @octocat or @github/team, mail a@b"), "ask @\u{200B}octocat or @\u{200B}github/team, mail a@\u{200B}b")
        XCTAssertEqual(Markdown.text("@ alone and trailing @"), "@ alone and trailing @")
    }

    func testCodeSpansSurviveBackticksLineBreaksAndPipes() {
        XCTAssertEqual(Markdown.code("x` <img src=\"https://evil.example/a.png\"> `y"), "``x` <img src=\"https://evil.example/a.png\"> `y``")
        XCTAssertEqual(Markdown.code("`a``b`"), "``` `a``b` ```", "a fence longer than the longest run, padded at a backtick")
        XCTAssertEqual(Markdown.code(" x "), "`  x  `", "padded, since a span strips one space from each end")
        XCTAssertEqual(Markdown.code(" x"), "` x`")
        XCTAssertEqual(Markdown.code("x\r<img>\ny"), "`x\\r<img>\\ny`")
        XCTAssertEqual(Markdown.code("a|b"), "`a\\|b`")
    }

    func testTextLeavesUnderscoresInsideWordsAlone() {
        XCTAssertEqual(Markdown.text("baked_goods"), "baked_goods")
        XCTAssertEqual(Markdown.text("_private_ and trailing_"), "\\_private\\_ and trailing\\_")
    }

    /// ASCII text is escaped byte by byte; a character before it sends the whole text through the loop over
    /// characters, and both give the same escapes.
    func testASCIITextIsEscapedAsAnyTextIs() {
        let texts = ["baked_goods", "_private_ and trailing_", "a_b _c d_ e__f", "\"adult_cat\" is already listed at line 2; remove this line",
                     "mail a@b, @ alone, @x", "x_", "_", "__", "a|b*c[d]e<f>g~h&i#j`k\\l", "9_9 and 9_ and _9"]
        for text in texts {
            XCTAssertEqual("é " + Markdown.text(text), Markdown.text("é " + text), text)
        }
    }

    func testCodeEscapesOnlyThePipe() {
        XCTAssertEqual(Markdown.code("a|b_c"), "`a\\|b_c`")
    }

    func testTableHasAHeaderAlignmentAndNoPadding() {
        let table = Markdown.table([.init("name"), .init("count", numeric: true)], [["a", "1"], ["longer", "1,303"]])
        XCTAssertEqual(table, "| name | count |\n| --- | ---: |\n| a | 1 |\n| longer | 1,303 |\n")
    }

    func testCountsGroupThousandsWhateverTheLocale() {
        XCTAssertEqual(Markdown.count(0), "0")
        XCTAssertEqual(Markdown.count(999), "999")
        XCTAssertEqual(Markdown.count(1303), "1,303")
        XCTAssertEqual(Markdown.count(1_234_567), "1,234,567")
        XCTAssertEqual(Markdown.count(1, "identifier"), "1 identifier")
        XCTAssertEqual(Markdown.count(21843, "class", "classes"), "21,843 classes")
    }

    func testShortGlossKeepsTheFirstClauseAndCutsAtAWord() {
        XCTAssertEqual(Markdown.shortGloss("a loose-fitting robe of towelling; worn after a bath or swim"), "a loose-fitting robe of towelling")
        XCTAssertEqual(Markdown.shortGloss("short"), "short")
        let long = "any voracious marine fish of the genus Sphyraena having an elongated cylindrical body and large mouth with projecting lower jaw"
        let short = Markdown.shortGloss(long)
        XCTAssertEqual(short, "any voracious marine fish of the genus Sphyraena having an elongated cylindrical body and large…")
        XCTAssertLessThanOrEqual(short.count, Markdown.glossLimit)
    }

    func testAnchorsFollowGitHubsRules() {
        var anchors = HeadingAnchors()
        XCTAssertEqual(anchors.anchor(for: "Mappings"), "mappings")
        XCTAssertEqual(anchors.anchor(for: "stuffed_animals"), "stuffed_animals")
        XCTAssertEqual(anchors.anchor(for: "Excluded from soft"), "excluded-from-soft")
        XCTAssertEqual(anchors.anchor(for: "Catch-alls"), "catch-alls")
        XCTAssertEqual(anchors.anchor(for: "what's (new)?"), "whats-new")
        XCTAssertEqual(anchors.anchor(for: "mappings"), "mappings-1", "a repeated heading gets a suffix")
        XCTAssertEqual(anchors.anchor(for: "Mappings"), "mappings-2")
        XCTAssertEqual(anchors.anchor(for: "mappings-1"), "mappings-1-1", "a suffix that is taken is not reused")
    }
}
