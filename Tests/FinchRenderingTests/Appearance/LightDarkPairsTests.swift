import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// A page that opens each of Finch's presentations from a button.
private struct PresentingPage: View {
    @State private var showsSheet = false
    @State private var showsDialog = false
    @State private var showsPopover = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Button("Sheet") { showsSheet = true }
                Button("Dialog") { showsDialog = true }
                Button("Popover") { showsPopover = true }
                    .popover(isPresented: $showsPopover) {
                        Text("A popover's words").padding()
                    }
                Menu("Menu") {
                    Button("Copy", systemImage: "doc.on.doc") {}
                    Button("Delete", systemImage: "trash", role: .destructive) {}
                }
            }
            .navigationTitle("Presentations")
            .sheet(isPresented: $showsSheet) {
                NavigationStack {
                    Form {
                        Section("Account") {
                            Text("Name")
                            Toggle("Notifications", isOn: .constant(true))
                        }
                    }
                    .navigationTitle("Settings")
                    .navigationBarTitleDisplayMode(.inline)
                }
            }
            .confirmationDialog("Delete the note?", isPresented: $showsDialog, titleVisibility: .visible) {
                Button("Delete", role: .destructive) {}
            }
        }
    }
}

/// A tab view whose first tab lists fruit under a search field.
private struct SearchTabs: View {
    @State private var query = ""

    var body: some View {
        TabView {
            NavigationStack {
                List(["Apple", "Banana", "Cherry"], id: \.self) { Text($0) }
                    .navigationTitle("Fruit")
                    .searchable(text: $query)
            }
            .tabItem { Label("Fruit", systemImage: "leaf") }
            Text("Other").tabItem { Label("Other", systemImage: "gear") }
        }
    }
}

/// Pickers, progress, bordered buttons and a text editor, as a form shows them.
private struct ControlsForm: View {
    @State private var flavour = 1
    @State private var size = 0
    @State private var notes = "Buy oat milk.\nCall the bakery."

    var body: some View {
        Form {
            Picker("Flavour", selection: $flavour) {
                Text("Vanilla").tag(0)
                Text("Chocolate").tag(1)
            }
            Picker("Size", selection: $size) {
                Text("Small").tag(0)
                Text("Large").tag(1)
            }
            .pickerStyle(.segmented)
            ProgressView(value: 0.6)
            ProgressView()
            HStack {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
            }
            TextEditor(text: $notes).frame(height: 80)
        }
    }
}

/// Each of Finch's presentations and controls drawn in light and in dark (two goldens per scene), so the
/// dark values of every part show: sheets, menus, dialogs, popovers, the tab bar, search, pickers,
/// progress views, bordered buttons and the text editor.
@MainActor
@Suite("Light and dark pairs of Finch's presentations and controls")
struct LightDarkPairsTests {
    private func pair<V: View>(
        size: CGSize = CGSize(width: 390, height: 600), named name: String, testName: String = #function,
        _ view: @escaping () -> V, then act: (TestWindow) throws -> Void = { _ in }
    ) throws {
        for scheme in [ColorScheme.light, .dark] {
            let window = TestWindow(size: size, content: view)
            window.colorScheme = scheme
            window.advance(by: 0.5)
            try act(window)
            window.advance(by: 1)
            assertSnapshot(
                png: window.pngData(), named: "\(name)-\(scheme == .dark ? "dark" : "light")", testName: testName)
        }
    }

    private func tap(_ text: String, in window: TestWindow) throws {
        let frame = try #require(window.frames(ofText: text).first, "\(text) is not drawn")
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    @Test("In a sheet (UIKit's elevated level) dark backgrounds are a step lighter; a full-screen cover is not lifted")
    func elevatedBackgrounds() throws {
        func page(_ cover: Bool) -> some View {
            Text("Page")
                .sheet(isPresented: .constant(!cover)) { Color(uiColor: .systemGroupedBackground) }
                .fullScreenCover(isPresented: .constant(cover)) { Color(uiColor: .systemGroupedBackground) }
        }
        for (cover, expected) in [
            (false, PixelImage.Pixel(red: 28, green: 28, blue: 30, alpha: 255)),
            (true, .init(red: 0, green: 0, blue: 0, alpha: 255)),
        ] {
            let window = TestWindow(size: CGSize(width: 200, height: 400)) { page(cover) }
            window.colorScheme = .dark
            window.advance(by: 1)
            let image = try #require(PixelImage(png: window.pngData()))
            #expect(image[100, 300] == expected)
        }
    }

    @Test("A sheet, a confirmation dialog and an open menu")
    func presentations() throws {
        try pair(named: "sheet", { PresentingPage() }) { try tap("Sheet", in: $0) }
        try pair(named: "dialog", { PresentingPage() }) { try tap("Dialog", in: $0) }
        try pair(named: "menu", { PresentingPage() }) { try tap("Menu", in: $0) }
    }

    @Test("A popover in a wide window")
    func popover() throws {
        try pair(size: CGSize(width: 700, height: 500), named: "popover", { PresentingPage() }) {
            try tap("Popover", in: $0)
        }
    }

    @Test("A tab bar with a searchable list")
    func tabsAndSearch() throws {
        try pair(named: "tabs-search", { SearchTabs() })
    }

    @Test("Pickers, progress views, bordered buttons and a text editor in a form")
    func controls() throws {
        try pair(named: "controls", { ControlsForm() })
    }
}
