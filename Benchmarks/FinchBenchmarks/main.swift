// Prints how long Finch takes to lay out and paint typical scenes; never asserts (see docs/style.md).
// Run in release: swift run -c release FinchBenchmarks
// `FinchBenchmarks layout 10` runs only the layout benchmark with 10 timed runs (for a profiler);
// `FinchBenchmarks push` only the navigation push; `FinchBenchmarks whole` only the 10,000-row whole frame;
// `FinchBenchmarks asyncimage` only the AsyncImage grid loaded from a loopback server (not in the default run);
// `FinchBenchmarks material` only the material bar over a scrolling list;
// `FinchBenchmarks matched` only a matchedGeometryEffect transition of 50 views (in `make bench`);
// `FinchBenchmarks emojiart` only EmojiArt's pinch, picture drop, 10,000-emoji open and save (not in it either);
// `FinchBenchmarks emojiart open` one cold open of that document alone (for a profiler).

import Foundation

@MainActor
func row(_ what: String, _ median: Double, _ p95: Double?, _ target: String) {
    let p95Text = p95.map { String(format: "%8.3f", $0) } ?? "       –"
    print(
        what.padding(toLength: 54, withPad: " ", startingAt: 0)
            + String(format: "%9.3f", median) + "  " + p95Text + "   " + target)
}

let arguments = CommandLine.arguments.dropFirst()

/// Scrolling lazy lists of 100 and 10,000 rows by 50 pt a frame: the two should cost the same.
@MainActor
func printScrollRows() {
    for rows in [100, 10_000] {
        let result = ScrollBenchmark.run(rows: rows)
        row(
            "scroll \(rows)-row LazyVStack 50 pt/frame, 300×600 @1×", result.frame.median, result.frame.p95,
            "< 4 ms")
        print(
            String(
                format: "  of which update and layout %.3f ms, display list %.3f ms, paint %.3f ms",
                result.parts.layout, result.parts.list, result.parts.paint))
    }
}

/// Scrolling 100- and 10,000-row `List`s, and pushing a row's page in a navigation stack.
@MainActor
func printListRows() {
    for rows in [100, 10_000] {
        let frame = ListBenchmark.scroll(rows: rows)
        row("scroll \(rows)-row List 50 pt/frame, 390×700 @1×", frame.median, frame.p95, "< 4 ms")
    }
    let titled = ListBenchmark.scroll(ListBenchmark.TitledSections())
    row("scroll plain List, 100×100 sections, large title", titled.median, titled.p95, "< 4 ms")
    let push = ListBenchmark.push()
    row("tap a List row to the push's first frame", push.tapToFirstFrame.median, push.tapToFirstFrame.p95, "< 16 ms")
    row("push animation frame", push.animationFrame.median, push.animationFrame.p95, "< 6 ms")
    printMaterialRows()
}

/// A `.regularMaterial` header over a scrolling list, and the same list under an opaque header.
@MainActor
func printMaterialRows() {
    let bar = MaterialBarBenchmark.run()
    row("scroll List under a .regularMaterial inset header", bar.material.median, bar.material.p95, "< 4 ms")
    row("  the same under an opaque header", bar.opaque.median, bar.opaque.p95, "–")
}

/// A key press to its frame in a 50-field form and in a 10,000-line `TextEditor`.
@MainActor
func printTextInputRows() {
    let form = TextInputBenchmark.form()
    row("key press to frame, 50-field form", form.median, form.p95, "< 4 ms")
    let editor = TextInputBenchmark.editor()
    row("key press to frame, TextEditor of 10,000 lines", editor.median, editor.p95, "< 8 ms")
}

/// A map pan frame at each landmark at the tutorial's 0.2° span (`map Chincoteague`: that one only).
@MainActor
func printMapRows(only: String?) {
    let before = Memory.resident()
    row("first frame of the first map (archive opened, tiles decoded)", MapBenchmark.firstMapFrame(), nil, "–")
    defer { print("  memory: resident \(before) MB before the first map, peak \(Memory.peak()) MB after the pans") }
    for (name, latitude, longitude) in MapBenchmark.landmarks where only == nil || name.hasPrefix(only ?? "") {
        let result = MapBenchmark.pan(latitude: latitude, longitude: longitude)
        row("map pan frame, \(name), 390×300 @1×", result.frame.median, result.frame.p95, "< 6 ms")
        print(
            String(
                format: "  input+update+layout %.3f ms, display list %.3f ms, paint %.3f ms; first frame %.1f ms",
                result.parts.update, result.parts.list, result.parts.paint, result.firstFrame))
    }
}

