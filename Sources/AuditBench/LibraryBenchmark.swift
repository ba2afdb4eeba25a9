import CategoryMapping
import Foundation
import TaxonomyAudit

/// The `CategoryMapping` library measured in-process, as an app pays for it: a verdict per photo and
/// loading the mapping files at launch. Each sample times a batch of calls with the monotonic clock; the
/// median sample is reported per call.
package enum LibraryBenchmark {
    /// One measured operation.
    package struct Result: Sendable {
        package let name: String
        /// Samples taken, and calls per sample.
        package let samples: Int
        package let batch: Int
        /// Seconds per call.
        package let median: Double
        package let minimum: Double
        package let maximum: Double
        /// The most a call may take, when the operation has a target.
        package let target: Double?

        package var met: Bool { target.map { median <= $0 } ?? true }
    }

    static let seed: UInt64 = 1_303
    static let captureCount = 64

    /// Measures every case against the mappings of `mappingsDirectory` (the shipped ones by default).
    package static func run(mappingsDirectory: String = MappingLoader.defaultPath) throws -> [Result] {
        let captures = fullResults(count: captureCount, seed: seed)
        var results: [Result] = []
        // Before anything else uses it: the parent table is parsed once per process.
        results.append(try measure("parse Apple Vision's parent table (first use, once)", samples: 1, batch: 1, warmUp: false,
                                   target: nil) { _ in _ = Hierarchy.vision.depth(of: "sofa") })
        results.append(try measure("load the shipped mappings (\(mappingsDirectory)/)", samples: 301, batch: 4, target: 0.001) { _ in
            _ = try CategoryMapping(directoryPath: mappingsDirectory, policy: .article)
        })
        let policies: [(String, Policy, Double?)] = [
            ("first-match (top 5, 0.2) verdict, 1,303 unsorted observations", .article, 20e-6),
            ("any (0.2) verdict, 1,303 unsorted observations", .any(threshold: 0.2), nil),
            ("most-specific (0.2) verdict, 1,303 unsorted observations", .mostSpecific(threshold: 0.2), nil),
        ]
        for (name, policy, target) in policies {
            let mapping = try CategoryMapping(directoryPath: mappingsDirectory, policy: policy)
            var decided = 0
            results.append(try measure(name, samples: 301, batch: 16, target: target) { call in
                if !mapping.verdict(for: captures[call % captures.count]).isEmpty { decided += 1 }
            })
            guard decided > 0 || policy.kind != .firstMatch else {
                throw ProcessMeasurement.Failure(description: "no generated capture got a verdict: the case measures nothing")
            }
        }
        let mapping = try CategoryMapping(directoryPath: mappingsDirectory, policy: .article)
        let observations = captures.map { $0.map { Observation(identifier: $0.identifier, confidence: $0.confidence) } }
        results.append(try measure("first-match (top 5, 0.2) verdict, the same results as [Observation]", samples: 301, batch: 16, target: nil) { call in
            _ = mapping.verdict(for: observations[call % observations.count])
        })
        return results
    }

    /// `count` full Vision results: every identifier of the built-in vocabulary once, in a shuffled
    /// order, with seeded confidences (most low, a few high, as Vision's are).
    static func fullResults(count: Int, seed: UInt64) -> [[(identifier: String, confidence: Float)]] {
        var random = SeededGenerator(seed: seed)
        let identifiers = Vocabulary.builtin.identifiers
        return (0..<count).map { _ in
            random.shuffled(identifiers).map { identifier in
                let unit = Float(random.next() >> 40) / Float(1 << 24)
                return (identifier, unit * unit * unit)
            }
        }
    }

    /// Runs `body` once to warm up (unless told not to), then `samples` batches of `batch` calls (`body` gets the call's
    /// index), timing each batch.
    static func measure(_ name: String, samples: Int, batch: Int, warmUp: Bool = true, target: Double?,
                        _ body: (Int) throws -> Void) throws -> Result {
        if warmUp { try body(0) }
        var perCall: [Double] = []
        perCall.reserveCapacity(samples)
        var call = 0
        for _ in 0..<samples {
            let start = now()
            for _ in 0..<batch {
                try body(call)
                call += 1
            }
            perCall.append((now() - start) / Double(batch))
        }
        perCall.sort()
        return Result(name: name, samples: samples, batch: batch, median: perCall[perCall.count / 2],
                      minimum: perCall[0], maximum: perCall[perCall.count - 1], target: target)
    }

    /// The monotonic clock, in seconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// What the library table of `docs/benchmarks.md` measures.
    static let explanation = """
        The `CategoryMapping` library is measured in-process instead (what an app pays): each sample times a \
        batch of calls with the monotonic clock, and the median sample is given per call. Verdicts are over \
        full Vision results: every identifier of the built-in vocabulary once, shuffled, with seeded \
        confidences (64 such results, taken in turn), passed as `(identifier, confidence)` pairs through the \
        shipped mappings; loading reads and parses `mappings/`.


        """

    /// The results as a Markdown table.
    package static func table(_ results: [Result]) -> String {
        var rows = ["| library operation | samples × calls | median per call | min | max | target |",
                    "| --- | ---: | ---: | ---: | ---: | --- |"]
        for result in results {
            let target = result.target.map { "≤ \(Self.time($0)): " + (result.met ? "met" : "**missed**") } ?? ""
            rows.append("| \(result.name) | \(result.samples) × \(result.batch) | \(time(result.median)) | \(time(result.minimum)) | "
                + "\(time(result.maximum)) | \(target) |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    static func time(_ seconds: Double) -> String {
        seconds < 1e-3 ? String(format: "%.2f µs", seconds * 1e6) : String(format: "%.3f ms", seconds * 1e3)
    }
}
