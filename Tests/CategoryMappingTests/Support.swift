import CategoryMapping
import Foundation
import XCTest

/// Paths of the repository and its fixtures, and a capture reader built on Foundation (tests only).
enum Support {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = tests.deletingLastPathComponent().deletingLastPathComponent()
    static let fixtureMappings = tests.appendingPathComponent("Fixtures/mappings").path
    static let captures = repository.appendingPathComponent("Tests/Captures")

    /// One recorded photo.
    struct Capture {
        let name: String
        let observations: [Observation]
        let expected: String?
        let photo: String?
        let source: String?
    }

    /// Every published capture of `Tests/Captures/`, by file name.
    static func publishedCaptures() throws -> [Capture] {
        let names = try FileManager.default.contentsOfDirectory(atPath: captures.path).filter { $0.hasSuffix(".json") }.sorted()
        return try names.map { name in
            let data = try Data(contentsOf: captures.appendingPathComponent(name))
            return try capture(jsonObject: JSONSerialization.jsonObject(with: data), name: name)
        }
    }

    /// The captures of a JSON Lines file, one a line.
    static func captures(jsonLines data: Data) throws -> [Capture] {
        try data.split(separator: UInt8(ascii: "\n")).enumerated().map { index, line in
            try capture(jsonObject: JSONSerialization.jsonObject(with: Data(line)), name: "line \(index + 1)")
        }
    }

    static func capture(jsonObject: Any, name: String) throws -> Capture {
        guard let object = jsonObject as? [String: Any], let list = object["observations"] as? [[String: Any]] else {
            throw CaptureFormatError(name: name)
        }
        let observations = try list.map { item -> Observation in
            guard let identifier = item["identifier"] as? String, let confidence = item["confidence"] as? NSNumber else {
                throw CaptureFormatError(name: name)
            }
            return Observation(identifier: identifier, confidence: Float(confidence.doubleValue))
        }
        return Capture(name: name, observations: observations, expected: object["expected"] as? String,
                       photo: object["photo"] as? String, source: object["source"] as? String)
    }

    struct CaptureFormatError: Error { let name: String }

    static func temporaryDirectory(_ test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("category-mapping-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    static func write(_ files: [String: String], in directory: URL) throws {
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
    }
}

/// SplitMix64, so generated cases are the same on every run and toolchain.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
