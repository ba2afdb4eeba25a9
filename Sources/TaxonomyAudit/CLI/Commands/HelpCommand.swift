extension AuditCommand {
    /// `audit help [COMMAND]`, or with `--man` the manual page.
    func help(_ options: HelpOptions) -> Int32 {
        options.manual ? manual() : help(options.command)
    }

    /// The help of the command `name`; nil (or the default command) for the overview.
    func help(_ name: String?) -> Int32 {
        io.write(HelpText.render(name.flatMap(CommandTable.command(named:)) ?? CommandTable.defaultCommand))
        return ExitStatus.success.rawValue
    }

    /// The manual page of every command (`audit help --man`).
    func manual() -> Int32 {
        io.write(ManualPage.render())
        return ExitStatus.success.rawValue
    }
}
