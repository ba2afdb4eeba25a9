#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension AuditCommand {
    /// `audit init`: writes a starting `.audit.json` (`AuditConfig.template`) in the working directory, with every
    /// default spelled out; an existing one is never overwritten.
    func initConfig(_: NoOptions) throws -> Int32 {
        let path = AuditConfig.fileName
        guard !FileManager.default.fileExists(atPath: path) else {
            throw AuditError(path: path, line: nil, message: "already exists; not overwritten (edit it, or remove it first)")
        }
        try SafeWriter.write(AuditConfig.template, to: path, expecting: nil)
        io.write("wrote \(TerminalText.escaped(path))\n")
        return ExitStatus.success.rawValue
    }
}
