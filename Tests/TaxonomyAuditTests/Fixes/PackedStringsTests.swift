import XCTest
@testable import TaxonomyAudit

final class PackedStringsTests: XCTestCase {
    func testStringsComeBackAsAppended() {
        let texts = ["mappings/soft.txt:4: removed duplicate \"pillow\"", "", "é👨‍👩‍👧", "last"]
        var packed = PackedStrings()
        for text in texts { packed.append(text) }
        XCTAssertEqual(Array(packed), texts)
        var joined = PackedStrings()
        joined.append(contentsOf: packed)
        XCTAssertEqual(joined, packed, "appended to nothing, the same strings")
        joined.append(contentsOf: packed)
        XCTAssertEqual(Array(joined), texts + texts)
        XCTAssertEqual(Array(PackedStrings()), [])
    }
}
