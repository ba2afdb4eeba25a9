import Foundation

/// A target of the benchmark and whether the run meets it.
package struct TargetCheck: Sendable {
    package let target: String
    package let measured: String
    package let met: Bool
}

extension BenchmarkRun {
    func results(_ group: BenchmarkCase.Group) -> [CaseResult] { results.filter { $0.benchCase.group == group } }

    /// The targets of `make bench`, checked against this run.
    package var checks: [TargetCheck] {
        var checks: [TargetCheck] = []
        if let standard = results(.standard).first {
            checks.append(TargetCheck(target: "default: median wall time ≤ 5 ms", measured: Format.time(standard.medianSeconds),
                                      met: standard.medianSeconds <= 0.005))
            if let script = results(.script).first {
                let ratio = script.medianSeconds / standard.medianSeconds
                checks.append(TargetCheck(target: "default: ≥ 3.5 × faster than the python script",
                                          measured: String(format: "%.1f ×", ratio), met: ratio >= 3.5))
            }
        }
        if let scale = results(.scale).first {
            checks.append(TargetCheck(target: "scale: median wall time ≤ 0.5 s", measured: Format.time(scale.medianSeconds),
                                      met: scale.medianSeconds <= 0.5))
            checks.append(TargetCheck(target: "scale: peak memory ≤ 150 MB", measured: Format.memory(scale.peakKilobytes),
                                      met: Format.megabytes(scale.peakKilobytes) <= 150))
        }
        if let check = suggestionCheck {
            checks.append(TargetCheck(
                target: "scale: every misspelling suggests its identifier",
                measured: check.summary, met: check.missed.isEmpty))
        }
        let growth = results(.mappingGrowth)
        if let largest = growth.last {
            checks.append(TargetCheck(target: "growth: \(largest.benchCase.name) entries audit in seconds (≤ 10 s)",
                                      measured: Format.time(largest.medianSeconds), met: largest.medianSeconds <= 10))
        }
        if let numbered = results(.sharedPrefixes).first {
            checks.append(TargetCheck(target: "shared prefixes: \(numbered.benchCase.entries) dead entries against "
                                          + "\(numbered.benchCase.identifiers) numbered identifiers ≤ 1 s",
                                      measured: Format.time(numbered.medianSeconds), met: numbered.medianSeconds <= 1))
        }
        let renames = results(.baseRenames)
        if renames.count >= 2, let small = renames.first, let large = renames.last {
            let ratio = large.medianSeconds / small.medianSeconds
            let scale = Double(large.benchCase.entries) / Double(small.benchCase.entries)
            checks.append(TargetCheck(
                target: "base renames: \(large.benchCase.name) ≤ 1.25 × \(String(format: "%.0f", scale)) × \(small.benchCase.name) (not removed × added)",
                measured: String(format: "%.2f ×", ratio), met: ratio <= 1.25 * scale))
        }
        let steps = GrowthStep.steps(growth)
        if steps.count >= 2 {
            let (previous, last) = (steps[steps.count - 2], steps[steps.count - 1])
            checks.append(TargetCheck(
                target: "growth: roughly linear (time per added entry, last step ≤ 2 × the one before)",
                measured: "\(Format.microseconds(last.secondsPerItem)) vs \(Format.microseconds(previous.secondsPerItem))",
                met: last.secondsPerItem <= 2 * previous.secondsPerItem))
        }
        checks += visionChecks
        checks += sourceListChecks
        let scans = results(.sourceScan)
        if let scan = scans.first(where: { $0.benchCase.name == Benchmark.sourceScanName }),
           let discover = scans.first(where: { $0.benchCase.name == Benchmark.discoverName }), scan.medianSeconds > 0 {
            let ratio = discover.medianSeconds / scan.medianSeconds
            checks.append(TargetCheck(target: "discover: \(Benchmark.discoverName) ≤ \(String(format: "%.0f", Benchmark.discoverRatio)) × \(Benchmark.sourceScanName)",
                                      measured: String(format: "%.2f ×", ratio), met: ratio <= Benchmark.discoverRatio))
        }
        for result in library {
            if let target = result.target {
                checks.append(TargetCheck(target: "library: \(result.name), median ≤ \(LibraryBenchmark.time(target))",
                                          measured: LibraryBenchmark.time(result.median), met: result.met))
            }
        }
        return checks
    }

