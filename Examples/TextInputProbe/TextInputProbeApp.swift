import Finch

/// A test-only window for `scripts/window-smoke-test.sh` (not in the gallery): a button and a
/// `TextField` that takes text through the GTK host's input method, focused when it appears.
///
/// Every change is printed to stdout as one line, so the script sees what arrived:
/// `focused true|false`, `text: <the binding's text>`, `submitted`, `presses N`.
@main
struct TextInputProbeApp: App {
    var body: some Scene {
        WindowGroup("Text Input Probe") {
            ProbeView()
        }
        .defaultSize(width: 360, height: 160)
    }
}

struct ProbeView: View {
    @State private var text = ""
    @State private var presses = 0
    @FocusState private var typing: Bool

    var body: some View {
        VStack(spacing: 16) {
            Button("Press") {
                presses += 1
                Self.log("presses \(presses)")
            }
            TextField("Type here", text: $text)
                .textFieldStyle(.roundedBorder)
                .focused($typing)
                .onSubmit { Self.log("submitted") }
                .frame(width: 300)
        }
        .onAppear { typing = true }
        .onChange(of: typing) { _, focused in Self.log("focused \(focused)") }
        .onChange(of: text) { _, text in Self.log("text: \(text)") }
    }

    /// One line on stdout, written at once (stdout is a file or pipe in the smoke test).
    static func log(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
