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
            var replacements = try report.markedFiles().map { file in
                SafeWriter.Replacement(path: file.path, contents: Data(file.marked), expectation: .contents(Data(file.original)))
            }
            let configuration = try report.vocabularyToWrite.flatMap { try ListDiscoveryReport.configuration(setting: $0, from: ".") }
            if let configuration {
                replacements.append(SafeWriter.Replacement(path: configuration.path, contents: Data(configuration.contents),
                                                           expectation: configuration.original.map { .contents(Data($0)) } ?? .absent))
            }
            try SafeWriter.write(replacements)
            var text = report.text(written: true)
            if let configuration, let vocabulary = report.vocabularyToWrite {
                text += "set \"vocabulary\": \"\(vocabulary.rawValue)\" in \(TerminalText.escaped(configuration.path))\n"
            }
            text += report.vocabularyNotes.map { $0 + "\n" }.joined()
            io.write(text)
            return ExitStatus.success.rawValue
        }
        switch options.format {
        case .text: io.write(report.text())
        case .json: io.write(report.json())
        }
        return report.unmarked.isEmpty ? ExitStatus.success.rawValue : ExitStatus.failure.rawValue
    }
}
