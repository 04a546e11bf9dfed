import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// Bad input dropped on a window from another program (issue 24's "Bad input"), through
/// `dragFromOutside` as the GTK host delivers it: the window goes on drawing and taking input, memory
/// stays bounded, the later drop wins where the app asks, and nothing crashes.
@MainActor
@Suite("Drag and drop: bad input from other programs")
struct BadDropTests {
    /// What the drop view received, and a way for the test to wait until a condition holds.
    @MainActor
    final class Inbox {
        var urls: [URL] = []
        var images: [UIImage] = []
        var errors: [String] = []
        var drops = 0
        private var waiting: (condition: () -> Bool, continuation: CheckedContinuation<Void, Never>)?

        func changed() {
            guard let waiting, waiting.condition() else { return }
            self.waiting = nil
            waiting.continuation.resume()
        }

        /// Returns once `condition` holds (checked after each change the loads make).
        func until(_ condition: @escaping () -> Bool) async {
            if condition() { return }
            await withCheckedContinuation { waiting = (condition, $0) }
        }
    }

    /// A drop area over the whole 300 × 200 window taking `types`; each provider is loaded as a `UIImage`
    /// when `types` has images, else as a URL, its result delivered on the main queue.
    struct DropArea: View {
        let inbox: Inbox
        var types: [UTType] = [.url, .image]

        var body: some View {
            Color.gray.frame(width: 300, height: 200)
                .onDrop(of: types, isTargeted: nil) { providers in
                    inbox.drops += 1
                    for provider in providers {
                        if !types.contains(.image) {
                            _ = provider.loadObject(ofClass: URL.self) { @Sendable [inbox] url, error in
                                Self.deliver(
                                    inbox, url.map { .url($0) } ?? .error("\(error.map { "\($0)" } ?? "none")"))
                            }
                        } else {
                            _ = provider.loadObject(ofClass: UIImage.self) { @Sendable [inbox] image, error in
                                Self.deliver(
                                    inbox,
                                    (image as? UIImage).map { .image($0) }
                                        ?? .error("\(error.map { "\($0)" } ?? "none")"))
                            }
                        }
                    }
                    return true
                }
        }

        enum Result: Sendable {
            case url(URL)
            case image(UIImage)
            case error(String)
        }

