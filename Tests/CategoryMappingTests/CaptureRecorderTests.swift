import CategoryMapping
import Dispatch
import Foundation
import TestSupport
import XCTest

/// What the recorder writes is read back by a JSON parser (Foundation's, as `audit replay` may read it)
/// in the format of `Tests/Captures/`.
final class CaptureRecorderTests: XCTestCase {
    func recorder(limit: Int = 1 << 20) throws -> (CaptureRecorder, URL) {
        let url = try TestSupport.temporaryDirectory(self).appendingPathComponent("captures.jsonl")
        return (try CaptureRecorder(path: url.path, byteLimit: limit), url)
    }

    func testRecordsOneCaptureALineThatReadsBackAsWritten() throws {
        let (recorder, url) = try recorder()
        let sofa: [(identifier: String, confidence: Float)] = [("structure", 0.35), ("furniture", 0.30), ("sofa", 0.28)]
        XCTAssertTrue(recorder.record(sofa, expected: "soft"))
        XCTAssertTrue(recorder.record([Observation(identifier: "pear", confidence: 0.97)], photo: "a pear", source: "kitchen test"))
        recorder.flush()
        let data = try Data(contentsOf: url)
        XCTAssertEqual(String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).first,
                       #"{"observations": [{"identifier": "structure", "confidence": 0.35}, {"identifier": "furniture", "confidence": 0.3}, {"identifier": "sofa", "confidence": 0.28}], "expected": "soft"}"#)
        let captures = try Support.captures(jsonLines: data)
        XCTAssertEqual(captures.count, 2)
        XCTAssertEqual(captures[0].observations, sofa.map { Observation(identifier: $0.identifier, confidence: $0.confidence) })
        XCTAssertEqual(captures[0].expected, "soft")
        XCTAssertNil(captures[0].photo)
        XCTAssertEqual(captures[1].photo, "a pear")
        XCTAssertEqual(captures[1].source, "kitchen test")
        XCTAssertNil(captures[1].expected)
        XCTAssertEqual(recorder.byteCount, data.count)
    }

    func testPublishedCapturesRecordedAndReadBackGiveTheSameVerdicts() throws {
        let (recorder, url) = try recorder()
        let published = try Support.publishedCaptures()
        for capture in published {
            XCTAssertTrue(recorder.record(capture.observations, photo: capture.photo, source: capture.source))
        }
        recorder.flush()
        let replayed = try Support.captures(jsonLines: Data(contentsOf: url))
        XCTAssertEqual(replayed.map(\.observations), published.map(\.observations))
        XCTAssertEqual(replayed.map(\.source), published.map(\.source))
        let mapping = try CategoryMapping(directoryPath: Support.fixtureMappings, policy: .article)
        XCTAssertEqual(replayed.map { mapping.verdict(for: $0.observations) }, published.map { mapping.verdict(for: $0.observations) })
    }

