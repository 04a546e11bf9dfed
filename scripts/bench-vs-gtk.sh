#!/usr/bin/env bash
# Finch beside plain GTK 4 (release build, real windows under Xvfb): a List of 10,000 Toggles
# (Benchmarks/FinchListBench) and a plain C GtkListView of 10,000 rows, each a label and a GtkSwitch
# (Benchmarks/GtkListBench), both with GTK's Cairo renderer, given the same wheel input, run
# alternately (the machine's speed drifts; the side that goes first alternates too).
# Usage: scripts/bench-vs-gtk.sh [rounds]   (default 3). SWIFT_SCRATCH_PATH=<dir> builds there.
#
# Both programs are timed by the same code, Benchmarks/FrameProbe, attached to each window's
# GdkFrameClock from outside the program:
#   first frame   process start (kernel start time) → end of the first frame-clock cycle that painted
#   frame work    per painted cycle, "before-paint" → "after-paint": tick callbacks (Finch's update,
#                 layout and display list), GTK's layout (GtkListView binds rows there), the snapshot,
#                 GSK's Cairo render and its copy to the X window (the X server's side is not counted)
#   > 25 ms       painted cycles whose work took longer than 25 ms
#   scroll CPU    the process's user + system CPU time from the first wheel click to 1 s after the last:
#                 everything, input handling between frames included (GDK delivers events outside the
#                 frame cycles, so frame work alone would miss a program that works in its handlers)
#   peak memory   VmHWM (peak resident set) from /proc/PID/status after the scroll
#   anon, file    RssAnon and RssFile then: the process's own memory (heap, stacks, pixels) and the pages of
#                 the libraries and fonts it maps (shared with other processes, and clean)
#   idle CPU      CPU time over 5 idle seconds after the scroll, in ms per second: with the pointer
#                 still over the list ("hover"), then moved off the window ("away")
# The wheel: xdotool clicks of button 5 (down), one every $WHEEL_DELAY_MS ms, $WHEEL_CLICKS of them,
# with the pointer over the list. Each side scrolls its own step per click over its own row height:
# Finch 40 pt over 53-pt rows, GTK the page height to the 2/3 (about 86 px in an 800 px list) over 42-px
# rows, so GTK brings in about 2 rows per click where Finch brings in about 3/4 of one.
set -euo pipefail

WHEEL_CLICKS=${WHEEL_CLICKS:-200}
WHEEL_DELAY_MS=${WHEEL_DELAY_MS:-25}
IDLE_SECONDS=5

if [ "${1:-}" != "--inside" ]; then
    cd "$(dirname "$0")/.."
    rounds="${1:-3}"
    scratch=(${SWIFT_SCRATCH_PATH:+--scratch-path "$SWIFT_SCRATCH_PATH"})
    swift build -c release "${scratch[@]}" --product finch-list-bench 2>&1 | grep -v "prohibited flag" | tail -n 1
    bin="$(swift build -c release "${scratch[@]}" --show-bin-path)"
    gtk_dir="${SWIFT_SCRATCH_PATH:-.build}/gtk-list-bench"
    mkdir -p "$gtk_dir"
    # shellcheck disable=SC2046 # pkg-config's flags are separate words
    cc -O2 -Wall -Wextra -Werror -o "$gtk_dir/gtk-list-bench" Benchmarks/GtkListBench/gtk-list-bench.c \
        Benchmarks/FrameProbe/frame_probe.c -IBenchmarks/FrameProbe/include $(pkg-config --cflags --libs gtk4)
    export WHEEL_CLICKS WHEEL_DELAY_MS
    exec xvfb-run -a -s "-screen 0 800x900x24" "$0" --inside "$bin/finch-list-bench" "$gtk_dir/gtk-list-bench" \
        "$rounds"
fi

