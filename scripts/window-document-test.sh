#!/usr/bin/env bash
# Real-window document test, under its own Xvfb: finch-document-probe (a DocumentGroup over a JSON
# counter) with temporary HOME, XDG_DATA_HOME and XDG_CONFIG_HOME. A click increments the count (the
# title gets GNOME's edited mark), Ctrl+S writes $XDG_DATA_HOME/DocumentProbe/Untitled.counter, Ctrl+Z
# takes the increment back, two more clicks then Ctrl+Q save on quit; a relaunch reopens the same
# document with its count and its window's @SceneStorage value, and Ctrl+N opens a second window on
# "Untitled 1"; SIGTERM quits without writing that unedited one. Then a damaged file given on the command
# line is reported while the other file given opens; a file the history lists that is gone is skipped for
# a new document, which Ctrl+W saves as its window closes. Last, Save As and Open through GTK's file
# chooser, and both files in the recent files. Every wait is bounded (10 s).
#
# SWIFT_SCRATCH_PATH=<dir> builds in that scratch path instead of .build.
set -euo pipefail

cd "$(dirname "$0")/.."
test_name=window-document-test
source scripts/lib/window-common.sh
build_products finch-document-probe
probe="$bin_path/finch-document-probe"
[ -x "$probe" ] || { echo "window-document-test: no $probe after the build" >&2; exit 1; }

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
    echo "window-document-test: FAIL: $*" >&2
    for log in probe.out probe.err; do
        if [ -s "$work/$log" ]; then tail -n 20 "$work/$log" | sed "s/^/  $log: /" >&2; fi
    done
    exit 1
}


# 1. A display of its own, and homes of its own. -noreset: the probe is started again right after it
# quits, when the server would otherwise be resetting for its last client gone and refuse the new one.
start_xvfb 800x600x24 -noreset
export HOME="$work/home" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
mkdir -p "$HOME" "$XDG_DATA_HOME" "$XDG_CONFIG_HOME"
document="$XDG_DATA_HOME/DocumentProbe/Untitled.counter"
history="$XDG_CONFIG_HOME/DocumentProbe/documents.json"
: > "$work/probe.out"

probe_pid=""
start_probe() {
    "$probe" --size 320x240 "$@" >> "$work/probe.out" 2>> "$work/probe.err" &
    probe_pid=$!
    pids+=("$probe_pid")
}

# The probe's visible windows, one id a line.
probe_windows() {
    xdotool search --onlyvisible --pid "$probe_pid" > "$work/windows" 2>/dev/null || true
    cat "$work/windows"
}
has_windows() { [ "$(probe_windows | wc -l)" -ge "$1" ]; }
some_window_titled() {
    local id
    for id in $(probe_windows); do title_is "$id" "$1" && return 0; done
    return 1
}
title_is() { [ "$(xdotool getwindowname "$1" 2>/dev/null)" = "$2" ]; }
# The last count the probe's view printed.
last_count() { grep -E '^count [0-9]+$' "$work/probe.out" | tail -n 1 | cut -d' ' -f2; }
count_is() { [ "$(last_count)" = "$1" ]; }
# The last count of appearances the window kept in @SceneStorage.
last_appearances() { grep -E '^appearances [0-9]+$' "$work/probe.out" | tail -n 1 | cut -d' ' -f2; }
appearances_is() { [ "$(last_appearances)" = "$1" ]; }
# The count in document file $2 is $1.
file_count_is() {
    [ -s "$2" ] && python3 -c 'import json, sys; sys.exit(json.load(open(sys.argv[1]))["count"] != int(sys.argv[2]))' \
        "$2" "$1" 2>/dev/null
}
exited() { ! kill -0 "$probe_pid" 2>/dev/null; }
# Clicks the middle of window $1 (the probe's button covers the window).
click() {
    eval "$(xdotool getwindowgeometry --shell "$1")"
    # --sync waits for the pointer to move, so it first leaves the spot an earlier click left it on;
    # xdotool's --sync waits have no limit of their own.
    timeout 5 xdotool mousemove --sync $(( X + 5 )) $(( Y + 5 )) || true
    timeout 5 xdotool mousemove --sync $(( X + WIDTH / 2 )) $(( Y + HEIGHT / 2 )) || true
    xdotool click 1
}
press() {
    timeout 5 xdotool windowfocus --sync "$1" || true
    sleep 0.1
    xdotool key "$2"
}
step() { echo "window-document-test: $(( $(date +%s) - started ))s: $*"; }
started=$(date +%s)

