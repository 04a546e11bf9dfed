#!/usr/bin/env bash
# The desktop's appearance and a window's scene phase, in a real window under Xvfb with a session bus of
# its own (a private dbus-daemon): a stand-in for the XDG desktop portal (scripts/portal-peer.py) says dark,
# and finch-appearance-probe's window turns dark (the portal is asked asynchronously, so the window may
# start light); each SettingChanged the portal emits switches it live. Then the window's focus moves to
# the root window and back (`\.scenePhase` inactive, active), and the window is marked hidden as a window
# manager marks a minimised one (`_NET_WM_STATE_HIDDEN`: background) and shown again (active). Last, with
# no portal on the bus, GTK's own prefer-dark setting (a settings file) makes the window dark. A click on
# the window's Link reaches the portal's OpenURI, and with no portal, the user's https handler (GIO).
#
# SWIFT_SCRATCH_PATH=<dir> builds in that scratch path instead of .build.
set -euo pipefail

deadline_seconds=20

test_name=window-appearance-test
source "$(dirname "$0")/lib/window-common.sh"

if [ "${1:-}" != "--inside" ]; then
    cd "$(dirname "$0")/.."
    build_products finch-appearance-probe
    rerun_under_xvfb "-screen 0 800x600x24 -noreset" "$bin_path/finch-appearance-probe" "$PWD"
fi

binary="$2"
root="$3"
work=$(mktemp -d)
app_pid=""
peer_pid=""
bus_pid=""
cleanup() {
    for pid in "$app_pid" "$peer_pid" "$bus_pid"; do
        if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid" 2>/dev/null || true; fi
    done
    rm -rf "$work"
}
trap cleanup EXIT

fail() {
    echo "window-appearance-test: FAIL: $*" >&2
    for file in stdout fallback stderr peer bus; do
        if [ -s "$work/$file" ]; then sed "s/^/  $file: /" "$work/$file" >&2; fi
    done
    exit 1
}

# Waits (bounded) until the last line of file $1 that starts with $2 is exactly $3.
expect_last() {
    local limit=$(( $(date +%s) + deadline_seconds ))
    until [ "$(grep -- "^$2" "$work/$1" | tail -1)" = "$3" ]; do
        [ "$(date +%s)" -lt "$limit" ] || fail "the $1 never ended on '$3'"
        sleep 0.05
    done
}

# A session bus for this test alone (its daemon's chatter kept in a file).
dbus-daemon --session --nofork --print-address=3 3> "$work/address" 2> "$work/bus" &
bus_pid=$!
limit=$(( $(date +%s) + deadline_seconds ))
until [ -s "$work/address" ]; do
    [ "$(date +%s)" -lt "$limit" ] || fail "dbus-daemon gave no address"
    sleep 0.05
done
DBUS_SESSION_BUS_ADDRESS=$(head -1 "$work/address")
export DBUS_SESSION_BUS_ADDRESS
# No accessibility bus: GTK would start one on this session bus, which this test does not need.
export GTK_A11Y=none

# 1. The portal says dark (1) before the window opens; the window ends dark.
/usr/bin/python3 "$root/scripts/portal-peer.py" 1 > "$work/peer" 2>&1 &
peer_pid=$!
expect_last peer ready ready
"$binary" > "$work/stdout" 2> "$work/stderr" &
app_pid=$!
expect_last stdout "scheme:" "scheme: dark"

# 2. The portal's setting changes: light, then dark again, live.
kill -USR1 "$peer_pid"
expect_last stdout "scheme:" "scheme: light"
kill -USR1 "$peer_pid"
expect_last stdout "scheme:" "scheme: dark"

# 3. Focus: the window active, then inactive while the root window has the focus, then active again.
window=$(xdotool search --sync --name "Appearance Probe" | head -1)
[ -n "$window" ] || fail "no window named Appearance Probe"
xdotool windowfocus "$window"
expect_last stdout "phase:" "phase: active"
root_window=$(xwininfo -root | awk '/Window id:/ { print $4 }')
xdotool windowfocus "$root_window"
expect_last stdout "phase:" "phase: inactive"
xdotool windowfocus "$window"
expect_last stdout "phase:" "phase: active"

