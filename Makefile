# RouteKit: build, test and run. `make test` is what CI runs (.ci/run).
#
# Every target first makes sure the system packages the package needs are installed (`deps`).

SWIFT ?= swift
# Packages the build and the tests need: ncurses headers for CNcurses, tmux for the end-to-end tests.
APT_PACKAGES := libncurses-dev tmux
# apt-get needs root; use sudo when not root and sudo exists.
SUDO := $(shell [ "$$(id -u)" = 0 ] || command -v sudo)

.PHONY: deps build clean-modules test format format-check docs docs-check run bench bench-windows fuzz soak soak-crash-loop soak-monkey

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

## clean-modules: delete the build folders of the modules and test targets changed since REV (default: ORIG_HEAD,
## where the last merge or pull started; REV=all for every one; after a change to a public type's layout,
## use REV=all: every dependent keeps the old layout) and the example packages' build,
## so the next build cannot keep a module compiled against an older interface (CONTRIBUTING "Stale modules")
REV ?= ORIG_HEAD
clean-modules:
	@if [ "$(REV)" = all ]; then modules=$$(ls Sources Tests | grep -v ':$$'); \
	else modules=$$(git diff --name-only "$(REV)" -- Sources Tests | cut -d/ -f2 | sort -u); fi; \
	for module in $$modules; do rm -rf ".build/debug/$$module.build" ".build/release/$$module.build"; done; \
	rm -rf .build/examples; \
	touch Package.swift; \
	echo "make clean-modules: removed the build folders of: $$(echo $$modules) (and .build/examples); Package.swift touched, so SwiftPM plans the build again and writes their output file maps"

## test: the whole suite; one stage a line, so a new stage is one more line. The last line counts the
## tests that passed, failed and were skipped, with why (.ci/test-summary.awk); the exit status is swift
## test's (a shell pipe would hide it, so it goes through a file). The DocC catalogs are checked by
## `docs-check` (below) right after the build, with `docc` itself rather than a Swift test: it resolves
## links exactly as DocC will, and on the 2-core machine it took 35 s with four other builds running.
## `swift test` also has DocCatalogTests: every public type curated, every link naming a declaration.
TEST_LOG ?= .build/make-test-output.txt
test: deps
	$(SWIFT) build
	@$(MAKE) --no-print-directory format-check
	@$(MAKE) --no-print-directory docs-check
	@{ $(SWIFT) test 2>&1; echo $$? > "$(TEST_LOG).status"; } | tee "$(TEST_LOG)"; \
	status=$$(cat "$(TEST_LOG).status" 2>/dev/null || echo 1); \
	awk -v status="$$status" -f .ci/test-summary.awk "$(TEST_LOG)"; \
	exit $$status

## format: apply the house style (.swift-format) to Sources/
format:
	$(SWIFT) format format --in-place --recursive Sources

## format-check: fail when Sources/ strays from the house style (.swift-format: 4 spaces, 160 columns, doc comments)
format-check:
	@$(SWIFT) format lint --strict --recursive Sources || { \
		echo "make test: Sources/ strays from .swift-format (above); run 'make format' and fix what it cannot"; exit 1; }

## docs: the DocC documentation of RouteInterface and Route, from their catalogs
## (Sources/RouteInterface/RouteInterface.docc, Sources/Route/Route.docc) and doc comments, into
## $(DOCS_DIR)/<Module>.doccarchive. The toolchain has `docc` but not the swift-docc-plugin, so this builds
## Route, extracts the two modules' symbol graphs from the build with swift-symbolgraph-extract, and runs
## `docc convert --analyze --warnings-as-errors`: a ``Symbol`` link that does not resolve, in a catalog or
## a doc comment, fails. Route's graph is converted beside RouteInterface's, so Route's pages link
## RouteInterface's symbols as ``RouteInterface/Name``. `make docs-check` does the same on an existing build;
## `make test` runs it after its build (a few seconds; skipped, saying so, where the toolchain lacks docc).
DOCS_DIR ?= .build/docs
DOCC ?= docc
SYMBOLGRAPH_EXTRACT ?= swift-symbolgraph-extract
DOCS_REQUIRED ?= 0
docs: deps
	$(SWIFT) build --target Route
	@$(MAKE) --no-print-directory docs-check DOCS_REQUIRED=1

