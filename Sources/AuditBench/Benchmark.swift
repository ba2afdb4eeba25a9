import Foundation
import TaxonomyAudit

/// `make bench`: writes the generated inputs to a temporary directory, measures every case from a fresh
/// child process, and checks the targets. Runs from the repository root.
package struct Benchmark {
    /// Absolute paths of the `audit` binary measured and of this harness (which spawns the measuring child).
    package let audit: String
    package let harness: String
    /// Where generated inputs and outputs go; the caller removes it.
    package let directory: URL

    package static let realVocabulary = "taxonomy/imagenet-21k.txt"
    static let categories = 4
    static let scaleEntries = 20_000, scaleDead = 5_000
    static let mappingSizes = [1_000, 10_000, 100_000, 1_000_000]
    static let vocabularySizes = [1_000, 10_000, 100_000]
    static let vocabularyMappingEntries = 1_000
    static let scaleSeed: UInt64 = 21_843, mappingSeed: UInt64 = 1, vocabularySeed: UInt64 = 2
    /// The numbered vocabulary (`class_00000`…) and its dead entries (`class_00000x`, every 50th number).
    static let numberedIdentifiers = 100_000, numberedDead = 2_000
    /// The hand-written check the default case is compared with, and the interpreter it runs with.
    package static let script = "Sources/AuditBench/Resources/by-hand-audit.py", python = "/usr/bin/python3"
    static let renameCounts = [1_000, 2_000], renameEntries = 8, renameSeed: UInt64 = 3
    static let sourceTreeFiles = 10_000
    /// Runs per turn when the default case and the python script take turns.
    static let alternatingRuns = 3

    package init(audit: String, harness: String, directory: URL) {
        self.audit = audit
        self.harness = harness
        self.directory = directory
    }

    /// The cases, with the generated inputs they audit written to `directory`.
    package struct Inputs: Sendable {
        package let cases: [BenchmarkCase]
        /// The scale case's misspellings, which its report is checked against.
        package let misspellings: [GeneratedMapping.Misspelling]
    }

    /// Writes the generated inputs to `directory` and returns the cases that audit them.
    package func writeInputs() throws -> Inputs {
        guard FileManager.default.fileExists(atPath: Self.realVocabulary) else {
            throw ProcessMeasurement.Failure(description: "run from the repository root: \(Self.realVocabulary) not found")
        }
        let real = try Vocabulary.load(path: Self.realVocabulary).identifiers
        let realSet = Set(real)
        var cases = [BenchmarkCase(group: .standard, name: "default", entries: try shippedEntries(),
                                   identifiers: Vocabulary.builtin.count, arguments: ["mappings"], runs: 21)]
        if FileManager.default.isExecutableFile(atPath: Self.python) {
            cases.append(BenchmarkCase(group: .script, name: "python script", entries: cases[0].entries,
                                       identifiers: Vocabulary.builtin.count,
                                       arguments: [Self.script, "taxonomy/apple-vision-rev1.txt", "mappings"], runs: 21,
                                       executable: Self.python))
        }

        let scale = InputGenerator.mapping(entries: Self.scaleEntries, dead: Self.scaleDead, identifiers: real,
                                           vocabulary: realSet, categories: Self.categories, seed: Self.scaleSeed)
        let scaleOutput = try write(scale, to: "scale")
        cases.append(BenchmarkCase(group: .scale, name: "scale", entries: scale.entryCount, identifiers: real.count,
                                   arguments: ["--vocabulary", Self.realVocabulary, "--format", "json", scaleOutput], runs: 7))

        for size in Self.mappingSizes {
            let mapping = InputGenerator.mapping(entries: size, dead: size / 4, identifiers: real, vocabulary: realSet,
                                                 categories: Self.categories, seed: Self.mappingSeed)
            let path = try write(mapping, to: "mapping-\(size)")
            cases.append(BenchmarkCase(group: .mappingGrowth, name: "mapping \(Self.short(size))", entries: size,
                                       identifiers: real.count, arguments: ["--vocabulary", Self.realVocabulary, path],
                                       runs: size >= 1_000_000 ? 3 : 5))
        }

        let made = InputGenerator.vocabulary(count: Self.vocabularySizes.max()!, seed: Self.vocabularySeed)
        let vocabularyMapping = InputGenerator.mapping(
            entries: Self.vocabularyMappingEntries, dead: Self.vocabularyMappingEntries / 4,
            identifiers: Array(made.prefix(Self.vocabularySizes.min()!)), vocabulary: Set(made),
            categories: Self.categories, seed: Self.vocabularySeed)
        let vocabularyMappingPath = try write(vocabularyMapping, to: "vocabulary-mapping")
        for size in Self.vocabularySizes {
            let path = directory.appendingPathComponent("vocabulary-\(size).txt").path
            try Data(made.prefix(size).map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
            cases.append(BenchmarkCase(group: .vocabularyGrowth, name: "vocabulary \(Self.short(size))",
                                       entries: vocabularyMapping.entryCount, identifiers: size,
                                       arguments: ["--vocabulary", path, vocabularyMappingPath], runs: 5))
        }
        cases.append(try numberedCase())
        cases += try renameCases()
        cases += try sourceScanCases()
        cases += try visionCases()
        cases += try sourceListCases()
        return Inputs(cases: cases, misspellings: scale.misspellings)
    }

    /// `audit --vocabulary vocabulary.txt lists --base HEAD` in a repository whose every mapping file was
    /// renamed since the commit.
    private func renameCases() throws -> [BenchmarkCase] {
        let identifiers = InputGenerator.vocabulary(count: Self.renameCounts.max()! * (Self.renameEntries + 1), seed: Self.renameSeed)
        return try Self.renameCounts.map { count in
            let files = RenameInputs.files(count: count, entries: Self.renameEntries, identifiers: identifiers)
            let repository = directory.appendingPathComponent("renames-\(count)")
            try RenameInputs.writeRepository(files, vocabulary: identifiers, at: repository)
            return BenchmarkCase(group: .baseRenames, name: "base \(Self.short(count)) renamed", entries: count * Self.renameEntries,
                                 identifiers: identifiers.count,
                                 arguments: ["--vocabulary", "vocabulary.txt", "lists", "--base", "HEAD", "--fail-on", "never"],
                                 runs: 5, directory: repository.path)
        }
    }

    /// `audit --fail-on never TREE` on a tree of 10,000 source files, one in 100 with a marked list of 10 entries, and
    /// `audit discover TREE` on the same tree (every file read without markers needed).
    private func sourceScanCases() throws -> [BenchmarkCase] {
        let tree = directory.appendingPathComponent("source-tree")
        let entries = try SourceTreeInputs.write(files: Self.sourceTreeFiles, markedEvery: 100, entries: 10,
                                                 identifiers: Vocabulary.builtin.identifiers, at: tree)
        return [
            BenchmarkCase(group: .sourceScan, name: Self.sourceScanName, entries: entries, identifiers: Vocabulary.builtin.count,
                          arguments: ["--fail-on", "never", "--rule", "missing-label=off", tree.path], runs: 5),
            BenchmarkCase(group: .sourceScan, name: Self.discoverName, entries: entries, identifiers: Vocabulary.builtin.count,
                          arguments: ["discover", tree.path], runs: 5),
        ]
    }

    static let sourceScanName = "source scan 10k files", discoverName = "discover 10k files"
    /// `audit discover` on the source tree within this many times the audit's scan of it.
    static let discoverRatio = 2.0

    /// Generates the inputs, then measures each case, reporting progress through `log`.
    package func run(log: (String) -> Void) throws -> BenchmarkRun {
        let machine = Machine.current()
        log("Generating inputs in \(directory.path)")
        let inputs = try writeInputs()
        var results: [CaseResult] = []
        var suggestionCheck: SuggestionCheck?
        // The findings of each vision list, from its text case (which comes first): the other formats have the same.
        var visionFindings: [Int: Int] = [:]
        let output = { (index: Int) in self.directory.appendingPathComponent("output-\(index).txt").path }
        // The default case and the python script alternate, a few runs each, so that both see the same load.
        var alternated: [Int: MeasureCommand.Result] = [:]
        let pair = inputs.cases.indices.filter { [.standard, .script].contains(inputs.cases[$0].group) }
        if pair.count == 2 {
            log("Measuring \(pair.map { inputs.cases[$0].name }.joined(separator: " and ")), alternating")
            for _ in 0..<(inputs.cases[pair[0]].runs / Self.alternatingRuns) {
                for index in pair {
                    let round = try measure(inputs.cases[index], runs: Self.alternatingRuns, output: output(index))
                    let earlier = alternated[index]
                    alternated[index] = MeasureCommand.Result(runs: (earlier?.runs ?? []) + round.runs,
                                                              floorKilobytes: max(earlier?.floorKilobytes ?? 0, round.floorKilobytes))
                }
            }
        }
        for (index, benchCase) in inputs.cases.enumerated() {
            let output = output(index)
            let measured: MeasureCommand.Result
            if let done = alternated[index] {
                measured = done
            } else {
                log("Measuring \(benchCase.name): \(benchCase.runs) runs")
                measured = try measure(benchCase, runs: benchCase.runs, output: output)
            }
            let findings: Int
            if benchCase.group == .visionScale || benchCase.group == .visionGrowth {
                findings = try visionFindings[benchCase.entries] ?? Self.textFindingCount(output)
                visionFindings[benchCase.entries] = findings
            } else if benchCase.group == .scale {
                let check = try SuggestionCheck(report: Data(contentsOf: URL(fileURLWithPath: output)),
                                                misspellings: inputs.misspellings)
                findings = check.findingCount
                suggestionCheck = check
            } else {
                findings = try Self.textFindingCount(output)
            }
            try? FileManager.default.removeItem(atPath: output)
            results.append(CaseResult(benchCase: benchCase, runs: measured.runs, floorKilobytes: measured.floorKilobytes,
                                      findings: findings))
        }
        log("Measuring the CategoryMapping library in-process")
        let library = try LibraryBenchmark.run()
        log("Measuring the language server in-process")
        let server = try ServerBenchmark.run(in: directory)
        return BenchmarkRun(machine: machine, date: Date(), commit: Self.commit(), results: results,
                            suggestionCheck: suggestionCheck, library: library + [server])
    }

    /// Spelling suggestions over a vocabulary whose words share all but their last characters, where an index
    /// of prefixes alone compares every dead entry with every identifier.
    private func numberedCase() throws -> BenchmarkCase {
        let numbered = (0..<Self.numberedIdentifiers).map { "class_" + String(100_000 + $0).dropFirst() }
        let vocabulary = directory.appendingPathComponent("numbered-vocabulary.txt").path
        try Data(numbered.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: vocabulary))
        let step = Self.numberedIdentifiers / Self.numberedDead
        let dead = stride(from: 0, to: Self.numberedIdentifiers, by: step).map { numbered[$0] + "x\n" }
        let mapping = directory.appendingPathComponent("numbered.txt").path
        try Data(dead.joined().utf8).write(to: URL(fileURLWithPath: mapping))
        return BenchmarkCase(group: .sharedPrefixes, name: "numbered vocabulary", entries: dead.count,
                             identifiers: numbered.count, arguments: ["--vocabulary", vocabulary, mapping], runs: 5)
    }

    private func measure(_ benchCase: BenchmarkCase, runs: Int, output: String) throws -> MeasureCommand.Result {
        try MeasureCommand.measure([benchCase.executable ?? audit] + benchCase.arguments, runs: runs,
                                   output: output, harness: harness, directory: benchCase.directory, fresh: benchCase.fresh)
    }

    /// Entries of the shipped mappings, as the default case audits them.
    private func shippedEntries() throws -> Int {
        try MappingLoader.entryCount(paths: [MappingLoader.defaultPath])
    }

    /// Writes `mapping`'s files into a new directory `name` and returns its path.
    private func write(_ mapping: GeneratedMapping, to name: String) throws -> String {
        let folder = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in mapping.files {
            try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.category + ".txt"))
        }
        return folder.path
    }

    /// The finding count of a text report, from its summary (last) line.
    static func textFindingCount(_ path: String) throws -> Int {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size > 4096 ? size - 4096 : 0)
        let tail = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        guard let summary = tail.split(separator: "\n").last else { return 0 }
        return summary.hasPrefix("No findings") ? 0 : Int(summary.prefix { $0.isNumber }) ?? 0
    }

    /// `1k`, `10k`, `1M`.
    static func short(_ count: Int) -> String {
        count >= 1_000_000 ? "\(count / 1_000_000)M" : count >= 1_000 ? "\(count / 1_000)k" : "\(count)"
    }

    static func commit() -> String? {
        Machine.commandOutput(["git", "describe", "--always", "--dirty"])?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Everything one benchmark run measured.
package struct BenchmarkRun: Sendable {
    package let machine: Machine
    package let date: Date
    package let commit: String?
    package let results: [CaseResult]
    package let suggestionCheck: SuggestionCheck?
    /// The in-process cases: the library's, then the language server's.
    package let library: [LibraryBenchmark.Result]
}