    /// The million-line vision list's targets: wall time and memory of text, JSON and `--diff`, and flat growth.
    var visionChecks: [TargetCheck] {
        var checks: [TargetCheck] = []
        for (mode, limit) in [("text", 2.5), ("json", 5.0), ("--diff", 8.0)] {
            guard let result = results(.visionScale).first(where: { $0.benchCase.name == "vision \(mode) 1M" }) else { continue }
            checks.append(TargetCheck(target: "vision 1M \(mode): median wall time ≤ \(limit) s", measured: Format.time(result.medianSeconds),
                                      met: result.medianSeconds <= limit))
            checks.append(TargetCheck(target: "vision 1M \(mode): peak memory ≤ 700 MB", measured: Format.memory(result.peakKilobytes),
                                      met: Format.megabytes(result.peakKilobytes) <= 700))
        }
        for mode in Benchmark.visionGrowthModes.map(\.name) {
            let steps = GrowthStep.steps(visionGrowth(mode))
            guard steps.count >= 2 else { continue }
            let (previous, last) = (steps[steps.count - 2], steps[steps.count - 1])
            checks.append(TargetCheck(
                target: "vision growth, \(mode): flat (time per added entry, last step ≤ 2 × the one before)",
                measured: "\(Format.microseconds(last.secondsPerItem)) vs \(Format.microseconds(previous.secondsPerItem))",
                met: last.secondsPerItem <= 2 * previous.secondsPerItem))
        }
        return checks
    }

    /// The vision cases of `mode` by length, the million-line one last.
    func visionGrowth(_ mode: String) -> [CaseResult] {
        (results(.visionGrowth) + results(.visionScale)).filter { $0.benchCase.name.hasPrefix("vision \(mode) ") }
    }

    /// `docs/benchmarks.md`.
    package var markdown: String {
        var out = """
            # Benchmarks

            Written by `make bench`; do not edit by hand. Latest run: \(Format.date(date))\(commit.map { ", commit `\($0)`" } ?? "").

            ## Machine

            | | |
            | --- | --- |
            | processors | \(machine.processors) |
            | CPU | \(machine.cpuModel) |
            | memory | \(machine.memory) |
            | Swift | \(machine.swiftVersion) |
            | system | \(machine.kernel) |
            | load average at start | \(machine.loadAverage) |

            ## Results

            Each run is one whole `audit` process, from spawn to exit: wall time, and peak resident memory as \
            the kernel reports it for that process. Output goes to a file.


            """
        out += resultsTable + "\n" + LibraryBenchmark.explanation + LibraryBenchmark.table(library)
        out += "\n## Targets\n\n" + targetsTable
        if let check = suggestionCheck, !check.missed.isEmpty {
            out += "\nMisspellings of the scale case without their identifier among the suggestions:\n\n"
            for reason in SuggestionCheck.Reason.allCases {
                let missed = check.missed.filter { $0.reason == reason }
                guard !missed.isEmpty else { continue }
                out += "- \(reason.rawValue): " + missed.prefix(12).map { miss in
                    "`\(miss.misspelling.entry)` (for `\(miss.misspelling.identifier)`; suggested: \(miss.suggestions.isEmpty ? "nothing" : miss.suggestions.joined(separator: ", ")))"
                }.joined(separator: ", ") + (missed.count > 12 ? " and \(missed.count - 12) more" : "") + "\n"
            }
        }
        out += "\n## Growth\n\nWhat each step adds, per added entry or identifier:\n\n" + growthTable + "\n" + Self.explanation
        return out
    }

