#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What an edit changed since the base revision (`--base`): entries added and removed per category, files
/// added, removed or renamed, and the findings the edit resolved. Lists are told apart by their source's path
/// and their category, so a text file is one list and a source holding several lists is compared list by list.
struct ChangeSet: Sendable, Equatable {
    /// The entries of one category that changed.
    struct CategoryChange: Sendable, Equatable {
        let category: String
        /// The category's name at the base revision, when its file was renamed.
        let renamedFrom: String?
        /// Entries as written (`!identifier` for an exclusion), sorted, once per copy written beyond the other side.
        let added: [String]
        let removed: [String]
    }

    /// A list removed and added again under another path (or category) with mostly the same entries.
    struct FileRename: Sendable, Equatable {
        let from: String
        let to: String
    }

    /// The revision compared with, as given.
    let base: String
    /// Categories with changes: current ones in report order, then those that are gone.
    let categories: [CategoryChange]
    let addedFiles: [String]
    let removedFiles: [String]
    let renamedFiles: [FileRename]
    /// Findings at the base revision that no longer occur, with their paths and lines as they were.
    let resolved: [Finding]

    /// Share of entries two files must have in common to be taken for one renamed file.
    static let renameSimilarity = 0.5

    /// Compares the sources and findings of the base revision with the current ones; also returns the status
    /// of each current finding: `existing` when a finding with the same `FindingKey` occurred at the base
    /// (categories of renamed lists mapped to their new name), else `introduced`.
    static func compare(base: String, previous: (sources: [any MappingSource], findings: FindingList),
                        current: (sources: [any MappingSource], findings: FindingList)) -> (ChangeSet, [FindingStatus]) {
        let previousLists = Listed.all(previous.sources), currentLists = Listed.all(current.sources)
        let currentKeys = Set(currentLists.map(\.key))
        let previousKeys = Set(previousLists.map(\.key))
        var removed = previousLists.filter { !currentKeys.contains($0.key) }
        var added = currentLists.filter { !previousKeys.contains($0.key) }
        let renames = pairRenames(removed: removed, added: added)
        let renamedFrom = Set(renames.map(\.from.key)), renamedTo = Set(renames.map(\.to.key))
        removed.removeAll { renamedFrom.contains($0.key) }
        added.removeAll { renamedTo.contains($0.key) }

        let previousCategories = Set(previousLists.map(\.category))
        let currentCategories = Set(currentLists.map(\.category))
        var newName: [String: String] = [:]
        for rename in renames where rename.from.category != rename.to.category
            && !currentCategories.contains(rename.from.category) && !previousCategories.contains(rename.to.category) {
            newName[rename.from.category] = newName[rename.from.category] ?? rename.to.category
        }
        let rename = { (category: String) in newName[category] ?? category }

        let before = entriesByCategory(previousLists, naming: rename)
        let after = entriesByCategory(currentLists, naming: { $0 })
        let oldName = Dictionary(newName.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var order = orderedCategories(currentLists)
        let currentOrder = Set(order)
        order += orderedCategories(previousLists.filter { !currentOrder.contains(rename($0.category)) }).map(rename)
        let categories = order.compactMap { category -> CategoryChange? in
            let (old, new) = (before[category] ?? [:], after[category] ?? [:])
            let change = CategoryChange(category: category, renamedFrom: oldName[category],
                                        added: copies(new, beyond: old), removed: copies(old, beyond: new))
            return change.added.isEmpty && change.removed.isEmpty && change.renamedFrom == nil ? nil : change
        }

        let previousFindingKeys = previous.findings.map {
            FindingKey(rule: $0.rule, category: rename($0.category), identifier: $0.subject)
        }
        let (matched, unmatched) = FindingKey.match(current.findings.map(FindingKey.init), against: previousFindingKeys)
        let resolved = unmatched.map { previous.findings[$0] }
        let changes = ChangeSet(base: base, categories: categories, addedFiles: distinct(added.map(\.path)),
                                removedFiles: distinct(removed.map(\.path)),
                                renamedFiles: renames.map { FileRename(from: $0.from.path, to: $0.to.path) },
                                resolved: Finding.reportOrderIndices(resolved).map { resolved[$0] })
        return (changes, matched.map { $0 ? .existing : .introduced })
    }

    /// A list as the comparison sees it: its source's path and bytes, its category and entries.
    private struct Listed {
        /// Two spellings of one file (`./mappings/soft.txt`, `mappings/soft.txt`) share a key.
        struct Key: Hashable {
            let file: String
            let category: String
        }

        let path: String
        let category: String
        let entries: [MappingEntry]
        /// The bytes of the source, which tell two empty lists alike.
        let data: Data
        let key: Key

        static func all(_ sources: [any MappingSource]) -> [Listed] {
            sources.flatMap { source in
                source.lists.map { list in
                    Listed(path: list.path, category: list.category, entries: list.entries, data: source.text.data,
                           key: Key(file: URL(fileURLWithPath: list.path).standardized.path, category: list.category))
                }
            }
        }
    }

    private static func distinct(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// How many times each category writes each entry: a second copy of an entry is a change.
    private static func entriesByCategory(_ lists: [Listed], naming: (String) -> String) -> [String: [String: Int]] {
        var entries: [String: [String: Int]] = [:]
        for list in lists {
            let category = naming(list.category)
            for entry in list.entries { entries[category, default: [:]][entry.written, default: 0] += 1 }
        }
        return entries
    }

    /// The entries `counts` writes more often than `others`, once per extra copy, sorted.
    private static func copies(_ counts: [String: Int], beyond others: [String: Int]) -> [String] {
        counts.flatMap { entry, count in repeatElement(entry, count: max(0, count - (others[entry] ?? 0))) }.sorted()
    }

    private static func orderedCategories(_ lists: [Listed]) -> [String] {
        var seen = Set<String>()
        return lists.map(\.category).filter { seen.insert($0).inserted }
    }

    /// Pairs each added list with the removed list whose entries it shares most, when they share at least
    /// `renameSimilarity` of the larger list's entries (or are empty and their sources byte-identical).
    ///
    /// Only pairs that share an entry are compared, found through an index of entries (prefix filtering):
    /// files that share at least half of each one's entries share one among the first half-plus-one of
    /// each file's entries, rarest first. So the cost follows the entries, not removed × added files.
    private static func pairRenames(removed: [Listed], added: [Listed]) -> [(from: Listed, to: Listed)] {
        guard !removed.isEmpty && !added.isEmpty else { return [] }
        let oldEntries = removed.map { Set($0.entries.map(\.written)) }
        let newEntries = added.map { Set($0.entries.map(\.written)) }
        var frequency: [String: Int] = [:]
        for entries in oldEntries + newEntries {
            for entry in entries { frequency[entry, default: 0] += 1 }
        }
        func prefix(_ entries: Set<String>) -> ArraySlice<String> {
            let shared = Int((renameSimilarity * Double(entries.count)).rounded(.up))
            let rarestFirst = entries.sorted { (frequency[$0] ?? 0, $0) < (frequency[$1] ?? 0, $1) }
            return rarestFirst.prefix(entries.count - shared + 1)
        }
        var removedByEntry: [String: [Int]] = [:]
        var emptyRemoved: [Data: [Int]] = [:]
        for (i, entries) in oldEntries.enumerated() {
            if entries.isEmpty { emptyRemoved[removed[i].data, default: []].append(i) }
            for entry in prefix(entries) { removedByEntry[entry, default: []].append(i) }
        }
        var candidates: [(similarity: Double, from: Int, to: Int)] = []
        for (j, entries) in newEntries.enumerated() {
            // Two empty files are alike only when byte-identical.
            let alike = entries.isEmpty ? emptyRemoved[added[j].data] ?? [] : prefix(entries).flatMap { removedByEntry[$0] ?? [] }
            var compared = Set<Int>()
            for i in alike where compared.insert(i).inserted {
                let larger = max(oldEntries[i].count, entries.count)
                let similarity = larger == 0 ? 1 : Double(oldEntries[i].intersection(entries).count) / Double(larger)
                if similarity >= renameSimilarity { candidates.append((similarity, i, j)) }
            }
        }
        candidates.sort { ($0.similarity, -$0.from, -$0.to) > ($1.similarity, -$1.from, -$1.to) }
        var usedFrom = Set<Int>(), usedTo = Set<Int>()
        var pairs: [(from: Int, to: Int)] = []
        for candidate in candidates where !usedFrom.contains(candidate.from) && !usedTo.contains(candidate.to) {
            usedFrom.insert(candidate.from)
            usedTo.insert(candidate.to)
            pairs.append((candidate.from, candidate.to))
        }
        return pairs.sorted { $0.to < $1.to }.map { (removed[$0.from], added[$0.to]) }
    }
}
