import Finch
import FinchTesting
import Foundation
import Testing

/// What the share sheet's completion handler was told.
@MainActor
private final class ShareLog {
    var finished: [(UIActivity.ActivityType?, Bool)] = []
}

/// The share sheet of apps written before `ShareLink`: a `UIActivityViewController` in a representable.
private struct ShareSheet: UIViewControllerRepresentable {
    let items: [Any]
    let log: ShareLog

    func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
        controller.excludedActivityTypes = [.airDrop]
        controller.completionWithItemsHandler = { type, completed, _, _ in log.finished.append((type, completed)) }
        return controller
    }

    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}

private struct Sharing: View {
    let log: ShareLog
    @State private var isSharing = false

    var body: some View {
        Button("Share") { isSharing = true }
            .sheet(isPresented: $isSharing) {
                ShareSheet(items: ["A note to share", URL(string: "https://example.com/notes/1") as Any], log: log)
            }
    }
}

@MainActor
@Suite("UIActivityViewController: the items go to the clipboard, the sheet says so, Done completes")
struct UIActivityViewControllerTests {
    @Test("Presented, it copies the text and the link and lists them; Done dismisses it and reports the copy")
    func copiesAndCompletes() throws {
        let saved = Clipboards.system
        defer { Clipboards.system = saved }
        let system = LocalClipboard()
        Clipboards.system = system
        let log = ShareLog()
        let window = TestWindow(size: CGSize(width: 390, height: 700)) { Sharing(log: log) }
        #expect(window.tap(onText: "Share"))
        window.advance(by: 1)
        #expect(window.frames(ofText: "A note to share").count == 1)
        #expect(window.frames(ofText: "https://example.com/notes/1").count == 1)
        assertSnapshot(png: window.pngData(), named: "sheet")
        #expect(UIPasteboard.general.string == "A note to share")
        #expect(UIPasteboard.general.urls == [URL(string: "https://example.com/notes/1")].compactMap { $0 })
        #expect(log.finished.isEmpty)
        #expect(window.tap(onText: "Done"))
        window.advance(by: 1)
        #expect(window.frames(ofText: "A note to share").isEmpty)
        #expect(log.finished.count == 1)
        #expect(log.finished.first?.0 == .copyToPasteboard && log.finished.first?.1 == true)
    }
}
