import Finch
import FinchCairo
import FinchCore
import Foundation
import Observation

/// Drag and drop's two costs (issue 24): a frame while a drag's preview moves over a window of 200 drop
/// targets, and a 12-megapixel JPEG file dropped from another program and loaded as `UIImage` through
/// its item provider while the main thread keeps making frames at 60 Hz.
@MainActor
enum DragDropBenchmark {
    struct PreviewResult {
        let median: Double
        let worst: Double
        let frames: Int
        let targetsEntered: Int
    }

    struct DecodeResult {
        /// The load on the background queue: the file read and the decode.
        let decode: Double
        /// The drop itself on the main thread (targeting, the action starting the load).
        let drop: Double
        /// The longest time from one frame's start to the next (16.7 ms when none is held up).
        let longestGap: Double
        let lateFrames: Int
        let frames: Int
        let decodedSize: CGSize
        /// The main-thread work of the first frame showing the image, and of the longest frame before it.
        let firstImageFrame: Double
        let longestFrameBefore: Double
    }

    // MARK: The preview over 200 views

    /// 200 cells (20 rows of 10), each a drop target for text with a label; a draggable chip above them.
    struct Cells: View {
        let entered: DragDropBenchmark.Counter

        var body: some View {
            VStack(spacing: 2) {
                Text("drag me").padding(6).background(Color.orange).onDrag { NSItemProvider(object: "chip") }
                ForEach(0..<20, id: \.self) { row in
                    HStack(spacing: 2) {
                        ForEach(0..<10, id: \.self) { column in
                            Cell(index: row * 10 + column, entered: entered)
                        }
                    }
                }
            }
        }
    }

    struct Cell: View {
        let index: Int
        let entered: DragDropBenchmark.Counter
        @State private var targeted = false

        var body: some View {
            Text("\(index)")
                .frame(width: 36, height: 26)
                .background(targeted ? Color.yellow : Color.blue.opacity(0.3))
                .onDrop(of: [.text], isTargeted: $targeted) { _ in true }
                .onChange(of: targeted) { _, now in if now { entered.count += 1 } }
        }
    }

    @MainActor
    final class Counter {
        var count = 0
    }

    /// Picks the chip up and moves it over the cells one step a frame (a zig-zag over every row),
    /// timing each frame: the pointer event, update, layout, display list and paint.
    static func previewFrames(count: Int = 300) -> PreviewResult {
        let counter = Counter()
        let size = CGSize(width: 400, height: 600)
        let hosted = HostedWindow(size: size, content: Cells(entered: counter))
        hosted.runFirstIdle()
        let graph = hosted.graph
        var time = 0.0
        // The chip is the first row, centred: find it from the layout's top.
        let start = CGPoint(x: 200, y: 20)
        graph.handle(PointerEvent(phase: .began, location: start, time: time))
        for step in 1...4 {
            time += 1.0 / 60
            graph.handle(PointerEvent(phase: .moved, location: CGPoint(x: 200, y: 20 + 4 * step), time: time))
            hosted.frame(at: time)
        }
        let clock = ContinuousClock()
        var durations: [Duration] = []
        for frame in 0..<(count + 20) {
            time += 1.0 / 60
            let point = path(frame, in: size)
            let began = clock.now
            graph.handle(PointerEvent(phase: .moved, location: point, time: time))
            _ = hosted.timedFrame(at: time)
            if frame >= 20 { durations.append(clock.now - began) }
        }
        graph.handle(PointerEvent(phase: .ended, location: path(count + 20, in: size), time: time + 1.0 / 60))
        let sorted = durations.map(Timing.milliseconds).sorted()
        return PreviewResult(
            median: sorted[sorted.count / 2], worst: sorted.last ?? 0, frames: sorted.count,
            targetsEntered: counter.count)
    }

    /// A zig-zag over the grid: 30 frames a row, down one row each pass.
    private static func path(_ frame: Int, in size: CGSize) -> CGPoint {
        let row = (frame / 30) % 20
        let along = CGFloat(frame % 30) / 29
        let x = row.isMultiple(of: 2) ? 20 + along * 360 : 380 - along * 360
        return CGPoint(x: x, y: 60 + CGFloat(row) * 27)
    }