finch_binary="$2"
gtk_binary="$3"
rounds="$4"
work=$(mktemp -d)
app_pid=""
cleanup() {
    if [ -n "$app_pid" ] && kill -0 "$app_pid" 2>/dev/null; then kill -KILL "$app_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "bench-vs-gtk: FAIL: $*" >&2; exit 1; }

# User + system CPU time of a process, threads that ended included, in ms (fields 14 and 15 of
# /proc/PID/stat, after the name; in clock ticks, so idle windows are long enough for their 10 ms).
ticks_per_second=$(getconf CLK_TCK)
cpu_ms() {
    sed 's/^.*) //' "/proc/$1/stat" | awk -v hz="$ticks_per_second" '{ print ($12 + $13) * 1000 / hz }'
}

# Runs one side once and appends its figures to $work/results as one line:
# side round first_ms frames p50 p95 max over25 scroll_cpu_ms peak_mib idle_hover idle_away (ms/s) anon_mib file_mib
run_side() {
    local side="$1" binary="$2" round="$3"
    local out="$work/$side-$round.out"
    XDG_DATA_HOME="$work/data" FINCH_REPORT_FIRST_FRAME=1 "$binary" > "$out" 2> "$work/stderr" &
    app_pid=$!
    local limit=$(( $(date +%s) + 30 ))
    until grep -q "^probe: first-frame" "$out"; do
        kill -0 "$app_pid" 2>/dev/null || fail "$side exited before drawing: $(tail -n 3 "$work/stderr")"
        [ "$(date +%s)" -lt "$limit" ] || fail "$side drew no frame within 30 s"
        sleep 0.05
    done
    sleep 1.5
    local window x y width height
    window=$(xdotool search --onlyvisible --name "^List bench" | head -n 1)
    [ -n "$window" ] || fail "$side's window was not found"
    eval "$(xdotool getwindowgeometry --shell "$window" | grep -E '^(X|Y|WIDTH|HEIGHT)=')"
    x=$X y=$Y width=$WIDTH height=$HEIGHT
    xdotool mousemove --sync $(( x + width / 2 )) $(( y + height / 2 ))
    sleep 0.3
    local before cpu_before cpu_after cpu_idle_start cpu_idle_end
    before=$(wc -l < "$out")
    cpu_before=$(cpu_ms "$app_pid")
    xdotool click --repeat "$WHEEL_CLICKS" --delay "$WHEEL_DELAY_MS" 5
    sleep 1
    cpu_after=$(cpu_ms "$app_pid")
    sleep 0.5
    cpu_idle_start=$(cpu_ms "$app_pid")
    sleep "$IDLE_SECONDS"
    cpu_idle_end=$(cpu_ms "$app_pid")
    # Then with the pointer off the window: no hover, no input at all.
    xdotool mousemove --sync $(( x + width + 100 )) $(( y + height / 2 ))
    sleep 1
    local cpu_away_start cpu_away_end
    cpu_away_start=$(cpu_ms "$app_pid")
    sleep "$IDLE_SECONDS"
    cpu_away_end=$(cpu_ms "$app_pid")
    local peak_kib
    peak_kib=$(awk '/^VmHWM:/ { print $2 }' "/proc/$app_pid/status")
    local anon_kib file_kib
    anon_kib=$(awk '/^RssAnon:/ { print $2 }' "/proc/$app_pid/status")
    file_kib=$(awk '/^RssFile:/ { print $2 }' "/proc/$app_pid/status")
    kill -TERM "$app_pid"
    wait "$app_pid" 2>/dev/null || true
    app_pid=""
    local first
    first=$(awk '/^probe: first-frame/ { print $3; exit }' "$out")
    # The frames painted from the first wheel click on, their work in ms, sorted.
    tail -n +"$(( before + 1 ))" "$out" | awk '/^probe: frame/ { print $4 / 1000 }' | sort -n > "$work/work"
    local frames
    frames=$(wc -l < "$work/work")
    [ "$frames" -gt 10 ] || fail "$side painted only $frames frames while scrolled: did the wheel reach it?"
    local scroll idle away
    scroll=$(awk -v a="$cpu_before" -v b="$cpu_after" 'BEGIN { print b - a }')
    idle=$(awk -v a="$cpu_idle_start" -v b="$cpu_idle_end" -v s="$IDLE_SECONDS" 'BEGIN { print (b - a) / s }')
    away=$(awk -v a="$cpu_away_start" -v b="$cpu_away_end" -v s="$IDLE_SECONDS" 'BEGIN { print (b - a) / s }')
    awk -v side="$side" -v round="$round" -v first="$first" -v scroll="$scroll" -v peak="$peak_kib" -v idle="$idle" \
        -v away="$away" -v anon="$anon_kib" -v file="$file_kib" '
        { work[NR] = $1; if ($1 > 25) late++ }
        function pct(p) { i = int((NR - 1) * p + 0.5) + 1; return work[i] }
        END {
            printf "%s %d %d %d %.2f %.2f %.2f %d %.0f %.1f %.1f %.1f %.1f %.1f\n", side, round, first, NR, pct(0.5),
                pct(0.95), work[NR], late + 0, scroll, peak / 1024, idle, away, anon / 1024, file / 1024
        }' "$work/work" >> "$work/results"
    # Finch's own start-up figure (end of its first draw, before GSK's copy), for reference.
    if [ "$side" = finch ]; then
        sed -n 's/^finch: first frame after \([0-9]*\) ms.*/  (finch round '"$round"': its own clock, end of first draw: \1 ms)/p' "$out"
    fi
}

: > "$work/results"
for round in $(seq 1 "$rounds"); do
    if [ $(( round % 2 )) -eq 1 ]; then order="gtk finch"; else order="finch gtk"; fi
    for side in $order; do
        if [ "$side" = gtk ]; then run_side gtk "$gtk_binary" "$round"; else run_side finch "$finch_binary" "$round"; fi
    done
done

echo "bench-vs-gtk: List of 10,000 rows (label + switch), 400x800 window, $WHEEL_CLICKS wheel clicks every" \
    "${WHEEL_DELAY_MS} ms, release build, GSK_RENDERER=cairo, $rounds alternating rounds"
printf '%-6s %5s %9s %7s %8s %8s %8s %7s %10s %9s %10s %10s %9s %9s\n' side round "first ms" frames "p50 ms" \
    "p95 ms" "max ms" ">25ms" "scroll cpu" "peak MiB" "idle hover" "idle away" "anon MiB" "file MiB"
sort -k1,1 -k2,2n "$work/results" | awk '{
    printf "%-6s %5d %9d %7d %8.2f %8.2f %8.2f %7d %10.0f %9.1f %10.1f %10.1f %9.1f %9.1f\n", $1, $2, $3, $4, $5, $6,
        $7, $8, $9, $10, $11, $12, $13, $14
}'
# Medians per side, and Finch's over GTK's (below 1: Finch is lower).
awk '
    { n[$1]++; for (f = 3; f <= 14; f++) v[$1, f, n[$1]] = $f }
    function median(side, f,    count, i, j, t, a) {
        count = n[side]
        for (i = 1; i <= count; i++) a[i] = v[side, f, i]
        for (i = 1; i <= count; i++) for (j = i + 1; j <= count; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
        return count % 2 ? a[(count + 1) / 2] : (a[count / 2] + a[count / 2 + 1]) / 2
    }
    END {
        print "medians:"
        split("first-ms frames p50-ms p95-ms max-ms >25ms scroll-cpu-ms peak-MiB idle-hover-ms/s idle-away-ms/s" \
            " anon-MiB file-MiB", names, " ")
        for (f = 3; f <= 14; f++) {
            g = median("gtk", f); m = median("finch", f)
            # The ratio is made first: a `>` among print or printf arguments is an output redirection to
            # awk (once it wrote the medians to a file named "-").
            ratio = "-"
            if (g > 0) ratio = sprintf("%.2f", m / g)
            printf "  %-16s gtk %9.2f  finch %9.2f  finch/gtk %s\n", names[f - 2], g, m, ratio
        }
    }' "$work/results"
