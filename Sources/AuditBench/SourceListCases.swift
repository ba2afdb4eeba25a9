import Foundation
import TaxonomyAudit

/// The source-list cases: one list marked in a Python file, one entry a line, beside the same entries as a
/// `.txt` file, at growing lengths, audited and fixed: a list in code costs what the same list in text costs.
extension Benchmark {
    static let sourceListLengths = [1_000, 10_000, 100_000]
    /// How much slower the marked list may be than the text file.
    static let sourceListRatio = 1.5
    static let sourceListModes: [(name: String, arguments: [String])] = [("audit", []), ("--fix", ["--fix"])]

    /// The source-list cases, with their files written under `directory`.
    func sourceListCases() throws -> [BenchmarkCase] {
        var cases: [BenchmarkCase] = []
        for length in Self.sourceListLengths {
            let entries = Self.visionList(lines: length, dead: length / 50, seed: Self.visionSeed)
                .split(separator: "\n").filter { !$0.hasPrefix("#") }
            let python = "# audit:category soft\nSOFT = [\n" + entries.map { "    \"\($0)\",\n" }.joined() + "]\n"
            for (kind, file, text) in [("py", "soft.py", python), ("txt", "soft.txt", entries.map { $0 + "\n" }.joined())] {
                let folder = directory.appendingPathComponent("source-list-\(kind)-\(Self.short(length))")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: folder.appendingPathComponent(file))
                for mode in Self.sourceListModes {
                    let fixes = mode.name == "--fix"
                    let copy = folder.path + "-fixed"
                    var benchCase = BenchmarkCase(group: .sourceList, name: "list .\(kind) \(mode.name) \(Self.short(length))",
                                                  entries: entries.count, identifiers: Vocabulary.builtin.count,
                                                  arguments: mode.arguments + ["--fail-on", "never", fixes ? copy : folder.path], runs: 5)
                    if fixes { benchCase.fresh = (folder.path, copy) }
                    cases.append(benchCase)
                }
            }
        }
        return cases
    }
}

extension BenchmarkRun {
    /// Each length and mode: the marked list within `sourceListRatio` × the text file's median.
    var sourceListChecks: [TargetCheck] {
        let results = results(.sourceList)
        var checks: [TargetCheck] = []
        for length in Benchmark.sourceListLengths {
            for mode in Benchmark.sourceListModes.map(\.name) {
                func median(_ kind: String) -> Double? {
                    results.first { $0.benchCase.name == "list .\(kind) \(mode) \(Benchmark.short(length))" }?.medianSeconds
                }
                guard let source = median("py"), let text = median("txt"), text > 0 else { continue }
                checks.append(TargetCheck(
                    target: "source list \(mode) \(Benchmark.short(length)): ≤ \(Benchmark.sourceListRatio) × the same .txt",
                    measured: String(format: "%.2f ×", source / text), met: source <= Benchmark.sourceListRatio * text))
            }
        }
        return checks
    }
}
