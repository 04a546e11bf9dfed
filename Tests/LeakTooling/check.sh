#!/bin/sh
# Tests of the leak tooling (`make leaks` runs this first). Each small program here is built under
# AddressSanitizer and run with leak detection on:
#   WeakSideTable, EnumPayload: LeakSanitizer's two misreadings of Swift on Linux. Without the
#     suppressions each must be reported (else the misreading is gone and its suppression should go);
#     with them, nothing may be.
#   RetainCycle: a real leak. It must still be reported with the suppressions on.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
suppressions="$here/lsan-suppressions.txt"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

build() {
    swiftc -sanitize=address -g -module-name LeakTooling "$here/$1.swift" -o "$work/$1" 2>"$work/$1.build.log" \
        || { cat "$work/$1.build.log"; exit 1; }
}

# run NAME SUPPRESSIONS(yes|no): leaves the run's output in $work/NAME.log, its status in $status.
run() {
    options=""
    [ "$2" = yes ] && options="suppressions=$suppressions"
    status=0
    ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="$options" "$work/$1" >"$work/$1.log" 2>&1 || status=$?
}

expect_report() { # NAME SUPPRESSIONS WHAT-THE-REPORT-NAMES
    run "$1" "$2"
    if [ "$status" -eq 0 ] || ! grep -q "detected memory leaks" "$work/$1.log" || ! grep -q "$3" "$work/$1.log"; then
        echo "leak tooling: $1 (suppressions: $2) should report a leak allocated in $3" >&2
        cat "$work/$1.log" >&2
        exit 1
    fi
    echo "leak tooling: $1 (suppressions: $2) reported, as it must"
}

expect_clean() { # NAME
    run "$1" yes
    if [ "$status" -ne 0 ] || grep -q "detected memory leaks" "$work/$1.log"; then
        echo "leak tooling: $1 should report nothing under the suppressions" >&2
        cat "$work/$1.log" >&2
        exit 1
    fi
    echo "leak tooling: $1 (suppressions: yes) clean, as it must be"
}

for program in WeakSideTable EnumPayload RetainCycle; do build "$program"; done
expect_report WeakSideTable no formWeakReference
expect_clean WeakSideTable
expect_report EnumPayload no 11LeakTooling6SecondC
expect_clean EnumPayload
expect_report RetainCycle yes 11LeakTooling11CyclicModelC
