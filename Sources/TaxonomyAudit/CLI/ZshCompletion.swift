/// The zsh script of `audit completions zsh`.
extension CompletionScript {
    static func zsh(_ commands: [any CommandSpec]) -> String {
        var out = "#compdef audit\n" + header(.zsh) + """

            _audit() {
                local audit_command=${words[1]}
                local -a commands
                commands=(
            \(commands.map { "        " + zshQuoted("\($0.name):\($0.abstract)") }.joined(separator: "\n"))
                )
                if (( CURRENT > 2 )); then
                    case ${words[2]} in
                        (\(commands.map(\.name).joined(separator: "|")))
                            local name=${words[2]}
                            shift words
                            (( CURRENT-- ))
                            _audit_$name
                            return
                            ;;
                    esac
                fi
                if (( CURRENT == 2 )) && [[ $PREFIX != -* ]]; then
                    _describe -t commands 'audit command' commands
                fi
                _audit_\(commands[0].name)
            }

            _audit_identifiers() {
                local -a identifiers
                identifiers=(${(f)"$(_call_program identifiers ${(q)audit_command} vocab 2>/dev/null)"})
                _wanted identifiers expl identifier compadd -a identifiers
            }

            _audit_revisions() {
                local -a revisions
                revisions=(HEAD ${(f)"$(_call_program revisions "git for-each-ref --format='%(refname:short)'" 2>/dev/null)"})
                _wanted revisions expl revision compadd -a revisions
            }

            """
        for command in commands {
            var specs: [String] = []
            for option in command.optionInfos {
                let help = "[" + option.help.replacingEvery("\\", with: "\\\\").replacingEvery("]", with: "\\]") + "]"
                let value = option.value.map { ":\($0.name):\(zshAction($0.kind, commands))" } ?? ""
                for name in [option.short, option.name].compactMap({ $0 }) {
                    let spelled = option.value != nil && name.hasPrefix("--") ? name + "=" : name
                    specs.append(zshQuoted((option.repeats ? "*" : "") + spelled + help + value))
                }
            }
            for positional in command.positionalInfos {
                let arity = positional.arity == .many ? "*:" : positional.arity == .optional ? "::" : ":"
                specs.append(zshQuoted(arity + "\(positional.name):\(zshAction(positional.kind, commands))"))
            }
            out += "\n_audit_\(command.name)() {\n    _arguments -s -S \\\n" + specs.map { "        \($0)" }.joined(separator: " \\\n") + "\n}\n"
        }
        out += """

            if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
                _audit "$@"
            else
                compdef _audit audit
            fi

            """
        return out
    }

    private static func zshAction(_ kind: ValueKind, _ commands: [any CommandSpec]) -> String {
        switch kind {
        case .text: return " "
        case .path: return "_files"
        case .directory: return "_files -/"
        case let .choice(values): return "(\(values.joined(separator: " ")))"
        case .identifier: return "_audit_identifiers"
        case .command: return "(\(commands.map(\.name).joined(separator: " ")))"
        case .revision: return "_audit_revisions"
        case let .vocabulary(names): return "_alternative 'vocabularies:built-in vocabulary:(\(names.joined(separator: " ")))' 'files:vocabulary file:_files'"
        }
    }

    /// `text` in zsh's single quotes.
    private static func zshQuoted(_ text: String) -> String {
        "'" + text.replacingEvery("'", with: "'\\''") + "'"
    }
}
