/// What a policy made of one photo's observations.
public struct Verdict: Equatable, Sendable {
    /// The categories the photo gets, sorted; empty when nothing mapped decided.
    public var categories: [String]
    /// The observations that decided, most confident first: the mapped ones that gave `categories`, or,
    /// when nothing mapped decided, the rank-1 observation (the article's fallback), if there was one.
    public var decidedBy: [Observation]

    public init(categories: [String], decidedBy: [Observation]) {
        self.categories = categories
        self.decidedBy = decidedBy
    }

    /// No category: the app does not know what the photo is.
    public var isEmpty: Bool { categories.isEmpty }
}

/// What a policy makes of a photo of one identifier in the static model, where the photo's observations
/// are the identifier and all its ancestors (each ancestor at least as confident as its kinds).
public struct PhotoVerdict: Equatable, Sendable {
    /// The identifier the photo shows.
    public var identifier: String
    /// The photo's observations in the usual order: ancestors root-most first (by depth, then by
    /// identifier), then the identifier itself.
    public var chain: [String]
    /// The categories in the usual order, sorted; empty for none.
    public var categories: [String]
    /// The identifiers that decide in the usual order (several under `any` or tied depths).
    public var decidedBy: [String]
    /// Every category that some order of the chain consistent with the hierarchy can give (ties let
    /// Vision list a kind before its parent), sorted.
    public var possible: [String]

    /// Whether some order of the observations gives another outcome than the usual one.
    public var isAmbiguous: Bool { possible != categories }
}
