import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The coverage picture in a real browser: headless Chromium (Debian's `chromium`, which `.ci/run` installs)
/// takes a screenshot of the fixture map, and the screenshot must show a drawing and the legend's colours.
final class CoverageRenderTests: XCTestCase {
    /// Decodes an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium writes) with the standard library's zlib
    /// and prints `WIDTH HEIGHT`, then `RRGGBB COUNT` per colour.
    static let histogram = """
    import struct, sys, zlib
    data = open(sys.argv[1], 'rb').read()
    assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'not a PNG'
    pos, idat = 8, b''
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, colour, _, _, interlace = struct.unpack('>IIBBBBB', body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, 'unsupported PNG'
        elif kind == b'IDAT':
            idat += body
        pos += 12 + length
    bpp = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * bpp
    previous, counts, offset = bytearray(stride), {}, 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            if kind == 1: line[i] = (line[i] + a) & 255
            elif kind == 2: line[i] = (line[i] + b) & 255
            elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        for i in range(0, stride, bpp):
            key = bytes(line[i:i + 3]).hex().upper()
            counts[key] = counts.get(key, 0) + 1
        previous = line
    print(width, height)
    for key, count in sorted(counts.items()):
        print(key, count)
    """

    static func executable(_ name: String) -> URL? {
        for directory in ["/usr/bin", "/usr/local/bin", "/bin"] {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    func testChromiumDrawsTheMapAndTheLegendColours() throws {
        guard let chromium = Self.executable("chromium") else {
            throw XCTSkip("chromium is not installed (apt-get install chromium, as .ci/run does): the browser render is not checked")
        }
        let python = try XCTUnwrap(Self.executable("python3"), "python3 decodes the screenshot; .ci/run installs it")
        let directory = try TestSupport.temporaryDirectory(self)
        let svg = directory.appendingPathComponent("coverage.svg"), png = directory.appendingPathComponent("out.png")
        try Data(CoverageMapTests.map().render().utf8).write(to: svg)
        let shot = try TestSupport.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                                  "--user-data-dir=" + directory.appendingPathComponent("profile").path,
                                                  "--screenshot=" + png.path, "--window-size=1000,800", svg.absoluteString],
                                       in: directory)
        XCTAssertEqual(shot.status, 0, shot.error)
        let decoded = try TestSupport.run(python, ["-c", Self.histogram, png.path])
        XCTAssertEqual(decoded.status, 0, decoded.error)
        var lines = decoded.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        XCTAssertEqual(lines.first, ["1000", "800"])
        lines.removeFirst()
        var counts: [String: Int] = [:]
        for line in lines where line.count == 2 { counts["#" + line[0]] = Int(line[1]) }
        let total = counts.values.reduce(0, +)
        XCTAssertEqual(total, 1000 * 800)
        let white = counts["#FFFFFF"] ?? 0
        XCTAssertLessThan(white, total / 2, "most of the window is drawing, not blank")
        // Each legend colour fills cells, not just its 14-pixel swatch.
        let legend = [CoverageMap.palette[0], CoverageMap.palette[1], CoverageMap.lighter(CoverageMap.palette[0]),
                      CoverageMap.lighter(CoverageMap.palette[1]), "#4D4D4D", "#A6A6A6", "#E6E6E6"]
        for colour in legend {
            XCTAssertGreaterThan(counts[colour] ?? 0, 2_000, "\(colour) is drawn")
        }
    }
}
