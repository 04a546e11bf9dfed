#!/usr/bin/env bash
# Real-window drag-and-drop test between Finch and another program, under its own Xvfb: drags text, a
# file:// PNG and an http://127.0.0.1 image URL (as text/uri-list, and as Chromium's text/x-moz-url) from
# a Python GTK 4 program (scripts/dnd-peer.py) into finch-drag-probe's drop area, and the probe's emoji
# out into the Python program's drop target and into its own drop area; checks what each side loaded
# from what it printed.
#
# Each drag is paced (press, a 15 px move, then steps 30 ms apart, one more pixel at the target, release):
# X drags made in one jump fail (the project's GTK drag-and-drop notes). A drag whose result does not
# show within 5 s is tried again, at most 3 times in all; every retry is reported.
#
# SWIFT_SCRATCH_PATH=<dir> builds in that scratch path instead of .build.
set -euo pipefail

cd "$(dirname "$0")/.."
test_name=window-dnd-test
source scripts/lib/window-common.sh
build_products finch-drag-probe
probe="$bin_path/finch-drag-probe"
[ -x "$probe" ] || { echo "window-dnd-test: no $probe after the build" >&2; exit 1; }

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    sleep 0.2
    for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

fail() {
    echo "window-dnd-test: FAIL: $*" >&2
    for log in probe.out probe.err peer.out peer.err; do
        if [ -s "$work/$log" ]; then sed "s/^/  $log: /" "$work/$log" >&2; fi
    done
    exit 1
}

# Waits (bounded) until file $1 exists and is not empty.
wait_for_file() {
    local limit=$(( $(date +%s) + 10 ))
    until [ -s "$1" ]; do
        [ "$(date +%s)" -lt "$limit" ] || return 1
        sleep 0.05
    done
}

# 1. A display of its own.
start_xvfb 800x600x24
# The web image comes from the loopback server only; no proxy may stand in between.
export no_proxy="127.0.0.1,localhost" NO_PROXY="127.0.0.1,localhost"
unset http_proxy HTTP_PROXY https_proxy HTTPS_PROXY all_proxy ALL_PROXY

# 2. The pictures: a 32x24 file to drag from the "file manager", a 64x48 one on the web server.
mkdir -p "$work/www"
convert -size 32x24 xc:'#FF8000' "$work/picture.png"
convert -size 64x48 xc:'#0080FF' "$work/www/web.png"
python3 -u -m http.server --bind 127.0.0.1 --directory "$work/www" 0 > "$work/http.out" 2>&1 &
pids+=($!)
wait_for_file "$work/http.out" || fail "the loopback HTTP server did not start"
port=$(sed -n 's/.*port \([0-9]*\).*/\1/p' "$work/http.out" | head -n 1)
[ -n "$port" ] || fail "no port in the HTTP server's output: $(cat "$work/http.out")"
web_url="http://127.0.0.1:$port/web.png"

# 3. Both programs, placed side by side (without a window manager every window maps at 0,0).
"$probe" > "$work/probe.out" 2> "$work/probe.err" &
probe_pid=$!
pids+=("$probe_pid")
/usr/bin/python3 scripts/dnd-peer.py "$work/picture.png" "$web_url" > "$work/peer.out" 2> "$work/peer.err" &
peer_pid=$!
pids+=("$peer_pid")
probe_window=$(timeout 20 xdotool search --sync --onlyvisible --name '^Drag Probe$' | head -n 1) || true
[ -n "$probe_window" ] || fail "no visible Drag Probe window"
peer_window=$(timeout 20 xdotool search --sync --onlyvisible --name '^DnD Peer$' | head -n 1) || true
[ -n "$peer_window" ] || fail "no visible DnD Peer window"
xdotool windowmove --sync "$probe_window" 0 0
xdotool windowmove --sync "$peer_window" 450 0
sleep 0.5
eval "$(xdotool getwindowgeometry --shell "$probe_window" | sed 's/^/PROBE_/')"
eval "$(xdotool getwindowgeometry --shell "$peer_window" | sed 's/^/PEER_/')"
echo "window-dnd-test: probe at ${PROBE_X},${PROBE_Y} (${PROBE_WIDTH}x${PROBE_HEIGHT}), peer at" \
    "${PEER_X},${PEER_Y} (${PEER_WIDTH}x${PEER_HEIGHT}), web image at $web_url"

# Drags with the mouse from ($1, $2) to ($3, $4), screen coordinates, in paced steps.
drag() {
    local x1=$1 y1=$2 x2=$3 y2=$4 steps=10 step
    xdotool mousemove --sync "$x1" "$y1"
    sleep 0.05
    xdotool mousedown 1
    sleep 0.05
    xdotool mousemove --sync $(( x1 + 15 )) "$y1"
    sleep 0.05
    for step in $(seq 1 "$steps"); do
        xdotool mousemove $(( x1 + 15 + (x2 - x1 - 15) * step / steps )) $(( y1 + (y2 - y1) * step / steps ))
        sleep 0.03
    done
    xdotool mousemove $(( x2 + 1 )) "$y2"
    sleep 0.05
    xdotool mouseup 1
}

