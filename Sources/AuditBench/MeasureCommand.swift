import Foundation

/// Measures runs of a command from a fresh child process, so that no peak of the harness (which holds
/// generated inputs) is carried into the measured processes.
///
/// The harness runs `audit-bench measure RUNS OUTPUT [--fresh SOURCE COPY] COMMAND...`; the child runs COMMAND
/// once unmeasured (to warm the page cache), then RUNS times, and prints its own peak (the floor under every
/// measured peak) and one line per run. With `--fresh`, the directory COPY is made anew from SOURCE before
/// each run, unmeasured, for a command that edits its inputs (`--fix`).
package enum MeasureCommand {
    package static let name = "measure"

    /// The measured runs and the measuring process's own peak memory in kilobytes.
    package struct Result: Sendable {
        package let runs: [RunMeasurement]
        package let floorKilobytes: Int

        package init(runs: [RunMeasurement], floorKilobytes: Int) {
            self.runs = runs
            self.floorKilobytes = floorKilobytes
        }
    }

    /// The child's side: `arguments` are RUNS OUTPUT COMMAND...
    package static func main(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 3, let runs = Int(arguments[0]), runs > 0 else {
            FileHandle.standardError.write(Data("usage: audit-bench \(name) RUNS OUTPUT COMMAND...\n".utf8))
            return 2
        }
        var command = Array(arguments[2...])
        let output = arguments[1]
        var fresh: (source: String, copy: String)?
        if command.first == "--fresh", command.count >= 4 {
            fresh = (command[1], command[2])
            command.removeFirst(3)
        }
        do {
            var lines: [String] = []
            for run in 0...runs {
                if let fresh {
                    try? FileManager.default.removeItem(atPath: fresh.copy)
                    try FileManager.default.copyItem(atPath: fresh.source, toPath: fresh.copy)
                }
                let measurement = try ProcessMeasurement.run(command, outputPath: output, errorPath: output + ".err")
                if run > 0 { lines.append("\(measurement.seconds) \(measurement.peakKilobytes) \(measurement.exitStatus)") }
            }
            print("\(ProcessMeasurement.ownPeakKilobytes)\n" + lines.joined(separator: "\n"))
            return 0
        } catch {
            FileHandle.standardError.write(Data("audit-bench: \(error)\n".utf8))
            return 2
        }
    }

    /// The harness's side: runs `command` `runs` times from a fresh `measure` child of `harness` (this
    /// executable), standard output to `output`, in `directory` (else the current one), with `fresh.copy`
    /// made anew from `fresh.source` before each run. Fails when a run exits with status 2 or more.
    package static func measure(_ command: [String], runs: Int, output: String, harness: String,
                               directory: String? = nil, fresh: (source: String, copy: String)? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: harness)
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.arguments = [name, String(runs), output] + (fresh.map { ["--fresh", $0.source, $0.copy] } ?? []) + command
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard process.terminationStatus == 0, let floor = lines.first.flatMap({ Int($0) }) else {
            throw ProcessMeasurement.Failure(description: "measuring \(command.joined(separator: " ")) failed")
        }
        let measurements = lines.dropFirst().map { line -> RunMeasurement in
            let fields = line.split(separator: " ")
            return RunMeasurement(seconds: Double(fields[0])!, peakKilobytes: Int(fields[1])!, exitStatus: Int32(fields[2])!)
        }
        if let failed = measurements.first(where: { $0.exitStatus >= 2 }) {
            let message = (try? String(contentsOfFile: output + ".err", encoding: .utf8)) ?? ""
            throw ProcessMeasurement.Failure(description: "\(command.joined(separator: " ")) exited with status \(failed.exitStatus): \(message)")
        }
        return Result(runs: measurements, floorKilobytes: floor)
    }
}
