#!/bin/sh
# What ThreadSanitizer sees on Linux (`make sanitize` runs this first). Each program is built under
# ThreadSanitizer and run:
#   MutexCounter: a correct program whose state `Synchronization.Mutex` guards. TSan reports a race,
#     because the toolchain's Mutex locks through a futex in a library TSan does not instrument, so
#     it sees no order between the threads' accesses. Code meant to run under TSan locks with NSLock.
#     When this stops being reported, the toolchain's Mutex became visible and the rule can go.
#   LockCounter: the same program guarded by NSLock. Nothing may be reported.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for name in MutexCounter LockCounter; do
    swiftc -swift-version 6 -sanitize=thread -g "$here/$name.swift" -o "$work/$name" 2>"$work/$name.build.log" \
        || { cat "$work/$name.build.log"; exit 1; }
    TSAN_OPTIONS=halt_on_error=0 "$work/$name" >"$work/$name.log" 2>&1 || true
done

if ! grep -q "WARNING: ThreadSanitizer" "$work/MutexCounter.log"; then
    echo "thread tooling: MutexCounter was not reported: TSan now sees Mutex; update check.sh and the docs" >&2
    exit 1
fi
echo "thread tooling: MutexCounter reported (TSan cannot see Synchronization.Mutex), as known"
if grep -q "WARNING: ThreadSanitizer" "$work/LockCounter.log" || ! grep -q "^16000$" "$work/LockCounter.log"; then
    echo "thread tooling: LockCounter should run clean" >&2
    cat "$work/LockCounter.log" >&2
    exit 1
fi
echo "thread tooling: LockCounter clean, as it must be"
