#!/usr/bin/env bash
# Runs `swift test "$@"` in two passes: every suite but the ones that talk to a loopback HTTP server
# (Tests/loopback-suites.txt), then those alone, each pass in a temporary folder of its own
# (scripts/with-test-tmpdir.sh). Fails if either pass fails; the second runs even when the first failed.
#
# Why: FoundationNetworking on Linux (swift-corelibs-foundation 6.3, `_MultiHandle`) keeps the write
# source it made for a request's socket while curl sent the request, after curl asks to wait for reading
# only, and a socket is always writable: while a request waits for its answer, libdispatch wakes the
# session's queue over and over and the process spins a core (shown on its own by a held request in a
# few lines: ~0.8 s of user and ~4 s of system time in 6 s). Swift Testing starts every test at once and
# the main actor runs their turns one after another, so a test that holds a request open for its server
# got its next turn only after most of the suite: held requests spun for most of a run (a debug run: 63 s
# of system time in 98 s; the suites alone take 4 s). In a pass of their own they are answered at once.
#
# When a pass fails, the end of the output says why (scripts/test-failure-digest.sh): CI keeps only the
# last lines of a run, and a failure in the first pass was otherwise thousands of lines above them.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
names="$(grep -v '^#' "$here/../Tests/loopback-suites.txt" | grep -v '^$' | paste -sd '|')"
# A test's identifier is Module.Suite/test(): the suite's name between the module's dot and a slash.
pattern="\\.($names)(/|\$)"
logs="$(mktemp -d "${TMPDIR:-/tmp}/finch-test-logs.XXXXXX")" || exit 1
trap 'rm -rf "$logs"' EXIT

# Runs one pass, its output shown as it comes and kept in $logs/<name>.log; returns the pass's status.
run_pass() {
    local name="$1"
    shift
    "$here/with-test-tmpdir.sh" swift test "$@" 2>&1 | tee "$logs/$name.log"
    return "${PIPESTATUS[0]}"
}

status=0
run_pass first "$@" --skip "$pattern" || { echo "first pass: exit status $?" >"$logs/first.status"; status=1; }
run_pass loopback "$@" --skip-build --filter "$pattern" || {
    echo "loopback pass: exit status $?" >"$logs/loopback.status"
    status=1
}
if [ "$status" -ne 0 ]; then
    for name in first loopback; do
        [ -f "$logs/$name.status" ] && "$here/test-failure-digest.sh" "$(cat "$logs/$name.status")" "$logs/$name.log"
    done
fi
exit $status
