# fish completion for audit, generated from its command table by `audit completions fish`.

# The command word, else check (the default command).
function __audit_command
    set -l words (commandline -opc)
    if set -q words[2]; and contains -- $words[2] check explain verdicts replay discover vocab rules docs port init lsp help completions version
        echo $words[2]
    else
        echo check
    end
end

# How many arguments (not options, nor their values: the options given) come before the cursor.
function __audit_argument_count
    set -l words (commandline -opc)[2..-1]
    if set -q words[1]; and contains -- $words[1] check explain verdicts replay discover vocab rules docs port init lsp help completions version
        set -e words[1]
    end
    set -l count 0
    set -l skip 0
    for word in $words
        if test $skip -eq 1
            set skip 0
        else if contains -- $word $argv
            set skip 1
        else if not string match -q -- '-*' $word
            set count (math $count + 1)
        end
    end
    echo $count
end

function __audit_identifiers
    set -l words (commandline -opc)
    $words[1] vocab 2>/dev/null
end

function __audit_revisions
    echo HEAD
    git for-each-ref --format='%(refname:short)' 2>/dev/null
end

complete -c audit -f
complete -c audit -n 'test (count (commandline -opc)) -eq 1' -a 'check explain verdicts replay discover vocab rules docs port init lsp help completions version'

# audit check
complete -c audit -n 'test (__audit_command) = check' -l format -x -a 'text json sarif github junit markdown xcode' -d 'the report\'s format: text (default), json, sarif, github, junit, markdown or xcode'
complete -c audit -n 'test (__audit_command) = check' -l fail-on -x -a 'error warning note never' -d 'exit 1 when a finding reaches: error (default), warning, note or never'
complete -c audit -n 'test (__audit_command) = check' -l vocabulary -r -F -a 'apple-vision-rev1 apple-vision-rev2 apple-vision google-mlkit imagenet-1k coco' -d 'a built-in vocabulary (apple-vision-rev1, the default, also apple-vision-rev2 and apple-vision; google-mlkit; imagenet-1k; coco: `audit vocab --list`) or a FILE: one identifier per line, flat unless it says `# audit:reporting hierarchical`'
complete -c audit -n 'test (__audit_command) = check' -l fix -d 'apply the safe fixes (spelling with one answer, duplicates), then audit the result'
complete -c audit -n 'test (__audit_command) = check' -l suggest -d 'in a terminal, ask about each finding and write the accepted fixes'
complete -c audit -n 'test (__audit_command) = check' -l diff -d 'print the default answer to every error and warning as a unified diff (for `git apply`) instead of the report; no file is written'
complete -c audit -n 'test (__audit_command) = check' -l base -x -a '(__audit_revisions)' -d 'compare with the mapping files at git revision REF: only findings the edit introduced count toward --fail-on'
complete -c audit -n 'test (__audit_command) = check' -l baseline -r -F -d 'findings FILE lists are marked baselined and do not count'
complete -c audit -n 'test (__audit_command) = check' -l write-baseline -r -F -d 'record today\'s findings in FILE (then they are baselined)'
complete -c audit -n 'test (__audit_command) = check' -l strict-baseline -d 'also fail when the baseline lists findings that no longer occur'
complete -c audit -n 'test (__audit_command) = check' -l fail-on-verdict-change -d 'with --base: also exit 1 when the edit changes a verdict'
complete -c audit -n 'test (__audit_command) = check' -l stamp -r -F -d 'write FILE (empty) when no finding reaches --fail-on, so a build system sees the audit passed (the SwiftPM plugin\'s output)'
complete -c audit -n 'test (__audit_command) = check' -l policy -x -a 'first-match top1 any most-specific' -d 'how the app picks a verdict: first-match (default), top1, any or most-specific'
complete -c audit -n 'test (__audit_command) = check' -l top -x -d 'first-match: how many observations it walks (default: 5)'
complete -c audit -n 'test (__audit_command) = check' -l threshold -x -d 'the confidence an observation needs to count (default: 0.2)'
complete -c audit -n 'test (__audit_command) = check' -l rule -x -d 'set every finding of a rule to error, warning or note, or turn it off'
complete -c audit -n 'test (__audit_command) = check' -l config -r -F -d 'read FILE instead of the nearest .audit.json'
complete -c audit -n 'test (__audit_command) = check' -l no-config -d 'read no .audit.json'
complete -c audit -n 'test (__audit_command) = check' -l version -d 'show the version'
complete -c audit -n 'test (__audit_command) = check' -s h -l help -d 'show this help'
complete -c audit -n 'test (__audit_command) = check; and test (__audit_argument_count --format --fail-on --vocabulary --base --baseline --write-baseline --stamp --policy --top --threshold --rule --config) -ge 0' -F -d 'mapping files, or directories: their *.txt lists and, at any depth, source files with audit: markers (default: mappings)'

