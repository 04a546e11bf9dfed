#!/usr/bin/env bash
# Runs the smoke test's single-flip step N times (default 50): hello-finch with HELLO_FINCH_FLIPS=1 in a
# real window under Xvfb, whose `.task` flips the box from red to blue once after 500 ms; each run
# passes when a screenshot shows the blue within 20 s. Prints "N passed, M failed". Not part of
# `make test`: a check for the wake path (a change must always ask for a frame).
#
# SWIFT_SCRATCH_PATH=<dir> builds in that scratch path instead of .build.
set -euo pipefail

runs="${1:-50}"
if [ "${2:-}" != "--inside" ]; then
    cd "$(dirname "$0")/.."
    scratch=()
    if [ -n "${SWIFT_SCRATCH_PATH:-}" ]; then scratch=(--scratch-path "$SWIFT_SCRATCH_PATH"); fi
    swift build "${scratch[@]}" --product hello-finch > /dev/null 2>&1
    binary="$(swift build "${scratch[@]}" --show-bin-path 2>/dev/null)/hello-finch"
    exec xvfb-run -a -s "-screen 0 800x600x24 -noreset" "$0" "$runs" --inside "$binary"
fi

binary="$3"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
for run in $(seq 1 "$runs"); do
    HELLO_FINCH_FLIPS=1 "$binary" > "$work/out" 2>&1 &
    pid=$!
    limit=$(( $(date +%s) + 20 ))
    shown=no
    while [ "$(date +%s)" -lt "$limit" ]; do
        xwd -root -silent | convert xwd:- "png:$work/shot.png"
        # To a file, not piped into `grep -q`: under `pipefail` an early-exiting `grep -q` makes `convert`
        # die of SIGPIPE and the pipeline report "not found" for a picture that has the colour.
        convert "$work/shot.png" -format %c histogram:info:"$work/colours.txt"
        if grep -q "#0000FF" "$work/colours.txt"; then shown=yes; break; fi
        sleep 0.05
    done
    kill -TERM "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    if [ "$shown" = yes ]; then passed=$(( passed + 1 )); else failed=$(( failed + 1 )); echo "run $run: no blue"; fi
done
echo "single-flip: $passed passed, $failed failed"
