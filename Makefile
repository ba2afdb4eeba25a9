# audit: the two commands a new machine needs are `make audit` and `make test`.
SWIFT ?= swift
WORDNET ?= /usr/share/wordnet
FUZZ_SECONDS ?= 60
PREFIX ?= /usr/local
## The release binary carries the Swift runtime and Foundation inside it (a static executable), so it
## starts without loading shared libraries and runs on a machine with no Swift installed. Type metadata
## is reached through direct accessors rather than mangled names, which the runtime would otherwise
## demangle and check against the binary's conformance table on first use: about 1.7 M fewer
## instructions at start-up (callgrind, `audit mappings`).
RELEASE_FLAGS = -c release --static-swift-stdlib -Xswiftc -static-executable \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors

.PHONY: build release test audit docs bench taxonomy taxonomy-check install install-bin static-check generate generate-check usage fuzz install-man parity snapshots instructions

build:
	$(SWIFT) build

release:
	$(SWIFT) build $(RELEASE_FLAGS) --product audit

## Install the release binary as $(PREFIX)/bin/audit (DESTDIR is honoured). Further files (a man page)
## hook in with their own target: `install: install-man`.
install: install-bin install-man

install-bin: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 .build/release/audit "$(DESTDIR)$(PREFIX)/bin/audit"

install-man: release
	install -d "$(DESTDIR)$(PREFIX)/share/man/man1"
	.build/release/audit help --man > "$(DESTDIR)$(PREFIX)/share/man/man1/audit.1"

## Fail when the release binary needs a Swift installation: a Swift library linked dynamically, or a
## run with an empty environment that does not work. Fail too when full Foundation or ICU got linked in:
## the library uses FoundationEssentials only, and ICU's data alone costs every start-up page faults.
static-check: release
	@if ldd .build/release/audit 2>/dev/null | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime'; then \
	  echo "static-check: .build/release/audit links the Swift libraries above dynamically"; exit 1; fi
	@if nm .build/release/audit | grep -m 3 -E ' icudt[0-9]+_dat$$|\$$s10Foundation|\$$s26FoundationInternationalization'; then \
	  echo "static-check: .build/release/audit links full Foundation or ICU (symbols above)"; exit 1; fi
	@if grep -a -o -m 1 'AUDIT_TEST_[A-Z_]*' .build/release/audit; then \
	  echo "static-check: .build/release/audit carries a test hook (above): keep it under #if DEBUG"; exit 1; fi
	env -i LD_LIBRARY_PATH= .build/release/audit --version
	env -i LD_LIBRARY_PATH= .build/release/audit mappings --fail-on never > /dev/null

## Build and run every test (unit, golden files, end-to-end runs of the built binary).
test:
	$(SWIFT) build
	$(SWIFT) test --disable-swift-testing  # the tests are XCTest cases

## Audit the shipped mappings with the built-in vocabulary.
audit: release
	.build/release/audit mappings --fail-on warning

## Regenerate docs/mappings.md, docs/vocabulary.md and the summary in README.md from mappings/.
docs: release
	.build/release/audit docs

## Measure the release binary (default, scale and growth cases) and rewrite docs/benchmarks.md.
bench: release
	$(SWIFT) build $(RELEASE_FLAGS) --product audit-bench
	.build/release/audit-bench --audit .build/release/audit --output docs/benchmarks.md

## Regenerate everything generated: the taxonomy (knowledge table, embedded table, meaning index; with
## WordNet 3.0 when installed), docs/rules.md and the README's rules table and JSON sample (taxonomy-gen,
## whose list of generators is in Sources/TaxonomyGeneration/GeneratedFiles.swift), then, with the
## rebuilt binary, the mapping docs and the README summary (`audit docs`).
generate:
	$(SWIFT) run taxonomy-gen
	$(MAKE) docs usage

## Fail when a generated file is not what its generator produces (needs WordNet 3.0 at $(WORDNET)).
generate-check:
	$(SWIFT) run taxonomy-gen --check --wordnet $(WORDNET)
	$(MAKE) release
	.build/release/audit docs --check

## Regenerate taxonomy/knowledge.tsv and the embedded table from WordNet 3.0 (Debian: wordnet-base),
## with the other generated files.
taxonomy:
	$(SWIFT) run taxonomy-gen --wordnet $(WORDNET)

## Fail when the committed taxonomy is not what the generator produces.
taxonomy-check:
	$(SWIFT) run taxonomy-gen --check --wordnet $(WORDNET)

## Regenerate README.md's usage block from the command table (Sources/TaxonomyAudit/CLI/CommandTable.swift):
## a recording pass (which fails by design once it has written), then a pass that verifies.
usage:
	$(SWIFT) build --build-tests
	-UPDATE_SNAPSHOTS=1 $(SWIFT) test --disable-swift-testing --filter ReadmeUsageTests > /dev/null
	$(SWIFT) test --disable-swift-testing --filter ReadmeUsageTests

## Re-record the golden files of the tests FILTER names (a regular expression of test names; all when
## empty): a recording pass, then a pass that verifies.
snapshots:
	$(SWIFT) build --build-tests
	-UPDATE_SNAPSHOTS=1 $(SWIFT) test --disable-swift-testing $(if $(FILTER),--filter '$(FILTER)') > /dev/null
	$(SWIFT) test --disable-swift-testing $(if $(FILTER),--filter '$(FILTER)')

## Compare the working tree's behaviour (or NEW's, a commit) with BASE's (a commit): every report, patch,
## written file and exit status on a fixed list of cases must be identical (.ci/parity lists them).
parity:
	.ci/parity $(BASE) $(NEW)

## Fuzz the parsers with libFuzzer for FUZZ_SECONDS each (default 60); FUZZ_TARGETS picks some (see Fuzz/).
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run.sh $(FUZZ_TARGETS)

## Gate speed on instruction counts: three named `make bench` cases under valgrind's callgrind, each against
## the ceiling written in .ci/instructions (wall times here swing too much to gate on).
instructions: release
	$(SWIFT) build $(RELEASE_FLAGS) --product audit-bench
	.ci/instructions

## Measure only the CategoryMapping library, in-process (verdict per photo, loading the mappings).
.PHONY: bench-library
bench-library:
	$(SWIFT) build $(RELEASE_FLAGS) --product audit-bench
	.build/release/audit-bench --library
