#!/usr/bin/env bash
# make fuzz: build every libFuzzer target in Fuzz/Targets against the package's own modules and run
# each for a bounded number of inputs (issue 8). SwiftPM never builds this folder; `make test` does
# not depend on it.
#
#   Fuzz/run.sh                 all targets, the runs in TARGETS below
#   Fuzz/run.sh manifest        one target (names below)
#   FUZZ_RUNS=1000 Fuzz/run.sh  every target for 1,000 inputs (a quick check of the plumbing)
#   FUZZ_SECONDS=600 Fuzz/run.sh url-matching   run for 10 minutes instead of a number of inputs
#
# How: `swift build --sanitize=fuzzer --target Scenario` compiles the modules below Scenario with
# libFuzzer's coverage instrumentation (no executable is linked, so no `main` clashes), then each
# target is linked by swiftc with `-sanitize=fuzzer` from Fuzz/Support/*.swift, its target file and
# those modules' object files. Seeds come from the project's own files (scenarios, Info.plist fixtures,
# manifests, encoded records, scene-session archives) and are copied to a fresh corpus per run, so a
# run with the same numbers explores the same inputs (`-seed=1`). A crash or a broken property stops
# that target, keeps the input under $WORK/artifacts/<target>/ and makes the script exit 1.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SHARED="$(cd "$ROOT/.." && pwd)/shared"
SWIFT="${SWIFT:-swift}"
SWIFTC="${SWIFTC:-swiftc}"
SCRATCH="${FUZZ_SCRATCH:-$ROOT/.build-fuzz}"
WORK="$SCRATCH/fuzz-work"

# name : Swift file in Fuzz/Targets : runs : max_len in bytes : modules to link (dependency order)
LOWER="SimulatedUIKit AuthSessionInterface AuthSession RouteInterface Route RoutenavHost DemoApps Simulator"
TARGETS=(
    "scenario-parser:ScenarioParserFuzz:500000:4096:$LOWER Scenario"
    "url-matching:URLMatchingFuzz:300000:1024:$LOWER"
    "info-plist:InfoPlistFuzz:250000:8192:$LOWER"
    "manifest:ManifestFuzz:250000:8192:$LOWER"
    "state-record:StateRecordFuzz:400000:2048:SimulatedUIKit AuthSessionInterface RouteInterface Route"
    "scene-sessions:SceneSessionArchiveFuzz:1500000:4096:SimulatedUIKit"
)

selected=("$@")
wanted() {
    [ ${#selected[@]} -eq 0 ] && return 0
    local name
    for name in "${selected[@]}"; do [ "$name" = "$1" ] && return 0; done
    return 1
}
for name in "${selected[@]}"; do
    known=no
    for entry in "${TARGETS[@]}"; do [ "${entry%%:*}" = "$name" ] && known=yes; done
    if [ $known = no ]; then
        echo "Fuzz/run.sh: unknown target \"$name\"; targets: scenario-parser url-matching info-plist manifest state-record scene-sessions" >&2
        exit 2
    fi
done

echo "== building the modules with libFuzzer instrumentation ($SCRATCH)"
"$SWIFT" build --package-path "$ROOT" --scratch-path "$SCRATCH" --sanitize=fuzzer --target Scenario
BIN="$("$SWIFT" build --package-path "$ROOT" --scratch-path "$SCRATCH" --sanitize=fuzzer --show-bin-path)"
MODULES="$BIN/Modules"
[ -d "$MODULES" ] || MODULES="$BIN"

# Seeds: the project's own files for each target.
seed_files() {
    case "$1" in
    scenario-parser)
        find "$ROOT/Resources" "$ROOT/Tests" "$ROOT/Fuzz/Seeds/scenario" -name '*.scenario' -type f
        [ -d "$SHARED/cases" ] && find "$SHARED/cases" -name '*.scenario' -type f
        ;;
    info-plist)
        find "$ROOT/Resources" "$ROOT/Tests" -name '*.plist' -type f
        [ -d "$SHARED" ] && find "$SHARED/fixtures" "$SHARED/cases" -name '*.plist' -type f
        ;;
    manifest)
        find "$ROOT/Resources" "$ROOT/Tests" -name '*.json' -type f
        ;;
    state-record)
        find "$ROOT/Fuzz/Seeds/state-record" -type f
        ;;
    url-matching)
        find "$ROOT/Fuzz/Seeds/url-matching" -type f
        ;;
    scene-sessions)
        find "$ROOT/Fuzz/Seeds/scene-sessions" -type f
        ;;
    esac
    return 0
}

