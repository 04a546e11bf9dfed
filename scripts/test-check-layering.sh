#!/usr/bin/env bash
# Proves the layering check can fail: an upward import and an empty tree must both be refused.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

mkdir -p "$tmp/upward/Sources/FinchCore"
printf 'import Foundation\nimport FinchCairo\n' > "$tmp/upward/Sources/FinchCore/Bad.swift"
if python3 "$here/check-layering.py" "$tmp/upward" 2>/dev/null; then
    echo "test-check-layering: an upward import was not caught" >&2
    exit 1
fi

mkdir -p "$tmp/example/Sources/FinchCore" "$tmp/example/Examples/Hello"
printf 'import Foundation\n' > "$tmp/example/Sources/FinchCore/Good.swift"
printf 'import FinchGTK\n' > "$tmp/example/Examples/Hello/Hello.swift"
if python3 "$here/check-layering.py" "$tmp/example" 2>/dev/null; then
    echo "test-check-layering: an example reaching below the umbrella was not caught" >&2
    exit 1
fi

mkdir -p "$tmp/empty/Sources"
if python3 "$here/check-layering.py" "$tmp/empty" 2>/dev/null; then
    echo "test-check-layering: an empty tree passed" >&2
    exit 1
fi

mkdir -p "$tmp/good/Sources/FinchCore" "$tmp/good/Sources/Memorize"
printf 'import Foundation\n' > "$tmp/good/Sources/FinchCore/Good.swift"
printf 'import Finch\n' > "$tmp/good/Sources/Memorize/App.swift"
python3 "$here/check-layering.py" "$tmp/good" > /dev/null
echo "test-check-layering: the check refuses upward imports and empty trees"
