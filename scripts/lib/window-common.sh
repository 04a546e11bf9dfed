# The preamble scripts/window-*.sh and scripts/xvfb-*.sh share, sourced by each (not run on its own):
# building the programs a test drives, in the scratch path SWIFT_SCRATCH_PATH names (else .build), and
# giving the test a display of its own under Xvfb.
#
# The sourcing script sets `test_name` (the prefix of its messages) before it calls build_products, and
# defines `fail`, `work` (its temporary folder) and the array `pids` (killed by its cleanup) before it
# calls start_xvfb.

# The repository's root (this file is in scripts/lib).
finch_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

# swift build's scratch-path option, when SWIFT_SCRATCH_PATH names one.
scratch=()
if [ -n "${SWIFT_SCRATCH_PATH:-}" ]; then scratch=(--scratch-path "$SWIFT_SCRATCH_PATH"); fi

# Builds the products named, one after another, in debug (`-c release` first for a release build);
# when one does not build, prints the build's output (without SwiftPM's "prohibited flag" notes) and
# stops the script. Sets `bin_path` to the folder the programs are in.
build_products() {
    local configuration=()
    if [ "${1:-}" = "-c" ]; then
        configuration=(-c "$2")
        shift 2
    fi
    local log product
    log=$(mktemp)
    for product in "$@"; do
        if ! (cd "$finch_root" && swift build "${configuration[@]}" "${scratch[@]}" --product "$product") >> "$log" 2>&1
        then
            grep -v "prohibited flag" "$log" >&2
            rm -f "$log"
            echo "$test_name: FAIL: $product does not build" >&2
            exit 1
        fi
    done
    rm -f "$log"
    bin_path="$(cd "$finch_root" && swift build "${configuration[@]}" "${scratch[@]}" --show-bin-path 2>/dev/null)"
}

# Runs the script again under xvfb-run, which gives it a display of its own, as `"$0" --inside ARGS…`.
# $1 is the Xvfb options ("-screen 0 800x600x24 -noreset").
rerun_under_xvfb() {
    local server_options=$1
    shift
    exec xvfb-run -a -s "$server_options" "$0" --inside "$@"
}

# Starts an Xvfb of its own for the rest of the script and exports its DISPLAY (and GDK_BACKEND=x11):
# -displayfd has Xvfb pick a free number and write it (no race for a number). $1 is the screen
# ("800x600x24"); further arguments are more Xvfb options (-noreset). Its pid joins `pids`.
start_xvfb() {
    local screen=$1
    shift
    Xvfb -displayfd 3 -screen 0 "$screen" -nolisten tcp "$@" 3> "$work/display" 2> "$work/xvfb.err" &
    pids+=($!)
    local limit=$(( $(date +%s) + 10 ))
    until [ -s "$work/display" ]; do
        [ "$(date +%s)" -lt "$limit" ] || fail "Xvfb did not start: $(cat "$work/xvfb.err")"
        sleep 0.05
    done
    export DISPLAY=":$(head -n 1 "$work/display")"
    export GDK_BACKEND=x11
}

# Runs the command "$@" until it succeeds, for at most 10 s; $1 says what was awaited (the script's `fail`
# reports it).
wait_until() {
    local what=$1 limit=$(( $(date +%s) + 10 ))
    shift
    until "$@"; do
        [ "$(date +%s)" -lt "$limit" ] || fail "$what"
        sleep 0.05
    done
}