# URL seeds also come from every URL the scenarios use, each paired with the registration it targets.
url_seeds_from_scenarios() {
    local corpus="$1" n=0 url list="$WORK/scenario-urls.txt"
    { find "$ROOT/Resources" "$ROOT/Tests" -name '*.scenario' -type f
      [ -d "$SHARED/cases" ] && find "$SHARED/cases" -name '*.scenario' -type f; } > "$list.files" || true
    : > "$list"
    while IFS= read -r scenario; do
        grep -ohE '[a-zA-Z][a-zA-Z0-9+.-]*://[^ "]*' "$scenario" >> "$list" || true
    done < "$list.files"
    # No pipe into head: under pipefail, sort killed by SIGPIPE once head has its 200 lines would end the run.
    sort -u "$list" > "$list.sorted"
    head -n 200 "$list.sorted" > "$list.unique"
    while IFS= read -r url; do
        n=$((n + 1))
        printf '%s\n%s' "$url" "$(printf '%s' "$url" | sed -E 's#^([^:]*://[^/?#]*).*#\1#')" > "$corpus/scenario-url-$n"
    done < "$list.unique"
    return 0
}

mkdir -p "$WORK/bin"
# The targets' scratch files (a manifest file, a records container) go here and are removed at the end.
if [ -d /dev/shm ] && [ -w /dev/shm ]; then export FUZZ_TMPDIR="/dev/shm/routekit-fuzz-$$"; else export FUZZ_TMPDIR="$WORK/tmp-$$"; fi
mkdir -p "$FUZZ_TMPDIR"
trap 'rm -rf "$FUZZ_TMPDIR"' EXIT
failures=0
summary=()
for entry in "${TARGETS[@]}"; do
    IFS=: read -r name file runs max_len modules <<< "$entry"
    wanted "$name" || continue
    runs="${FUZZ_RUNS:-$runs}"

    echo "== $name: linking Fuzz/Targets/$file.swift"
    # Only the objects of the module's current sources (SwiftPM lists them in `sources`): a file
    # deleted since an earlier build leaves its .o behind, which would be linked twice over.
    objects=()
    for module in $modules; do
        while IFS= read -r source; do
            objects+=("$BIN/$module.build/$(basename "$source").o")
        done < "$BIN/$module.build/sources"
    done
    "$SWIFTC" -swift-version 6 -sanitize=fuzzer -parse-as-library -I "$MODULES" \
        "$ROOT/Fuzz/Support/"*.swift "$ROOT/Fuzz/Targets/$file.swift" "${objects[@]}" -o "$WORK/bin/$name"

    corpus="$WORK/corpus/$name"
    artifacts="$WORK/artifacts/$name"
    rm -rf "$corpus"
    mkdir -p "$corpus" "$artifacts"
    seed_files "$name" | while IFS= read -r seed; do
        cp "$seed" "$corpus/$(printf '%s' "$seed" | cksum | cut -d' ' -f1)-$(basename "$seed")"
    done
    [ "$name" = url-matching ] && url_seeds_from_scenarios "$corpus"
    seeds=$(find "$corpus" -type f | wc -l | tr -d ' ')

    budget=(-runs="$runs")
    limit="$runs runs"
    if [ -n "${FUZZ_SECONDS:-}" ]; then
        budget=(-max_total_time="$FUZZ_SECONDS")
        limit="$FUZZ_SECONDS s"
    fi
    echo "== $name: $seeds seeds, $limit, inputs up to $max_len bytes"
    log="$WORK/$name.log"
    started=$(date +%s)
    set +e
    # SWIFT_BACKTRACE=enable=no lets libFuzzer's own handler catch the trap and save the input.
    SWIFT_BACKTRACE=enable=no "$WORK/bin/$name" "${budget[@]}" -seed=1 -max_len="$max_len" -timeout=20 \
        -rss_limit_mb=4096 -print_final_stats=1 -dict="$ROOT/Fuzz/Dictionaries/$name.dict" \
        -artifact_prefix="$artifacts/" "$corpus" > "$log" 2>&1
    status=$?
    set -e
    elapsed=$(( $(date +%s) - started ))
    executed=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || true)
    if [ $status -eq 0 ]; then
        summary+=("$(printf '%-16s ok      %9s inputs in %4d s, %5s seeds' "$name" "${executed:-?}" "$elapsed" "$seeds")")
    else
        failures=$((failures + 1))
        crash=$(find "$artifacts" -type f -newer "$corpus" | head -1 || true)
        summary+=("$(printf '%-16s FAILED  after %4d s; input: %s; log: %s' "$name" "$elapsed" "${crash:-none}" "$log")")
        grep -E 'fuzz property failed|Fatal error|ERROR: libFuzzer|SUMMARY' "$log" | head -5 >&2 || true
    fi
done

echo
echo "== make fuzz summary"
for line in "${summary[@]}"; do echo "$line"; done
if [ $failures -ne 0 ]; then
    echo "$failures target(s) failed; reproduce with: SWIFT_BACKTRACE=enable=yes $WORK/bin/<target> <input>" >&2
    exit 1
fi
