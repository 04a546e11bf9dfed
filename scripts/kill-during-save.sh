#!/usr/bin/env bash
# Kill during save: `finch-save-loop write` saves an EmojiArt document, EmojiArt's palettes, Landmarks'
# favourites and a UserDefaults domain, round after round, each through the app's own saving code; this
# kills it with SIGKILL at a random moment (RUNS times, default 100) and after each kill runs
# `finch-save-loop check`, which reads every file as the app does at launch. Any file that is not a whole
# old or new version fails the run. A kill comes 0.2-1.4 s after the writer started (a debug build
# starts in about 0.2 s), so most land in the middle of some write (the check counts the temporary files
# that kills left mid-write).
#
# SWIFT_SCRATCH_PATH=<dir> builds in that scratch path instead of .build. RUNS=<n> changes the count.
set -euo pipefail

cd "$(dirname "$0")/.."
runs="${RUNS:-100}"
scratch=()
if [ -n "${SWIFT_SCRATCH_PATH:-}" ]; then scratch=(--scratch-path "$SWIFT_SCRATCH_PATH"); fi
if ! swift build "${scratch[@]}" --product finch-save-loop > /tmp/kill-during-save-build.$$ 2>&1; then
    cat /tmp/kill-during-save-build.$$ >&2
    rm -f /tmp/kill-during-save-build.$$
    echo "kill-during-save: FAIL: finch-save-loop does not build" >&2
    exit 1
fi
rm -f /tmp/kill-during-save-build.$$
tool="$(swift build "${scratch[@]}" --show-bin-path 2>/dev/null)/finch-save-loop"
[ -x "$tool" ] || { echo "kill-during-save: no $tool after the build" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The check opens the document through the app's reader, which looks for pictures under XDG_DATA_HOME.
export HOME="$work/home" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
mkdir -p "$HOME" "$XDG_DATA_HOME" "$XDG_CONFIG_HOME"

for run in $(seq 1 "$runs"); do
    "$tool" write "$work/files" 2> "$work/writer.err" &
    writer=$!
    # A random moment: 200 to 1400 ms (bash's RANDOM, seeded by run so a failure's run can be retried).
    RANDOM=$run
    delay=$((200 + RANDOM % 1200))
    sleep "$((delay / 1000)).$(printf '%03d' $((delay % 1000)))"
    kill -KILL "$writer" 2>/dev/null || true
    wait "$writer" 2>/dev/null || true
    if [ -s "$work/writer.err" ]; then
        echo "kill-during-save: FAIL: the writer reported an error before run $run's kill:" >&2
        cat "$work/writer.err" >&2
        exit 1
    fi
    if ! "$tool" check "$work/files" > "$work/check.out" 2>&1; then
        echo "kill-during-save: FAIL: after kill $run a file was not whole:" >&2
        cat "$work/check.out" >&2
        exit 1
    fi
done
echo "kill-during-save: $runs kills during saves, every file whole after each ($(tail -1 "$work/check.out"))"
