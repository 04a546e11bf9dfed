#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer program of Fuzz/ (its own package, over this checkout) with every
# module compiled for AddressSanitizer and libFuzzer's coverage, then runs each target for a bounded
# time from its committed seeds (Fuzz/Corpus/<target>) and prints, per target, libFuzzer's last
# coverage line (cov:, ft:, exec/s). Inputs found along the way go to a work corpus under the scratch
# path, never into the committed seeds; a crash, a sanitizer report, a timeout or an out-of-memory
# leaves its input in <scratch>/fuzz/artifacts and makes the run fail. docs/fuzzing.md says more.
#
# FUZZ_SECONDS=<n> (default 60) per target; FUZZ_TARGETS="image uttype" runs only those; SCRATCH=<dir>
# is the build's scratch path (default .build-fuzz); FUZZ_OPTIONS adds libFuzzer flags.
set -euo pipefail

cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-60}"
targets="${FUZZ_TARGETS:-image emojiart landmarks dropdata uttype maptiles markdown textlayout textediting}"
scratch="${SCRATCH:-$PWD/.build-fuzz}"
work="$scratch/fuzz"

# `-sanitize=fuzzer` reaches the frontend only (through -Xfrontend, with address again, since the
# frontend keeps the last -sanitize): linking it would bring libFuzzer's `main`, which collides with
# the `main` SwiftPM gives executables and Finch's macro tool. FinchFuzz links libFuzzer without its
# main (Fuzz/Package.swift).
build_log="$(mktemp)"
if ! nice -n 10 swift build --package-path Fuzz --scratch-path "$scratch" -c debug --product FinchFuzz \
    -Xswiftc -sanitize=address -Xswiftc -Xfrontend -Xswiftc -sanitize=fuzzer,address > "$build_log" 2>&1; then
    grep -v "prohibited flag\|Cannot export local symbol" "$build_log" >&2
    rm -f "$build_log"
    echo "fuzz: FAIL: Fuzz/ does not build" >&2
    exit 1
fi
rm -f "$build_log"
program="$scratch/debug/FinchFuzz"

mkdir -p "$work/artifacts"
failed=()
printf '%-12s %10s %8s %8s %8s  %s\n' target runs exec/s cov ft result
for target in $targets; do
    seeds="Fuzz/Corpus/$target"
    [ -d "$seeds" ] || { echo "fuzz: no seeds in $seeds" >&2; exit 1; }
    corpus="$work/corpus/$target"
    log="$work/$target.log"
    mkdir -p "$corpus"
    # Swift's backtracer is off so that libFuzzer's own handler reports a trap and saves its input;
    # LeakSanitizer is off as in `make sanitize` (it misreads Swift's runtime, Makefile). A GLib
    # critical (a C library told it was called wrongly, e.g. Pango given an index past its text) aborts,
    # so it is a finding with its input rather than a line in the log. One input may take 30 s: the
    # first text-editing one takes about 2 s (fonts load), many times that on a loaded machine.
    # Except for `image`: gdk-pixbuf's own loaders log criticals on damaged files whoever calls them (a
    # GIF frame of no width, Fuzz/Corpus/image/gif-zero-width-frame.gif), and Finch refuses those files.
    criticals=fatal-criticals
    if [ "$target" = image ]; then criticals=; fi
    status=0
    SWIFT_BACKTRACE=enable=no G_DEBUG="$criticals" FINCH_FUZZ_TARGET="$target" ASAN_OPTIONS=detect_leaks=0 \
        nice -n 10 "$program" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=3072 -max_len=8192 \
        -print_final_stats=1 -artifact_prefix="$work/artifacts/$target-" ${FUZZ_OPTIONS:-} \
        "$corpus" "$seeds" > "$log" 2>&1 || status=$?
    last="$(grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE|INITED)' "$log" | tail -1 || true)"
    runs="$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+)/\1/p' "$log" | tail -1)"
    rate="$(sed -nE 's/^stat::average_exec_per_sec: *([0-9]+)/\1/p' "$log" | tail -1)"
    cov="$(sed -nE 's/.* cov: ([0-9]+) .*/\1/p' <<< "$last")"
    ft="$(sed -nE 's/.* ft: ([0-9]+) .*/\1/p' <<< "$last")"
    if [ "$status" -eq 0 ]; then result=ok; else result="FAILED (see $log)"; failed+=("$target"); fi
    printf '%-12s %10s %8s %8s %8s  %s\n' "$target" "${runs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "$result"
done
if [ "${#failed[@]}" -gt 0 ]; then
    echo "fuzz: FAIL: ${failed[*]}; inputs in $work/artifacts (replay: FINCH_FUZZ_TARGET=<target> $program <file>)" >&2
    exit 1
fi
