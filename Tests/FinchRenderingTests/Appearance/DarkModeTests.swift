import Finch
import FinchCairo
import FinchCore
import FinchTesting
import Foundation
import Observation
import Testing

/// Reads `\.colorScheme` into a text, so a test can see what a view was given.
private struct SchemeProbe: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(colorScheme == .dark ? "dark" : "light")
    }
}

/// A few of each control Finch draws, as a settings page.
private struct ControlsPanel: View {
    @State private var name = "Finch"
    @State private var level = 0.4
    @State private var count = 3
    @State private var choice = 1

    var body: some View {
        NavigationStack {
            List {
                Section("Controls") {
                    Toggle("On", isOn: .constant(true))
                    Toggle("Off", isOn: .constant(false))
                    Stepper("Count \(count)", value: $count)
                    Slider(value: $level)
                }
                Section {
                    Picker("Choice", selection: $choice) {
                        Text("One").tag(0)
                        Text("Two").tag(1)
                    }
                    .pickerStyle(.segmented)
                    TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                    Text("Secondary").foregroundStyle(.secondary)
                    Button("Button") {}
                }
            }
            .navigationTitle("Appearance")
        }
    }
}

@MainActor @Suite("Dark mode: preferredColorScheme, the host's scheme and iOS's dark colours")
struct DarkModeTests {
    @Test("preferredColorScheme sets the whole window's scheme, and its removal restores the system's")
    func preferredColorScheme() throws {
        let model = SchemeModel()
        let window = TestWindow(size: CGSize(width: 100, height: 40)) { SchemeRoot(model: model) }
        #expect(window.graph.environment.colorScheme == .dark)
        #expect(!window.frames(ofText: "dark").isEmpty)
        let image = try #require(PixelImage(png: window.pngData()))
        #expect(ViewPixels.matches(image[2, 2], (0, 0, 0)))
        model.prefersDark = false
        window.render()
        #expect(window.graph.environment.colorScheme == .light)
        #expect(!window.frames(ofText: "light").isEmpty)
    }

    @Test("The host's scheme (TestWindow.colorScheme) redraws the window dark, and back")
    func hostScheme() throws {
        let window = TestWindow(size: CGSize(width: 100, height: 40)) { SchemeProbe() }
        #expect(!window.frames(ofText: "light").isEmpty)
        window.colorScheme = .dark
        #expect(!window.frames(ofText: "dark").isEmpty)
        let image = try #require(PixelImage(png: window.pngData()))
        #expect(ViewPixels.matches(image[2, 2], (0, 0, 0)))
        window.colorScheme = .light
        #expect(!window.frames(ofText: "light").isEmpty)
    }

    @Test("A preferred scheme wins over the host's")
    func preferenceBeatsHost() {
        let window = TestWindow(size: CGSize(width: 100, height: 40)) { SchemeProbe().preferredColorScheme(.light) }
        window.colorScheme = .dark
        #expect(!window.frames(ofText: "light").isEmpty)
    }

    @Test("--color-scheme dark on the command line")
    func launchOption() throws {
        let options = try LaunchOptions(arguments: ["--snapshot", "/tmp/x.png", "--color-scheme", "dark"])
        #expect(options.colorScheme == .dark)
        #expect(throws: LaunchOptions.Error.self) { try LaunchOptions(arguments: ["--color-scheme", "dim"]) }
    }

    @Test("System colours have iOS's dark values")
    func darkValues() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.blue.resolve(in: dark) == RGBA(bytes: 10, 132, 255))
        #expect(Color.primary.resolve(in: dark) == .white)
        #expect(Color.secondary.resolve(in: dark) == RGBA(bytes: 235, 235, 245, opacity: 0.6))
        #expect(Color.indigo.resolve(in: dark) == RGBA(bytes: 94, 92, 230))
        #expect(Color(uiColor: .systemBackground).resolve(in: dark) == .black)
        #expect(Color(uiColor: .secondarySystemBackground).resolve(in: dark) == RGBA(bytes: 28, 28, 30))
        #expect(Color(uiColor: .separator).resolve(in: dark) == RGBA(bytes: 84, 84, 88, opacity: 0.65))
        #expect(Color(uiColor: .systemBlue).resolve(in: dark) == RGBA(bytes: 10, 132, 255))
        #expect(Color(uiColor: .systemBackground).resolve(in: EnvironmentValues()) == .white)
    }

    @Test("The controls in light and dark, side by side")
    func controlsLightAndDark() {
        let view = HStack(spacing: 0) {
            ControlsPanel().frame(width: 320, height: 640).background(Color.white)
                .environment(\.colorScheme, .light)
            ControlsPanel().frame(width: 320, height: 640).background(Color.black)
                .environment(\.colorScheme, .dark)
        }
        assertSnapshot(of: view, size: CGSize(width: 640, height: 640))
    }

    @Test("Presentations in dark: an alert over a page")
    func alertDark() {
        let window = TestWindow(size: CGSize(width: 320, height: 300)) {
            Text("Page")
                .alert("Delete?", isPresented: .constant(true)) {
                    Button("Cancel", role: .cancel) {}
                    Button("Delete", role: .destructive) {}
                } message: {
                    Text("This cannot be undone.")
                }
                .preferredColorScheme(.dark)
        }
        window.advance(by: 1)
        assertSnapshot(png: window.pngData())
    }
}

@MainActor @Observable
private final class SchemeModel {
    var prefersDark = true
}

private struct SchemeRoot: View {
    let model: SchemeModel

    var body: some View {
        SchemeProbe().preferredColorScheme(model.prefersDark ? .dark : nil)
    }
}