        /// Hands a load's result to the main queue (the completion runs on a background queue).
        nonisolated private static func deliver(_ inbox: Inbox, _ result: Result) {
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    switch result {
                    case .url(let url): inbox.urls.append(url)
                    case .image(let image): inbox.images.append(image)
                    case .error(let error): inbox.errors.append(error)
                    }
                    inbox.changed()
                }
            }
        }
    }

    private static let centre = CGPoint(x: 150, y: 100)

    /// A `text/uri-list` of `count` PNG files under /tmp (they need not exist: their URLs are loaded).
    private static func fileList(_ count: Int) -> Data {
        DesktopDropFormats.uriListData((0..<count).map { URL(fileURLWithPath: "/tmp/finch-drop/photo \($0).png") })
    }

    private static func providers(fromURIList text: String) throws -> [NSItemProvider] {
        try DesktopDropFormats.items(from: Data(text.utf8), mimeType: "text/uri-list").map { $0.itemProvider() }
    }

    @Test("10,000 dropped files: the drop itself is quick on the main thread, all 10,000 load, the window goes on")
    func tenThousandFiles() async throws {
        let inbox = Inbox()
        let window = TestWindow(size: CGSize(width: 300, height: 200)) { DropArea(inbox: inbox, types: [.fileURL]) }
        let providers = try DesktopDropFormats.items(
            from: Self.fileList(10_000), mimeType: "text/uri-list"
        ).map { $0.itemProvider() }
        #expect(window.dragFromOutside(providers: providers, through: [Self.centre]))
        #expect(inbox.drops == 1)
        // The main thread only starts the loads: none has come back before the main queue turns, as the
        // 10,000 completions come back through it. (Not timed: tests never time; this once said "under
        // 5 s", which ThreadSanitizer's slowdown failed though nothing was wrong.)
        #expect(inbox.urls.isEmpty && inbox.errors.isEmpty)
        await inbox.until { inbox.urls.count + inbox.errors.count == 10_000 }
        #expect(inbox.urls.count == 10_000 && inbox.errors.isEmpty)
        #expect(Set(inbox.urls).count == 10_000)
        // The window still draws and takes the next drag.
        window.render()
        #expect(
            window.dragFromOutside(
                providers: [NSItemProvider(object: URL(fileURLWithPath: "/tmp/next.png"))], through: [Self.centre]))
        await inbox.until { inbox.urls.count == 10_001 }
    }

    @Test("A 1 GB file dropped and loaded as UIImage fails with its limit named, refused before it is read")
    func gigabyteFileAsImage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("finch-gb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("huge.png")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let inbox = Inbox()
        let window = TestWindow(size: CGSize(width: 300, height: 200)) { DropArea(inbox: inbox, types: [.image]) }
        // The file comes as a file manager sends it; the view takes images only.
        #expect(
            window.dragFromOutside(
                providers: try Self.providers(fromURIList: file.absoluteString), through: [Self.centre]))
        await inbox.until { !inbox.errors.isEmpty }
        #expect(inbox.images.isEmpty)
        // Refused by its size before it is opened: nothing of it was read (the suite runs in parallel, so
        // neither the process's peak memory nor the time to the main queue would say so reliably).
        #expect(inbox.errors.first?.contains("huge.png is larger than 128 MB") == true, "\(inbox.errors)")
    }

    @Test("Bytes that claim to be PNG and are not: UIImage's load gives gdk-pixbuf's error; nothing crashes")
    func notAPNG() async throws {
        let inbox = Inbox()
        let window = TestWindow(size: CGSize(width: 300, height: 200)) { DropArea(inbox: inbox, types: [.image]) }
        // A PNG signature followed by garbage, as image/png bytes; and text sent as image/png.
        var fake = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        fake.append(Data(repeating: 0x41, count: 300))
        let items =
            try DesktopDropFormats.items(from: fake, mimeType: "image/png")
            + DesktopDropFormats.items(from: Data("hello".utf8), mimeType: "image/png")
        #expect(window.dragFromOutside(providers: items.map { $0.itemProvider() }, through: [Self.centre]))
        await inbox.until { inbox.errors.count == 2 }
        #expect(inbox.images.isEmpty)
        #expect(inbox.errors.allSatisfy { !$0.isEmpty && $0 != "none" }, "\(inbox.errors)")
        #expect(UIImage(data: fake) == nil)
    }

    @Test("javascript: and data: URLs dropped from outside are refused; a list's good URL still arrives")
    func refusedSchemes() async throws {
        let inbox = Inbox()
        let window = TestWindow(size: CGSize(width: 300, height: 200)) { DropArea(inbox: inbox, types: [.url]) }
        for bad in ["javascript:alert(document.cookie)", "data:text/html;base64,PHNjcmlwdD4=", "JavaScript:void(0)"] {
            #expect(throws: DesktopDropError.self) { try Self.providers(fromURIList: bad + "\r\n") }
            #expect(throws: DesktopDropError.self) {
                try DesktopDropFormats.items(
                    from: Data((bad + "\ntitle").utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
                    mimeType: "text/x-moz-url")
            }
        }
        let mixed = try Self.providers(
            fromURIList: "data:image/png;base64,AAAA\r\njavascript:alert(1)\r\nhttps://example.com/ok.png\r\n")
        #expect(window.dragFromOutside(providers: mixed, through: [Self.centre]))
        await inbox.until { inbox.urls.count + inbox.errors.count == 1 }
        #expect(inbox.urls == [URL(string: "https://example.com/ok.png")!])
    }

    /// A provider whose load is held until the test lets it go (or never).
    final class HeldProvider: Sendable {
        let provider = NSItemProvider()
        private let pending = LockedState<[@Sendable () -> Void]>([])

        /// `inbox` is told (on the main queue) when a load has started and is held.
        init(_ url: URL, telling inbox: Inbox) {
            provider.registerDataRepresentation(forTypeIdentifier: "public.url", visibility: .all) { [weak self] done in
                self?.pending.withLock { $0.append { done(Data(url.absoluteString.utf8), nil) } }
                DispatchQueue.main.async { MainActor.assumeIsolated { inbox.changed() } }
                return nil
            }
        }

        var isLoading: Bool { !pending.withLock { $0.isEmpty } }

        func complete() {
            for load in pending.withLock({ list in
                defer { list.removeAll() }; return list
            }) { load() }
        }
    }

    @Test("A provider whose load never completes: the window keeps drawing and taking input; a later drop works")
    func neverCompletes() async throws {
        let inbox = Inbox()
        let taps = Inbox()
        let window = TestWindow(size: CGSize(width: 300, height: 260)) {
            VStack(spacing: 0) {
                DropArea(inbox: inbox, types: [.url])
                CounterButton(inbox: taps)
            }
        }
        let stuck = HeldProvider(URL(string: "https://never.test/answer")!, telling: inbox)
        #expect(window.dragFromOutside(providers: [stuck.provider], through: [Self.centre]))
        await inbox.until { stuck.isLoading }
        // Frames and taps go on while the load hangs.
        for _ in 0..<5 {
            window.advance(by: 1.0 / 60)
            window.render()
        }
        window.tap(at: CGPoint(x: 150, y: 230))
        window.render()
        #expect(taps.drops == 1)
        #expect(window.displayList.dump().contains("tapped 1"))
        #expect(
            window.dragFromOutside(
                providers: [NSItemProvider(object: URL(string: "https://a.test/next")!)], through: [Self.centre]))
        await inbox.until { !inbox.urls.isEmpty }
        #expect(inbox.urls == [URL(string: "https://a.test/next")!])
        #expect(inbox.drops == 2)
    }

    struct CounterButton: View {
        let inbox: Inbox
        @State private var count = 0

        var body: some View {
            Button("tapped \(count)") {
                count += 1
                inbox.drops += 1
            }
            .frame(width: 300, height: 60)
        }
    }

    /// EmojiArt's pattern for a background dropped as a URL: the drop makes the URL the current one at
    /// once (on the main thread, in drop order); its data arrives later, and is shown only if that URL is
    /// still the current one when it does ("is this URL still the current one"), so a slow earlier drop
    /// cannot overwrite a later one.
    @MainActor
    final class Canvas {
        var current: Int = 0
        var background: URL?
        var stale = 0
        let inbox = Inbox()
    }

    struct CanvasView: View {
        let canvas: Canvas

        var body: some View {
            Color.white.frame(width: 300, height: 200)
                .onDrop(of: [.url], isTargeted: nil) { providers in
                    guard let provider = providers.first else { return false }
                    canvas.current += 1
                    let mine = canvas.current
                    _ = provider.loadObject(ofClass: URL.self) { @Sendable [canvas] url, _ in
                        DispatchQueue.main.async {
                            MainActor.assumeIsolated {
                                if mine == canvas.current {
                                    canvas.background = url
                                } else {
                                    canvas.stale += 1
                                }
                                canvas.inbox.changed()
                            }
                        }
                    }
                    return true
                }
        }
    }

    @Test("Two drops racing, the first one's load finishing last: the later drop's value wins where the app checks")
    func racingDrops() async {
        let canvas = Canvas()
        let window = TestWindow(size: CGSize(width: 300, height: 200)) { CanvasView(canvas: canvas) }
        let first = HeldProvider(URL(string: "https://slow.test/first.jpg")!, telling: canvas.inbox)
        let second = HeldProvider(URL(string: "https://fast.test/second.jpg")!, telling: canvas.inbox)
        #expect(window.dragFromOutside(providers: [first.provider], through: [Self.centre]))
        #expect(window.dragFromOutside(providers: [second.provider], through: [Self.centre]))
        await canvas.inbox.until { first.isLoading && second.isLoading }
        second.complete()
        await canvas.inbox.until { canvas.background != nil }
        first.complete()
        await canvas.inbox.until { canvas.stale == 1 }
        #expect(canvas.background == URL(string: "https://fast.test/second.jpg"))
        window.render()
    }
}