# 2. First launch: a new untitled document.
start_probe
wait_until "no visible probe window" has_windows 1
window=$(head -n 1 "$work/windows")
wait_until "title is not 'Untitled — DocumentProbe': '$(xdotool getwindowname "$window")'" \
    title_is "$window" "Untitled — DocumentProbe"
wait_until "the view did not show count 0" count_is 0
wait_until "the window did not count its appearance" appearances_is 1
step "launch: 'Untitled — DocumentProbe', count 0"

click "$window"
wait_until "a click did not increment (last count $(last_count))" count_is 1
wait_until "no edited mark after the click: '$(xdotool getwindowname "$window")'" \
    title_is "$window" "*Untitled — DocumentProbe"
step "click: count 1, title '*Untitled — DocumentProbe'"

press "$window" ctrl+s
wait_until "Ctrl+S did not write count 1 to $document" file_count_is 1 "$document"
wait_until "the edited mark stayed after Ctrl+S" title_is "$window" "Untitled — DocumentProbe"
step "Ctrl+S: $document has count 1, title unmarked"

press "$window" ctrl+z
wait_until "Ctrl+Z did not take the increment back (last count $(last_count))" count_is 0
wait_until "no edited mark after undoing past the save" title_is "$window" "*Untitled — DocumentProbe"
step "Ctrl+Z: count 0, edited"

click "$window"
wait_until "the second click did not increment" count_is 1
click "$window"
wait_until "the third click did not increment" count_is 2
press "$window" ctrl+q
wait_until "Ctrl+Q did not quit the probe" exited
wait "$probe_pid" || fail "the probe exited with status $? on Ctrl+Q"
file_count_is 2 "$document" || fail "the quit did not save count 2: $(cat "$document")"
grep -q "Untitled.counter" "$history" || fail "the history does not list the open document: $(cat "$history")"
step "two clicks, Ctrl+Q: exited 0, $document has count 2, history lists it"

# 3. Relaunch: the same document reopens with its count.
start_probe
wait_until "no visible probe window after the relaunch" has_windows 1
window=$(head -n 1 "$work/windows")
wait_until "the relaunch did not reopen 'Untitled — DocumentProbe': '$(xdotool getwindowname "$window")'" \
    title_is "$window" "Untitled — DocumentProbe"
wait_until "the reopened document does not show count 2 (last count $(last_count))" count_is 2
wait_until "the window's @SceneStorage was not restored (last: $(last_appearances))" appearances_is 2
step "relaunch: 'Untitled — DocumentProbe' reopened with count 2, its @SceneStorage restored (appearances 2)"

press "$window" ctrl+n
wait_until "Ctrl+N opened no second window" has_windows 2
second=""
for id in $(probe_windows); do [ "$id" = "$window" ] || second=$id; done
[ -n "$second" ] || fail "no second window id"
wait_until "the second window is not 'Untitled 1 — DocumentProbe': '$(xdotool getwindowname "$second")'" \
    title_is "$second" "Untitled 1 — DocumentProbe"
step "Ctrl+N: a second window 'Untitled 1 — DocumentProbe'"

kill -TERM "$probe_pid"
wait_until "SIGTERM did not end the probe" exited
wait "$probe_pid" || fail "the probe exited with status $? on SIGTERM"
[ ! -e "$XDG_DATA_HOME/DocumentProbe/Untitled 1.counter" ] || fail "an unedited new document was written"
step "SIGTERM: exited 0; the unedited 'Untitled 1' was not written"
# Nothing on stderr but GTK's note that there is no session bus (Xvfb runs without one).
grep -v -e '^$' -e 'Unable to acquire session bus' "$work/probe.err" > "$work/unexpected.err" || true
[ ! -s "$work/unexpected.err" ] || fail "the probe wrote to stderr: $(cat "$work/unexpected.err")"

