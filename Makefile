# RouteKit: build, test and run. `make test` is what CI runs (.ci/run).
#
# Every target first makes sure the system packages the package needs are installed (`deps`).

SWIFT ?= swift
# Packages the build and the tests need: ncurses headers for CNcurses, tmux for the end-to-end tests.
APT_PACKAGES := libncurses-dev tmux
# apt-get needs root; use sudo when not root and sudo exists.
SUDO := $(shell [ "$$(id -u)" = 0 ] || command -v sudo)

.PHONY: deps build test run bench fuzz soak soak-crash-loop soak-monkey

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

## test: the whole suite; one stage a line, so a new stage is one more line. The last line counts the
## tests that passed, failed and were skipped, with why (.ci/test-summary.awk); the exit status is swift
## test's (a shell pipe would hide it, so it goes through a file).
TEST_LOG ?= .build/make-test-output.txt
test: deps
	$(SWIFT) build
	@{ $(SWIFT) test 2>&1; echo $$? > "$(TEST_LOG).status"; } | tee "$(TEST_LOG)"; \
	status=$$(cat "$(TEST_LOG).status" 2>/dev/null || echo 1); \
	awk -v status="$$status" -f .ci/test-summary.awk "$(TEST_LOG)"; \
	exit $$status

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

## bench: release-build routekit-bench; print the table and write bench-results.json (docs/PERFORMANCE.md)
bench: deps
	$(SWIFT) build -c release $(BENCH_FLAGS) --product routekit-bench
	"$(RELEASE_BIN)/routekit-bench" $(BENCH_ARGS)

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
	bin="$(RELEASE_BIN)"; for app in notes single bare $(patsubst %,manifest:%,$(wildcard Resources/Manifests/*.json)); do \
		"$$bin/routenav" monkey --app "$$app" --seed 1 --seeds $(MONKEY_SEEDS) --steps $(MONKEY_STEPS) || exit 1; \
	done

## soak: the long runs: the crash loop, then the monkey
soak: soak-crash-loop soak-monkey
