#!/usr/bin/env bash
# Real-window smoke test: runs hello-finch in a GTK window under Xvfb and checks, from screenshots,
# that it draws, that its `.task` keeps changing it (main-actor tasks run under the GLib loop), that a
# mouse click reaches an `onTapGesture` (GTK input is wired), that Ctrl+Q quits cleanly, and that a still
# window uses almost no CPU (the main-queue hook does not spin), that a URL on the command line reaches
# `onOpenURL`; then the gallery, Memorize, ProfileImage,
# Landmarks opened from the gallery (its list, a row, the map's colours), and text typed through GTK's input method into finch-text-input-probe.
#
# SWIFT_SCRATCH_PATH=<dir> builds in that scratch path instead of .build.
set -euo pipefail

title="Hello Finch"
deadline_seconds=20
idle_seconds=2
idle_cpu_limit="0.2"
idle_wakeup_limit=10

test_name=window-smoke-test
source "$(dirname "$0")/lib/window-common.sh"

if [ "${1:-}" != "--inside" ]; then
    cd "$(dirname "$0")/.."
    build_products hello-finch finch-gallery memorize profile-image landmarks finch-text-input-probe
    binary="$bin_path/hello-finch"
    [ -x "$binary" ] || { echo "window-smoke-test: no $binary after the build" >&2; exit 1; }
    # -noreset: by default Xvfb resets when its last client disconnects (between two apps of this test),
    # and an app connecting during the reset fails with "cannot open display" (seen once in step 7).
    rerun_under_xvfb "-screen 0 800x600x24 -noreset" "$binary"
fi

