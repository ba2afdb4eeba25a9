import Foundation
import XCTest
@testable import TaxonomyAudit

/// JSON and property lists of the three shapes become lists, each entry at its string value.
final class StructuredListReaderTests: XCTestCase {
    func testJSONObjectOfArrays() throws {
        try CodeFixtures.assertLists("surfaces.json", ["soft: pillow@3:5, sofa@4:5, cotton@5:5", "hard: brick@7:12, door@7:21, windw@7:29"])
    }

    func testJSONArrayIsNamedByItsFile() throws {
        // `fenc\u0065` is read as "fence".
        try CodeFixtures.assertLists("hard.json", ["hard: brick@1:2, door@1:11, fence@1:19, windw@1:33"])
    }

    func testJSONObjectOfStrings() throws {
        try CodeFixtures.assertLists("labels.json", ["soft: sofa@2:3, pilow@3:3", "hard: brick@4:3"])
    }

    func testPropertyListDictionaryOfArrays() throws {
        // `d&#111;or` is read as "door"; the comment and the DOCTYPE are skipped.
        try CodeFixtures.assertLists("Surfaces.plist", ["soft: pillow@7:11, sofa@8:11, cotton@9:11", "hard: brick@14:11, door@15:11"])
    }

    func testPropertyListArrayAndDictionaryOfStrings() throws {
        let array = try CodeFixtures.document(named: "Soft.plist", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <array>
            <string>sofa</string><string>pill&amp;ow</string>
            <string/>
        </array>
        </plist>
        """)
        XCTAssertEqual(CodeFixtures.summary(array), ["Soft: sofa@4:13, pill&ow@4:34, @5:5"])
        let dictionary = try CodeFixtures.document(named: "m.plist", """
        <plist version="1.0"><dict>
          <key>sofa</key><string>soft</string>
          <key>brick</key>
          <string>hard</string>
        </dict></plist>
        """)
        XCTAssertEqual(CodeFixtures.summary(dictionary), ["soft: sofa@2:8", "hard: brick@3:8"])
    }

    func testPropertyListTextIsReadAsXMLReadsIt() throws {
        // plistlib reads these `sofa`, `<pillow>`, `bed & breakfast` and `couch`.
        let document = try CodeFixtures.document(named: "Soft.plist", """
        <plist version="1.0"><array>
          <string>so<!-- a comment -->fa</string>
          <string><![CDATA[<pillow>]]></string>
          <string>bed &amp;<?pi x?> breakf&#x61;st</string>
          <string>cou&#99;h</string>
        </array></plist>
        """)
        XCTAssertEqual(CodeFixtures.summary(document), ["Soft: sofa@2:11, <pillow>@3:11, bed & breakfast@4:11, couch@5:11"])
        let many = try CodeFixtures.document(named: "Soft.plist", "<plist><array><string>" + String(repeating: "&amp;", count: 80_000)
            + "</string></array></plist>")
        XCTAssertEqual(many.lists.first?.entries.first?.text, String(repeating: "&", count: 80_000))
        CodeFixtures.assertInputError("a.plist", "<plist><array>\n<string>so<!-- fa</string></array></plist>", line: 2, containing: "unterminated")
        CodeFixtures.assertInputError("a.plist", "<plist><array>\n<string>so &nbsp; fa</string></array></plist>", line: 2, containing: "unknown entity &nbsp;")
    }

    func testPropertyListTextDropsCommentsAndKeepsCDATAAsWritten() throws {
        let document = try CodeFixtures.document(named: "Soft.plist", """
        <plist version="1.0"><array>
        <string>so<!-- a note -->fa</string><string>pil<![CDATA[l&o]]>w</string><string>&#x63;ur&#116;ain&#x1F6CB;</string>
        </array></plist>
        """)
        XCTAssertEqual(CodeFixtures.summary(document), ["Soft: sofa@2:9, pill&ow@2:45, curtain\u{1F6CB}@2:81"])
        CodeFixtures.assertInputError("a.plist", "<plist><array><string>a & b; c</string></array></plist>", line: 1, containing: "unknown entity & b")
        CodeFixtures.assertInputError("a.plist", "<plist><array><string>a &" + String(repeating: "b", count: 100) + ";</string></array></plist>",
                                      line: 1, containing: "`&` outside an entity")
    }

    func testOtherShapesAreInputErrors() {
        CodeFixtures.assertInputError("a.json", "{\n  \"soft\": [\"sofa\"],\n  \"hard\": \"brick\"\n}\n", line: 3, containing: "not a mapping")
        CodeFixtures.assertInputError("a.json", "[\n  \"sofa\",\n  3\n]\n", line: 3, containing: "holds something other than a string")
        CodeFixtures.assertInputError("a.json", "42\n", line: 1, containing: "not a mapping")
        CodeFixtures.assertInputError("a.json", "{\"soft\": [\"sofa\"\n", line: 1, containing: "invalid JSON")
        CodeFixtures.assertInputError("a.json", "{\"soft\": [\"so\nfa\"]}", line: 1, containing: "invalid JSON")
        CodeFixtures.assertInputError("a.plist", "<plist><dict><key>soft</key><integer>1</integer></dict></plist>", line: 1, containing: "not a mapping")
        CodeFixtures.assertInputError("a.plist", "<plist><array><string>a</array></plist>", line: 1, containing: "closes nothing open")
        CodeFixtures.assertInputError("a.plist", "bplist00\u{1}", line: nil, containing: "binary property list")
    }
}