    // MARK: A dropped 12-megapixel JPEG

    @MainActor
    @Observable
    final class DroppedImage {
        var image: UIImage?
        var decodeMilliseconds = 0.0
    }

    struct DropArea: View {
        let model: DroppedImage

        var body: some View {
            ZStack {
                Color.gray.opacity(0.2)
                if let shown = model.image {
                    Image(uiImage: shown).resizable().scaledToFit()
                }
            }
            .frame(width: 390, height: 600)
            .onDrop(of: [.image], isTargeted: nil) { providers in
                guard let provider = providers.first else { return false }
                let clock = ContinuousClock()
                let started = clock.now
                provider.loadObject(ofClass: UIImage.self) { @Sendable [model] object, _ in
                    let took = Timing.milliseconds(clock.now - started)
                    let image = object as? UIImage
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated {
                            model.decodeMilliseconds = took
                            model.image = image
                        }
                    }
                }
                return true
            }
        }
    }

    /// Writes the 12-megapixel JPEG to a temporary file, drops it as a file manager's `text/uri-list`
    /// (parsed, made into items and providers as the GTK host does), and runs 60 frames a second for up
    /// to 10 s of real time, the main run loop delivering the decoded image between frames.
    static func droppedJPEG() -> DecodeResult? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("finch-drop-12mp-\(getpid()).jpg")
        guard let jpeg = ProfileImageBenchmark.photoJPEG(width: 4000, height: 3000), (try? jpeg.write(to: file)) != nil
        else { return nil }
        defer { try? FileManager.default.removeItem(at: file) }
        let model = DroppedImage()
        let size = CGSize(width: 390, height: 600)
        let hosted = HostedWindow(size: size, content: DropArea(model: model))
        hosted.runFirstIdle()
        let graph = hosted.graph
        let uriList = DesktopDropFormats.uriListData([file])
        let clock = ContinuousClock()
        var time = 0.0
        var dropTook = Duration.zero
        var longestGap = Duration.zero
        var lateFrames = 0
        var frames = 0
        var deadline = Date()
        var lastStart = clock.now
        var shownFrames = 0
        var firstImageFrame = Duration.zero
        var longestBefore = Duration.zero
        for frame in 0..<600 {
            deadline += 1.0 / 60
            RunLoop.main.run(until: deadline)
            let began = clock.now
            if frame > 0 {
                longestGap = max(longestGap, began - lastStart)
                if began - lastStart > .milliseconds(25) { lateFrames += 1 }
            }
            lastStart = began
            time += 1.0 / 60
            if frame == 10 {
                dropTook = clock.measure {
                    let types = DesktopDropFormats.typeIdentifiers(offeredAs: ["text/uri-list"], uriList: uriList)
                    graph.dragEntered(offering: types) {
                        let items = (try? DesktopDropFormats.items(from: uriList, mimeType: "text/uri-list")) ?? []
                        return items.map { $0.itemProvider() }
                    }
                    graph.dragMoved(to: CGPoint(x: 195, y: 300))
                    graph.drop(at: CGPoint(x: 195, y: 300))
                }
            }
            let hadImage = model.image != nil
            let work = clock.measure { hosted.frame(at: time) }
            if hadImage && shownFrames == 0 { firstImageFrame = work }
            if !hadImage { longestBefore = max(longestBefore, work) }
            frames += 1
            if model.image != nil {
                shownFrames += 1
                if shownFrames > 30 { break }
            }
        }
        guard let image = model.image else { return nil }
        return DecodeResult(
            decode: model.decodeMilliseconds, drop: Timing.milliseconds(dropTook),
            longestGap: Timing.milliseconds(longestGap), lateFrames: lateFrames, frames: frames,
            decodedSize: image.size, firstImageFrame: Timing.milliseconds(firstImageFrame),
            longestFrameBefore: Timing.milliseconds(longestBefore))
    }
}
