/// `audit completions SHELL`: a completion script for bash, zsh or fish, generated from `CommandTable`. Each
/// completes the command words, each command's options, and values by their kind: the choices of `--format`,
/// files, directories, git revisions, the vocabulary's identifiers (from `audit vocab`), the built-in
/// vocabularies' names (with files) and command names.
enum CompletionScript {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// The script for `shell`, completing `commands`.
    static func render(_ shell: Shell, commands: [any CommandSpec] = CommandTable.all) -> String {
        switch shell {
        case .bash: return bash(commands)
        case .zsh: return zsh(commands)
        case .fish: return fish(commands)
        }
    }

    /// The first line of every script: what it is and how it was made.
    static func header(_ shell: Shell) -> String {
        "# \(shell.rawValue) completion for audit, generated from its command table by `audit completions \(shell.rawValue)`.\n"
    }
}
