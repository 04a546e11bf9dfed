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

/// A button whose popover's content asks for `adaptation` in a compact width.
private struct AdaptingPopover: View {
    let adaptation: PresentationAdaptation?
    @State private var isShown = false

    var body: some View {
        VStack {
            Text("Show")
                .padding(8)
                .onTapGesture { isShown = true }
                .popover(isPresented: $isShown) {
                    if let adaptation {
                        Text("Tip").padding().presentationCompactAdaptation(adaptation)
                    } else {
                        Text("Tip").padding()
                    }
                }
            Spacer()
        }
    }
}

@MainActor
@Suite("presentationCompactAdaptation: a popover's content chooses how it shows in a compact width")
struct PresentationCompactAdaptationTests {
    private func show(_ adaptation: PresentationAdaptation?, width: CGFloat = 320) throws -> TestWindow {
        let window = TestWindow(size: CGSize(width: width, height: 480)) { AdaptingPopover(adaptation: adaptation) }
        #expect(window.tap(onText: "Show"))
        window.advance(by: 1)
        #expect(!window.frames(ofText: "Tip").isEmpty)
        return window
    }

    /// Whether the tip shows in a bubble under "Show" (at the window's top), not in a sheet's card.
    private func isBubble(_ window: TestWindow) throws -> Bool {
        let show = try #require(window.frames(ofText: "Show").first)
        let tip = try #require(window.frames(ofText: "Tip").first)
        return tip.minY > show.maxY && tip.maxY < show.maxY + 80
    }

    @Test(".popover and .none keep a bubble on a phone's width; .sheet and none asked make a sheet")
    func popoverOrSheet() throws {
        #expect(try isBubble(show(.popover)))
        #expect(try isBubble(show(PresentationAdaptation.none)))
        #expect(try !isBubble(show(.sheet)))
        #expect(try !isBubble(show(.automatic)))
        #expect(try !isBubble(show(nil)))
    }

    @Test(".fullScreenCover covers the window: the content is centred in all of it, not in a sheet's card")
    func fullScreenCover() throws {
        let cover = try show(.fullScreenCover)
        let tip = try #require(cover.frames(ofText: "Tip").first)
        #expect(abs(tip.midY - 240) < 1)
        let sheet = try #require(try show(.sheet).frames(ofText: "Tip").first)
        #expect(sheet.midY > 241)
    }

    @Test("In a regular width it is a popover whatever the content asks")
    func regularWidth() throws {
        #expect(try isBubble(show(.sheet, width: 700)))
    }
}
