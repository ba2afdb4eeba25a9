#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension AuditCommand {
    /// `audit discover`: the label lists of source files that no marker marks yet (`ListDiscoveryReport`), each with the
    /// marker it needs; with `--write`, those markers inserted through `SafeWriter`.
    func discover(_ options: DiscoverOptions) throws -> Int32 {
        let report = try ListDiscoveryReport.discover(paths: options.paths)
        if options.write {
            let files = try report.markedFiles()
            try SafeWriter.write(files.map { file in
                SafeWriter.Replacement(path: file.path, contents: Data(file.marked), expectation: .contents(Data(file.original)))
            })
            io.write(report.text(written: true))
            return ExitStatus.success.rawValue
        }
        switch options.format {
        case .text: io.write(report.text())
        case .json: io.write(report.json())
        }
        return report.unmarked.isEmpty ? ExitStatus.success.rawValue : ExitStatus.failure.rawValue
    }
}
