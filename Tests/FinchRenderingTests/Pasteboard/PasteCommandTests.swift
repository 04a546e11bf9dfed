import Finch
import FinchTesting
import Foundation
import Testing

/// GDK key values.
private enum Keys {
    static let c: UInt32 = 0x63
    static let v: UInt32 = 0x76
    static let x: UInt32 = 0x78
    static let insert: UInt32 = 0xff63
    static let tab: UInt32 = 0xff09
}

/// What the views' commands were given, read back by the test.
@MainActor
final class PasteLog {
    var pasted: [String: [NSItemProvider]] = [:]
    var validated: [Int] = []
}

/// A canvas taking pasted images, text and URLs, beside a focusable badge taking only text.
private struct Canvas: View {
    let log: PasteLog
    var badgeTypes: [UTType] = [.plainText]

    var body: some View {
        VStack {
            Text("canvas")
                .frame(width: 200, height: 100)
                .onPasteCommand(of: [.image, .plainText, .url]) { log.pasted["canvas"] = $0 }
            Text("badge")
                .focusable()
                .onPasteCommand(of: badgeTypes) { log.pasted["badge"] = $0 }
            Text("plain")
        }
    }
}

/// A clipboard that says when something is written to it (a copy command writes once its loads finish).
@MainActor
private final class WatchedClipboard: Clipboard {
    let local = LocalClipboard()
    var written: (@MainActor () -> Void)?

    var content: ClipboardContent { local.content }
    var offeredTypes: [String] { local.offeredTypes }
    var changeCount: Int { local.changeCount }
    func setText(_ text: String) { setContent(ClipboardContent(text: text)) }
    func readText(_ completion: @escaping @MainActor (String?) -> Void) { local.readText(completion) }
    func readContent(_ completion: @escaping @MainActor (ClipboardContent) -> Void) { local.readContent(completion) }
    func setContent(_ content: ClipboardContent) {
        local.setContent(content)
        written?()
    }

    /// Runs `send` (a key press) and waits until the clipboard is written.
    func waitForWrite(after send: () -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            written = {
                self.written = nil
                continuation.resume()
            }
            send()
        }
    }
}

@MainActor
@Suite("Ctrl+V hands .onPasteCommand the clipboard's items as providers, as a drop does; copy and cut commands")
struct PasteCommandTests {
    private func window(_ log: PasteLog, badgeTypes: [UTType] = [.plainText]) -> TestWindow {
        TestWindow(size: CGSize(width: 300, height: 300)) { Canvas(log: log, badgeTypes: badgeTypes) }
    }

    private static func item(_ type: String, _ data: Data) -> ClipboardContent.Item {
        ClipboardContent.Item([ClipboardContent.Representation(type: type, data: data)])
    }

    @Test(
        "With nothing focused, Ctrl+V reaches the first view with .onPasteCommand; its providers load String, URL and UIImage off the main thread"
    )
    func pasteLoadsEachKind() async throws {
        let log = PasteLog()
        let window = window(log)
        let web = try #require(URL(string: "http://127.0.0.1/emoji.png"))
        let png = try Data(contentsOf: URL(fileURLWithPath: Fixture.landscapePNG))
        window.clipboard?.setContent(
            ClipboardContent(items: [
                Self.item("public.utf8-plain-text", Data("🍎".utf8)),
                Self.item("public.url", Data(web.absoluteString.utf8)),
                Self.item("public.png", png),
            ]))
        #expect(window.pressKey(Keys.v, modifiers: .control))
        let providers = try #require(log.pasted["canvas"])
        #expect(log.pasted["badge"] == nil)
        try #require(providers.count == 3)
        let text = await load(String.self, from: providers[0])
        #expect(text.value == "🍎" && !text.onMainThread)
        #expect(await load(URL.self, from: providers[1]).value == web)
        let image = await loadImage(from: providers[2])
        #expect(image.value?.size == CGSize(width: 80, height: 40) && !image.onMainThread)
        // Shift+Insert pastes too.
        log.pasted = [:]
        #expect(window.pressKey(Keys.insert, modifiers: .shift))
        #expect(log.pasted["canvas"]?.count == 3)
    }

    @Test("Only the items of the types a command takes are handed over")
    func onlyConformingItems() async throws {
        let log = PasteLog()
        let window = window(log)
        let web = try #require(URL(string: "https://example.com"))
        window.clipboard?.setContent(
            ClipboardContent(items: [
                Self.item("public.utf8-plain-text", Data("a".utf8)),
                Self.item("public.url", Data(web.absoluteString.utf8)),
            ]))
        window.pressKey(Keys.tab)
        #expect(window.pressKey(Keys.v, modifiers: .control))
        let providers = try #require(log.pasted["badge"])
        try #require(providers.count == 1)
        #expect(await load(String.self, from: providers[0]).value == "a")
    }

