# audit: the two commands a new machine needs are `make audit` and `make test`.
SWIFT ?= swift
WORDNET ?= /usr/share/wordnet
FUZZ_SECONDS ?= 60

.PHONY: build release test audit docs bench taxonomy taxonomy-check usage fuzz

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release --product audit

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
	$(SWIFT) build -c release --product audit-bench
	.build/release/audit-bench --audit .build/release/audit --output docs/benchmarks.md

## Regenerate taxonomy/knowledge.tsv and the embedded table from WordNet 3.0 (Debian: wordnet-base).
taxonomy:
	$(SWIFT) run taxonomy-gen --wordnet $(WORDNET)

## Fail when the committed taxonomy is not what the generator produces.
taxonomy-check:
	$(SWIFT) run taxonomy-gen --check --wordnet $(WORDNET)

## Regenerate README.md's usage block from the command table (Sources/TaxonomyAudit/CLI/CommandTable.swift).
usage:
	$(SWIFT) build --build-tests
	UPDATE_SNAPSHOTS=1 $(SWIFT) test --disable-swift-testing --filter ReadmeUsageTests

## Fuzz the parsers with libFuzzer for FUZZ_SECONDS each (default 60); FUZZ_TARGETS picks some (see Fuzz/).
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run.sh $(FUZZ_TARGETS)

## Measure only the CategoryMapping library, in-process (verdict per photo, loading the mappings).
.PHONY: bench-library
bench-library:
	$(SWIFT) build -c release --product audit-bench
	.build/release/audit-bench --library
