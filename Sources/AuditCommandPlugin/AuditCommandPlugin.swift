import Foundation
import PackagePlugin

/// `swift package audit [ARGS...]`: runs `audit ARGS` in the package's directory, so it reads the package's
/// `.audit.json` (or `mappings/`); `--fix` needs `--allow-writing-to-package-directory`.
@main
struct AuditCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try AuditRun.run(tool: context.tool(named: "audit").url, arguments: arguments, in: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension AuditCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try AuditRun.run(tool: context.tool(named: "audit").url, arguments: arguments, in: context.xcodeProject.directoryURL)
    }
}
#endif

enum AuditRun {
    /// The audit's exit status when it is not 0.
    struct Failed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "audit exited with status \(status)" }
    }

    /// Runs the tool with `arguments` in `directory`, its output going where the plugin's goes.
    static func run(tool: URL, arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failed(status: process.terminationStatus) }
    }
}
