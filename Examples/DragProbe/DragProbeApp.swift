import Finch
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A test-only window for `scripts/window-dnd-test.sh` (not in the gallery): on the left a drop area
/// taking images, URLs and text from other programs, and under it one taking images only; on the right an
/// emoji that drags out as text.
///
/// What each drop loaded is printed to stdout as one line, so the script sees what arrived:
/// `targeted true|false`, `text: <text>`, `file: <name>`, `image from file: <W>x<H>`, `url: <url>`,
/// `web image: <W>x<H>` (the URL's bytes fetched and decoded), `image: <W>x<H>`, `failed: <reason>`.
@main
struct DragProbeApp: App {
    var body: some Scene {
        WindowGroup("Drag Probe") {
            ProbeView()
        }
        .defaultSize(width: 400, height: 300)
    }
}

struct ProbeView: View {
    @State private var targeted = false
    @State private var drops = 0

    var body: some View {
        HStack(spacing: 0) {
            VStack(spacing: 0) {
                ZStack {
                    Rectangle().fill(targeted ? Color.blue : Color.gray)
                    Text("Drop here (\(drops))").foregroundStyle(.white)
                }
                .frame(width: 240, height: 200)
                .onDrop(of: [.image, .url, .plainText], isTargeted: $targeted) { providers in
                    drops += 1
                    for provider in providers { Loader.load(provider) }
                    return true
                }
                ImagesOnlyArea()
            }
            Text(Self.emoji)
                .font(.system(size: 64))
                .frame(width: 160, height: 300)
                .onDrag { NSItemProvider(object: Self.emoji) }
        }
        .onChange(of: targeted) { _, targeted in Loader.log("targeted \(targeted)") }
    }

    static let emoji: String = "🐦"
}

/// A drop area taking images only, as the seed EmojiArt's canvas asks for `public.image`: a PNG file
/// dragged from a file manager is offered as an image only once the host has read its URI list while it
/// hovers. Prints `images only: <W>x<H>` for each image loaded.
struct ImagesOnlyArea: View {
    @State private var targeted = false

    var body: some View {
        ZStack {
            Rectangle().fill(targeted ? Color.green : Color.black)
            Text("Images only").foregroundStyle(.white)
        }
        .frame(width: 240, height: 100)
        .onDrop(of: [.image], isTargeted: $targeted) { providers in
            for provider in providers {
                provider.loadObject(ofClass: UIImage.self) { @Sendable image, error in
                    Loader.log(
                        (image as? UIImage).map { "images only: \(Int($0.size.width))x\(Int($0.size.height))" }
                            ?? "failed: images only: \(String(describing: error))")
                }
            }
            return true
        }
    }
}

/// Loads a dropped item the way an app would: a file's URL and its image, a web URL and the image it
/// names (fetched), image bytes, text. Loads complete off the main thread; lines go straight to stdout.
enum Loader {
    static func load(_ provider: NSItemProvider) {
        if provider.hasItemConformingToTypeIdentifier(UTType.fileURL.identifier) {
            provider.loadObject(ofClass: URL.self) { url, error in
                log(url.map { "file: \($0.lastPathComponent)" } ?? "failed: \(String(describing: error))")
            }
            if provider.canLoadObject(ofClass: UIImage.self) {
                provider.loadObject(ofClass: UIImage.self) { image, error in
                    log(describe(image as? UIImage, "image from file", error))
                }
            }
        } else if provider.hasItemConformingToTypeIdentifier(UTType.url.identifier) {
            provider.loadObject(ofClass: URL.self) { url, error in
                guard let url else { return log("failed: \(String(describing: error))") }
                log("url: \(url.absoluteString)")
                fetchImage(url)
            }
        } else if provider.canLoadObject(ofClass: UIImage.self) {
            provider.loadObject(ofClass: UIImage.self) { image, error in
                log(describe(image as? UIImage, "image", error))
            }
        } else if provider.canLoadObject(ofClass: String.self) {
            provider.loadObject(ofClass: String.self) { text, error in
                log(text.map { "text: \($0)" } ?? "failed: \(String(describing: error))")
            }
        } else {
            log("failed: nothing loadable in \(provider.registeredTypeIdentifiers)")
        }
    }

    private static func fetchImage(_ url: URL) {
        URLSession.shared.dataTask(with: url) { data, _, error in
            log(describe(data.flatMap { UIImage(data: $0) }, "web image", error))
        }
        .resume()
    }

    private static func describe(_ image: UIImage?, _ what: String, _ error: (any Error)?) -> String {
        guard let image else { return "failed: \(what): \(String(describing: error))" }
        return "\(what): \(Int(image.size.width))x\(Int(image.size.height))"
    }

    /// One line on stdout, written at once (stdout is a file in the test).
    static func log(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
