#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AuditCommand {
    /// `audit lsp`: the language server on standard input and output, until `exit` or end of input.
    func lsp(_: NoOptions) -> Int32 {
        LanguageServer(write: io.write, log: io.writeError).run(input: STDIN_FILENO)
    }
}
