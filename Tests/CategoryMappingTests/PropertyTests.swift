import CategoryMapping
import TestSupport
import XCTest

/// A plain restatement of the policies (a full stable sort, no top-N buffer), which the library must
/// agree with on every input.
enum Reference {
    static func verdict(_ observations: [Observation], table: CategoryTable, hierarchy: Hierarchy, policy: Policy,
                        thresholds: [String: Float] = [:]) -> Verdict {
        let ranked = observations.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.confidence, rhs.element.confidence)
            if a.isNaN != b.isNaN { return b.isNaN }
            if !a.isNaN && a != b { return a > b }
            return lhs.offset < rhs.offset
        }.map(\.element)
        func counted(_ observation: Observation) -> [String] {
            table.categories(of: observation.identifier).filter { observation.confidence >= (thresholds[$0] ?? policy.threshold) }
        }
        let fallback = Verdict(categories: [], decidedBy: Array(ranked.prefix(1)))
        func union(_ deciding: [Observation]) -> Verdict {
            deciding.isEmpty ? fallback : Verdict(categories: Array(Set(deciding.flatMap(counted))).sorted(), decidedBy: deciding)
        }
        switch policy {
        case .firstMatch(let top, _):
            guard let first = ranked.prefix(max(top, 0)).first(where: { !counted($0).isEmpty }) else { return fallback }
            return Verdict(categories: counted(first), decidedBy: [first])
        case .top1:
            guard let first = ranked.first, !counted(first).isEmpty else { return fallback }
            return Verdict(categories: counted(first), decidedBy: [first])
        case .any:
            return union(ranked.filter { !counted($0).isEmpty })
        case .mostSpecific:
            let mapped = ranked.filter { !counted($0).isEmpty }
            let deepest = mapped.map { hierarchy.depth(of: $0.identifier) }.max()
            return union(mapped.filter { hierarchy.depth(of: $0.identifier) == deepest })
        }
    }
}

/// Many generated hierarchies, mappings and captures (seeded, so every run checks the same cases).
final class PropertyTests: XCTestCase {
    struct World {
        let identifiers: [String]
        let hierarchy: Hierarchy
        let categories: [String: [String]]
    }

    func world(_ random: inout SplitMix64) -> World {
        let count = Int.random(in: 8...60, using: &random)
        let identifiers = (0..<count).map { "id_\($0)" }
        var parents: [String: [String]] = [:]
        for index in 1..<count where Int.random(in: 0..<4, using: &random) > 0 {
            let parentCount = Int.random(in: 1...2, using: &random)
            parents[identifiers[index]] = (0..<parentCount).map { _ in identifiers[Int.random(in: 0..<index, using: &random)] }
        }
        var categories: [String: [String]] = [:]
        for category in 0..<Int.random(in: 1...4, using: &random) {
            let size = Int.random(in: 0...max(1, count / 3), using: &random)
            categories["category-\(category)"] = (0..<size).map { _ in identifiers.randomElement(using: &random)! }
        }
        return World(identifiers: identifiers, hierarchy: Hierarchy(parents: parents), categories: categories)
    }

    func confidence(_ random: inout SplitMix64) -> Float {
        switch Int.random(in: 0..<20, using: &random) {
        case 0: return .nan
        case 1: return 0.2
        case 2...9: return Float(Int.random(in: 0...20, using: &random)) / 20  // ties are common
        default: return Float.random(in: 0...1, using: &random)
        }
    }

    /// An observation as comparable text, NaN included (NaN is not equal to itself).
    static func key(_ observation: Observation) -> String {
        "\(observation.identifier) \(observation.confidence.bitPattern)"
    }

    let policies: [Policy] = [.article, .firstMatch(top: 1, threshold: 0), .firstMatch(top: 3, threshold: 0.5),
                              .firstMatch(top: 0, threshold: 0.2), .top1(threshold: 0.2), .any(threshold: 0.2),
                              .any(threshold: 0), .mostSpecific(threshold: 0.2), .mostSpecific(threshold: 0.6)]