    func testEveryFloatReadsBackAsTheSameFloat() throws {
        let (recorder, url) = try recorder(limit: 10 << 20)
        var random = SplitMix64(seed: 3)
        var values: [Float] = [0, -0.0, 1, 0.1, 0.2, 0.28, 0.26867107, .leastNonzeroMagnitude, .leastNormalMagnitude,
                               1e-7, 1e-38, 0.999_999_94]
        // Every bit pattern from 0 to 1.0: each Float a confidence can be.
        values += (0..<5_000).map { _ in Float(bitPattern: UInt32.random(in: 0...0x3F80_0000, using: &random)) }
        values += (0..<5_000).map { _ in Float.random(in: 0...1, using: &random) }
        for chunk in stride(from: 0, to: values.count, by: 100) {
            let observations = values[chunk..<min(chunk + 100, values.count)].map { Observation(identifier: "x", confidence: $0) }
            XCTAssertTrue(recorder.record(observations))
        }
        recorder.flush()
        let data = try Data(contentsOf: url)
        let read = try Support.captures(jsonLines: data).flatMap(\.observations).map(\.confidence)
        XCTAssertEqual(read.map(\.bitPattern), values.map(\.bitPattern))
        // Read as Float directly too, as a reader parsing to Float would.
        let text = String(decoding: data, as: UTF8.self)
        let numbers = text.components(separatedBy: #""confidence": "#).dropFirst().map { String($0.prefix { $0 != "}" }) }
        XCTAssertEqual(numbers.map { Float($0)?.bitPattern }, values.map(\.bitPattern))
    }

    func testStringsAreEscapedAndReadBackExactly() throws {
        let (recorder, url) = try recorder()
        let tricky = "sofa \"quoted\" back\\slash\n\r\t\u{0}\u{1B}[31m\u{7F} é \u{1F600} \u{2028}"
        XCTAssertTrue(recorder.record([Observation(identifier: tricky, confidence: 0.5)], expected: tricky, photo: "}\n{", source: ""))
        recorder.flush()
        let data = try Data(contentsOf: url)
        XCTAssertEqual(data.filter { $0 == 0x0A }.count, 1, "one line")
        XCTAssertFalse(data.contains(0x1B) || data.contains(0x00), "no raw control characters")
        let capture = try XCTUnwrap(Support.captures(jsonLines: data).first)
        XCTAssertEqual(capture.observations.first?.identifier, tricky)
        XCTAssertEqual(capture.expected, tricky)
        XCTAssertEqual(capture.photo, "}\n{")
        XCTAssertEqual(capture.source, "")
    }

    func testStopsAtTheByteLimitAndSaysSo() throws {
        let existing = try TestSupport.temporaryDirectory(self).appendingPathComponent("captures.jsonl")
        let earlier = #"{"observations": [{"identifier": "sofa", "confidence": 0.5}]}"# + "\n"
        try Data(earlier.utf8).write(to: existing)
        let line = #"{"observations": [{"identifier": "pear", "confidence": 0.97}]}"# + "\n"
        let recorder = try CaptureRecorder(path: existing.path, byteLimit: earlier.utf8.count + 2 * line.utf8.count + 10)
        XCTAssertEqual(recorder.byteCount, earlier.utf8.count, "what the file held counts")
        XCTAssertTrue(recorder.record([("pear", 0.97)]))
        XCTAssertTrue(recorder.record([("pear", 0.97)]))
        XCTAssertFalse(recorder.isFull)
        XCTAssertFalse(recorder.record([("pear", 0.97)]))
        XCTAssertTrue(recorder.isFull)
        XCTAssertFalse(recorder.record([("a", 0.1)]), "nothing more once full, even what would fit")
        recorder.flush()
        let text = try String(contentsOf: existing, encoding: .utf8)
        XCTAssertEqual(text, earlier + line + line)
        XCTAssertLessThanOrEqual(text.utf8.count, recorder.byteLimit)
    }

    func testAFailedWriteIsCutBackSoTheFileEndsWithAWholeLine() throws {
        let (recorder, url) = try recorder()
        let observations = (0..<20).map { Observation(identifier: "sofa\($0)", confidence: 0.5) }
        let line = Array(("{\"observations\": [" + observations.map { "{\"identifier\": \"\($0.identifier)\", \"confidence\": 0.5}" }
            .joined(separator: ", ") + "], \"expected\": \"soft\"}\n").utf8)
        // A file-size limit makes the third line's write fail part way, as a full disk does.
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        #else
        let resource = RLIMIT_FSIZE
        #endif
        var previous = rlimit()
        getrlimit(resource, &previous)
        var small = previous
        small.rlim_cur = rlim_t(2 * line.count + line.count / 2)
        XCTAssertEqual(setrlimit(resource, &small), 0)
        for _ in 0..<5 { recorder.record(observations, expected: "soft") }
        recorder.flush()
        setrlimit(resource, &previous)
        signal(SIGXFSZ, previousHandler)
        XCTAssertEqual(recorder.failure, EFBIG)
        XCTAssertFalse(recorder.record(observations, expected: "soft"), "nothing more after a failed write")
        let data = try Data(contentsOf: url)
        XCTAssertEqual(data.count, 2 * line.count, "the half line is gone")
        XCTAssertEqual(try Support.captures(jsonLines: data).count, 2)
    }

    func testTwoRecordersOnOneFileKeepItsLimit() throws {
        let (first, url) = try recorder(limit: 1_000)
        let second = try CaptureRecorder(path: url.path, byteLimit: 1_000)
        let observations = (0..<3).map { Observation(identifier: "identifier_\($0)", confidence: 0.25) }
        for _ in 0..<7 {
            first.record(observations, expected: "soft")
            second.record(observations, expected: "hard")
        }
        first.flush()
        second.flush()
        let data = try Data(contentsOf: url)
        XCTAssertLessThanOrEqual(data.count, 1_000)
        XCTAssertEqual(data.last, UInt8(ascii: "\n"))
        XCTAssertEqual(try Support.captures(jsonLines: data).count, 5, "five lines of 194 bytes fit in 1,000")
        XCTAssertTrue(first.isFull && second.isFull)
    }

    func testALineCutShortBeforeOpeningIsLeftOnALineOfItsOwn() throws {
        let url = try TestSupport.temporaryDirectory(self).appendingPathComponent("captures.jsonl")
        let earlier = #"{"observations": [{"identifier": "sofa", "confidence": 0.5}]}"# + "\n" + #"{"observations": [{"iden"#
        try Data(earlier.utf8).write(to: url)
        let recorder = try CaptureRecorder(path: url.path)
        XCTAssertTrue(recorder.record([("pear", 0.97)]))
        recorder.flush()
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8),
                       earlier + "\n" + #"{"observations": [{"identifier": "pear", "confidence": 0.97}]}"# + "\n")
    }

