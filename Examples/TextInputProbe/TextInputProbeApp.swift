import Finch
import Observation

/// A test-only window for `scripts/window-smoke-test.sh` (not in the gallery): a button and a text view
/// that takes text through the GTK host's input method. Finch has no `TextField` yet, so the text view
/// is a `Text` showing a model that is a `TextInputClient` (package API), focused when it appears.
///
/// Every change is printed to stdout as one line, so the script sees what arrived:
/// `focused true|false`, `text: <committed>[<composition>]`, `presses N`.
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
    @State private var model = ProbeModel()
    @State private var presses = 0
    @FocusState private var typing: Bool

    var body: some View {
        VStack(spacing: 16) {
            Button("Press") {
                presses += 1
                ProbeModel.log("presses \(presses)")
            }
            Text("typed: \(model.text)[\(model.composition)]")
                .textInput(model)
                .focused($typing)
        }
        .onAppear { typing = true }
        .onChange(of: typing) { _, focused in ProbeModel.log("focused \(focused)") }
    }
}

/// The probe's text: what the input method committed, and its composition in progress.
@MainActor
@Observable
final class ProbeModel: TextInputClient {
    var text = ""
    var composition = ""

    func insertText(_ text: String) {
        self.text += text
        report()
    }

    func setMarkedText(_ text: String, cursor: Int) {
        composition = text
        report()
    }

    func deleteBackward() {
        guard !text.isEmpty else { return }
        text.removeLast()
        report()
    }

    var caretRect: CGRect { CGRect(x: 20, y: 90, width: 1, height: 20) }
    var surroundingText: (text: String, cursor: Int) { (text, text.count) }

    func deleteSurrounding(offset: Int, count: Int) {
        var characters = Array(text)
        let start = min(max(characters.count + offset, 0), characters.count)
        characters.removeSubrange(start..<min(start + max(count, 0), characters.count))
        text = String(characters)
        report()
    }

    private func report() { Self.log("text: \(text)[\(composition)]") }

    /// One line on stdout, written at once (stdout is a file or pipe in the smoke test).
    static func log(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
