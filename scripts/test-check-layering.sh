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

# A `Synchronization.Mutex`, which ThreadSanitizer cannot see, is refused anywhere.
mkdir -p "$tmp/mutex/Sources/FinchCairo"
printf 'import Synchronization\nenum W {\n    static let seen = Mutex<Set<String>>([])\n}\n' \
    > "$tmp/mutex/Sources/FinchCairo/W.swift"
if python3 "$here/check-layering.py" "$tmp/mutex" 2>/dev/null; then
    echo "test-check-layering: a Mutex was not caught" >&2
    exit 1
fi

# Unsafe code: only FinchUnsafe may use the runtime's reflection and unchecked casts.
mkdir -p "$tmp/cast/Sources/FinchCore"
printf 'func f(_ x: AnyObject) -> C { unsafeDowncast(x, to: C.self) }\n' > "$tmp/cast/Sources/FinchCore/Cast.swift"
if python3 "$here/check-layering.py" "$tmp/cast" 2>/dev/null; then
    echo "test-check-layering: an unchecked cast outside FinchUnsafe was not caught" >&2
    exit 1
fi

mkdir -p "$tmp/spi/Sources/Combine"
printf '@_spi(Reflection) import Swift\n' > "$tmp/spi/Sources/Combine/Fields.swift"
if python3 "$here/check-layering.py" "$tmp/spi" 2>/dev/null; then
    echo "test-check-layering: the reflection SPI outside FinchUnsafe was not caught" >&2
    exit 1
fi

# `unowned(unsafe)` only on the properties docs/unsafety.md lists.
mkdir -p "$tmp/unowned/Sources/FinchCore" "$tmp/unowned/docs"
printf 'struct I {\n    unowned(unsafe) let node: N\n}\n' > "$tmp/unowned/Sources/FinchCore/I.swift"
if python3 "$here/check-layering.py" "$tmp/unowned" 2>/dev/null; then
    echo "test-check-layering: an unlisted unowned(unsafe) was not caught" >&2
    exit 1
fi
printf '| `Sources/FinchCore/I.swift` | `node` | why |\n' > "$tmp/unowned/docs/unsafety.md"
python3 "$here/check-layering.py" "$tmp/unowned" > /dev/null

# `@exclusivity(unchecked)` only on the properties docs/unsafety.md lists, and every listed one has it.
mkdir -p "$tmp/exclusive/Sources/FinchCore" "$tmp/exclusive/docs"
printf 'final class N {\n    @exclusivity(unchecked) private(set) var children: [N] = []\n}\n' \
    > "$tmp/exclusive/Sources/FinchCore/N.swift"
if python3 "$here/check-layering.py" "$tmp/exclusive" 2>/dev/null; then
    echo "test-check-layering: an unlisted @exclusivity(unchecked) was not caught" >&2
    exit 1
fi
printf '| `Sources/FinchCore/N.swift` | `children` | why |\n' > "$tmp/exclusive/docs/unsafety.md"
python3 "$here/check-layering.py" "$tmp/exclusive" > /dev/null
printf '| `Sources/FinchCore/N.swift` | `children` | why |\n| `Sources/FinchCore/N.swift` | `gone` | why |\n' \
    > "$tmp/exclusive/docs/unsafety.md"
if python3 "$here/check-layering.py" "$tmp/exclusive" 2>/dev/null; then
    echo "test-check-layering: a listed property without @exclusivity(unchecked) was not caught" >&2
    exit 1
fi

mkdir -p "$tmp/good/Sources/FinchCore" "$tmp/good/Sources/Memorize" "$tmp/good/Sources/FinchUnsafe"
printf '@_spi(Reflection) import Swift\nlet x = unsafeBitCast(1, to: UInt.self)\n' \
    > "$tmp/good/Sources/FinchUnsafe/Runtime.swift"
printf '// unsafeBitCast is named in a comment only\nimport Foundation\n' > "$tmp/good/Sources/FinchCore/Note.swift"
printf 'import Foundation\n' > "$tmp/good/Sources/FinchCore/Good.swift"
printf 'import Finch\n' > "$tmp/good/Sources/Memorize/App.swift"
python3 "$here/check-layering.py" "$tmp/good" > /dev/null
echo "test-check-layering: the check refuses upward imports, empty trees and unsafe code outside its list"
