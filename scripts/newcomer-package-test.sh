#!/usr/bin/env bash
# A newcomer's package, from an empty folder, as the README's "Your own app" tells it: `swift package init
# --type executable`, Finch as a dependency by path with the `SwiftUI` product on Linux, an ordinary SwiftUI
# app with `import SwiftUI` and a `#Preview` (its macro plugin built from the toolchain's SwiftSyntax), a file
# with `import UIKit` and `import CoreGraphics` (those products added on Linux only, as the README says),
# an asset catalog whose symbols Finch's GenerateAssetSymbols plugin writes (`.sun`), `swift build`, then
# `--snapshot` for a picture. Checks the picture is a PNG of the asked size with dark
# (text) pixels in its middle band and white corners; then `--previews` lists the app's one preview and
# `--previews --output DIR` draws it at a phone's size.
#
# SWIFT_SCRATCH_PATH is not used: the package builds in its own folder, as a newcomer's does.
set -euo pipefail

checkout="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The dependency's identity comes from its folder's name: call it finch, as a clone of the repository is.
ln -s "$checkout" "$work/finch"
mkdir "$work/Hello"
cd "$work/Hello"
swift package init --type executable --name Hello > /dev/null
rm -rf Tests

cat > Package.swift <<'MANIFEST'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Hello",
    // On macOS and iOS the system's SwiftUI is used and the Finch dependency is not built.
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(path: "../finch")
    ],
    targets: [
        .executableTarget(
            name: "Hello",
            dependencies: [
                .product(name: "SwiftUI", package: "finch", condition: .when(platforms: [.linux])),
                .product(name: "UIKit", package: "finch", condition: .when(platforms: [.linux])),
                .product(name: "CoreGraphics", package: "finch", condition: .when(platforms: [.linux])),
            ],
            // Xcode keeps the catalog in the app target; on Linux Finch's plugin writes its symbols
            // (`Color.sun`) as Xcode 15 does.
            resources: [.process("Assets.xcassets")],
            // On Apple platforms `import Foundation` also brings Combine's `ObservableObject` and
            // `@Published`, Observation's `@Observable`, `URLSession` and `ListFormatter`; on Linux every file
            // of this target imports Combine, Observation, FoundationNetworking and Finch's FoundationAdditions
            // as if it said so.
            swiftSettings: [
                .unsafeFlags(
                    ["Combine", "Observation", "FoundationNetworking", "FoundationAdditions"].flatMap {
                        ["-Xfrontend", "-import-module", "-Xfrontend", $0]
                    },
                    .when(platforms: [.linux]))
            ],
            plugins: [.plugin(name: "GenerateAssetSymbols", package: "finch")]
        )
    ]
)
MANIFEST

cat > Sources/Hello/Hello.swift <<'SOURCE'
import SwiftUI

@main
struct HelloApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var name = "Linux"
    @StateObject private var greeter = Greeter()

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "globe")
                .imageScale(.large)
                .foregroundStyle(.tint)
            Text("\(greeter.greeting), \(name)!")
                .font(.title)
            Capsule()
                .fill(Color(uiColor: Palette.accent))
                .frame(width: Palette.barSize.width, height: Palette.barSize.height).overlay { Circle().fill(.sun) }
        }
        .padding()
    }
}

#Preview {
    ContentView()
}
SOURCE

# An asset catalog as Xcode keeps it, with one colour set (0, 170, 255): `.sun` comes from its generated symbols.
mkdir -p Sources/Hello/Assets.xcassets/Sun.colorset
echo '{ "info" : { "author" : "xcode", "version" : 1 } }' > Sources/Hello/Assets.xcassets/Contents.json
cat > Sources/Hello/Assets.xcassets/Sun.colorset/Contents.json <<'JSON'
{
  "colors" : [
    { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "255", "green" : "170", "red" : "0" } }, "idiom" : "universal" }
  ],
  "info" : { "author" : "xcode", "version" : 1 }
}
JSON

# A file reaching for UIKit and Core Graphics, as iOS code does.
cat > Sources/Hello/Palette.swift <<'SOURCE'
import CoreGraphics
import UIKit

enum Palette {
    static let accent = UIColor(red: 1, green: 0.4, blue: 0, alpha: 1)
    static let barSize = CGSize(width: 120, height: 12).applying(CGAffineTransform(scaleX: 1, y: 1))
    @MainActor static var isPhone: Bool { UIDevice.current.userInterfaceIdiom == .phone }
}
SOURCE

