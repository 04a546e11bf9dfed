import Finch
import FinchTesting
import Foundation
import Testing

/// `.searchable(text:isPresented:)`: the binding follows the field's focus, and setting it moves the
/// focus, as on iOS 17.
@MainActor
@Suite("searchable(text:isPresented:) binds the search's presentation both ways")
struct SearchPresentationBindingTests {
    struct Presenting: View {
        @State private var text = ""
        @State private var isPresented: Bool

        init(presented: Bool = false) {
            _isPresented = State(initialValue: presented)
        }

        var body: some View {
            VStack {
                Text(isPresented ? "presented" : "hidden")
                Text("typed: \(text)")
                Button("Present") { isPresented = true }
                Button("Hide") { isPresented = false }
            }
            .searchable(text: $text, isPresented: $isPresented, prompt: "Find")
        }
    }

    private static let size = CGSize(width: 390, height: 600)

    private func tap(_ label: String, in window: TestWindow) throws {
        let frame = try #require(window.frames(ofText: label).first)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        window.advance(by: 0.1)
    }

    @Test("Focusing the field sets the binding; Cancel clears it")
    func focusWritesBinding() throws {
        let window = TestWindow(size: Self.size) { Presenting() }
        #expect(!window.frames(ofText: "hidden").isEmpty)
        try tap("Find", in: window)
        #expect(!window.frames(ofText: "presented").isEmpty)
        try tap("Cancel", in: window)
        #expect(!window.frames(ofText: "hidden").isEmpty)
        #expect(window.frames(ofText: "Cancel").isEmpty)
    }

    @Test("Setting the binding focuses the field (typing goes to it); clearing it ends the search")
    func bindingMovesFocus() throws {
        let window = TestWindow(size: Self.size) { Presenting() }
        try tap("Present", in: window)
        #expect(!window.frames(ofText: "presented").isEmpty)
        #expect(!window.frames(ofText: "Cancel").isEmpty)
        #expect(window.type("kiwi"))
        window.advance(by: 0.1)
        #expect(!window.frames(ofText: "typed: kiwi").isEmpty)
        try tap("Hide", in: window)
        #expect(!window.frames(ofText: "hidden").isEmpty)
        #expect(window.frames(ofText: "Cancel").isEmpty)
    }

    @Test("A binding true from the start presents the search when the view appears")
    func initiallyPresented() {
        let window = TestWindow(size: Self.size) { Presenting(presented: true) }
        window.advance(by: 0.1)
        #expect(!window.frames(ofText: "presented").isEmpty)
        #expect(!window.frames(ofText: "Cancel").isEmpty)
    }
}