    func testArbitraryCapturesAgreeWithTheReferenceAndKeepTheInvariants() {
        var random = SplitMix64(seed: 16)
        var checked = 0
        for _ in 0..<200 {
            let world = world(&random)
            let thresholds: [String: Float] = Bool.random(using: &random) ? ["category-0": 0.7] : [:]
            for policy in policies {
                let mapping = CategoryMapping(categories: world.categories, policy: policy, thresholds: thresholds,
                                              hierarchy: world.hierarchy)
                for _ in 0..<8 {
                    let size = Int.random(in: 0...world.identifiers.count, using: &random)
                    let observations = world.identifiers.shuffled(using: &random).prefix(size).map {
                        Observation(identifier: $0, confidence: confidence(&random))
                    }
                    let verdict = mapping.verdict(for: observations.map { ($0.identifier, $0.confidence) })
                    let reference = Reference.verdict(observations, table: mapping.engine.table, hierarchy: world.hierarchy,
                                                      policy: policy, thresholds: thresholds)
                    XCTAssertEqual(verdict.categories, reference.categories)
                    XCTAssertEqual(verdict.decidedBy.map(Self.key), reference.decidedBy.map(Self.key))
                    XCTAssertEqual(verdict.categories, Array(Set(verdict.categories)).sorted(), "sorted, each once")
                    for observation in verdict.decidedBy { XCTAssertTrue(observations.map(Self.key).contains(Self.key(observation))) }
                    if verdict.isEmpty {
                        XCTAssertLessThanOrEqual(verdict.decidedBy.count, 1)
                        XCTAssertEqual(verdict.decidedBy.isEmpty, observations.isEmpty)
                    } else {
                        for observation in verdict.decidedBy {
                            XCTAssertTrue(mapping.engine.table.isMapped(observation.identifier), "decided by a mapped observation")
                            XCTAssertGreaterThanOrEqual(observation.confidence, policy.threshold)
                        }
                    }
                    if policy.kind == .any {
                        let shuffled = mapping.verdict(for: observations.shuffled(using: &random))
                        XCTAssertEqual(shuffled.categories, verdict.categories, "any does not depend on the order")
                        if !verdict.isEmpty {
                            XCTAssertEqual(Set(shuffled.decidedBy.map(\.identifier)), Set(verdict.decidedBy.map(\.identifier)))
                        }
                    }
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 200 * policies.count * 8)
    }

    /// A photo of X as Vision reports it: X and its ancestors, each ancestor at least as confident as
    /// its kinds (ties common), in any order.
    func testPhotosConsistentWithTheHierarchyGiveAStaticOutcome() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<200 {
            let world = world(&random)
            for _ in 0..<6 {
                let identifier = world.identifiers.randomElement(using: &random)!
                let chain = world.hierarchy.chain(of: identifier)
                let base = Float.random(in: 0.2...0.6, using: &random)
                let step = Bool.random(using: &random) ? 0 : Float.random(in: 0...0.05, using: &random)
                let depth = world.hierarchy.depth(of: identifier)
                let observations = chain.map {
                    Observation(identifier: $0, confidence: base + Float(depth - world.hierarchy.depth(of: $0)) * step)
                }.shuffled(using: &random)
                for kind in Policy.Kind.allCases {
                    let policy = Policy(kind: kind, top: chain.count, threshold: 0.2)
                    let mapping = CategoryMapping(categories: world.categories, policy: policy, hierarchy: world.hierarchy)
                    let runtime = mapping.verdict(for: observations)
                    let photo = mapping.engine.verdict(forPhotoOf: identifier)
                    switch kind {
                    case .firstMatch:
                        // Top N covers the chain: some mapped member decides, one of the outcomes the static model allows.
                        XCTAssertTrue(Set(runtime.categories).isSubset(of: photo.possible), "\(runtime) \(photo)")
                        XCTAssertEqual(runtime.isEmpty, photo.possible.isEmpty)
                        if let decider = runtime.decidedBy.first, !runtime.isEmpty {
                            XCTAssertTrue(chain.contains(decider.identifier))
                            XCTAssertEqual(runtime.categories, mapping.engine.table.categories(of: decider.identifier))
                        }
                    case .top1:
                        XCTAssertTrue(Set(runtime.categories).isSubset(of: photo.possible))
                    case .any, .mostSpecific:
                        XCTAssertEqual(runtime.categories, photo.categories, "\(kind) does not depend on ties")
                        if !runtime.isEmpty {
                            XCTAssertEqual(Set(runtime.decidedBy.map(\.identifier)), Set(photo.decidedBy))
                        }
                    }
                }
            }
        }
    }

    func testGeneratedMappingFilesLoadToTheSameTableAsTheLists() throws {
        var random = SplitMix64(seed: 5)
        let spaces = ["", " ", "\t", "\u{A0}", "\u{3000}"]
        for round in 0..<40 {
            let world = world(&random)
            let directory = try TestSupport.temporaryDirectory(self)
            var files: [String: String] = [:]
            for (category, identifiers) in world.categories {
                let ending = Bool.random(using: &random) ? "\r\n" : "\n"
                var lines = ["# \(category), generated round \(round)", ""]
                for identifier in identifiers {
                    var line = spaces.randomElement(using: &random)! + identifier + spaces.randomElement(using: &random)!
                    if Bool.random(using: &random) { line += "# why \(identifier)" }
                    if Int.random(in: 0..<5, using: &random) == 0 { line += " # audit:ignore duplicate" }
                    lines.append(line)
                    if Int.random(in: 0..<4, using: &random) == 0 {
                        lines.append("! " + world.identifiers.randomElement(using: &random)! + "  # decided against")
                    }
                }
                files[category + ".txt"] = lines.joined(separator: ending) + (Bool.random(using: &random) ? ending : "")
            }
            try TestSupport.write(files, in: directory)
            try TestSupport.write([".hidden.txt": "id_0\n", "notes.md": "id_1\n"], in: directory)
            guard !files.isEmpty else { continue }
            let loaded = try CategoryMapping(directoryPath: directory.path, policy: .article)
            let listed = CategoryMapping(categories: world.categories, policy: .article)
            XCTAssertEqual(loaded.categoryNames, listed.categoryNames)
            for identifier in world.identifiers {
                XCTAssertEqual(loaded.engine.table.categories(of: identifier), listed.engine.table.categories(of: identifier))
            }
        }
    }
}
