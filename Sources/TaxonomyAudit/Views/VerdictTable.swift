import CategoryMapping

/// The verdict of every identifier of the vocabulary under the policy (static model: a photo of X
/// reports X's chain), with what decides it and why.
struct VerdictTable {
    struct Row: Equatable {
        let identifier: String
        let verdict: PhotoVerdict
        /// The categories the identifier is mapped to directly, sorted.
        let mappedAs: [String]
        let reason: String
    }

    /// How many identifiers a category decides: mapped to it directly, or only through a mapped ancestor.
    struct Count: Equatable {
        var direct = 0
        var throughAncestor = 0
    }

    let policy: Policy
    let categories: [String]
    /// In vocabulary order.
    let rows: [Row]

    init(context: AuditContext) {
        policy = context.policy
        categories = context.engine.table.categoryNames
        rows = context.vocabulary.identifiers.map { identifier in
            let verdict = context.verdict(for: identifier)
            return Row(identifier: identifier, verdict: verdict, mappedAs: context.engine.table.categories(of: identifier),
                       reason: Self.reason(verdict, context))
        }
    }

    /// Per category, identifiers whose verdict it is: mapped to it (`direct`), or not (`throughAncestor`).
    var counts: [String: Count] {
        var counts: [String: Count] = [:]
        for category in categories { counts[category] = Count() }
        for row in rows {
            for category in row.verdict.categories {
                if row.mappedAs.contains(category) {
                    counts[category, default: Count()].direct += 1
                } else {
                    counts[category, default: Count()].throughAncestor += 1
                }
            }
        }
        return counts
    }

    var noneCount: Int { rows.filter { $0.verdict.categories.isEmpty }.count }
    var ambiguousCount: Int { rows.filter { $0.verdict.isAmbiguous }.count }

    /// Why the photo of one identifier gets its verdict, in a sentence.
    static func reason(_ verdict: PhotoVerdict, _ context: AuditContext) -> String {
        let table = context.engine.table
        let identifier = verdict.identifier
        var parts: [String] = []
        for decider in verdict.decidedBy {
            let categories = table.categories(of: decider)
            let locations = categories.compactMap { context.placement(of: decider, in: $0)?.location }
            let mapped = "mapped \(categories.joined(separator: ", ")) at \(locations.joined(separator: ", "))"
            parts.append(decider == identifier ? mapped
                         : "\(decider) (\(mapped)) is reported with \(identifier) at least as confidently, as the knowledge table says, and decides under \(RunTimeModel.name(context.policy))")
        }
        if parts.isEmpty {
            let mapped = verdict.chain.filter(table.isMapped)
            if mapped.isEmpty {
                parts.append(verdict.chain.count > 1 ? "nothing on its chain (\(verdict.chain.joined(separator: ", "))) is mapped" : "not mapped")
            } else {
                parts.append("\(RunTimeModel.list(mapped)) is mapped but \(RunTimeModel.name(context.policy)) does not reach it in the usual order (\(verdict.chain.joined(separator: ", ")))")
            }
        }
        var reason = parts.joined(separator: "; ")
        if verdict.isAmbiguous {
            reason += "; Vision's order among tied observations is not fixed, so it can also come out \(verdict.possible.filter { !verdict.categories.contains($0) }.joined(separator: ", "))"
        }
        return reason
    }
}

/// One identifier whose verdict an edit changes.
struct VerdictChange: Equatable {
    let identifier: String
    let before: [String]
    let after: [String]
    let decidedBy: [String]
    let reason: String

    /// The identifiers whose verdict differs between `before` and `after` (same vocabulary), in vocabulary order.
    static func compare(_ before: VerdictTable, _ after: VerdictTable) -> [VerdictChange] {
        var previous: [String: [String]] = [:]
        for row in before.rows { previous[row.identifier] = row.verdict.categories }
        return after.rows.compactMap { row in
            let was = previous[row.identifier] ?? []
            guard was != row.verdict.categories else { return nil }
            return VerdictChange(identifier: row.identifier, before: was, after: row.verdict.categories,
                                 decidedBy: row.verdict.decidedBy, reason: row.reason)
        }
    }
}
