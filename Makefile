# Common tasks. `make` builds a release binary; see README.md and Documentation/ for the rest.
PREFIX ?= /usr/local
SWIFT ?= swift
BUILD_FLAGS ?= -j 2
BIN := .build/release/scaffold
DEBUG_BIN := .build/debug/scaffold

.PHONY: all build test install uninstall golden check contract format lint bench fuzz clean

all: build

# Only the tool (with swift-syntax, which reads the app's Swift): the dev tools (the bench, the contract generator)
# build on demand.
build:
	$(SWIFT) build -c release $(BUILD_FLAGS) --product scaffold

test:
	$(SWIFT) test $(BUILD_FLAGS)

# On Linux the Swift runtime and Foundation are linked into the installed binary, so it starts on a machine
# without the toolchain's lib folder (macOS has the runtime in the system). Only `scaffold` is built this way.
# The installed binary drops its debug information (a third of its size); `-S` means that to GNU and Apple strip.
STRIP ?= strip
STATIC_STDLIB := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)

install:
	$(SWIFT) build -c release $(BUILD_FLAGS) $(STATIC_STDLIB) --product scaffold
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 $(BIN) "$(DESTDIR)$(PREFIX)/bin/scaffold"
	$(STRIP) -S "$(DESTDIR)$(PREFIX)/bin/scaffold"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/scaffold"

# Re-record the golden files from the current templates, then show what changed.
# The golden tests (scenes, tests, graph, template context) are in ScaffoldReferenceTests; the broken-spec
# test runs the binary, so it is a CLI test.
golden:
	SCAFFOLD_RECORD=1 $(SWIFT) test $(BUILD_FLAGS) --filter 'ScaffoldReferenceTests|brokenSpecs' || true
	git status --short -- Tests/Golden Tests/BrokenSpecs

# Fails when the committed golden output is not what the bundled specs generate.
check:
	$(SWIFT) build $(BUILD_FLAGS) --product scaffold
	$(DEBUG_BIN) scene --check --no-cache --output Tests/Golden/Scenes --services Tests/Golden/Services \
		--tests Tests/Golden/SceneTests

# Writes every template model's templateValue, TemplateSchema.objects and the key tables of
# Documentation/TemplateContext.md from the doc comments of the structs tagged `- Template object:`
# (Documentation/Contributing.md, "Adding a template key"). GeneratedFilesValidityTests fails until this has run.
contract:
	$(SWIFT) build $(BUILD_FLAGS) --product generate-template-contract
	.build/debug/generate-template-contract .

# Swift sources the team writes, formatted with the toolchain's swift-format and .swift-format.
FORMAT_PATHS := Package.swift Plugins Sources App $(filter-out Tests/Golden,$(wildcard Tests/*))

# Rewrites the sources in the house format.
format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMAT_PATHS)

# Fails on any formatting finding, in the sources and in the golden generated output (which
# format never rewrites: it is what the templates produce, so the templates must produce it clean).
# Tests/Golden/Evolution is left out: it holds a person's edits, reordered imports among them.
lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS) Tests/Golden/Scenes Tests/Golden/Services Tests/Golden/SceneTests \
		Tests/Golden/CleanArchitecture Tests/Golden/Shadowing Tests/Golden/ExistingApp Tests/Golden/Migration Tests/Golden/RxFlowApp Tests/Golden/SceneNavigator \
		Tests/Golden/JobisApp Tests/Golden/AppStepsApp

# Times the release binary on synthetic projects of 10, 100 and 1000 scenes; prints tables (medians, phases,
# growth) and callgrind's instruction counts at 100 scenes; never fails on timing.
# Options pass through, e.g. make bench BENCH_FLAGS="--sizes 100,1000,10000 --runs 7 --instructions-size 0".
# Two builds: given --product twice, swift build builds only the last one and would time a stale scaffold.
bench:
	$(SWIFT) build -c release -j 2 --product scaffold
	$(SWIFT) build -c release -j 2 --product scaffold-bench
	.build/release/scaffold-bench $(BENCH_FLAGS)

# Valid means compiles, at length: random projects (Tests/ScaffoldReferenceTests/ProjectFuzzer.swift) go through
# `scaffold scene`, and what validation accepts is compiled against the stand-ins in Swift 5 and 6 modes, in
# projects of SCAFFOLD_FUZZ_BATCH scenes. Prints "fuzz: seed 7, 2000 specs tried, ... 0 failures" and fails on any
# compile error, showing the specs it blames. Choose the figures: make fuzz SCAFFOLD_FUZZ_SEED=8 SCAFFOLD_FUZZ_SPECS=500.
fuzz:
	SCAFFOLD_FUZZ_SPECS=$${SCAFFOLD_FUZZ_SPECS:-2000} SCAFFOLD_FUZZ_SEED=$${SCAFFOLD_FUZZ_SEED:-7} \
		SCAFFOLD_FUZZ_BATCH=$${SCAFFOLD_FUZZ_BATCH:-40} $(SWIFT) test $(BUILD_FLAGS) --filter FuzzCompileTests

clean:
	rm -rf .build
