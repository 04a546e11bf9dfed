#!/usr/bin/env bash
# Prints, for a failed test pass, the lines that say why, in little room: CI shows only the last couple of
# thousand characters of a run. Most telling last: the pass's last lines, then a sanitizer's report (its
# summary and first lines), then a trap or signal, then the failed tests and expectations (Swift Testing's
# ✘ lines), each line cut to 200 characters.
# Usage: test-failure-digest.sh <title> <log>.
set -uo pipefail
title="$1"
log="$2"
cut_lines() { cut -c 1-200; }
echo
echo "════ $title; why: ════"
echo "── its last lines ──"
tail -n 4 "$log" | cut_lines
first_report="$(grep -a -n -m 1 -E '^(WARNING: ThreadSanitizer|==[0-9]+==ERROR: )' "$log" | cut -d: -f1)"
if [ -n "$first_report" ]; then
    echo "── the first sanitizer report (log line $first_report) ──"
    sed -n "${first_report},$((first_report + 11))p" "$log" | cut_lines
    grep -a -m 1 -E '^SUMMARY: [A-Za-z]+Sanitizer' "$log" | cut_lines
fi
if grep -a -q -E '\*\*\* Signal|Fatal error|Crash' "$log"; then
    echo "── a trap or signal ──"
    grep -a -m 4 -E '\*\*\* Signal|Fatal error|Crash' "$log" | cut_lines
fi
echo "── failed tests and expectations ──"
grep -a -E '✘|: error: |Exited with' "$log" | head -n 8 | cut_lines
echo "════ end of why ════"
