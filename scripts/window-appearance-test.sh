#!/usr/bin/env bash
# The desktop's appearance and a window's scene phase, in a real window under Xvfb with a session bus of
# its own (a private dbus-daemon): a stand-in for the XDG desktop portal (scripts/portal-peer.py) says dark,
# and finch-appearance-probe's window turns dark (the portal is asked asynchronously, so the window may
# start light); each SettingChanged the portal emits switches it live. Then the window's focus moves to
# the root window and back (`\.scenePhase` inactive, active), and the window is marked hidden as a window
# manager marks a minimised one (`_NET_WM_STATE_HIDDEN`: background) and shown again (active). Last, with
# no portal on the bus, GTK's own prefer-dark setting (a settings file) makes the window dark.
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
kill -KILL "$peer_pid" 2>/dev/null || true
wait "$peer_pid" 2>/dev/null || true
peer_pid=""
mkdir -p "$work/config/gtk-4.0"
printf '[Settings]\ngtk-application-prefer-dark-theme=1\n' > "$work/config/gtk-4.0/settings.ini"
XDG_CONFIG_HOME="$work/config" "$binary" > "$work/fallback" 2> "$work/stderr" &
app_pid=$!
expect_last fallback "scheme:" "scheme: dark"
kill -TERM "$app_pid" 2>/dev/null || true
wait "$app_pid" 2>/dev/null || true
app_pid=""
echo "window-appearance-test: PASS (portal dark at start, light and dark live; scene phase active," \
    "inactive, active, background, active; the app's notifications in UIKit's order, willTerminate at the end;" \
    "without the portal, GTK's prefer-dark setting)"
