/// One measured invocation of `audit`.
package struct BenchmarkCase: Sendable {
    package enum Group: String, Sendable, CaseIterable {
        case standard = "default"
        case scale
        case mappingGrowth = "mapping growth"
        case vocabularyGrowth = "vocabulary growth"
        case sharedPrefixes = "shared prefixes"
        /// The same check written by hand in Python, timed beside the default case.
        case script
        case baseRenames = "base renames"
        /// A directory of source files scanned for marked lists.
        case sourceScan = "source scan"
        /// The Vision vocabulary repeated over a million lines: every format, `--diff` and `--fix`.
        case visionScale = "vision scale"
        /// The same list at growing lengths, for text, JSON and `--diff`.
        case visionGrowth = "vision growth"
        /// A list marked in code beside the same entries in a `.txt` file, audited and fixed.
        case sourceList = "source list"
    }

    package let group: Group
    /// The row's name in the tables.
    package let name: String
    /// Mapping entries and distinct vocabulary identifiers.
    package let entries: Int
    package let identifiers: Int
    /// `audit`'s arguments.
    package let arguments: [String]
    package let runs: Int
    /// What runs instead of `audit`, when not `audit`.
    package var executable: String? = nil
    /// The working directory of the runs, when not the repository root.
    package var directory: String? = nil
    /// A directory made anew from `source` before each run, for a command that edits its inputs.
    package var fresh: (source: String, copy: String)? = nil
}

/// A case's measured runs.
package struct CaseResult: Sendable {
    package let benchCase: BenchmarkCase
    package let runs: [RunMeasurement]
    /// The peak memory of the process that spawned the runs: no measured peak can be below it.
    package let floorKilobytes: Int
    /// The findings the report counted.
    package let findings: Int

    var sortedSeconds: [Double] { runs.map(\.seconds).sorted() }
    package var medianSeconds: Double {
        let sorted = sortedSeconds
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    package var minimumSeconds: Double { sortedSeconds.first ?? 0 }
    package var maximumSeconds: Double { sortedSeconds.last ?? 0 }
    /// The highest peak of all runs, in kilobytes.
    package var peakKilobytes: Int { runs.map(\.peakKilobytes).max() ?? 0 }
}