/// The memory figures of `UpdateBenchmark.bytesPerNode`.
@MainActor
func printMemory(_ memory: (bytes: Int, nodes: Int, viewNodeObject: Int)) {
    print("memory: \(memory.bytes) bytes per view node (\(memory.nodes) nodes, 10,000-row list, incl. layout nodes)")
    print("  of which the view node object and its side records: \(memory.viewNodeObject) bytes")
}

MainActor.assumeIsolated {
    if arguments.first == "map" {
        printMapRows(only: arguments.dropFirst().first)
        return
    }
    if arguments.first == "whole" {
        let whole = UpdateBenchmark.wholeFrames(rows: 10_000)
        row("whole frame, 1 of 10000 rows changed, VStack", whole.median, whole.p95, "–")
        row("  per row (µs)", whole.median * 1000 / 10_000, whole.p95 * 1000 / 10_000, "< 1 µs")
        return
    }
    if arguments.first == "push" {
        let push = ListBenchmark.push()
        row(
            "tap a List row to the push's first frame", push.tapToFirstFrame.median, push.tapToFirstFrame.p95, "< 16 ms"
        )
        row("push animation frame", push.animationFrame.median, push.animationFrame.p95, "< 6 ms")
        print("  frame after the first: median ms (update+layout / display list / paint)")
        for (index, frame) in push.byFrame.enumerated() {
            print(
                String(
                    format: "  %2d  %6.3f  (%.3f / %.3f / %.3f)", index + 1, frame.total, frame.update, frame.list,
                    frame.paint))
        }
        return
    }
    if arguments.first == "text" {
        printTextInputRows()
        return
    }
    if arguments.first == "update" {
        let rows = arguments.dropFirst().first.flatMap { Int($0) } ?? 1000
        let lazy = arguments.dropFirst(2).first == "lazy"
        let memory = UpdateBenchmark.bytesPerNode()
        let result = UpdateBenchmark.observableObject(rows: rows, lazy: lazy)
        row("update 1 of \(rows) rows, \(lazy ? "LazyVStack" : "VStack")", result.update.median, result.update.p95, "–")
        row("  then layout", result.layout.median, result.layout.p95, "–")
        printMemory(memory)
        return
    }
    if arguments.first == "matched" {
        let result = MatchedGeometryBenchmark.run()
        row("matchedGeometryEffect frame, 50 matched views", result.frame.median, result.frame.p95, "< 4 ms")
        print(
            "  \(result.frames) frames; update+layout \(result.parts.update) ms, display list \(result.parts.list) ms, "
                + "paint \(result.parts.paint) ms")
        return
    }
    if arguments.first == "flip" {
        let result = FlipBenchmark.run()
        row("flip frame", result.frame.median, result.frame.p95, "< 6 ms")
        print(
            "  update+layout \(result.parts.update) ms, display list \(result.parts.list) ms, paint \(result.parts.paint) ms"
        )
        return
    }
    if arguments.first == "memorize" {
        let result = MemorizeBenchmark.run()
        row("Memorize tap-to-frame, 12 pairs, 500×800 @1×", result.tap.median, result.tap.p95, "< 4 ms")
        print("  \(result.taps) taps; a new game with no card face up asks for frames: \(result.idleGameNeedsFrames)")
        print(
            "  update+layout \(result.parts.update) ms, display list \(result.parts.list) ms, paint \(result.parts.paint) ms"
        )
        return
    }
    if arguments.first == "avatar" {
        // The picture is made here; it is picked and shown in a fresh process, for a clean peak memory.
        guard let file = ProfileImageBenchmark.writeAvatarJPEG() else { return print("avatar: could not run") }
        defer { try? FileManager.default.removeItem(at: file) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["avatar-measure", file.path]
        try? child.run()
        child.waitUntilExit()
        return
    }
    if arguments.first == "avatar-measure", let path = arguments.dropFirst().first {
        guard let result = ProfileImageBenchmark.avatar(file: URL(fileURLWithPath: path)) else {
            return print("avatar: could not run")
        }
        row("12 MP JPEG picked → .success (decode off main)", result.toSuccess, nil, "–")
        row("  → first frame of the 100-pt avatar @2×", result.toFirstFrame, nil, "–")
        row("  next frame (scaled copy cached)", result.secondFrame, nil, "–")
        print(
            "  decoded to \(Int(result.decodedSize.width))×\(Int(result.decodedSize.height)) px; resident before "
                + "\(result.residentBefore) MB, peak \(result.peak) MB")
        return
    }
    if arguments.first == "landmarks" {
        // Measured in a fresh process: the first map of the process, and a clean peak memory.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["landmarks-measure"]
        try? child.run()
        child.waitUntilExit()
        return
    }
    if arguments.first == "landmarks-measure" {
        guard let result = LandmarksBenchmark.run() else { return print("landmarks: could not run") }
        row("Landmarks window made + first frame, 390×844", result.firstFrame, nil, "–")
        row("tap a row → first push frame (first map of process)", result.firstTap, nil, "< 16 ms")
        row("tap a row → first push frame (7 more landmarks)", result.taps.median, result.taps.p95, "< 16 ms")
        print("  resident \(result.residentBefore) MB before the window, peak \(result.peak) MB after 8 maps")
        return
    }
    if arguments.first == "color-scheme" {
        guard let result = ColorSchemeBenchmark.run() else { return print("color-scheme: could not run") }
        row("Landmarks 390×844: switch light ↔ dark, whole window redrawn", result.median, result.p95, "< 50 ms")
        return
    }
    if arguments.first == "thumbnails" {
        guard let result = ProfileImageBenchmark.grid() else { return print("thumbnails: could not run") }
        row("picker grid, 200 × 3 MP JPEGs, scrolled, 390×600", result.frames.median, result.frames.p95, "–")
        print(
            String(
                format:
                    "  longest gap between frames (main-thread stall) %.2f ms at 60 Hz; %d of %d frames late; "
                    + "%d thumbnails drawn in %.1f s",
                result.longest, result.lateFrames, 60 * 12, result.thumbnailsSeen, result.seconds))
        return
    }
    if arguments.first == "asyncimage" {
        guard let result = AsyncImageGridBenchmark.run() else { return print("asyncimage: could not run") }
        row("AsyncImage grid of 100, loaded, scrolled 40 pt/frame", result.frames.median, result.frames.p95, "–")
        print(
            String(
                format:
                    "  longest frame %.2f ms, longest gap between frames %.2f ms at 60 Hz; %d of %d frames late; "
                    + "loaded in %.1f s (%d requests, %d pictures drawn)",
                result.longestWork, result.longestGap, result.lateFrames, result.timedFrames, result.loadSeconds,
                result.requests, result.picturesDrawn))
        return
    }
    if arguments.first == "emojiart" {
        printEmojiArtRows(only: arguments.dropFirst().first)
        return
    }
    if arguments.first == "dragdrop" {
        let preview = DragDropBenchmark.previewFrames()
        row("drag-preview frame over 200 drop targets, 400×600", preview.median, nil, "< 4 ms")
        print(
            String(
                format: "  worst %.3f ms of %d frames; %d targets entered on the way", preview.worst, preview.frames,
                preview.targetsEntered))
        guard let dropped = DragDropBenchmark.droppedJPEG() else {
            return print("dragdrop: the JPEG drop did not load")
        }
        row("12 MP JPEG file dropped → UIImage (read+decode off main)", dropped.decode, nil, "–")
        print(
            String(
                format:
                    "  the drop on the main thread %.3f ms; longest gap between frames %.2f ms at 60 Hz "
                    + "(target none over 16.7); %d of %d frames late; decoded to %d×%d px",
                dropped.drop, dropped.longestGap, dropped.lateFrames, dropped.frames, Int(dropped.decodedSize.width),
                Int(dropped.decodedSize.height)))
        print(
            String(
                format: "  first frame showing the image %.2f ms of main-thread work; longest frame before it %.2f ms",
                dropped.firstImageFrame, dropped.longestFrameBefore))
        guard let many = ManyFilesDropBenchmark.run() else { return print("dragdrop: the 10,000-file drop failed") }
        row("10,000 files dropped: parse the URI list", many.parse, nil, "–")
        print(
            String(
                format:
                    "  the drop on the main thread %.2f ms; %d URLs loaded in %.0f ms; resident memory grew %.1f MB",
                many.drop, many.loaded, many.loads, Double(many.residentGrowth) / 1_048_576))
        return
    }
    if arguments.first == "list" {
        printListRows()
        return
    }
    if arguments.first == "material" {
        printMaterialRows()
        return
    }
    if arguments.first == "scroll" {
        printScrollRows()
        return
    }
    if arguments.first == "pass" {
        let timing = LayoutBenchmark.layoutPass()
        row("layout pass", timing.median, timing.p95, "< 2 ms")
        return
    }
    if arguments.first == "layout" {
        let iterations = arguments.dropFirst().first.flatMap { Int($0) } ?? 10
        let timing = measure(warmUp: 1, iterations: iterations, LayoutBenchmark.buildAndLayOut)
        row("build + layout, \(LayoutBenchmark.viewCount) views, 400×700, warm", timing.median, timing.p95, "–")
        return
    }
    // Memory first, while the heap is fresh, so growth is not hidden by memory freed earlier.
    let memory = UpdateBenchmark.bytesPerNode()
    let layout = LayoutBenchmark.run()
    let layoutPass = LayoutBenchmark.layoutPass()
    let flip = FlipBenchmark.run()
    let paint1 = PaintBenchmark.run(scale: 1)
    let paint2 = PaintBenchmark.run(scale: 2)

    print("what".padding(toLength: 54, withPad: " ", startingAt: 0) + "median ms    p95 ms   target")
    row("build + layout, \(LayoutBenchmark.viewCount) views, 400×700, cold", layout.cold, nil, "–")
    row("build + layout, \(LayoutBenchmark.viewCount) views, 400×700, warm", layout.warm.median, layout.warm.p95, "–")
    row("layout pass, \(LayoutBenchmark.viewCount) views (tree built)", layoutPass.median, layoutPass.p95, "< 2 ms")
    row("paint 20 cards, 400×700 @1×", paint1.paint.median, paint1.paint.p95, "< 5 ms")
    row("paint 20 cards, 400×700 @2×", paint2.paint.median, paint2.paint.p95, "< 12 ms")
    row("frame of 20 cards flipping, 400×700 @1× (\(flip.frames) frames)", flip.frame.median, flip.frame.p95, "< 6 ms")
    print(
        String(
            format: "  of which update and layout %.3f ms, display list %.3f ms, paint %.3f ms",
            flip.parts.update, flip.parts.list, flip.parts.paint))
    row("idle frame (nothing changed, nothing animating)", flip.idle.median, flip.idle.p95, "≈ 0")
    for (scale, result) in [(1, paint1), (2, paint2)] {
        row(
            "PNG encoding @\(scale)× (pngData − paint)", result.pngData.median - result.paint.median, nil, "–")
        row("pngData (paint + encode) @\(scale)×", result.pngData.median, result.pngData.p95, "–")
    }
    // The targets: one row of 10,000 in an eager stack updated and laid out in under 10 ms; in a lazy
    // stack, within twice the cost of the same list of 100.
    for rows in [100, 10_000] {
        for (kind, result) in [
            ("VStack, ObservableObject", UpdateBenchmark.observableObject(rows: rows)),
            ("LazyVStack, ObservableObject", UpdateBenchmark.observableObject(rows: rows, lazy: true)),
            ("VStack, @Observable", UpdateBenchmark.observation(rows: rows)),
        ] {
            row("update 1 of \(rows) rows, \(kind)", result.update.median, result.update.p95, "–")
            let target = rows == 10_000 && kind.hasPrefix("VStack, O") ? "< 10 ms" : "–"
            let bodies = result.bodies.map { " (\($0) row bodies ran)" } ?? ""
            row("  then layout\(bodies)", result.layout.median, result.layout.p95, "–")
            row("  update + layout", result.update.median + result.layout.median, nil, target)
        }
    }
    // The whole frame (update, layout, display list, paint into a 400×700 picture) per unchanged row.
    let whole = UpdateBenchmark.wholeFrames(rows: 10_000)
    row("whole frame, 1 of 10000 rows changed, VStack", whole.median, whole.p95, "–")
    row("  per row (µs)", whole.median * 1000 / 10_000, whole.p95 * 1000 / 10_000, "< 1 µs")
    printScrollRows()
    printListRows()
    printTextInputRows()
    let memorize = MemorizeBenchmark.run()
    row("Memorize tap-to-frame, 12 pairs, 500×800 @1×", memorize.tap.median, memorize.tap.p95, "< 4 ms")
    print("  a new game with no card face up asks for frames: \(memorize.idleGameNeedsFrames)")
    printMemory(memory)
    print(
        "(display list: \(paint1.itemCount) items; PNG \(paint1.pngBytes) bytes @1×, \(paint2.pngBytes) bytes @2×;"
            + " 200 timed runs after 20 warm-up runs, pngData 50)")
}