docs-check:
	@if ! command -v $(DOCC) >/dev/null 2>&1 || ! command -v $(SYMBOLGRAPH_EXTRACT) >/dev/null 2>&1; then \
		echo "make docs: no $(DOCC) or $(SYMBOLGRAPH_EXTRACT) on PATH (a Swift toolchain's usr/bin has both); DocC catalogs not checked"; \
		exit $(DOCS_REQUIRED); \
	fi; \
	modules="$$($(SWIFT) build --show-bin-path)/Modules"; \
	triple=$$($(SWIFT) -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -n 1); \
	graphs="$(DOCS_DIR)/symbol-graphs"; \
	rm -rf "$(DOCS_DIR)" && mkdir -p "$$graphs/RouteInterface" "$$graphs/Route" || exit 1; \
	for module in RouteInterface Route; do \
		$(SYMBOLGRAPH_EXTRACT) -module-name $$module -target "$$triple" -I "$$modules" -minimum-access-level public \
			-skip-synthesized-members -output-dir "$$graphs/$$module" || exit 1; \
	done; \
	cp "$$graphs"/RouteInterface/*.json "$$graphs/Route/" || exit 1; \
	for module in RouteInterface Route; do \
		$(DOCC) convert "Sources/$$module/$$module.docc" --additional-symbol-graph-dir "$$graphs/$$module" \
			--analyze --warnings-as-errors --output-path "$(DOCS_DIR)/$$module.doccarchive" >"$(DOCS_DIR)/$$module.log" 2>&1 \
			|| { cat "$(DOCS_DIR)/$$module.log"; echo "make docs: $$module's documentation has the problems above"; exit 1; }; \
	done; \
	echo "make docs: RouteInterface and Route documentation built in $(DOCS_DIR), every link resolved"

## run: open the interactive navigator on the Notes demo (q quits); ROUTENAV_ARGS passes options,
## e.g. make run ROUTENAV_ARGS="--app single". The built binary is exec'd, not run under `swift run`,
## so Ctrl-Z stops the whole job and the shell's `fg` brings the navigator back.
ROUTENAV_ARGS ?=
run: deps
	$(SWIFT) build --product routenav
	exec "$$($(SWIFT) build --show-bin-path)/routenav" $(ROUTENAV_ARGS)

# Proving it (issue 8): none of these is part of `make test`. README "Benchmarks, fuzzing and soak".
# BENCH_FLAGS: extra `swift build` flags for bench and soak, e.g. --scratch-path .build-bench.
BENCH_FLAGS ?=
SOAK_DIR ?= .build-soak
RELEASE_BIN = $$($(SWIFT) build -c release $(BENCH_FLAGS) --show-bin-path)

## bench: release-build routekit-bench; print the table and write bench-results.json (docs/PERFORMANCE.md);
## then bench-windows
bench: deps
	$(SWIFT) build -c release $(BENCH_FLAGS) --product routekit-bench
	"$(RELEASE_BIN)/routekit-bench" $(BENCH_ARGS)
	$(MAKE) bench-windows

## bench-windows: issue 15's goal for a debug build: 1,000 windows of the .undefined manifest app open and
## route in under 2 s of CPU (`routenav run`, 3 runs with a temporary container, which set the exit status,
## and 3 with --container DIR, which also write the scene-session archive, reported beside them).
## Both products are debug builds: the goal is the debug routenav's, and routekit-bench only starts it.
DEBUG_BIN = $$($(SWIFT) build $(BENCH_FLAGS) --show-bin-path)
bench-windows: deps
	$(SWIFT) build $(BENCH_FLAGS) --product routenav
	$(SWIFT) build $(BENCH_FLAGS) --product routekit-bench
	"$(DEBUG_BIN)/routekit-bench" --windows-run "$(DEBUG_BIN)/routenav" $(BENCH_WINDOWS_ARGS)

## fuzz: every libFuzzer target in Fuzz/ for a bounded number of inputs (Fuzz/run.sh)
fuzz: deps
	Fuzz/run.sh

## soak-crash-loop: 1,000 SIGKILLs of `routenav run --container` during restoration writes; every record must decode
soak-crash-loop: deps
	$(SWIFT) build -c release $(BENCH_FLAGS) --product routenav
	$(SWIFT) build -c release $(BENCH_FLAGS) --product routekit-bench
	rm -rf "$(SOAK_DIR)" && mkdir -p "$(SOAK_DIR)"
	"$(RELEASE_BIN)/routekit-bench" --crash-loop "$(RELEASE_BIN)/routenav" "$(SOAK_DIR)/container" --kills 1000
	"$(RELEASE_BIN)/routekit-bench" --check-records "$(SOAK_DIR)/container"

## soak-monkey: the monkey, 1,000,000 steps over 100 seeds (10,000 each) per app: notes, single, bare and
## every Resources/Manifests/*.json; stops at the first violation with its minimal scenario (exit 1)
MONKEY_SEEDS ?= 100
MONKEY_STEPS ?= 10000
soak-monkey: deps
	$(SWIFT) build -c release $(BENCH_FLAGS) --product routenav
	bin="$(RELEASE_BIN)"; for app in notes single bare containers $(patsubst %,manifest:%,$(wildcard Resources/Manifests/*.json)); do \
		"$$bin/routenav" monkey --app "$$app" --seed 1 --seeds $(MONKEY_SEEDS) --steps $(MONKEY_STEPS) || exit 1; \
	done

## soak: the long runs: the crash loop, then the monkey
soak: soak-crash-loop soak-monkey
