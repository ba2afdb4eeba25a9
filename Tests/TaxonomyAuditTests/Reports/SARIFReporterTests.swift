import Foundation
@testable import TaxonomyAudit
import XCTest

/// SARIF URIs are percent-encoded as Foundation's URL path set, without `;`, encodes them.
final class SARIFReporterTests: XCTestCase {
    func testPercentEncodingMatchesFoundation() {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";")
        let ascii = String((1..<128).map { Character(Unicode.Scalar(UInt8($0))) })
        for path in [ascii, "mappings/soft.txt", "a b/c;d?e#f%g.txt", "é/ü 😀.txt", "e\u{301}", ""] {
            XCTAssertEqual(SARIFReporter.percentEncoded(path), path.addingPercentEncoding(withAllowedCharacters: allowed), path)
        }
    }
}