    /// The results, as a Markdown table.
    package var resultsTable: String {
        var rows = ["| case | entries | identifiers | findings | runs | median | min | max | peak memory |",
                    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for result in results {
            let benchCase = result.benchCase
            let peak = Format.memory(result.peakKilobytes) + (result.peakKilobytes <= result.floorKilobytes ? " (floor)" : "")
            rows.append("| \(benchCase.name) | \(Format.count(benchCase.entries)) | \(Format.count(benchCase.identifiers)) | "
                + "\(Format.count(result.findings)) | \(result.runs.count) | \(Format.time(result.medianSeconds)) | "
                + "\(Format.time(result.minimumSeconds)) | \(Format.time(result.maximumSeconds)) | \(peak) |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// The targets, as a Markdown table.
    package var targetsTable: String {
        var rows = ["| target | measured | |", "| --- | ---: | --- |"]
        rows += checks.map { "| \($0.target) | \($0.measured) | \($0.met ? "met" : "**missed**") |" }
        return rows.joined(separator: "\n") + "\n"
    }

    var growthTable: String {
        var rows = ["| step | time per added item | memory per added item | findings per added item |", "| --- | ---: | ---: | ---: |"]
        let series = [results(.mappingGrowth), results(.vocabularyGrowth)] + Benchmark.visionGrowthModes.map { visionGrowth($0.name) }
        for results in series {
            for step in GrowthStep.steps(results) {
                rows.append("| \(step.name) | \(Format.microseconds(step.secondsPerItem)) | \(Format.bytes(step.bytesPerItem)) | "
                    + String(format: "%.2f", step.findingsPerItem) + " |")
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }

    static let explanation = """

        ## The cases

        - **default**: `audit mappings`, the shipped mappings against the built-in vocabulary (what `make audit` \
        and an editor's on-save check run), text output.
        - **scale**: `audit --vocabulary taxonomy/imagenet-21k.txt --format json` on a generated mapping of 20,000 \
        entries in 4 category files, 5,000 of them dead: half are one-edit misspellings (a letter deleted, inserted, \
        replaced, or two swapped) of identifiers of 5 letters or more, half made-up words. The vocabulary is \
        ImageNet-21k's class names (see `taxonomy/SOURCES.md`). The harness reads the JSON report and checks that \
        each misspelling's finding suggests the identifier it misspells.
        - **mapping growth**: the same mix (a quarter dead, live entries drawn from ImageNet-21k, each used once \
        before any repeats) at 1k, 10k, 100k and 1M entries, text output. Beyond 20,101 live entries identifiers \
        repeat, so the larger mappings also hold duplicates and conflicts: the findings per added entry rise, and \
        with them the cost of an added entry.
        - **vocabulary growth**: one generated mapping of 1,000 entries (a quarter dead) against vocabularies of \
        1k, 10k and 100k made-up identifiers (each vocabulary a prefix of the next, so every live entry stays live), \
        text output.
        - **numbered vocabulary**: 2,000 dead entries (`class_00000x`, every 50th number) against a vocabulary of \
        100,000 numbered identifiers (`class_00000` to `class_99999`), which share all but their last characters: \
        spelling suggestions must not compare each entry with every identifier. Text output.
        - **python script**: what a user would write by hand instead, timed beside the default case on the same \
        files: `/usr/bin/python3 Sources/AuditBench/Resources/by-hand-audit.py taxonomy/apple-vision-rev1.txt mappings`, \
        a set difference of the entries and the vocabulary plus difflib's closest matches for each dead entry. \
        The two take turns, 3 runs at a time, so that both see the same machine load.
        - **base renames**: `audit --vocabulary vocabulary.txt lists --base HEAD --fail-on never` in a git \
        repository whose commit holds 1,000 (or 2,000) files of 8 made-up identifiers (no identifier in two files), \
        all renamed in the working tree with one entry changed each: every removed file must be paired with its \
        renamed successor. Twice the files should cost about twice the time, not four times.
        - **source scan**: `audit --fail-on never --rule missing-label=off TREE` on a generated tree of 10,000 \
        source files (Swift, Kotlin, TypeScript, Python, Go; about 2 KB each, in 100 folders), one in 100 with a \
        marked list of 10 identifiers, plus a `node_modules` folder the scan must skip: every file's bytes are \
        searched for `audit:` and only the marked ones are lexed. Beside it, `audit discover TREE`: every file's \
        strings are looked up among the built-in vocabularies' identifiers without lexing, and only a file with 3 or \
        more is lexed (the marked ones here), within 2 × the scan.
        - **vision scale**: one category file that repeats the built-in Vision vocabulary (1,303 identifiers) line \
        after line for 1,000,000 lines, with 20,000 made-up dead words spread evenly through it, so that almost \
        every line is a finding (a duplicate, a dead entry or a catch-all note): `audit --format FORMAT --fail-on \
        never` for every format, then `--diff` and `--fix` (on a copy made anew before each run, unmeasured). \
        The findings column is the text report's count: every format reports the same findings.
        - **vision growth**: the same list at 10k and 100k lines (dead words in the same share), text, JSON and \
        `--diff`; with the 1M cases they show what an added line costs.

        Inputs are generated by the harness with a fixed-seed generator (SplitMix64), so every run audits the \
        same files; they are written to a temporary directory and removed afterwards. Each case is measured from \
        a fresh child process, because Linux carries a parent's peak memory into its children; a peak marked \
        "(floor)" is no higher than that child's own and so is only an upper bound. Every case runs once \
        unmeasured first, to warm the file cache.

        ## Reproducing

        ```
        make bench
        ```

        builds `audit` and the harness (`Sources/audit-bench`, `Sources/AuditBench`) in release mode, prints the \
        tables and rewrites this file. Timings on shared machines vary from run to run; compare medians, and \
        prefer instruction counts when judging a change. To profile one case, write the inputs and take its \
        command line:

        ```
        .build/release/audit-bench --inputs /tmp/bench-inputs      # lists each case's command line
        valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.out COMMAND > /dev/null
        callgrind_annotate --inclusive=yes /tmp/cg.out | head -60
        ```

        """
}

/// The cost one growth step adds: from one case to the next larger one.
struct GrowthStep {
    let name: String
    let secondsPerItem: Double
    let bytesPerItem: Double
    let findingsPerItem: Double

    static func steps(_ results: [CaseResult]) -> [GrowthStep] {
        zip(results, results.dropFirst()).map { small, large in
            let vocabulary = small.benchCase.group == .vocabularyGrowth
            let items = Double(vocabulary ? large.benchCase.identifiers - small.benchCase.identifiers
                                          : large.benchCase.entries - small.benchCase.entries)
            return GrowthStep(name: "\(small.benchCase.name) → \(large.benchCase.name.split(separator: " ").last ?? "")",
                              secondsPerItem: (large.medianSeconds - small.medianSeconds) / items,
                              bytesPerItem: Double(large.peakKilobytes - small.peakKilobytes) * 1024 / items,
                              findingsPerItem: Double(large.findings - small.findings) / items)
        }
    }
}

/// Number formats of the tables.
enum Format {
    static func time(_ seconds: Double) -> String {
        seconds < 1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.2f s", seconds)
    }

    static func microseconds(_ seconds: Double) -> String { String(format: "%.2f µs", seconds * 1e6) }

    static func megabytes(_ kilobytes: Int) -> Double { Double(kilobytes) * 1024 / 1e6 }

    static func memory(_ kilobytes: Int) -> String { String(format: "%.1f MB", megabytes(kilobytes)) }

    static func bytes(_ bytes: Double) -> String { String(format: "%.0f B", bytes) }

    static func count(_ count: Int) -> String {
        let digits = Array(String(count))
        return stride(from: digits.count, to: 0, by: -3).reversed().map { end in
            String(digits[max(0, end - 3)..<end])
        }.joined(separator: ",")
    }

    static func date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: date)
    }
}
