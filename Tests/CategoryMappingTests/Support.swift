import CategoryMapping
import Foundation
import TestSupport

/// The fixtures of these tests and a capture reader built on Foundation (tests only); the repository,
/// temporary directories and files written into them are `TestSupport`'s.
enum Support {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtureMappings = tests.appendingPathComponent("Fixtures/mappings").path
    static let captures = TestSupport.repository.appendingPathComponent("Tests/Captures")

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
}