# 4. Files on the command line: a damaged one is reported (stderr and a dialog) and the other opens.
: > "$work/probe.err"
printf '{"count": ' > "$work/damaged.counter"
start_probe "$work/damaged.counter" "$document"
wait_until "no visible probe window with damaged.counter and Untitled.counter" has_windows 1
wait_until "the damaged file was not reported on stderr" grep -q "“damaged.counter” could not be opened" "$work/probe.err"
wait_until "Untitled.counter did not open beside the damaged file" some_window_titled "Untitled — DocumentProbe"
wait_until "the open document does not show count 2" count_is 2
# The error dialog is the other window.
wait_until "no error dialog beside the document window" has_windows 2
if [ -n "${WINDOW_DOCUMENT_SCREENSHOT:-}" ]; then import -window root "$WINDOW_DOCUMENT_SCREENSHOT"; fi
step "command line: damaged.counter reported (stderr, a dialog), Untitled.counter opened with count 2"
kill -TERM "$probe_pid"
wait_until "SIGTERM did not end the probe" exited
wait "$probe_pid" || fail "the probe exited with status $? on SIGTERM after the damaged file"

# 5. A file the history lists that is gone is skipped with a line on stderr, and a new document opens;
# Ctrl+W saves it before its window closes (and the app ends with its last window).
grep -q "Untitled.counter" "$history" || fail "the history no longer lists Untitled.counter: $(cat "$history")"
rm "$document"
: > "$work/probe.err"
start_probe
wait_until "no visible probe window after the document was removed" has_windows 1
window=$(head -n 1 "$work/windows")
wait_until "the gone document was not reported" grep -q "no longer exists; skipped" "$work/probe.err"
wait_until "no new 'Untitled — DocumentProbe' in place of the gone one" title_is "$window" "Untitled — DocumentProbe"
wait_until "the new document does not show count 0" count_is 0
click "$window"
wait_until "the click on the new document did not increment" count_is 1
press "$window" ctrl+w
wait_until "Ctrl+W on the last window did not end the probe" exited
wait "$probe_pid" || fail "the probe exited with status $? after Ctrl+W"
file_count_is 1 "$document" || fail "Ctrl+W did not save count 1 before closing"
step "history: the gone file skipped, a new document; click, Ctrl+W saved count 1 and ended the app"

# 6. Save As and Open through GTK's file chooser (GtkFileChooserNative falls back to GTK's own dialog
# with no portal, as here): a path typed into its name or location field, then Return. The saved and
# the opened file join the desktop's recent files ($XDG_DATA_HOME/recently-used.xbel).
: > "$work/probe.err"
: > "$work/probe.out"
start_probe
wait_until "no visible probe window for Save As" has_windows 1
window=$(head -n 1 "$work/windows")
has_count() { [ -n "$(last_count)" ]; }
wait_until "the view printed no count" has_count
edited=$(( $(last_count) + 1 ))
click "$window"
wait_until "the click before Save As did not increment" count_is "$edited"
saved="$work/chosen/saved.counter"
mkdir -p "$work/chosen"
press "$window" ctrl+shift+s
wait_until "Ctrl+Shift+S showed no file chooser" has_windows 2
sleep 0.5  # the dialog's name field takes the focus as it maps
xdotool key ctrl+a
xdotool type --delay 10 "$saved"
xdotool key Return
wait_until "Save As did not write count $edited to $saved" file_count_is "$edited" "$saved"
wait_until "the title is not 'saved — DocumentProbe' after Save As: '$(xdotool getwindowname "$window")'" \
    title_is "$window" "saved — DocumentProbe"
step "Ctrl+Shift+S: the chooser wrote $saved with count $edited, title 'saved — DocumentProbe'"

printf '{"count": 7}' > "$work/chosen/other.counter"
press "$window" ctrl+o
wait_until "Ctrl+O showed no file chooser" has_windows 2
sleep 0.5
# Typing a path opens the chooser's location field.
xdotool type --delay 10 "$work/chosen/other.counter"
xdotool key Return
wait_until "Ctrl+O did not open other.counter in a window of its own" some_window_titled "other — DocumentProbe"
wait_until "the opened document does not show count 7 (last count $(last_count))" count_is 7
recent="$XDG_DATA_HOME/recently-used.xbel"
wait_until "the saved file is not in the recent files" grep -q "file://$saved" "$recent"
wait_until "the opened file is not in the recent files" grep -q "file://$work/chosen/other.counter" "$recent"
step "Ctrl+O: the chooser opened other.counter (count 7) in a second window; both files are recent"
kill -TERM "$probe_pid"
wait_until "SIGTERM did not end the probe" exited
wait "$probe_pid" || fail "the probe exited with status $? on SIGTERM after Open"
echo "window-document-test: passed"