# Lines of file $1 after its first $2 lines match the extended regex $3 (read from a file: see the smoke
# test for why nothing is piped into grep -q).
printed_since() {
    tail -n +"$(( $2 + 1 ))" "$1" > "$work/since.txt"
    grep -E -- "$3" "$work/since.txt" > /dev/null
}

attempts_total=0
retries=0
# Drags ($2..$5) until a line matching $7 appears in output file $6, at most 3 times; $1 names the case.
expect_drag() {
    local name=$1 output=$6 pattern=$7 attempt before limit
    for attempt in 1 2 3; do
        attempts_total=$(( attempts_total + 1 ))
        before=$(wc -l < "$output")
        drag "$2" "$3" "$4" "$5"
        limit=$(( $(date +%s) + 5 ))
        while [ "$(date +%s)" -lt "$limit" ]; do
            kill -0 "$probe_pid" 2>/dev/null || fail "the probe exited during '$name'"
            kill -0 "$peer_pid" 2>/dev/null || fail "the Python peer exited during '$name'"
            if printed_since "$output" "$before" "$pattern"; then
                echo "window-dnd-test: $name: passed (attempt $attempt)"
                return 0
            fi
            sleep 0.05
        done
        retries=$(( retries + 1 ))
        echo "window-dnd-test: $name: no result within 5 s on attempt $attempt" \
            "(printed since: $(tr '\n' '|' < "$work/since.txt"))" >&2
        # Leave any half-finished drag behind before trying again.
        xdotool key Escape
        sleep 0.5
    done
    fail "$name: no '$pattern' after 3 drags"
}

# The probe's drop area is its left 240x300 points; the emoji sits at (320, 150). The peer's bands are
# 80 points high: text, file, url, moz, js, drop.
drop_x=$(( PROBE_X + 120 ))
drop_y=$(( PROBE_Y + 150 ))
band_x=$(( PEER_X + 100 ))
expect_drag "text into Finch" "$band_x" $(( PEER_Y + 40 )) "$drop_x" "$drop_y" \
    "$work/probe.out" "^text: hello from python$"
expect_drag "a file:// PNG into Finch (loaded as UIImage)" "$band_x" $(( PEER_Y + 120 )) "$drop_x" "$drop_y" \
    "$work/probe.out" "^image from file: 32x24$"
printed_since "$work/probe.out" 0 "^file: picture.png$" || fail "the file drop did not load the file's URL"
# A view taking only images takes the file: its type is learned from the URI list read while it hovers.
expect_drag "a file:// PNG onto an images-only view (types read while hovering)" "$band_x" $(( PEER_Y + 120 )) \
    "$drop_x" $(( PROBE_Y + 250 )) "$work/probe.out" "^images only: 32x24$"
expect_drag "a web image URL (text/uri-list) into Finch, fetched" "$band_x" $(( PEER_Y + 200 )) "$drop_x" "$drop_y" \
    "$work/probe.out" "^web image: 64x48$"
moz_before=$(wc -l < "$work/probe.out")
expect_drag "a web image URL (text/x-moz-url) into Finch, fetched" "$band_x" $(( PEER_Y + 280 )) "$drop_x" "$drop_y" \
    "$work/probe.out" "^url: $web_url$"
limit=$(( $(date +%s) + 5 ))
until printed_since "$work/probe.out" "$moz_before" "^web image: 64x48$"; do
    [ "$(date +%s)" -lt "$limit" ] || fail "the text/x-moz-url drop's image was not fetched"
    sleep 0.05
done
# A javascript: URL is refused (the host says why on stderr) and the view's action never runs.
expect_drag "a javascript: URL refused" "$band_x" $(( PEER_Y + 360 )) "$drop_x" "$drop_y" \
    "$work/probe.err" "a drop could not be read: .*javascript: URLs are not accepted"
if grep -q "javascript" "$work/probe.out"; then fail "the javascript: URL reached the drop action"; fi
expect_drag "the emoji out of Finch" $(( PROBE_X + 320 )) $(( PROBE_Y + 150 )) "$band_x" $(( PEER_Y + 440 )) \
    "$work/peer.out" "^dropped text: 🐦$"
# The same drag ending in the probe's own drop area: GDK hands the drop back to the process that began
# it (gdk_drop_get_drag), and the graph's own items are dropped, nothing serialised.
expect_drag "the emoji within Finch (its own drag)" $(( PROBE_X + 320 )) $(( PROBE_Y + 150 )) "$drop_x" "$drop_y" \
    "$work/probe.out" "^text: 🐦$"
if grep -q "^failed" "$work/probe.out"; then fail "the probe reported a failed load"; fi
kill -0 "$probe_pid" 2>/dev/null || fail "the probe exited"
echo "window-dnd-test: the probe printed: $(tr '\n' '|' < "$work/probe.out")"
echo "window-dnd-test: the Python peer printed: $(tr '\n' '|' < "$work/peer.out")"
echo "window-dnd-test: all checks passed ($attempts_total drags, $retries retried)"
