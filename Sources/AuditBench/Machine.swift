import Foundation

/// The machine a benchmark ran on, as `docs/benchmarks.md` records it.
package struct Machine: Sendable {
    package let processors: Int
    package let cpuModel: String
    package let memory: String
    package let swiftVersion: String
    package let kernel: String
    /// The 1-, 5- and 15-minute load averages when the benchmark started.
    package let loadAverage: String

    package static func current() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        let memoryKilobytes = field("MemTotal", in: meminfo).flatMap { Int($0.split(separator: " ").first ?? "") }
        var name = utsname()
        uname(&name)
        let release = withUnsafeBytes(of: name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3)
        return Machine(
            processors: ProcessInfo.processInfo.activeProcessorCount,
            cpuModel: field("model name", in: cpuinfo) ?? "unknown",
            memory: memoryKilobytes.map { String(format: "%.1f GiB", Double($0) / 1_048_576) } ?? "unknown",
            swiftVersion: swiftVersion() ?? "unknown",
            kernel: "Linux \(release)",
            loadAverage: load.map { $0.joined(separator: " ") } ?? "unknown")
    }

    /// The value of the first `key: value` line of a `/proc` file.
    static func field(_ key: String, in text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// The first line of `swift --version`.
    static func swiftVersion() -> String? {
        commandOutput(["swift", "--version"])?.split(separator: "\n").first.map(String.init)
    }

    /// What `command` (looked up in `PATH`) prints, or nil when it cannot run or fails.
    package static func commandOutput(_ command: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
