extension AuditCommand {
    /// `audit rules`: every rule with its default severity and summary.
    func rules(_: NoOptions) -> Int32 {
        io.write(Auditor.descriptions.map { "\($0.id.rawValue) (\($0.severity.rawValue)): \($0.summary)\n" }.joined())
        return ExitStatus.success.rawValue
    }
}
