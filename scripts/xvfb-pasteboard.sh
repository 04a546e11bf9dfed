#!/usr/bin/env bash
# The pasteboard with another program, in real windows under Xvfb: finch-pasteboard-probe puts text on
# the desktop clipboard with UIPasteboard.general and a Python GTK 4 program (scripts/pasteboard-peer.py)
# reads it; then the Python program owns the clipboard with text, a URL and PNG bytes, Ctrl+V goes to
# the probe's window, and its .onPasteCommand loads each (and UIPasteboard.general reads them).
#
# SWIFT_SCRATCH_PATH=<dir> builds in that scratch path instead of .build.
set -euo pipefail

deadline_seconds=20

test_name=xvfb-pasteboard
source "$(dirname "$0")/lib/window-common.sh"

if [ "${1:-}" != "--inside" ]; then
    cd "$(dirname "$0")/.."
    build_products finch-pasteboard-probe
    rerun_under_xvfb "-screen 0 800x600x24 -noreset" "$bin_path/finch-pasteboard-probe" "$PWD"
fi

binary="$2"
root="$3"
peer="$root/scripts/pasteboard-peer.py"
png="$root/Tests/FinchRenderingTests/Fixtures/landscape.png"
work=$(mktemp -d)
app_pid=""
peer_pid=""
cleanup() {
    for pid in "$app_pid" "$peer_pid"; do
        if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid" 2>/dev/null || true; fi
    done
    rm -rf "$work"
}
trap cleanup EXIT

fail() {
    echo "xvfb-pasteboard: FAIL: $*" >&2
    for file in stdout stderr peer; do
        if [ -s "$work/$file" ]; then sed "s/^/  $file: /" "$work/$file" >&2; fi
    done
    exit 1
}

# Waits (bounded) until the probe's stdout has a line matching $1.
expect_line() {
    local limit=$(( $(date +%s) + deadline_seconds ))
    until grep -qF -- "$1" "$work/stdout"; do
        [ "$(date +%s)" -lt "$limit" ] || fail "the probe never printed '$1'"
        sleep 0.05
    done
}

# 1. Finch copies; the other program reads it.
FINCH_PROBE_COPY="from finch 🍎" "$binary" > "$work/stdout" 2> "$work/stderr" &
app_pid=$!
window=$(timeout "$deadline_seconds" xdotool search --sync --onlyvisible --name "Pasteboard Probe" | head -n 1) \
    || fail "no probe window within ${deadline_seconds}s"
expect_line "copied"
/usr/bin/python3 "$peer" read > "$work/read" 2>> "$work/peer"
grep -qF "text: from finch 🍎" "$work/read" || { cat "$work/read" >> "$work/peer"; fail "Python did not read Finch's text"; }
echo "xvfb-pasteboard: Python read UIPasteboard.general's text ($(grep '^types:' "$work/read"))"

# 2. The other program copies text, a URL and a PNG; Ctrl+V in the probe pastes them.
/usr/bin/python3 "$peer" offer "$png" "http://127.0.0.1/picture.png" > "$work/offer" 2>> "$work/peer" &
peer_pid=$!
disown "$peer_pid" # killed at the end, without a job notice
limit=$(( $(date +%s) + deadline_seconds ))
until grep -q offered "$work/offer"; do
    [ "$(date +%s)" -lt "$limit" ] || fail "Python never took the clipboard"
    sleep 0.05
done
xdotool windowfocus --sync "$window"
xdotool key ctrl+v
expect_line "pasted 1"
expect_line "string: from python 🐍"
expect_line "url: http://127.0.0.1/picture.png"
expect_line "image: 80x40"
expect_line "general: string=from python 🐍 url=http://127.0.0.1/picture.png image=80x40"
echo "xvfb-pasteboard: the probe pasted Python's text, URL and PNG; UIPasteboard.general read them"

xdotool key ctrl+q
limit=$(( $(date +%s) + 5 ))
while kill -0 "$app_pid" 2>/dev/null; do
    [ "$(date +%s)" -lt "$limit" ] || fail "the probe did not quit within 5s of Ctrl+Q"
    sleep 0.05
done
status=0
wait "$app_pid" || status=$?
app_pid=""
[ "$status" -eq 0 ] || fail "the probe exited with status $status"
echo "xvfb-pasteboard: PASS"
