#!/usr/bin/env bash
# Start-up time of an app in a real window under Xvfb (release build): how long after the process
# started its first frame was drawn, as the app reports it (FINCH_REPORT_FIRST_FRAME=1), over several
# runs. Usage: scripts/xvfb-first-frame.sh [product] [runs]   (default: landmarks, 5 runs)
# With SWIFT_SCRATCH_PATH=<dir> it builds there instead of .build.
set -euo pipefail

test_name=xvfb-first-frame
source "$(dirname "$0")/lib/window-common.sh"

if [ "${1:-}" != "--inside" ]; then
    cd "$(dirname "$0")/.."
    product="${1:-landmarks}"
    runs="${2:-5}"
    build_products -c release "$product"
    rerun_under_xvfb "-screen 0 800x900x24" "$bin_path/$product" "$runs"
fi

binary="$2"
runs="$3"
work=$(mktemp -d)
app_pid=""
cleanup() {
    if [ -n "$app_pid" ] && kill -0 "$app_pid" 2>/dev/null; then kill -KILL "$app_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "xvfb-first-frame: FAIL: $*" >&2; exit 1; }

times=()
for run in $(seq 1 "$runs"); do
    # A data folder of its own: an app's saved state (Landmarks' favourites) is never the user's.
    XDG_DATA_HOME="$work/data" FINCH_REPORT_FIRST_FRAME=1 "$binary" > "$work/stdout" 2> "$work/stderr" &
    app_pid=$!
    limit=$(( $(date +%s) + 20 ))
    until grep -q "first frame after" "$work/stdout"; do
        kill -0 "$app_pid" 2>/dev/null || fail "$(basename "$binary") exited before drawing: $(tail -n 3 "$work/stderr")"
        [ "$(date +%s)" -lt "$limit" ] || fail "no first frame within 20 s"
        sleep 0.05
    done
    kill -TERM "$app_pid"
    wait "$app_pid" 2>/dev/null || true
    app_pid=""
    ms=$(sed -n 's/.*first frame after \([0-9]*\) ms.*/\1/p' "$work/stdout" | head -n 1)
    times+=("$ms")
    echo "  run $run: first frame $ms ms after the process started"
done
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
echo "xvfb-first-frame: $(basename "$binary"), release, median of $runs runs: $median ms"
