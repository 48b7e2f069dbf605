# RouteKit: build, test and run. `make test` is what CI runs (.ci/run).
#
# Every target first makes sure the system packages the package needs are installed (`deps`).

SWIFT ?= swift
# Packages the build and the tests need: ncurses headers for CNcurses, tmux for the end-to-end tests.
APT_PACKAGES := libncurses-dev tmux
# apt-get needs root; use sudo when not root and sudo exists.
SUDO := $(shell [ "$$(id -u)" = 0 ] || command -v sudo)

.PHONY: deps build test run

## deps: install $(APT_PACKAGES) with apt-get, only those missing (checked with dpkg -s)
deps:
	@if ! command -v dpkg >/dev/null 2>&1; then \
		echo "make deps: no dpkg here; install $(APT_PACKAGES) yourself"; exit 0; \
	fi; \
	missing=""; \
	for package in $(APT_PACKAGES); do \
		dpkg -s "$$package" >/dev/null 2>&1 || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "make deps: installing$$missing"; \
		$(SUDO) apt-get update && $(SUDO) apt-get install -y --no-install-recommends $$missing; \
	fi

## build: build every target
build: deps
	$(SWIFT) build

## test: the whole suite; one stage a line, so a new stage is one more line
test: deps
	$(SWIFT) build
	$(SWIFT) test

## run: replay a scenario headless with its transcript
run: deps
	$(SWIFT) run routenav run --transcript Resources/Scenarios/bare-cold-link.scenario
