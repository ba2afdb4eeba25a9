extension AuditCommand {
    /// `audit completions SHELL`: the completion script for the shell.
    func completions(_ options: CompletionsOptions) -> Int32 {
        io.write(CompletionScript.render(options.shell))
        return ExitStatus.success.rawValue
    }
}
