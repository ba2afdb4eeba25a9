/// An app's mapping from a classifier's identifiers to its own categories, with the policy that turns
/// one photo's observations into a verdict: what the seed article's `pickBestMatch` does by hand.
///
/// ```swift
/// let mapping = try CategoryMapping(directoryPath: mappingsPath, policy: .firstMatch(top: 5, threshold: 0.2))
/// let verdict = mapping.verdict(for: observations.map { ($0.identifier, $0.confidence) })
/// let isSoft = verdict.categories.contains("soft")
/// ```
///
/// Mapping files are the ones `audit` checks: one identifier a line, `!identifier` for a decision
/// against one (no effect at run time), `#` comments; the file name without `.txt` is the category.
/// Verdicts come from `PolicyEngine`, the same code `audit verdicts` and `audit replay` run.
public struct CategoryMapping: Sendable {
    /// The engine that makes the verdicts: the table, the hierarchy, the policy and the thresholds. Its
    /// hierarchy is the one given, else Apple Vision's under `.mostSpecific` and flat under the other
    /// policies, whose verdicts do not depend on it.
    public let engine: PolicyEngine

    /// Every `*.txt` file directly in `directoryPath` (dot files and directories aside), the file
    /// name without `.txt` being the category.
    ///
    /// - Parameters:
    ///   - thresholds: per-category thresholds; a category without one uses the policy's.
    ///   - hierarchy: the classifier's parent table; nil for Apple Vision's (`Hierarchy.vision`), read
    ///     only when the policy needs it (`.mostSpecific`).
    /// - Throws: `MappingError` naming the file and line of the first problem.
    public init(directoryPath: String, policy: Policy, thresholds: [String: Float] = [:], hierarchy: Hierarchy? = nil) throws {
        try self.init(filePaths: FileSystem.mappingFiles(in: directoryPath), policy: policy, thresholds: thresholds,
                      hierarchy: hierarchy)
    }

    /// The mapping files at `filePaths`, each defining the category of its name without `.txt`; files
    /// of the same name add to one category.
    public init(filePaths: [String], policy: Policy, thresholds: [String: Float] = [:], hierarchy: Hierarchy? = nil) throws {
        var categories: [String: [String]] = [:]
        for path in filePaths {
            let entries = try Self.entries(bytes: FileSystem.read(path), path: path)
            categories[Self.category(ofPath: path), default: []].append(contentsOf: entries)
        }
        self.init(categories: categories, policy: policy, thresholds: thresholds, hierarchy: hierarchy)
    }

    /// Lists kept in code: category → its identifiers.
    public init(categories: [String: [String]], policy: Policy, thresholds: [String: Float] = [:], hierarchy: Hierarchy? = nil) {
        let resolved = hierarchy ?? (policy.kind == .mostSpecific ? .vision : .flat)
        engine = PolicyEngine(table: CategoryTable(categories: categories), hierarchy: resolved, policy: policy,
                              thresholds: thresholds)
    }

    public var policy: Policy { engine.policy }

    /// The category names, sorted.
    public var categoryNames: [String] { engine.table.categoryNames }

    /// The verdict for one photo's observations, in any order (Vision's own, or sorted): ranked by
    /// confidence, ties in the order given; see `PolicyEngine.verdict(for:)`.
    public func verdict(for observations: [(identifier: String, confidence: Float)]) -> Verdict {
        func observation(_ position: Int) -> Observation {
            Observation(identifier: observations[position].identifier, confidence: observations[position].confidence)
        }
        // First-match and top1 look at the best `top` only, and the engine ranks those the same way
        // again: they alone give the same verdict, and the rest of the result is never copied.
        guard let top = policy.top else { return engine.verdict(for: observations.indices.map(observation)) }
        let best = PolicyEngine.bestPositions(count: max(top, 1), among: observations.count) { observations[$0].confidence }
        return engine.verdict(for: best.map(observation))
    }

    public func verdict(for observations: [Observation]) -> Verdict {
        engine.verdict(for: observations)
    }

    /// The mapped identifiers of one mapping file's bytes (exclusions are decisions, not entries).
    static func entries(bytes: [UInt8], path: String) throws -> [String] {
        var identifiers: [String] = []
        for line in try MappingText(path: path, bytes: bytes).lines {
            if let entry = try MappingLine(parsing: line.text, path: path, number: line.number).entry, !entry.isExclusion {
                identifiers.append(entry.identifier)
            }
        }
        return identifiers
    }

    /// The category a mapping file defines: its name without the directory and the `.txt` extension.
    public static func category(ofPath path: String) -> String {
        var name = Substring(path)
        while name.count > 1 && name.hasSuffix("/") { name = name.dropLast() }
        if let slash = name.lastIndex(of: "/"), name.index(after: slash) < name.endIndex { name = name[name.index(after: slash)...] }
        return String(name.hasSuffix(".txt") ? name.dropLast(4) : name)
    }
}