# audit explain
complete -c audit -n 'test (__audit_command) = explain' -l vocabulary -r -F -a 'apple-vision-rev1 apple-vision-rev2 apple-vision google-mlkit imagenet-1k coco' -d 'a built-in vocabulary (apple-vision-rev1, the default, also apple-vision-rev2 and apple-vision; google-mlkit; imagenet-1k; coco: `audit vocab --list`) or a FILE: one identifier per line, flat unless it says `# audit:reporting hierarchical`'
complete -c audit -n 'test (__audit_command) = explain' -l policy -x -a 'first-match top1 any most-specific' -d 'how the app picks a verdict: first-match (default), top1, any or most-specific'
complete -c audit -n 'test (__audit_command) = explain' -l top -x -d 'first-match: how many observations it walks (default: 5)'
complete -c audit -n 'test (__audit_command) = explain' -l threshold -x -d 'the confidence an observation needs to count (default: 0.2)'
complete -c audit -n 'test (__audit_command) = explain' -l config -r -F -d 'read FILE instead of the nearest .audit.json'
complete -c audit -n 'test (__audit_command) = explain' -l no-config -d 'read no .audit.json'
complete -c audit -n 'test (__audit_command) = explain' -s h -l help -d 'show this help'
complete -c audit -n 'test (__audit_command) = explain; and test (__audit_argument_count --vocabulary --policy --top --threshold --config) -eq 0' -a '(__audit_identifiers)' -d 'an identifier, or a word as a mapping file writes it'
complete -c audit -n 'test (__audit_command) = explain; and test (__audit_argument_count --vocabulary --policy --top --threshold --config) -ge 1' -F -d 'the mappings to look in (default: mappings, when it exists)'

# audit verdicts
complete -c audit -n 'test (__audit_command) = verdicts' -l format -x -a 'text json markdown' -d 'the output\'s format: text (default), json or markdown'
complete -c audit -n 'test (__audit_command) = verdicts' -l vocabulary -r -F -a 'apple-vision-rev1 apple-vision-rev2 apple-vision google-mlkit imagenet-1k coco' -d 'a built-in vocabulary (apple-vision-rev1, the default, also apple-vision-rev2 and apple-vision; google-mlkit; imagenet-1k; coco: `audit vocab --list`) or a FILE: one identifier per line, flat unless it says `# audit:reporting hierarchical`'
complete -c audit -n 'test (__audit_command) = verdicts' -l base -x -a '(__audit_revisions)' -d 'also show the verdicts that changed since git revision REF'
complete -c audit -n 'test (__audit_command) = verdicts' -l fail-on-verdict-change -d 'with --base: exit 1 when a verdict changed'
complete -c audit -n 'test (__audit_command) = verdicts' -l policy -x -a 'first-match top1 any most-specific' -d 'how the app picks a verdict: first-match (default), top1, any or most-specific'
complete -c audit -n 'test (__audit_command) = verdicts' -l top -x -d 'first-match: how many observations it walks (default: 5)'
complete -c audit -n 'test (__audit_command) = verdicts' -l threshold -x -d 'the confidence an observation needs to count (default: 0.2)'
complete -c audit -n 'test (__audit_command) = verdicts' -l config -r -F -d 'read FILE instead of the nearest .audit.json'
complete -c audit -n 'test (__audit_command) = verdicts' -l no-config -d 'read no .audit.json'
complete -c audit -n 'test (__audit_command) = verdicts' -s h -l help -d 'show this help'
complete -c audit -n 'test (__audit_command) = verdicts; and test (__audit_argument_count --format --vocabulary --base --policy --top --threshold --config) -ge 0' -F -d 'mapping files, or directories: their *.txt lists and, at any depth, source files with audit: markers (default: mappings)'

