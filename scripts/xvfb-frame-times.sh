#!/usr/bin/env bash
# Frame times of a real Memorize window under Xvfb (release build): a click turns a card face up, its
# bonus pie then shrinks for 6 s, and the window reports that run of frames when it goes idle
# (FINCH_REPORT_FRAMES=1): frames, the frame clock's interval, the work per frame, late frames.
# Xvfb has no vertical blank: GTK's frame clock paces itself at about 60 frames a second.
# With SWIFT_SCRATCH_PATH=<dir> it builds there instead of .build.
set -euo pipefail

test_name=xvfb-frame-times
source "$(dirname "$0")/lib/window-common.sh"

if [ "${1:-}" != "--inside" ]; then
    cd "$(dirname "$0")/.."
    build_products -c release memorize
    rerun_under_xvfb "-screen 0 800x900x24" "$bin_path/memorize"
fi

binary="$2"
work=$(mktemp -d)
app_pid=""
cleanup() {
    if [ -n "$app_pid" ] && kill -0 "$app_pid" 2>/dev/null; then kill -KILL "$app_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "xvfb-frame-times: FAIL: $*" >&2; exit 1; }

screenshot() { xwd -root -silent | convert xwd:- "png:$1"; }
colour_pixels() {
    convert "$1" -format %c histogram:info:- | awk -v c="$2" 'index($0, c) { sum += $1 } END { print sum + 0 }'
}
colour_box() {
    # "%@" (the trim box WxH+X+Y) has no newline; echo adds one for `read`.
    echo "$(convert "$1" -alpha off -fill black +opaque "$2" -fill white -opaque "$2" -format '%@' info:)" | tr 'x+' '  '
}

FINCH_REPORT_FRAMES=1 MEMORIZE_THEME=Halloween "$binary" > "$work/stdout" 2> "$work/stderr" &
app_pid=$!
limit=$(( $(date +%s) + 20 ))
until [ "$(screenshot "$work/a.png"; colour_pixels "$work/a.png" "#FF9500")" -gt 20000 ]; do
    [ "$(date +%s)" -lt "$limit" ] || fail "Memorize never drew its cards"
    sleep 0.1
done
sleep 0.5
cp "$work/stdout" "$work/stdout.before"
read -r _ _ grid_x grid_y < <(colour_box "$work/a.png" "#FF9500")
xdotool mousemove --sync $(( grid_x + 25 )) $(( grid_y + 25 )) click 1
limit=$(( $(date +%s) + 15 ))
until [ "$(wc -l < "$work/stdout")" -gt "$(wc -l < "$work/stdout.before")" ]; do
    [ "$(date +%s)" -lt "$limit" ] || fail "no frame report within 15 s of the click"
    sleep 0.2
done
report=$(tail -n 1 "$work/stdout")
echo "xvfb-frame-times: flip and 6 s bonus pie of one card, 500x800 window, release build:"
echo "  ${report#finch: }"
kill -TERM "$app_pid"
wait "$app_pid" || true
app_pid=""
