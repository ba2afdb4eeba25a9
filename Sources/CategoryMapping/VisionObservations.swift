// Apple platforms only: Vision's observation types, passed straight in. This file compiles away where
// Vision does not exist (Linux), and it has not been built or run on an Apple platform by the project's
// tests: treat it as unverified.
#if canImport(Vision)
import Vision

extension CategoryMapping {
    /// The verdict for `VNClassifyImageRequest`'s results.
    public func verdict(for observations: [VNClassificationObservation]) -> Verdict {
        verdict(for: observations.map { Observation(identifier: $0.identifier, confidence: $0.confidence) })
    }

    /// The verdict for `ClassifyImageRequest`'s results.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    public func verdict(for observations: [ClassificationObservation]) -> Verdict {
        verdict(for: observations.map { Observation(identifier: $0.identifier, confidence: $0.confidence) })
    }
}

extension CaptureRecorder {
    /// Records `VNClassifyImageRequest`'s results; see `record(_:expected:photo:source:)`.
    @discardableResult
    public func record(_ observations: [VNClassificationObservation], expected: String? = nil, photo: String? = nil,
                       source: String? = nil) -> Bool {
        record(observations.map { Observation(identifier: $0.identifier, confidence: $0.confidence) },
               expected: expected, photo: photo, source: source)
    }

    /// Records `ClassifyImageRequest`'s results; see `record(_:expected:photo:source:)`.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    @discardableResult
    public func record(_ observations: [ClassificationObservation], expected: String? = nil, photo: String? = nil,
                       source: String? = nil) -> Bool {
        record(observations.map { Observation(identifier: $0.identifier, confidence: $0.confidence) },
               expected: expected, photo: photo, source: source)
    }
}
#endif