    @Test("The focused view's own command wins over the first one in the window")
    func focusedViewFirst() throws {
        let log = PasteLog()
        let window = window(log)
        window.clipboard?.setText("text")
        window.pressKey(Keys.tab)
        #expect(window.pressKey(Keys.v, modifiers: .control))
        #expect(log.pasted["badge"]?.count == 1)
        #expect(log.pasted["canvas"] == nil)
        // Exactly Ctrl: Ctrl+Shift+V is left for shortcuts.
        log.pasted = [:]
        #expect(!window.pressKey(Keys.v, modifiers: [.control, .shift]))
        #expect(log.pasted.isEmpty)
    }

    @Test("A focused view whose command does not take the clipboard's types passes Ctrl+V on to the window's")
    func focusedViewRefusesType() throws {
        let log = PasteLog()
        let window = window(log, badgeTypes: [.image])
        window.clipboard?.setText("text")
        window.pressKey(Keys.tab)
        #expect(window.pressKey(Keys.v, modifiers: .control))
        #expect(log.pasted["badge"] == nil)
        #expect(log.pasted["canvas"]?.count == 1)
    }

    @Test(
        "No view gets a paste it has no command for: an empty clipboard, or types no view takes, leave Ctrl+V unhandled"
    )
    func viewsWithoutCommand() throws {
        let log = PasteLog()
        let window = window(log)
        #expect(!window.pressKey(Keys.v, modifiers: .control))
        window.clipboard?.setContent(ClipboardContent(items: [Self.item("com.example.raw", Data([1]))]))
        #expect(!window.pressKey(Keys.v, modifiers: .control))
        #expect(log.pasted.isEmpty)
        let plain = TestWindow(size: CGSize(width: 200, height: 200)) { Text("no command").focusable() }
        plain.clipboard?.setText("text")
        plain.pressKey(Keys.tab)
        #expect(!plain.pressKey(Keys.v, modifiers: .control))
    }

    @Test("A focused TextField inside a view with .onPasteCommand pastes the text itself")
    func textFieldPastesItself() throws {
        let log = PasteLog()
        let model = FieldModel()
        let window = TestWindow(size: CGSize(width: 300, height: 200)) { PasteForm(model: model, log: log) }
        window.clipboard?.setText("pasted")
        window.tap(at: CGPoint(x: 100, y: 16 + 17))
        #expect(window.pressKey(Keys.v, modifiers: .control))
        #expect(model.text == "pasted")
        #expect(log.pasted.isEmpty)
    }

    @Test("The validator's payload reaches the action; a nil payload pastes nothing")
    func validator() throws {
        let log = PasteLog()
        let window = TestWindow(size: CGSize(width: 200, height: 200)) {
            Text("validated")
                .onPasteCommand(of: [.plainText]) { providers in
                    providers.count > 1 ? nil : providers.count
                } perform: { (count: Int) in
                    log.validated.append(count)
                }
        }
        window.clipboard?.setText("one")
        #expect(window.pressKey(Keys.v, modifiers: .control))
        #expect(log.validated == [1])
        window.clipboard?.setContent(
            ClipboardContent(items: [
                Self.item("public.utf8-plain-text", Data("a".utf8)),
                Self.item("public.utf8-plain-text", Data("b".utf8)),
            ]))
        window.pressKey(Keys.v, modifiers: .control)
        #expect(log.validated == [1])
    }

    @Test("Ctrl+C writes .onCopyCommand's providers to the clipboard once loaded; Ctrl+X runs .onCutCommand's")
    func copyAndCut() async throws {
        let cuts = PasteLog()
        let web = try #require(URL(string: "https://example.com/z"))
        let window = TestWindow(size: CGSize(width: 200, height: 200)) {
            Text("source")
                .onCopyCommand { [NSItemProvider(object: "copied"), NSItemProvider(object: web)] }
                .onCutCommand {
                    cuts.validated.append(1)
                    return [NSItemProvider(object: "cut")]
                }
        }
        let clipboard = WatchedClipboard()
        window.graph.clipboard = clipboard
        await clipboard.waitForWrite { #expect(window.pressKey(Keys.c, modifiers: .control)) }
        #expect(clipboard.content.items.count == 2)
        #expect(clipboard.content.textBytes == Array("copied".utf8))
        #expect(clipboard.content.items.last?.representation(conformingTo: "public.url") != nil)
        await clipboard.waitForWrite { #expect(window.pressKey(Keys.x, modifiers: .control)) }
        #expect(cuts.validated == [1])
        #expect(clipboard.content.textBytes == Array("cut".utf8))
    }
}

/// A text field inside a view that takes pasted text.
private struct PasteForm: View {
    let model: FieldModel
    let log: PasteLog
    @State private var name = ""

    var body: some View {
        let _ = (model.text = name)
        VStack(alignment: .leading) {
            TextField("Name", text: $name).textFieldStyle(.roundedBorder)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .onPasteCommand(of: [.plainText]) { log.pasted["form"] = $0 }
    }
}