binary="$2"
work=$(mktemp -d)
app_pid=""
cleanup() {
    if [ -n "$app_pid" ] && kill -0 "$app_pid" 2>/dev/null; then kill -KILL "$app_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

fail() {
    echo "window-smoke-test: FAIL: $*" >&2
    if [ -s "$work/stderr" ]; then sed 's/^/  app: /' "$work/stderr" >&2; fi
    exit 1
}

now() { date +%s.%N; }
elapsed_ms() { python3 -c "import sys; print(round((float(sys.argv[2]) - float(sys.argv[1])) * 1000))" "$1" "$2"; }

screenshot() { xwd -root -silent | convert xwd:- "png:$1"; }

# How many pixels of the box's red (#FF0000) or blue (#0000FF) the screenshot holds.
box_pixels() {
    convert "$1" -format %c histogram:info:- | awk '/#FF0000|#0000FF/ { sum += $1 } END { print sum + 0 }'
}

# How many pixels of exactly colour $2 (#RRGGBB) the screenshot $1 holds.
colour_pixels() {
    convert "$1" -format %c histogram:info:- | awk -v c="$2" 'index($0, c) { sum += $1 } END { print sum + 0 }'
}

# The bounding box of the pixels of colour $2 in screenshot $1, in screen coordinates: "W H X Y".
colour_box() {
    # %@ is the trim box "WxH+X+Y" of the white (matching) pixels on black, without a newline.
    local box
    box=$(convert "$1" -alpha off -fill black +opaque "$2" -fill white -opaque "$2" -format '%@' info:)
    echo "$box" | tr 'x+' '  '
}

cpu_seconds() {
    python3 - "$1" <<'PY'
import os, sys
fields = open(f"/proc/{sys.argv[1]}/stat").read().rsplit(")", 1)[1].split()
print((int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK"))
PY
}

# Voluntary context switches of the main thread: how often the GLib main loop woke up.
main_thread_wakeups() { awk '/^voluntary_ctxt_switches/ { print $2 }' "/proc/$1/status"; }

# Starts the app and waits (bounded) until its window shows the box; sets app_pid and first_frame_ms.
launch() {
    local started
    started=$(now)
    FINCH_REPORT_FIRST_FRAME=1 "$binary" "$@" > "$work/stdout" 2> "$work/stderr" &
    app_pid=$!
    timeout "$deadline_seconds" xdotool search --sync --onlyvisible --name "$title" > "$work/window" \
        || fail "no visible window named '$title' within ${deadline_seconds}s"
    local limit=$(( $(date +%s) + deadline_seconds ))
    while true; do
        screenshot "$work/first.png"
        if [ "$(box_pixels "$work/first.png")" -gt 0 ]; then break; fi
        kill -0 "$app_pid" 2>/dev/null || fail "the app exited before drawing"
        [ "$(date +%s)" -lt "$limit" ] || fail "the window never showed the coloured box"
        sleep 0.05
    done
    first_frame_ms=$(elapsed_ms "$started" "$(now)")
}

# Waits (bounded) for the app to exit and checks its status is 0.
expect_clean_exit() {
    local limit=$(( $(date +%s) + 5 ))
    while kill -0 "$app_pid" 2>/dev/null; do
        [ "$(date +%s)" -lt "$limit" ] || fail "the app did not exit within 5s after $1"
        sleep 0.05
    done
    local status=0
    wait "$app_pid" || status=$?
    app_pid=""
    [ "$status" -eq 0 ] || fail "the app exited with status $status after $1"
}

# 1. The window draws, and the task-driven flip changes it.
launch
echo "window-smoke-test: start-up to first frame seen on screen: ${first_frame_ms} ms (includes screenshot polling)"
reported=$(sed -n 's/^finch: first frame after \([0-9]*\) ms$/\1/p' "$work/stdout" | head -n 1)
[ -n "$reported" ] || fail "the app did not report its first frame"
echo "window-smoke-test: the app drew its first frame ${reported} ms after the process started"
screenshot "$work/a.png"
sleep 1
screenshot "$work/b.png"
box=$(box_pixels "$work/b.png")
[ "$box" -ge 9000 ] || fail "the 120x80 box is not drawn (found $box box pixels)"
changed=$(compare -metric AE "$work/a.png" "$work/b.png" null: 2>&1 || true)
[ "${changed%%.*}" -gt 0 ] 2>/dev/null \
    || fail "two screenshots 1 s apart are identical: the .task did not run under the GLib loop"
echo "window-smoke-test: the window draws the box ($box pixels) and changes over 1 s ($changed pixels differ)"

# 2. A click on the tap box (yellow) reaches its onTapGesture: it turns green. HelloFinch's layout puts it
# beside the flip box; the screenshot says where.
read -r tap_w tap_h tap_x tap_y < <(colour_box "$work/b.png" "#FFFF00")
[ "$tap_w" -ge 100 ] && [ "$tap_h" -ge 60 ] || fail "the yellow tap box is not on screen (found ${tap_w}x${tap_h})"
click_x=$(( tap_x + tap_w / 2 ))
click_y=$(( tap_y + tap_h / 2 ))
# Right and middle clicks reach the window as other buttons (`PointerEvent.button`) and must not tap it.
xdotool mousemove --sync "$click_x" "$click_y" click 3 click 2
sleep 0.5
screenshot "$work/right-clicked.png"
yellow=$(colour_pixels "$work/right-clicked.png" "#FFFF00")
green=$(colour_pixels "$work/right-clicked.png" "#00FF00")
[ "$yellow" -ge 9000 ] && [ "$green" -eq 0 ] \
    || fail "a right or middle click tapped the box (yellow $yellow, green $green pixels)"
echo "window-smoke-test: right and middle clicks did not tap the box"
xdotool mousemove --sync "$click_x" "$click_y" click 1
limit=$(( $(date +%s) + 5 ))
while true; do
    screenshot "$work/tapped.png"
    green=$(colour_pixels "$work/tapped.png" "#00FF00")
    yellow=$(colour_pixels "$work/tapped.png" "#FFFF00")
    if [ "$green" -ge 9000 ] && [ "$yellow" -eq 0 ]; then break; fi
    [ "$(date +%s)" -lt "$limit" ] \
        || fail "a click at ($click_x, $click_y) did not turn the tap box green (green $green, yellow $yellow pixels)"
    sleep 0.05
done
echo "window-smoke-test: a click at ($click_x, $click_y) reached the Button (the box turned green: $green pixels)"

# 3. Ctrl+Q still quits cleanly after the click.
xdotool windowfocus --sync "$(head -1 "$work/window")"
xdotool key ctrl+q
expect_clean_exit "Ctrl+Q"
echo "window-smoke-test: Ctrl+Q (after the click) closed the window and the app exited with status 0"

# Measures CPU seconds and main-thread wake-ups over idle_seconds; fails when the window is not idle.
expect_idle() {
    local cpu_before wakes_before cpu_after wakes_after cpu wakes
    cpu_before=$(cpu_seconds "$app_pid")
    wakes_before=$(main_thread_wakeups "$app_pid")
    sleep "$idle_seconds"
    cpu_after=$(cpu_seconds "$app_pid")
    wakes_after=$(main_thread_wakeups "$app_pid")
    cpu=$(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.2f}')" "$cpu_before" "$cpu_after")
    wakes=$(( wakes_after - wakes_before ))
    echo "window-smoke-test: $1: ${cpu} s CPU and ${wakes} main-thread wake-ups in ${idle_seconds} s" \
        "(limits ${idle_cpu_limit} s, ${idle_wakeup_limit})"
    python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) < float(sys.argv[2]) else 1)" "$cpu" "$idle_cpu_limit" \
        || fail "$1: ${cpu} s of CPU in ${idle_seconds} s: something spins"
    [ "$wakes" -le "$idle_wakeup_limit" ] || fail "$1: the main loop woke ${wakes} times: frames keep ticking"
}

# 4. A still window costs (almost) no CPU: with the task off nothing should wake the main loop.
export HELLO_FINCH_FLIPS=0
launch
expect_idle "idle window, task off"
kill -TERM "$app_pid"
expect_clean_exit "SIGTERM"
echo "window-smoke-test: SIGTERM quit cleanly"

# 5. After a change is drawn, frames stop: one flip, then the tick callback must be gone.
export HELLO_FINCH_FLIPS=1
launch
limit=$(( $(date +%s) + deadline_seconds ))
# The histogram goes to a file, not through a pipe into `grep -q`: under `pipefail` a `grep -q` that
# finds the colour and exits early makes `convert` die writing the rest (SIGPIPE), and the pipeline
# reports "not found" for a picture that has it.
until convert "$(screenshot "$work/flip.png"; echo "$work/flip.png")" -format %c histogram:info:"$work/flip.txt" \
    && grep -q "#0000FF" "$work/flip.txt"; do
    [ "$(date +%s)" -lt "$limit" ] || fail "the one flip to blue never showed"
    sleep 0.05
done
expect_idle "idle window after one animated change"
kill -TERM "$app_pid"
expect_clean_exit "SIGTERM"

# 5b. A URL on the command line reaches the window's onOpenURL once it shows: HelloFinch's sets its tap
# count from `hello://taps/N`, so `hello://taps/1` starts the tap box green instead of yellow.
export HELLO_FINCH_FLIPS=0
launch "hello://taps/1"
sleep 0.3
screenshot "$work/url.png"
url_green=$(colour_pixels "$work/url.png" "#00FF00")
url_yellow=$(colour_pixels "$work/url.png" "#FFFF00")
[ "$url_green" -ge 9000 ] && [ "$url_yellow" -eq 0 ] \
    || fail "the launch URL did not reach onOpenURL (green $url_green, yellow $url_yellow pixels)"
kill -TERM "$app_pid"
expect_clean_exit "SIGTERM"
echo "window-smoke-test: a URL on the command line reached the window's onOpenURL"

# 6. The gallery (what `make run` opens) lists the apps; its Open button starts one in its own window.
unset HELLO_FINCH_FLIPS
"$(dirname "$binary")/finch-gallery" > "$work/gallery.out" 2>&1 &
gallery_pid=$!
gallery_window=$(timeout "$deadline_seconds" xdotool search --sync --onlyvisible --name "Finch Gallery" | head -n 1)
[ -n "$gallery_window" ] || fail "no visible gallery window"
eval "$(xdotool getwindowgeometry --shell "$gallery_window")"
# The first row (Memorize)'s Open button sits at (369, 154) in the 420x520 window (see Examples/Gallery).
xdotool mousemove $(( X + 369 )) $(( Y + 154 )) click 1
opened=$(timeout "$deadline_seconds" xdotool search --sync --onlyvisible --name "Memorize" | head -n 1)
[ -n "$opened" ] || fail "the gallery's Open button did not open memorize"
echo "window-smoke-test: the gallery opened memorize in its own window"
opened_pid=$(xdotool getwindowpid "$opened" 2>/dev/null || true)
[ -n "$opened_pid" ] && kill -TERM "$opened_pid" 2>/dev/null || true
kill -TERM "$gallery_pid"
app_pid=$gallery_pid
expect_clean_exit "SIGTERM (gallery)"
# The Memorize window the gallery opened must be gone before step 7 looks for a new one (xdotool fails
# on a window destroyed while it searches).
limit=$(( $(date +%s) + 5 ))
while xdotool search --onlyvisible --name "Memorize" > /dev/null 2>&1; do
    [ -n "$opened_pid" ] && kill -KILL "$opened_pid" 2>/dev/null || true
    [ "$(date +%s)" -lt "$limit" ] || fail "the Memorize window the gallery opened did not close"
    sleep 0.1
done

# 7. Memorize: a click on a face-down card turns it face up (white face, 0.75 s flip). Halloween's cards
# are system orange (#FF9500); the top-left card's corner is the orange box's corner.
MEMORIZE_THEME=Halloween "$(dirname "$binary")/memorize" > "$work/memorize.out" 2> "$work/stderr" &
app_pid=$!
limit=$(( $(date +%s) + deadline_seconds ))
until xdotool search --onlyvisible --name "Memorize" > "$work/window" 2>/dev/null; do
    [ "$(date +%s)" -lt "$limit" ] || fail "no visible Memorize window"
    sleep 0.1
done
limit=$(( $(date +%s) + deadline_seconds ))
until [ "$(screenshot "$work/memorize-a.png"; colour_pixels "$work/memorize-a.png" "#FF9500")" -gt 20000 ]; do
    [ "$(date +%s)" -lt "$limit" ] || fail "Memorize never drew its orange cards"
    sleep 0.05
done
orange_before=$(colour_pixels "$work/memorize-a.png" "#FF9500")
# A second to settle first: right after its first frame the window still takes a few one-off events
# (mapping, focus, the pointer left where step 6 clicked), which read as 5 to 15 wake-ups in some runs
# (docs/architecture.md, "Known intermittent"); frames that keep ticking still show in the 2 s after.
sleep 1
expect_idle "idle Memorize game, no card face up"
read -r grid_w grid_h grid_x grid_y < <(colour_box "$work/memorize-a.png" "#FF9500")
xdotool mousemove --sync $(( grid_x + 25 )) $(( grid_y + 25 )) click 1
sleep 1.2
screenshot "$work/memorize-b.png"
orange_after=$(colour_pixels "$work/memorize-b.png" "#FF9500")
white_in_card=$(convert "$work/memorize-b.png" -crop "40x40+$(( grid_x + 10 ))+$(( grid_y + 10 ))" \
    -format %c histogram:info:- | awk 'index($0, "#FFFFFF") { sum += $1 } END { print sum + 0 }')
[ "$white_in_card" -ge 400 ] && [ "$orange_after" -lt $(( orange_before - 2000 )) ] \
    || fail "the clicked card is not face up (white in card $white_in_card, orange $orange_before -> $orange_after)"
echo "window-smoke-test: a click turned a Memorize card face up (orange $orange_before -> $orange_after pixels)"
kill -TERM "$app_pid"
expect_clean_exit "SIGTERM (memorize)"

# 8. ProfileImage: the avatar (a light circle on black); holding it 0.3 s does nothing, holding it 0.8 s
# (xdotool's mouse down and up) opens the photo picker in a sheet: the window turns mostly white.
XDG_PICTURES_DIR="$(pwd)/Tests/ProfileImageTests/Fixtures/Pictures" "$(dirname "$binary")/profile-image" \
    > "$work/profile.out" 2> "$work/stderr" &
app_pid=$!
limit=$(( $(date +%s) + deadline_seconds ))
until xdotool search --onlyvisible --name "ProfileImage" > "$work/window" 2>/dev/null; do
    [ "$(date +%s)" -lt "$limit" ] || fail "no visible ProfileImage window"
    sleep 0.1
done
white_pixels() { convert "$1" -format %c histogram:info:- | awk '/#F[A-F0-9]F[A-F0-9]F[A-F0-9]/ { sum += $1 } END { print sum + 0 }'; }
# Screenshots into $2 until its white pixels are $1 (-gt or -lt) 100000, bounded by the deadline; prints
# the last count, and fails (status 1) at the deadline.
wait_for_white() {
    local limit=$(( $(date +%s) + deadline_seconds )) white
    while :; do
        sleep 0.2
        screenshot "$2"
        white=$(white_pixels "$2")
        if [ "$white" "$1" 100000 ]; then echo "$white"; return 0; fi
        [ "$(date +%s)" -lt "$limit" ] || { echo "$white"; return 1; }
    done
}
limit=$(( $(date +%s) + deadline_seconds ))
until [ "$(screenshot "$work/profile-a.png"; convert "$work/profile-a.png" -format %c histogram:info:- \
    | awk '/#000000/ { sum += $1 } END { print sum + 0 }')" -gt 100000 ]; do
    [ "$(date +%s)" -lt "$limit" ] || fail "ProfileImage never drew its black window"
    sleep 0.05
done
sleep 0.3
screenshot "$work/profile-a.png"
read -r avatar_w avatar_h avatar_x avatar_y < <(convert "$work/profile-a.png" -alpha off -fuzz 30% -fill black \
    -opaque black -fill white +opaque black -format '%@' info: | tr 'x+' '  '; echo)
[ "${avatar_w:-0}" -ge 80 ] && [ "${avatar_w:-0}" -le 130 ] || fail "no avatar-sized circle on the black window (${avatar_w}x${avatar_h})"
centre_x=$(( avatar_x + avatar_w / 2 ))
centre_y=$(( avatar_y + avatar_h / 2 ))
white_before=$(white_pixels "$work/profile-a.png")
xdotool mousemove --sync "$centre_x" "$centre_y" mousedown 1
sleep 0.3
xdotool mouseup 1
sleep 0.6
screenshot "$work/profile-b.png"
[ "$(white_pixels "$work/profile-b.png")" -lt 100000 ] || fail "a 0.3 s press opened the picker"
xdotool mousemove --sync "$centre_x" "$centre_y" mousedown 1
sleep 0.8
xdotool mouseup 1
# The sheet's first presentation builds the picker: on a fresh machine's cold caches a debug build's app
# drew its first frame 930 ms after starting (150 ms warm) and the sheet was still rising 0.8 s after the
# release, so wait for it (bounded) as the Landmarks steps below do.
white_after=$(wait_for_white -gt "$work/profile-c.png") \
    || fail "holding the avatar 0.8 s did not open the picker sheet (white $white_before -> $white_after)"
echo "window-smoke-test: holding the ProfileImage avatar opened the picker sheet (white $white_before -> $white_after pixels)"
xdotool key Escape
white_closed=$(wait_for_white -lt "$work/profile-d.png") \
    || fail "Escape did not dismiss the picker sheet (white $white_after -> $white_closed)"
echo "window-smoke-test: Escape dismissed the sheet (white $white_after -> $white_closed pixels)"
kill -TERM "$app_pid"
expect_clean_exit "SIGTERM (profile-image)"

# 8b. Landmarks from the gallery: the third row's Open button starts it (favourites go to a scratch
# XDG_DATA_HOME, not the user's); the List tab shows the rows, a click on Twin Lake opens its page, and
# the map above the photo shows its land (#F7F4ED) and the lake's water (#9CD0F7).
XDG_DATA_HOME="$work/data" "$(dirname "$binary")/finch-gallery" > "$work/gallery.out" 2> "$work/stderr" &
gallery_pid=$!
gallery_window=$(timeout "$deadline_seconds" xdotool search --sync --onlyvisible --name "Finch Gallery" | head -n 1)
[ -n "$gallery_window" ] || fail "no visible gallery window (for Landmarks)"
eval "$(xdotool getwindowgeometry --shell "$gallery_window")"
# The third row (Landmarks, after Memorize and EmojiArt)'s Open button sits at (369, 350) in the 420x520
# window.
xdotool mousemove $(( X + 369 )) $(( Y + 350 )) click 1
landmarks_window=$(timeout "$deadline_seconds" xdotool search --sync --onlyvisible --class "landmarks" | head -n 1)
[ -n "$landmarks_window" ] || fail "the gallery's Open button did not open landmarks"
landmarks_pid=$(xdotool getwindowpid "$landmarks_window" 2>/dev/null || true)
kill -TERM "$gallery_pid"
app_pid=$gallery_pid
expect_clean_exit "SIGTERM (gallery, after Landmarks)"
[ -n "$landmarks_pid" ] || fail "no process for the Landmarks window"
app_pid=$landmarks_pid
sleep 1
eval "$(xdotool getwindowgeometry --shell "$landmarks_window")"
echo "window-smoke-test: the gallery opened landmarks (${WIDTH}x${HEIGHT})"
# The List tab is the tab bar's right half; Twin Lake is the fifth row (512 pt from the top). A debug
# build takes about a second to build the list the first time, so each step waits (bounded) for what it
# expects on screen instead of sleeping a fixed time.
screenshot "$work/featured.png"
xdotool mousemove --sync $(( X + WIDTH * 3 / 4 )) $(( Y + HEIGHT - 25 )) click 1
limit=$(( $(date +%s) + deadline_seconds ))
until screenshot "$work/list.png" \
    && [ "$(compare -metric AE "$work/featured.png" "$work/list.png" null: 2>&1 || true)" -gt 100000 ]; do
    [ "$(date +%s)" -lt "$limit" ] || fail "the List tab did not show"
    sleep 0.2
done
# Drawn once more after the switch (the list's first frame may still be settling).
sleep 0.5
xdotool mousemove --sync $(( X + 150 )) $(( Y + 512 )) click 1
limit=$(( $(date +%s) + deadline_seconds ))
water=0
land=0
until [ "$water" -gt 1000 ] && [ "$land" -gt 20000 ]; do
    [ "$(date +%s)" -lt "$limit" ] || fail "Twin Lake's page shows no map (water $water, land $land pixels)"
    sleep 0.2
    screenshot "$work/landmarks.png"
    water=$(colour_pixels "$work/landmarks.png" "#9CD0F7")
    land=$(colour_pixels "$work/landmarks.png" "#F7F4ED")
done
echo "window-smoke-test: a Landmarks row opened its page with the map (water $water, land $land pixels)"
kill -TERM "$app_pid"
# The gallery started it, so it is not this shell's child: wait for it to go, as expect_clean_exit cannot.
limit=$(( $(date +%s) + 5 ))
while kill -0 "$app_pid" 2>/dev/null; do
    [ "$(date +%s)" -lt "$limit" ] || fail "landmarks did not exit within 5s after SIGTERM"
    sleep 0.05
done
app_pid=""

# 9. Text input: finch-text-input-probe's TextField has focus when it appears; keys typed with xdotool go
# through the window's GtkIMContext (GTK's simple input method under Xvfb), which commits them into the
# field's binding, and the window shows them; Backspace deletes; Ctrl+Shift+U e9 is a composition
# (preedit, drawn underlined: the pixels change while the binding does not) committed by Space as "é";
# the dead key ´ then e composes "é";
# Ctrl+A Ctrl+C End Ctrl+V copies the text through GDK's clipboard and pastes it back; Return submits.
# After Tab moves focus to the button the input method takes no keys: Space and Return press the button
# and letters are not typed. The probe prints each change on stdout.
"$(dirname "$binary")/finch-text-input-probe" > "$work/probe.out" 2> "$work/stderr" &
app_pid=$!
# Waits (bounded) until a line the probe printed after line $1 matches the extended regex $2, else fails
# with $3; prints the number of lines printed so far.
expect_probe_line() {
    local limit=$(( $(date +%s) + 5 ))
    # `grep` without -q reads all of tail's output (see the histogram above for why).
    until tail -n +"$(( $1 + 1 ))" "$work/probe.out" | grep -xE -- "$2" > /dev/null; do
        kill -0 "$app_pid" 2>/dev/null || fail "the text input probe exited: $3"
        [ "$(date +%s)" -lt "$limit" ] \
            || fail "$3 (the probe printed: $(tail -n +"$(( $1 + 1 ))" "$work/probe.out" | tr '\n' '|'))"
        sleep 0.05
    done
    wc -l < "$work/probe.out"
}
pixels_changed() { compare -metric AE "$1" "$2" null: 2>&1 | awk '{ print int($1) }'; }
# Waits (bounded) until the window differs from the screenshot $1 in more than $2 pixels, else fails with $3.
expect_pixels_change() {
    local limit=$(( $(date +%s) + 5 ))
    until [ "$(screenshot "$work/probe-now.png"; pixels_changed "$1" "$work/probe-now.png")" -gt "$2" ]; do
        [ "$(date +%s)" -lt "$limit" ] || fail "$3"
        sleep 0.05
    done
}
probe_window=$(timeout "$deadline_seconds" xdotool search --sync --onlyvisible --name "Text Input Probe" | head -n 1)
[ -n "$probe_window" ] || fail "no visible Text Input Probe window"
seen=$(expect_probe_line 0 "focused true" "the probe's text field did not get focus on appear")
xdotool windowfocus --sync "$probe_window"
screenshot "$work/probe-a.png"
xdotool type --delay 20 "hello finch"
seen=$(expect_probe_line "$seen" "text: hello finch" "text typed with xdotool did not reach the focused text field")
expect_pixels_change "$work/probe-a.png" 500 "the typed text arrived but the window does not show it"
echo "window-smoke-test: text typed with xdotool went through the GtkIMContext into the TextField's binding" \
    "and shows ($(pixels_changed "$work/probe-a.png" "$work/probe-now.png") pixels changed)"
xdotool key BackSpace
seen=$(expect_probe_line "$seen" "text: hello finc" "Backspace did not delete the last character")
sleep 0.3
screenshot "$work/probe-c.png"
xdotool key ctrl+shift+u
xdotool type --delay 20 "e9"
expect_pixels_change "$work/probe-c.png" 150 "Ctrl+Shift+U e9 showed no composition in the field"
[ "$(wc -l < "$work/probe.out")" -eq "$seen" ] || fail "the composition reached the binding before it was committed"
xdotool key space
seen=$(expect_probe_line "$seen" "text: hello fincé" "Space did not commit the composition as é")
echo "window-smoke-test: Backspace deleted a character; Ctrl+Shift+U e9 Space composed (preedit) and committed é"
# A dead key: the simple input method holds the acute accent and composes it with the next letter.
xdotool key dead_acute
xdotool key e
seen=$(expect_probe_line "$seen" "text: hello fincéé" "the dead key ´ then e did not compose é")
echo "window-smoke-test: a dead key (´ then e) composed é"
xdotool key ctrl+a ctrl+c End ctrl+v
seen=$(expect_probe_line "$seen" "text: hello fincééhello fincéé" "Ctrl+A Ctrl+C End Ctrl+V did not paste the copied text")
xdotool key Return
seen=$(expect_probe_line "$seen" "submitted" "Return did not submit the field")
echo "window-smoke-test: Ctrl+C and Ctrl+V went through GDK's clipboard; Return submitted"
xdotool key Tab
seen=$(expect_probe_line "$seen" "focused false" "Tab did not move focus from the text field")
xdotool key space
xdotool type "x"
xdotool key Return
seen=$(expect_probe_line "$seen" "presses 2" "Space and Return did not press the button once the text field lost focus")
! grep -q "^text: .*x" "$work/probe.out" || fail "a letter was typed into the text field after it lost focus"
echo "window-smoke-test: with focus on the button the input method took no keys (Space, Return pressed it; x not typed)"
xdotool key ctrl+q
expect_clean_exit "Ctrl+Q (text input probe)"
echo "window-smoke-test: all checks passed"