# 4. Minimised, as a window manager marks it (no window manager runs here), then shown again.
xprop -id "$window" -f _NET_WM_STATE 32a -set _NET_WM_STATE _NET_WM_STATE_HIDDEN
expect_last stdout "phase:" "phase: background"
xprop -id "$window" -remove _NET_WM_STATE
expect_last stdout "phase:" "phase: active"

# 5. The app's life-cycle notifications followed the window (UIKit's names, through
# `NotificationCenter.publisher(for:)`): minimised from active and shown again, in UIKit's order.
expect_last stdout "app:" "app: didBecomeActive"
steps=$(grep "^app:" "$work/stdout" | tail -4 | tr '\n' ' ')
[ "$steps" = "app: willResignActive app: didEnterBackground app: willEnterForeground app: didBecomeActive " ] ||
    fail "the app's notifications ended '$steps'"

# 6a. A click on the Link (the window's lower half): the URL goes to the portal's OpenURI.
xdotool mousemove --window "$window" 160 150 click 1
expect_last peer "open " "open https://example.com/finch?from=link"

# 6. A termination signal quits the app with its window focused: UIKit's steps to the background, then
# `willTerminate`, before the process ends.
kill -TERM "$app_pid" 2>/dev/null || true
wait "$app_pid" 2>/dev/null || true
app_pid=""
steps=$(grep "^app:" "$work/stdout" | tail -3 | tr '\n' ' ')
[ "$steps" = "app: willResignActive app: didEnterBackground app: willTerminate " ] ||
    fail "the app's notifications at its end were '$steps'"

# 7. No portal on the bus: GTK's own setting decides, here `gtk-application-prefer-dark-theme` in the
# user's GTK 4 settings file (what a desktop without the portal, or a user, sets).
kill -TERM "$peer_pid" 2>/dev/null || true
wait "$peer_pid" 2>/dev/null || true
peer_pid=""
mkdir -p "$work/config/gtk-4.0"
printf '[Settings]\ngtk-application-prefer-dark-theme=1\n' > "$work/config/gtk-4.0/settings.ini"
# And a link, with no portal, goes to the program the user's MIME settings name for https (GIO): here a
# stand-in browser that writes down the URL it was given.
mkdir -p "$work/data/applications"
printf '#!/bin/sh\nprintf "%%s\\n" "$1" > "%s/opened"\n' "$work" > "$work/browser"
chmod +x "$work/browser"
printf '[Desktop Entry]\nType=Application\nName=Test Browser\nExec=%s %%u\nMimeType=x-scheme-handler/https;\n' \
    "$work/browser" > "$work/data/applications/finch-test-browser.desktop"
printf '[Default Applications]\nx-scheme-handler/https=finch-test-browser.desktop\n' > "$work/config/mimeapps.list"
XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" "$binary" > "$work/fallback" 2> "$work/stderr" &
app_pid=$!
expect_last fallback "scheme:" "scheme: dark"
window=$(xdotool search --sync --name "Appearance Probe" | head -1)
xdotool mousemove --window "$window" 160 150 click 1
limit=$(( $(date +%s) + deadline_seconds ))
until [ -s "$work/opened" ]; do
    [ "$(date +%s)" -lt "$limit" ] || fail "with no portal, the link reached no program"
    sleep 0.05
done
[ "$(cat "$work/opened")" = "https://example.com/finch?from=link" ] || fail "the browser got '$(cat "$work/opened")'"
kill -TERM "$app_pid" 2>/dev/null || true
wait "$app_pid" 2>/dev/null || true
app_pid=""
echo "window-appearance-test: PASS (portal dark at start, light and dark live; scene phase active," \
    "inactive, active, background, active; the app's notifications in UIKit's order, willTerminate at the end;" \
    "a link through the portal's OpenURI; without the portal, GTK's prefer-dark setting and GIO's handler)"
