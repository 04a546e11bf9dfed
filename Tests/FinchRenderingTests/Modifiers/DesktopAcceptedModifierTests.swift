import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// Says whether `.textSelection(_:)` asked for selectable text here.
private struct SelectionReader: View {
    @Environment(\.allowsTextSelection) private var allows

    var body: some View {
        Text(allows ? "selectable" : "fixed")
    }
}

private struct Receipt: View {
    var body: some View {
        VStack {
            Text("Total")
            Text("$12.50").font(.title)
        }
    }
}

/// Modifiers an iPhone app uses that change nothing drawn in a desktop window: accepted, so the app
/// builds unchanged, and kept where something reads them.
@MainActor
@Suite("iPhone modifiers accepted on a desktop: status bar, system overlays, help, text selection")
struct DesktopAcceptedModifierTests {
    private static let size = CGSize(width: 200, height: 120)

    private func png<V: View>(_ view: V) -> Data {
        TestWindow(size: Self.size) { view }.pngData()
    }

    @Test("statusBarHidden and persistentSystemOverlays draw the view as it is")
    func systemOverlays() {
        let plain = png(Receipt())
        #expect(png(Receipt().statusBarHidden()) == plain)
        #expect(png(Receipt().statusBarHidden(false)) == plain)
        #expect(png(Receipt().persistentSystemOverlays(.hidden)) == plain)
    }

    @Test("help(_:) becomes the view's accessibility hint, from Text, a key or a String; nothing is drawn")
    func help() throws {
        let window = TestWindow(size: Self.size) {
            VStack {
                Button("Pay") {}.help(Text("Pays the bill"))
                Button("Split") {}.help("Splits it evenly")
                Button("Tip") {}.help(LocalizedStringKey("Adds a tip"))
            }
        }
        let hints = window.accessibilityElements.map(\.hint)
        #expect(hints == ["Pays the bill", "Splits it evenly", "Adds a tip"])
        let plain = png(Button("Pay") {})
        #expect(png(Button("Pay") {}.help("Pays the bill")) == plain)
    }

    @Test("textSelection is kept for the texts inside and draws them as before")
    func textSelection() {
        let fixed = TestWindow(size: Self.size) { SelectionReader() }
        #expect(!fixed.frames(ofText: "fixed").isEmpty)
        let enabled = TestWindow(size: Self.size) { SelectionReader().textSelection(.enabled) }
        #expect(!enabled.frames(ofText: "selectable").isEmpty)
        let disabled = TestWindow(size: Self.size) {
            SelectionReader().textSelection(.disabled).textSelection(.enabled)
        }
        #expect(!disabled.frames(ofText: "fixed").isEmpty)
        #expect(png(Receipt().textSelection(.enabled)) == png(Receipt()))
    }
}
