# Common tasks. `make` builds a release binary; see README.md for the rest.
PREFIX ?= /usr/local
SWIFT ?= swift
BUILD_FLAGS ?= -j 2
BIN := .build/release/scaffold
DEBUG_BIN := .build/debug/scaffold

.PHONY: all build test install uninstall golden check bench clean

all: build

build:
	$(SWIFT) build -c release $(BUILD_FLAGS)

test:
	$(SWIFT) test $(BUILD_FLAGS)

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 $(BIN) "$(DESTDIR)$(PREFIX)/bin/scaffold"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/scaffold"

# Re-record the golden files from the current templates, then show what changed.
golden:
	SCAFFOLD_RECORD=1 $(SWIFT) test $(BUILD_FLAGS) --filter GoldenTests || true
	git status --short -- Tests/Golden

# Fails when the committed golden output is not what the bundled specs generate.
check:
	$(SWIFT) build $(BUILD_FLAGS) --product scaffold
	$(DEBUG_BIN) scene --check --output Tests/Golden/Scenes --tests Tests/Golden/SceneTests

clean:
	rm -rf .build
