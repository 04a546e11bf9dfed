import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// `fullScreenCover` and `presentationDetents`: how much of the window a presentation takes.
@MainActor
@Suite("fullScreenCover fills the window; detents set a sheet's height")
struct FullScreenCoverAndDetentTests {
    private static let size = CGSize(width: 390, height: 600)

    struct Cover: View {
        @State private var isPresented = false

        var body: some View {
            Button("Open") { isPresented = true }
                .fullScreenCover(isPresented: $isPresented) {
                    Text("Welcome")
                }
        }
    }

    struct DetentSheet: View {
        @State private var isPresented = false
        @State var detent = PresentationDetent.medium
        let bindsDetent: Bool

        var body: some View {
            Button("Open") { isPresented = true }
                .sheet(isPresented: $isPresented) {
                    if bindsDetent {
                        VStack {
                            Text("Details")
                            Button("Grow") { detent = .large }
                        }
                        .presentationDetents([.medium, .large], selection: $detent)
                    } else {
                        Text("Details").presentationDetents([.large, .medium, .height(200)])
                    }
                }
        }
    }

    private func open(_ window: TestWindow) throws {
        let button = try #require(window.frames(ofText: "Open").first)
        window.tap(at: CGPoint(x: button.midX, y: button.midY))
        window.advance(by: 1)
    }

    @Test("A full-screen cover fills the window: its content is centred in the whole window")
    func coverFillsWindow() throws {
        let window = TestWindow(size: Self.size) { Cover() }
        try open(window)
        let text = try #require(window.frames(ofText: "Welcome").first)
        #expect(abs(text.midY - Self.size.height / 2) < 1)
        // No dimmed strip to click: a tap at the top leaves it up; Escape dismisses it.
        window.tap(at: CGPoint(x: 195, y: 10))
        window.advance(by: 1)
        #expect(!window.frames(ofText: "Welcome").isEmpty)
        #expect(window.pressKey(0xff1b, characters: "\u{1b}"))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Welcome").isEmpty)
    }

    @Test("A sheet without detents keeps iOS's full height below a 24-pt strip")
    func sheetWithoutDetents() throws {
        let window = TestWindow(size: Self.size) {
            Button("Open") {}.sheet(isPresented: .constant(true)) { Text("Plain") }
        }
        window.advance(by: 1)
        let text = try #require(window.frames(ofText: "Plain").first)
        #expect(abs(text.midY - (24 + Self.size.height) / 2) < 1)
    }

    @Test("A sheet opens at its smallest detent, sitting on the bottom edge")
    func opensAtSmallestDetent() throws {
        let window = TestWindow(size: Self.size) { DetentSheet(bindsDetent: false) }
        try open(window)
        let text = try #require(window.frames(ofText: "Details").first)
        #expect(abs(text.midY - (Self.size.height - 100)) < 1)
        assertSnapshot(png: window.pngData(), named: "smallest-detent")
    }

    @Test("A bound detent decides the height, and changing it moves the sheet")
    func boundDetent() throws {
        let window = TestWindow(size: Self.size) { DetentSheet(bindsDetent: true) }
        try open(window)
        let available = Self.size.height - 24
        let medium = try #require(window.frames(ofText: "Details").first)
        let grow = try #require(window.frames(ofText: "Grow").first)
        // The content is centred in a card half as high as a full sheet, on the bottom edge.
        #expect(abs((medium.minY + grow.maxY) / 2 - (Self.size.height - available / 4)) < 1)
        window.tap(at: CGPoint(x: grow.midX, y: grow.midY))
        window.advance(by: 1)
        let large = try #require(window.frames(ofText: "Details").first)
        #expect(abs((medium.midY - large.midY) - available / 4) < 1)
    }

    @Test("Detent heights: fractions of what a full sheet has, heights clamped to it")
    func detentHeights() {
        #expect(PresentationDetent.large.height(in: 576) == 576)
        #expect(PresentationDetent.medium.height(in: 576) == 288)
        #expect(PresentationDetent.fraction(0.25).height(in: 400) == 100)
        #expect(PresentationDetent.height(900).height(in: 576) == 576)
        #expect(PresentationDetent.height(-5).height(in: 576) == 0)
    }
}
