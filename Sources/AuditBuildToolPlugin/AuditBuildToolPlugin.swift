import Foundation
import PackagePlugin

/// Audits a target's mapping files on every build that changes them: the files the nearest `.audit.json`
/// (from the directory holding the target's files up to the package's) names in `paths`, else the target's `*.txt` files.
/// Findings print as compiler diagnostics; one that reaches `failOn` (default `error`) fails the build.
@main
struct AuditBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // The command's output is an (empty) Swift file, which only a Swift target can take.
        guard let target = target as? SwiftSourceModuleTarget else {
            Diagnostics.warning("AuditBuildToolPlugin audits Swift targets only; \(target.name) is not one")
            return []
        }
        let files = target.sourceFiles.map(\.url)
        let plan = AuditPlan(
            targetName: target.name, targetDirectory: AuditPlan.commonDirectory(files) ?? context.package.directoryURL,
            rootDirectory: context.package.directoryURL, files: files)
        return try plan.commands(tool: context.tool(named: "audit").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension AuditBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let plan = AuditPlan(
            targetName: target.displayName, targetDirectory: context.xcodeProject.directoryURL,
            rootDirectory: context.xcodeProject.directoryURL, files: files)
        return try plan.commands(tool: context.tool(named: "audit").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif

/// What one target's audit reads, and the build command that runs it.
struct AuditPlan {
    let targetName: String
    let targetDirectory: URL
    let rootDirectory: URL
    /// The target's files; its `*.txt` files are the mappings when no `.audit.json` names any.
    let files: [URL]

    /// One build command, or none when neither `.audit.json` nor the target names a mapping file. Its inputs
    /// are the mapping files and the `.audit.json`; its output is an empty Swift file the audit writes only
    /// when it passes, so the command reruns only when an input changed or the last audit failed. A path the
    /// config names that does not exist is left to the audit, which reports it (exit 2).
    func commands(tool: URL, workDirectory: URL) throws -> [Command] {
        var arguments = ["check", "--format", "xcode"]
        var inputs: [URL] = []
        var mappings: [URL] = []
        if let config = configFile() {
            arguments += ["--config", config.path]
            inputs.append(config)
            if let paths = configuredPaths(config) {
                guard !paths.isEmpty else { return [] }
                mappings = paths.flatMap(mappingFiles).filter { FileManager.default.fileExists(atPath: $0.path) }
            } else {
                mappings = targetMappings()
                guard !mappings.isEmpty else { return [] }
                arguments += mappings.map(\.path)
            }
        } else {
            mappings = targetMappings()
            guard !mappings.isEmpty else { return [] }
            arguments += ["--no-config"] + mappings.map(\.path)
        }
        let stamp = workDirectory.appendingPathComponent("AuditPassed.swift")
        arguments += ["--stamp", stamp.path]
        return [.buildCommand(
            displayName: "Auditing the mapping files of \(targetName)",
            executable: tool, arguments: arguments, inputFiles: inputs + mappings, outputFiles: [stamp])]
    }

    /// The deepest directory holding every file (PackagePlugin 6.0 has no URL for a target's directory).
    static func commonDirectory(_ files: [URL]) -> URL? {
        guard var common = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else { return nil }
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: common.count <= 1 ? "/" : "/" + common.dropFirst().joined(separator: "/"), isDirectory: true)
    }

    /// The target's `*.txt` files, those inside a directory it copies as a resource (`.copy("mappings")`) included.
    private func targetMappings() -> [URL] {
        files.flatMap { file -> [URL] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                return file.pathExtension == "txt" ? [file] : []
            }
            let enumerator = FileManager.default.enumerator(at: file, includingPropertiesForKeys: nil)
            return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "txt" }
        }.sorted { $0.path < $1.path }
    }

    /// The nearest `.audit.json` from the target's directory up to the root directory.
    private func configFile() -> URL? {
        let root = rootDirectory.standardizedFileURL.path
        var directory = targetDirectory.standardizedFileURL
        while true {
            let candidate = directory.appendingPathComponent(".audit.json")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            if directory.path == root || !directory.path.hasPrefix(root) { return nil }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }

    /// The config's `paths`, resolved against its directory; nil when it has none. A file that is not JSON
    /// is left to the audit, which reports it with its line.
    private func configuredPaths(_ config: URL) -> [URL]? {
        guard let data = FileManager.default.contents(atPath: config.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let paths = object["paths"] as? [String] else { return nil }
        let directory = config.deletingLastPathComponent()
        return paths.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : directory.appendingPathComponent($0) }
    }

    /// A mapping path as the audit reads it: a file, or a directory's `*.txt` files directly inside it.
    private func mappingFiles(_ path: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted().map { path.appendingPathComponent($0) }
    }
}