    func testConfidencesOutsideZeroToOneAreRefusedAndNothingIsWritten() throws {
        let (recorder, url) = try recorder()
        XCTAssertFalse(recorder.record([("sofa", .nan)]))
        XCTAssertFalse(recorder.record([("sofa", 0.5), ("pillow", .infinity)]))
        XCTAssertFalse(recorder.record([("sofa", 1.5)]), "audit replay refuses it")
        XCTAssertFalse(recorder.record([("sofa", 0.5), ("pillow", -0.01)]))
        XCTAssertFalse(recorder.record([("sofa", .greatestFiniteMagnitude)]))
        XCTAssertFalse(recorder.isFull)
        recorder.flush()
        XCTAssertEqual(try Data(contentsOf: url).count, 0)
    }

    func testConcurrentRecordsAreWholeLines() throws {
        let (recorder, url) = try recorder(limit: 50_000)
        let lock = Lock()
        nonisolated(unsafe) var acceptedCount = 0
        DispatchQueue.concurrentPerform(iterations: 2_000) { index in
            if recorder.record([("id_\(index)", Float(index) / 2_000)], expected: "c\(index % 3)") {
                lock.locked { acceptedCount += 1 }
            }
        }
        let count = lock.locked { acceptedCount }
        recorder.flush()
        XCTAssertTrue(recorder.isFull)
        let captures = try Support.captures(jsonLines: Data(contentsOf: url))
        XCTAssertEqual(captures.count, count)
        XCTAssertGreaterThan(count, 100)
        XCTAssertEqual(Set(captures.map { $0.observations[0].identifier }).count, count)
        XCTAssertLessThanOrEqual(try Data(contentsOf: url).count, 50_000)
    }

    func testASymlinkOrADirectoryIsRefused() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let target = directory.appendingPathComponent("target.jsonl")
        try Data().write(to: target)
        let link = directory.appendingPathComponent("link.jsonl")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        XCTAssertThrowsError(try CaptureRecorder(path: link.path)) { error in
            XCTAssertEqual("\(error)", link.path + ": cannot open for appending (not a regular file, or no permission)")
        }
        XCTAssertThrowsError(try CaptureRecorder(path: directory.path))
    }
}