# audit replay
complete -c audit -n 'test (__audit_command) = replay' -l mappings -r -F -d 'mapping files or directories (default: mappings, or .audit.json\'s paths)'
complete -c audit -n 'test (__audit_command) = replay' -l format -x -a 'text json' -d 'the output\'s format: text (default) or json'
complete -c audit -n 'test (__audit_command) = replay' -l vocabulary -r -F -a 'apple-vision-rev1 apple-vision-rev2 apple-vision google-mlkit imagenet-1k coco' -d 'a built-in vocabulary (apple-vision-rev1, the default, also apple-vision-rev2 and apple-vision; google-mlkit; imagenet-1k; coco: `audit vocab --list`) or a FILE: one identifier per line, flat unless it says `# audit:reporting hierarchical`'
complete -c audit -n 'test (__audit_command) = replay' -l base -x -a '(__audit_revisions)' -d 'also replay the mappings at git revision REF and count the flips'
complete -c audit -n 'test (__audit_command) = replay' -l fail-on-verdict-change -d 'with --base: exit 1 when a verdict flipped'
complete -c audit -n 'test (__audit_command) = replay' -l policy -x -a 'first-match top1 any most-specific' -d 'how the app picks a verdict: first-match (default), top1, any or most-specific'
complete -c audit -n 'test (__audit_command) = replay' -l top -x -d 'first-match: how many observations it walks (default: 5)'
complete -c audit -n 'test (__audit_command) = replay' -l threshold -x -d 'the confidence an observation needs to count (default: 0.2)'
complete -c audit -n 'test (__audit_command) = replay' -l config -r -F -d 'read FILE instead of the nearest .audit.json'
complete -c audit -n 'test (__audit_command) = replay' -l no-config -d 'read no .audit.json'
complete -c audit -n 'test (__audit_command) = replay' -s h -l help -d 'show this help'
complete -c audit -n 'test (__audit_command) = replay; and test (__audit_argument_count --mappings --format --vocabulary --base --policy --top --threshold --config) -ge 0' -F -d 'capture files (.json, or JSON Lines)'

# audit discover
complete -c audit -n 'test (__audit_command) = discover' -l format -x -a 'text json' -d 'the output\'s format: text (default) or json'
complete -c audit -n 'test (__audit_command) = discover' -l write -d 'insert each marker on its own line above its list (nothing else in the file changes); when every list fits one vocabulary other than apple-vision-rev1, set "vocabulary" in .audit.json'
complete -c audit -n 'test (__audit_command) = discover' -s h -l help -d 'show this help'
complete -c audit -n 'test (__audit_command) = discover; and test (__audit_argument_count --format) -ge 0' -F -d 'source files (JSON files and property lists, which need no marker, when named), or directories: their source files at any depth (default: .)'

# audit vocab
complete -c audit -n 'test (__audit_command) = vocab' -l vocabulary -r -F -a 'apple-vision-rev1 apple-vision-rev2 apple-vision google-mlkit imagenet-1k coco' -d 'a built-in vocabulary (apple-vision-rev1, the default, also apple-vision-rev2 and apple-vision; google-mlkit; imagenet-1k; coco: `audit vocab --list`) or a FILE: one identifier per line, flat unless it says `# audit:reporting hierarchical`'
complete -c audit -n 'test (__audit_command) = vocab' -l list -d 'list the built-in vocabularies: each name, count, reporting model and source'
complete -c audit -n 'test (__audit_command) = vocab' -s h -l help -d 'show this help'

# audit rules
complete -c audit -n 'test (__audit_command) = rules' -s h -l help -d 'show this help'

