/// One result of a classifier: an identifier of its vocabulary and the confidence it gave it.
public struct Observation: Equatable, Hashable, Sendable {
    public var identifier: String
    public var confidence: Float

    public init(identifier: String, confidence: Float) {
        self.identifier = identifier
        self.confidence = confidence
    }
}
