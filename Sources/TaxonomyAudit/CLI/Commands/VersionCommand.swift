extension AuditCommand {
    /// `audit version`, and `--version` of every command.
    func version(_: NoOptions = NoOptions()) -> Int32 {
        io.write("audit \(Self.version)\n")
        return ExitStatus.success.rawValue
    }
}
