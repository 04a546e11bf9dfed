#!/usr/bin/env bash
# Real-window EmojiArt test, under its own Xvfb: `emojiart` (Examples/EmojiArt, a DocumentGroup over
# .emojiart JSON files) with temporary HOME, XDG_DATA_HOME and XDG_CONFIG_HOME, beside the Python GTK 4
# peer of the drag-and-drop test (scripts/dnd-peer.py). It opens "Untitled — EmojiArt"; the palette's
# first emoji, found in a screenshot, is dragged onto the canvas (coloured pixels appear at the drop
# point and the title gets the edited mark); a 200x150 magenta PNG is dragged in from the peer as a file
# (GdkFileList) and becomes the background, zoomed to fit (the canvas turns magenta); Ctrl+S writes
# $XDG_DATA_HOME/EmojiArt/Untitled.emojiart with that emoji and a background URL naming the JPEG copy
# under $XDG_DATA_HOME/EmojiArt/Images/; Ctrl+Q exits 0.
#
# Drags are paced as in scripts/window-dnd-test.sh (press, a 15 px move, steps 30 ms apart, one more
# pixel, release). A drag whose result does not show within 5 s is tried again, at most 3 times in all;
# every retry is reported. Every other wait is bounded (10 s; xdotool's --sync waits under `timeout`).
#
# SWIFT_SCRATCH_PATH=<dir> builds in that scratch path instead of .build. WINDOW_EMOJIART_SCREENSHOTS=<dir>
# keeps the screenshots each step was checked on (and the last one when a step fails).
set -euo pipefail

cd "$(dirname "$0")/.."
test_name=window-emojiart-test
source scripts/lib/window-common.sh
build_products emojiart
app="$bin_path/emojiart"
[ -x "$app" ] || { echo "window-emojiart-test: no $app after the build" >&2; exit 1; }

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    sleep 0.2
    for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

screenshot() { xwd -root -silent | convert xwd:- "png:$work/shot.png"; }
# Keeps the last screenshot as $1.png when WINDOW_EMOJIART_SCREENSHOTS names a folder.
keep_screenshot() {
    if [ -n "${WINDOW_EMOJIART_SCREENSHOTS:-}" ] && [ -s "$work/shot.png" ]; then
        mkdir -p "$WINDOW_EMOJIART_SCREENSHOTS"
        cp "$work/shot.png" "$WINDOW_EMOJIART_SCREENSHOTS/$1.png"
    fi
}

fail() {
    echo "window-emojiart-test: FAIL: $*" >&2
    for log in app.out app.err peer.out peer.err; do
        if [ -s "$work/$log" ]; then tail -n 20 "$work/$log" | sed "s/^/  $log: /" >&2; fi
    done
    keep_screenshot failed
    exit 1
}


# 1. A display of its own (wide enough for both windows side by side), and homes of its own. -noreset
# as in the document test.
start_xvfb 1280x800x24 -noreset
export HOME="$work/home" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
mkdir -p "$HOME" "$XDG_DATA_HOME" "$XDG_CONFIG_HOME"
document="$XDG_DATA_HOME/EmojiArt/Untitled.emojiart"
images="$XDG_DATA_HOME/EmojiArt/Images"

# The picture the peer offers as a file: solid magenta, so the canvas's share of it is easy to count.
convert -size 200x150 xc:'#FF00FF' "$work/magenta.png"

step() { echo "window-emojiart-test: $(( $(date +%s) - started ))s: $*"; }
started=$(date +%s)

# 2. EmojiArt and the peer (the peer's URL bands are not used here), placed side by side: without a
# window manager every window maps at 0,0.
"$app" > "$work/app.out" 2> "$work/app.err" &
app_pid=$!
pids+=("$app_pid")
/usr/bin/python3 scripts/dnd-peer.py "$work/magenta.png" "http://127.0.0.1:9/unused.png" \
    > "$work/peer.out" 2> "$work/peer.err" &
peer_pid=$!
pids+=("$peer_pid")

app_windows() {
    xdotool search --onlyvisible --pid "$app_pid" > "$work/windows" 2>/dev/null || true
    [ -s "$work/windows" ]
}
wait_until "no visible EmojiArt window" app_windows
window=$(head -n 1 "$work/windows")
title() { xdotool getwindowname "$window" 2>/dev/null || true; }
title_is() { [ "$(title)" = "$1" ]; }
title_is_either() { title_is "$1" || title_is "$2"; }
wait_until "the title is not 'Untitled — EmojiArt' (or edited): '$(title)'" \
    title_is_either "Untitled — EmojiArt" "*Untitled — EmojiArt"
