#!/usr/bin/env bash
# An app's UserDefaults kept across a quit, in a real window under Xvfb: the ExpenseTracker sample
# (Examples/Samples/ExpenseTracker, written as for an iPhone: its store writes its expenses to
# `UserDefaults.standard` in a `didSet` and never calls `synchronize()`) with HOME and XDG_CONFIG_HOME of
# its own. Edit, the first row's red minus, then Delete removes "Coffee"; within a few seconds (Finch's
# autosave of `UserDefaults.standard`) $XDG_CONFIG_HOME/expense-tracker.plist holds the expenses without
# it; Ctrl+Q exits 0; a headless `--snapshot` of the relaunched app then differs from one with no settings
# (its rows were read back). Linux's Foundation alone writes nothing unless asked, so before the autosave
# the file never appeared and every relaunch showed the examples again.
#
# SWIFT_SCRATCH_PATH=<dir> builds in that scratch path instead of .build. WINDOW_DEFAULTS_SCREENSHOTS=<dir>
# keeps the screenshot of a failed step.
set -euo pipefail

cd "$(dirname "$0")/.."
test_name=window-defaults-test
source scripts/lib/window-common.sh
build_products expense-tracker
app="$bin_path/expense-tracker"
[ -x "$app" ] || { echo "window-defaults-test: no $app after the build" >&2; exit 1; }

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

fail() {
    echo "window-defaults-test: FAIL: $*" >&2
    for log in app.out app.err; do
        if [ -s "$work/$log" ]; then tail -n 20 "$work/$log" | sed "s/^/  $log: /" >&2; fi
    done
    if [ -n "${WINDOW_DEFAULTS_SCREENSHOTS:-}" ]; then
        mkdir -p "$WINDOW_DEFAULTS_SCREENSHOTS"
        xwd -root -silent | convert xwd:- "png:$WINDOW_DEFAULTS_SCREENSHOTS/failed.png" || true
    fi
    exit 1
}


start_xvfb 800x800x24 -noreset
export HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
mkdir -p "$HOME" "$XDG_CONFIG_HOME" "$XDG_DATA_HOME"
settings="$XDG_CONFIG_HOME/expense-tracker.plist"

# 1. The app, its window at the screen's corner (no window manager: it maps at 0,0).
"$app" > "$work/app.out" 2> "$work/app.err" &
app_pid=$!
pids+=("$app_pid")
app_windows() {
    xdotool search --onlyvisible --pid "$app_pid" > "$work/windows" 2>/dev/null || true
    [ -s "$work/windows" ]
}
wait_until "no visible ExpenseTracker window" app_windows
window=$(head -n 1 "$work/windows")
sleep 1
eval "$(xdotool getwindowgeometry --shell "$window" | sed 's/^/APP_/')"
[ ! -e "$settings" ] || fail "settings were written before anything changed"

# 2. Edit (the bar's leading button), the first row's red minus, then its Delete button: the places of
# the 400-pt-wide layout (`expense-tracker --snapshot` shows them): Edit at (31, 22), Coffee's row at
# y = 252 with its minus at x = 36 in edit mode and Delete at its trailing end.
click() {
    timeout 5 xdotool mousemove --sync $(( APP_X + $1 )) $(( APP_Y + $2 )) || true
    sleep 0.1
    xdotool click 1
    sleep 0.6
}
click 31 22
click 36 252
click $(( APP_WIDTH - 50 )) 252

# 3. The settings file appears within a few seconds, the expenses in it without Coffee.
expenses_saved() {
    [ -s "$settings" ] || return 1
    python3 - "$settings" <<'PY'
import json, plistlib, sys
values = plistlib.load(open(sys.argv[1], "rb"))
names = [expense["name"] for expense in json.loads(values["SavedExpenses"])]
sys.exit(0 if "Coffee" not in names and "Pizza night" in names else 1)
PY
}
wait_until "no $settings with the expenses less Coffee (deleted in the window)" expenses_saved
echo "window-defaults-test: the deletion was written to $settings"

# 4. Ctrl+Q ends the app with status 0, the file still whole.
xdotool windowfocus --sync "$window" 2>/dev/null || true
xdotool key ctrl+q
quit_status=""
for _ in $(seq 1 100); do
    if ! kill -0 "$app_pid" 2>/dev/null; then
        wait "$app_pid" && quit_status=0 || quit_status=$?
        break
    fi
    sleep 0.1
done
[ "$quit_status" = "0" ] || fail "Ctrl+Q did not end the app with status 0 (status '${quit_status:-still running}')"
expenses_saved || fail "the settings file lost the deletion at quit"

# 5. Relaunched (headless), the app reads its settings back: its picture differs from one with none.
"$app" --snapshot "$work/kept.png" > /dev/null 2>&1 || fail "the relaunched app's --snapshot failed"
XDG_CONFIG_HOME="$work/empty" "$app" --snapshot "$work/fresh.png" > /dev/null 2>&1 ||
    fail "the app's --snapshot with no settings failed"
cmp -s "$work/kept.png" "$work/fresh.png" && fail "the relaunched app shows the examples again, not its settings"
echo "window-defaults-test: passed (deleted in a window, written by the autosave, read back at relaunch)"