# audit docs
complete -c audit -n 'test (__audit_command) = docs' -l check -d 'write nothing; exit 1 and show a diff when a file is out of date'
complete -c audit -n 'test (__audit_command) = docs' -l output -r -F -d 'write under DIR (which holds README.md) instead of here'
complete -c audit -n 'test (__audit_command) = docs' -l vocabulary -r -F -a 'apple-vision-rev1 apple-vision-rev2 apple-vision google-mlkit imagenet-1k coco' -d 'a built-in vocabulary (apple-vision-rev1, the default, also apple-vision-rev2 and apple-vision; google-mlkit; imagenet-1k; coco: `audit vocab --list`) or a FILE: one identifier per line, flat unless it says `# audit:reporting hierarchical`'
complete -c audit -n 'test (__audit_command) = docs' -l policy -x -a 'first-match top1 any most-specific' -d 'how the app picks a verdict: first-match (default), top1, any or most-specific'
complete -c audit -n 'test (__audit_command) = docs' -l top -x -d 'first-match: how many observations it walks (default: 5)'
complete -c audit -n 'test (__audit_command) = docs' -l threshold -x -d 'the confidence an observation needs to count (default: 0.2)'
complete -c audit -n 'test (__audit_command) = docs' -l config -r -F -d 'read FILE instead of the nearest .audit.json'
complete -c audit -n 'test (__audit_command) = docs' -l no-config -d 'read no .audit.json'
complete -c audit -n 'test (__audit_command) = docs' -s h -l help -d 'show this help'
complete -c audit -n 'test (__audit_command) = docs; and test (__audit_argument_count --output --vocabulary --policy --top --threshold --config) -ge 0' -F -d 'the mappings to document (default: mappings)'

# audit port
complete -c audit -n 'test (__audit_command) = port' -l to -x -a 'apple-vision-rev1 google-mlkit imagenet-1k coco' -d 'the built-in vocabulary to port to: apple-vision-rev1, google-mlkit, imagenet-1k, coco'
complete -c audit -n 'test (__audit_command) = port' -l vocabulary -x -a 'apple-vision-rev1 google-mlkit imagenet-1k coco' -d 'the built-in vocabulary the mappings are written for (default: .audit.json\'s, else apple-vision-rev1)'
complete -c audit -n 'test (__audit_command) = port' -l output -r -F -d 'write DIR/CATEGORY.txt for each category (only those that change) instead of printing them'
complete -c audit -n 'test (__audit_command) = port' -l diff -d 'write nothing; print what --output DIR would change (without it, the new files) as a unified diff'
complete -c audit -n 'test (__audit_command) = port' -l check -r -F -d 'compare these mappings with --against\'s, concept by concept, instead of porting'
complete -c audit -n 'test (__audit_command) = port' -l against -r -F -d 'with --check: the mappings for the --to vocabulary'
complete -c audit -n 'test (__audit_command) = port' -l config -r -F -d 'read FILE instead of the nearest .audit.json'
complete -c audit -n 'test (__audit_command) = port' -l no-config -d 'read no .audit.json'
complete -c audit -n 'test (__audit_command) = port' -s h -l help -d 'show this help'
complete -c audit -n 'test (__audit_command) = port; and test (__audit_argument_count --to --vocabulary --output --check --against --config) -ge 0' -F -d 'the mappings to port (default: mappings)'

# audit init
complete -c audit -n 'test (__audit_command) = init' -s h -l help -d 'show this help'

# audit lsp
complete -c audit -n 'test (__audit_command) = lsp' -l stdio -d 'talk over standard input and output (the only transport, accepted for editors that pass it)'
complete -c audit -n 'test (__audit_command) = lsp' -s h -l help -d 'show this help'

# audit help
complete -c audit -n 'test (__audit_command) = help' -l man -d 'print the manual page of every command (roff: `man -l`, or install as audit.1)'
complete -c audit -n 'test (__audit_command) = help' -s h -l help -d 'show this help'
complete -c audit -n 'test (__audit_command) = help; and test (__audit_argument_count ) -eq 0' -a 'check explain verdicts replay discover vocab rules docs port init lsp help completions version' -d 'the command to describe'

# audit completions
complete -c audit -n 'test (__audit_command) = completions' -s h -l help -d 'show this help'
complete -c audit -n 'test (__audit_command) = completions; and test (__audit_argument_count ) -eq 0' -a 'bash zsh fish' -d 'the shell to complete in: bash, zsh or fish'

# audit version
complete -c audit -n 'test (__audit_command) = version' -s h -l help -d 'show this help'
