import Finch

/// A test-only window for `scripts/xvfb-pasteboard.sh` (not in the gallery): puts
/// `FINCH_PROBE_COPY`'s text on the desktop clipboard with `UIPasteboard.general` when it appears, and
/// takes Ctrl+V with `.onPasteCommand`, loading each item as text, a URL and an image.
///
/// Every event is printed to stdout as one line: `copied`, `pasted N`, `string: …`, `url: …`,
/// `image: W×H`, `general: …` (what `UIPasteboard.general` reads once the paste's data is here).
@main
struct PasteboardProbeApp: App {
    var body: some Scene {
        WindowGroup("Pasteboard Probe") {
            PasteboardProbeView()
        }
        .defaultSize(width: 320, height: 200)
    }
}

struct PasteboardProbeView: View {
    var body: some View {
        Text("Paste here")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onAppear {
                guard let text = ProcessInfo.processInfo.environment["FINCH_PROBE_COPY"] else { return }
                UIPasteboard.general.string = text
                Self.log("copied")
            }
            .onPasteCommand(of: [.plainText, .url, .image]) { providers in
                Self.log("pasted \(providers.count)")
                let general = UIPasteboard.general
                Self.log(
                    "general: string=\(general.string ?? "nil") url=\(general.url?.absoluteString ?? "nil")"
                        + " image=\(general.image.map { "\(Int($0.size.width))x\(Int($0.size.height))" } ?? "nil")")
                for provider in providers { Self.load(provider) }
            }
    }

    private static func load(_ provider: NSItemProvider) {
        if provider.hasItemConformingToTypeIdentifier("public.plain-text") {
            provider.loadObject(ofClass: String.self) { text, _ in log("string: \(text ?? "nil")") }
        }
        if provider.hasItemConformingToTypeIdentifier("public.url") {
            provider.loadObject(ofClass: URL.self) { url, _ in log("url: \(url?.absoluteString ?? "nil")") }
        }
        if provider.canLoadObject(ofClass: UIImage.self) {
            provider.loadObject(ofClass: UIImage.self) { image, _ in
                let size = (image as? UIImage)?.size ?? .zero
                log("image: \(Int(size.width))x\(Int(size.height))")
            }
        }
    }

    /// One line on stdout, written at once (stdout is a file in the script).
    nonisolated static func log(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