peer_window=$(timeout 20 xdotool search --sync --onlyvisible --name '^DnD Peer$' | head -n 1) || true
[ -n "$peer_window" ] || fail "no visible DnD Peer window"
timeout 5 xdotool windowmove --sync "$window" 0 0 || true
timeout 5 xdotool windowmove --sync "$peer_window" 900 0 || true
sleep 0.5
eval "$(xdotool getwindowgeometry --shell "$window" | sed 's/^/APP_/')"
eval "$(xdotool getwindowgeometry --shell "$peer_window" | sed 's/^/PEER_/')"
[ "${APP_WIDTH}x${APP_HEIGHT}" = "800x700" ] || fail "the window is ${APP_WIDTH}x${APP_HEIGHT}, not 800x700"
step "launch: '$(title)' at ${APP_X},${APP_Y} (${APP_WIDTH}x${APP_HEIGHT}), peer at ${PEER_X},${PEER_Y}"

# Reads screenshot shot.png's box $2x$3+$4+$5 (screen pixels) and answers question $1:
#   row       the palette row: "TOP BOTTOM X Y", its top and bottom and the first emoji's centre (the
#             second blob of coloured pixels from the left in the window's bottom 90 px: the first is
#             the palette button's symbol; the palette's name is black text)
#   coloured  how many pixels are coloured (channels far apart: not white, grey or black)
#   magenta   how many pixels are near #FF00FF (the JPEG copy shifts them a little)
pixels() {
    convert "$work/shot.png" -crop "$2x$3+$4+$5" +repage -depth 8 "ppm:$work/crop.ppm"
    python3 - "$1" "$4" "$5" "$work/crop.ppm" <<'PY'
import sys

question, left, top, path = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
data = open(path, "rb").read()
fields, index = [], 0
while len(fields) < 4:  # P6, width, height, maximum: whitespace-separated, then one byte, then pixels
    while data[index:index + 1].isspace() or data[index:index + 1] == b"#":
        if data[index:index + 1] == b"#":  # a comment (convert names the source) runs to the line's end
            index = data.index(b"\n", index)
        index += 1
    end = index
    while not data[end:end + 1].isspace():
        end += 1
    fields.append(data[index:end])
    index = end
index += 1
width, height = int(fields[1]), int(fields[2])
pixels = data[index:]


def rgb(x, y):
    offset = 3 * (y * width + x)
    return pixels[offset], pixels[offset + 1], pixels[offset + 2]


def coloured(x, y):
    r, g, b = rgb(x, y)
    return max(r, g, b) - min(r, g, b) > 60


if question == "coloured":
    print(sum(coloured(x, y) for y in range(height) for x in range(width)))
elif question == "magenta":
    print(sum(r > 200 and g < 70 and b > 200 for r, g, b in (rgb(x, y) for y in range(height) for x in range(width))))
elif question == "row":
    columns = [x for x in range(width) if any(coloured(x, y) for y in range(height))]
    blobs = []
    for x in columns:
        if blobs and x - blobs[-1][1] <= 3:
            blobs[-1][1] = x
        else:
            blobs.append([x, x])
    rows = [y for y in range(height) if any(coloured(x, y) for x in range(width))]
    if len(blobs) < 2 or not rows:
        print("none")
    else:
        first, last = blobs[1]
        ys = [y for y in range(height) if any(coloured(x, y) for x in range(first, last + 1))]
        print(top + rows[0], top + rows[-1], left + (first + last) // 2, top + (ys[0] + ys[-1]) // 2)
PY
}

# Drags with the mouse from ($1, $2) to ($3, $4), screen coordinates, in paced steps.
drag() {
    local x1=$1 y1=$2 x2=$3 y2=$4 steps=10 step
    timeout 5 xdotool mousemove --sync "$x1" "$y1" || true
    sleep 0.05
    xdotool mousedown 1
    sleep 0.05
    timeout 5 xdotool mousemove --sync $(( x1 + 15 )) "$y1" || true
    sleep 0.05
    for step in $(seq 1 "$steps"); do
        xdotool mousemove $(( x1 + 15 + (x2 - x1 - 15) * step / steps )) $(( y1 + (y2 - y1) * step / steps ))
        sleep 0.03
    done
    xdotool mousemove $(( x2 + 1 )) "$y2"
    sleep 0.05
    xdotool mouseup 1
}

attempts_total=0
retries=0
# Drags ($2..$5) until the command "${@:6}" succeeds, at most 3 times; $1 names the case.
expect_drag() {
    local name=$1 x1=$2 y1=$3 x2=$4 y2=$5 attempt limit
    shift 5
    for attempt in 1 2 3; do
        attempts_total=$(( attempts_total + 1 ))
        drag "$x1" "$y1" "$x2" "$y2"
        limit=$(( $(date +%s) + 5 ))
        while [ "$(date +%s)" -lt "$limit" ]; do
            kill -0 "$app_pid" 2>/dev/null || fail "emojiart exited during '$name'"
            kill -0 "$peer_pid" 2>/dev/null || fail "the Python peer exited during '$name'"
            if "$@"; then
                step "$name: passed (attempt $attempt)"
                return 0
            fi
            sleep 0.1
        done
        retries=$(( retries + 1 ))
        echo "window-emojiart-test: $name: no result within 5 s on attempt $attempt" >&2
        # Leave any half-finished drag behind before trying again.
        xdotool key Escape
        sleep 0.5
    done
    fail "$name: no result after 3 drags"
}

# 3. The palette row, at the window's bottom: the first emoji right of the palette's name.
row=""
find_row() {
    screenshot
    row=$(pixels row "$APP_WIDTH" 90 "$APP_X" $(( APP_Y + APP_HEIGHT - 90 )))
    [ "$row" != "none" ]
}
wait_until "no palette row with emoji at the window's bottom" find_row
read -r row_top _row_bottom emoji_x emoji_y <<< "$row"
keep_screenshot 1-launched
# The canvas fills the window above the row; its centre is where the emoji is dropped.
centre_x=$(( APP_X + APP_WIDTH / 2 ))
centre_y=$(( APP_Y + (row_top - APP_Y) / 2 ))
canvas_height=$(( row_top - APP_Y - 10 ))
screenshot
before=$(pixels coloured 60 60 $(( centre_x - 30 )) $(( centre_y - 30 )))
[ "$before" -lt 20 ] || fail "the canvas centre is coloured before the drop ($before pixels)"
step "the palette row starts at y $row_top; its first emoji is at ($emoji_x, $emoji_y); canvas centre ($centre_x, $centre_y)"

emoji_dropped() {
    screenshot
    [ "$(pixels coloured 60 60 $(( centre_x - 30 )) $(( centre_y - 30 )))" -ge 100 ] \
        && title_is "*Untitled — EmojiArt"
}
expect_drag "the palette's first emoji onto the canvas centre" "$emoji_x" "$emoji_y" "$centre_x" "$centre_y" \
    emoji_dropped
keep_screenshot 2-emoji
step "the canvas centre shows $(pixels coloured 60 60 $(( centre_x - 30 )) $(( centre_y - 30 ))) coloured pixels; title '$(title)'"

# 4. The magenta picture from the peer's file band, dropped on the canvas away from the emoji.
magenta_shown() {
    screenshot
    [ "$(pixels magenta "$APP_WIDTH" "$canvas_height" "$APP_X" "$APP_Y")" -ge 100000 ]
}
expect_drag "a PNG file from the peer as the background" $(( PEER_X + 100 )) $(( PEER_Y + 120 )) \
    $(( centre_x - 150 )) $(( centre_y + 100 )) magenta_shown
keep_screenshot 3-background
step "the canvas shows $(pixels magenta "$APP_WIDTH" "$canvas_height" "$APP_X" "$APP_Y") magenta pixels"

# 5. Ctrl+S writes the document: one emoji, the background a URL of the picture's JPEG copy.
timeout 5 xdotool windowfocus --sync "$window" || true
sleep 0.1
xdotool key ctrl+s
document_is_saved() {
    [ -s "$document" ] && python3 - "$document" "$images" > "$work/check.out" 2>&1 <<'PY'
import json, os, sys
from urllib.parse import unquote, urlparse

document, images = sys.argv[1], sys.argv[2]
art = json.load(open(document))
assert len(art["emojis"]) == 1, f"{len(art['emojis'])} emoji"


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


background = art["background"]
assert "url" in background, f"the background is not a URL: {background}"
urls = [s for s in strings(background["url"]) if s.startswith("file:")]
assert urls, f"no file URL in {background}"
path = unquote(urlparse(urls[0]).path)
assert os.path.dirname(path) == images, f"{path} is not in {images}"
assert os.path.isfile(path), f"{path} does not exist"
assert open(path, "rb").read(3) == b"\xff\xd8\xff", f"{path} is not a JPEG"
print(f"{art['emojis'][0]['text']} and {os.path.basename(path)}")
PY
}
wait_until "Ctrl+S did not write one emoji and a stored background to $document: $(cat "$work/check.out" 2>/dev/null)" \
    document_is_saved
wait_until "the edited mark stayed after Ctrl+S: '$(title)'" title_is "Untitled — EmojiArt"
step "Ctrl+S: $document holds $(tail -n 1 "$work/check.out"); title '$(title)'"

# 6. Ctrl+Q quits with status 0.
exited() { ! kill -0 "$app_pid" 2>/dev/null; }
timeout 5 xdotool windowfocus --sync "$window" || true
sleep 0.1
xdotool key ctrl+q
wait_until "Ctrl+Q did not quit emojiart" exited
status=0
wait "$app_pid" || status=$?
[ "$status" -eq 0 ] || fail "emojiart exited with status $status on Ctrl+Q"
# Nothing on stderr but GTK's note that there is no session bus (Xvfb runs without one).
grep -v -e '^$' -e 'Unable to acquire session bus' "$work/app.err" > "$work/unexpected.err" || true
[ ! -s "$work/unexpected.err" ] || fail "emojiart wrote to stderr: $(cat "$work/unexpected.err")"
step "Ctrl+Q: exited 0"
echo "window-emojiart-test: passed ($attempts_total drags, $retries retried, $(( $(date +%s) - started )) s)"