# A model file as Apple-platform code writes it: Foundation alone, yet ObservableObject and @Published.
cat > Sources/Hello/Greeter.swift <<'SOURCE'
import Foundation

final class Greeter: ObservableObject {
    @Published var greeting = "Hello"
}
SOURCE

# Another, as iOS 17 code writes it: Foundation alone, yet @Observable and URLSession.shared.
cat > Sources/Hello/Weather.swift <<'SOURCE'
import Foundation

@Observable
final class Weather {
    var summary = "Sunny"

    func refresh(from url: URL) async throws {
        let (data, _) = try await URLSession.shared.data(from: url)
        summary = String(decoding: data, as: UTF8.self)
    }
}
SOURCE

# And one as Apple's Scrumdinger tutorial writes its meeting history: Foundation alone, yet ListFormatter.
cat > Sources/Hello/Attendees.swift <<'SOURCE'
import Foundation

struct Attendees {
    var names: [String]

    var sentence: String { ListFormatter.localizedString(byJoining: names) }
}
SOURCE

if ! swift build > build.log 2>&1; then
    grep -v "prohibited flag" build.log >&2
    echo "newcomer-package-test: FAIL: the package does not build" >&2
    exit 1
fi
.build/debug/Hello --snapshot hello.png --size 300x200
/usr/bin/python3 - hello.png <<'CHECK'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
width, height = struct.unpack(">II", data[16:24])
assert (width, height) == (300, 200), f"size {width}x{height}"
# Decode the IDAT stream (8-bit RGB or RGBA, filters undone) to look at a few pixels.
depth, colour = data[24], data[25]
channels = {2: 3, 6: 4}[colour]
chunks, offset = b"", 8
while offset < len(data):
    length = struct.unpack(">I", data[offset:offset + 4])[0]
    kind = data[offset + 4:offset + 8]
    if kind == b"IDAT":
        chunks += data[offset + 8:offset + 8 + length]
    offset += 12 + length
raw = zlib.decompress(chunks)
stride = width * channels
rows, previous = [], bytearray(stride)
for y in range(height):
    line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    kind = raw[y * (stride + 1)]
    for i in range(stride):
        a = line[i - channels] if i >= channels else 0
        b = previous[i]
        c = previous[i - channels] if i >= channels else 0
        if kind == 1: line[i] = (line[i] + a) & 255
        elif kind == 2: line[i] = (line[i] + b) & 255
        elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif kind == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(line)
    previous = line
def pixel(x, y):
    return tuple(rows[y][x * channels:x * channels + 3])
assert pixel(2, 2) == (255, 255, 255), f"corner {pixel(2, 2)}"
dark = sum(1 for y in range(60, 140) for x in range(40, 260) if sum(pixel(x, y)) < 200)
assert dark > 50, f"only {dark} dark pixels where the text should be"
# The bar filled with the UIKit file's UIColor (255, 102, 0), sized by its CGSize.
orange = sum(1 for y in range(height) for x in range(width) if pixel(x, y) == (255, 102, 0))
assert orange > 1000, f"only {orange} pixels of the UIKit colour's bar"
# The dot over the bar in the catalog's colour, through its generated symbol.
sun = sum(1 for y in range(height) for x in range(width) if pixel(x, y) == (0, 170, 255))
assert sun > 40, f"only {sun} pixels of the catalog's colour"
print(f"newcomer-package-test: snapshot ({width}x{height}, {dark} dark pixels in the middle, {orange} of the bar, {sun} of the asset colour)")
CHECK

# The app's previews: listed (file and line, name, traits), then drawn to a folder without starting the app.
listing="$(.build/debug/Hello --previews)"
expected="$(printf 'Hello/Hello.swift:31\t(unnamed)\t')"
if [ "$listing" != "$expected" ]; then
    echo "newcomer-package-test: FAIL: --previews listed '$listing', not '$expected'" >&2
    exit 1
fi
.build/debug/Hello --previews --output previews > written.txt
/usr/bin/python3 - previews/Hello-31-Preview.png written.txt <<'CHECK'
import struct, sys
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "the preview is not a PNG"
width, height = struct.unpack(">II", data[16:24])
assert (width, height) == (390, 844), f"preview size {width}x{height}"
written = open(sys.argv[2]).read().split()
assert len(written) == 1 and written[0].endswith("previews/Hello-31-Preview.png"), f"printed {written}"
CHECK
echo "newcomer-package-test: PASS (--snapshot, and --previews listed and drawn at 390x844)"
