import Finch
import FinchTesting
import Foundation
import Testing

private struct Fruit: Identifiable {
    let id: Int
    let name: String
}

private struct FruitPicker: View {
    @State private var chosen: Fruit?
    @State private var showsHelp = false

    var body: some View {
        VStack(spacing: 20) {
            Text("Apple").onTapGesture { chosen = Fruit(id: 1, name: "Apple") }
            Text("Pear").onTapGesture { chosen = Fruit(id: 2, name: "Pear") }
            Text("Help").onTapGesture { showsHelp = true }
            Text(chosen.map { "chosen \($0.name)" } ?? "none")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .popover(item: $chosen) { fruit in
            Text("About \(fruit.name)")
        }
        .popover(isPresented: $showsHelp, arrowEdge: .bottom) {
            Text("Some help")
        }
    }
}

@MainActor
@Suite("popover(item:) and popover(isPresented:) present as sheets, as SwiftUI does in compact width")
struct PopoverTests {
    private func tap(_ text: String, in window: TestWindow) throws {
        let frame = try #require(window.frames(ofText: text).first)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        window.advance(by: 1)
    }

    @Test("An item shows its popover; Escape dismisses it and sets the item to nil")
    func item() throws {
        let window = TestWindow(size: CGSize(width: 320, height: 480)) { FruitPicker() }
        try tap("Pear", in: window)
        #expect(window.graph.isPresentingSheet)
        #expect(!window.frames(ofText: "About Pear").isEmpty)
        #expect(window.pressKey(0xff1b))
        window.advance(by: 1)
        #expect(!window.graph.isPresentingSheet)
        #expect(!window.frames(ofText: "none").isEmpty)
        #expect(window.frames(ofText: "About Pear").isEmpty)
    }

    @Test("isPresented shows the content until dismissed")
    func isPresented() throws {
        let window = TestWindow(size: CGSize(width: 320, height: 480)) { FruitPicker() }
        try tap("Help", in: window)
        #expect(!window.frames(ofText: "Some help").isEmpty)
        #expect(window.pressKey(0xff1b))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Some help").isEmpty)
    }
}
