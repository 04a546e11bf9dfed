import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// Dragging a sheet's card: it follows the finger between its detents, settles at the nearest one (a
/// flick goes on to the next), and dismisses when dragged well below the smallest.
@MainActor
@Suite("Dragging a sheet moves it between its detents")
struct SheetDetentDragTests {
    private static let size = CGSize(width: 390, height: 600)
    /// What a full sheet has: the window less the 24-pt strip.
    private static let available: CGFloat = 576

    struct Presenter: View {
        @State private var isPresented = false
        @State private var detent = PresentationDetent.medium
        var bindsDetent = true

        var body: some View {
            Button("Open") { isPresented = true }
                .sheet(isPresented: $isPresented) {
                    let content = VStack {
                        Text("Details")
                        Text(detent == .large ? "at large" : "at medium")
                    }
                    if bindsDetent {
                        content.presentationDetents([.medium, .large], selection: $detent)
                    } else {
                        content.presentationDetents([.medium, .large])
                    }
                }
        }
    }

    private func open(_ window: TestWindow) throws {
        let button = try #require(window.frames(ofText: "Open").first)
        window.tap(at: CGPoint(x: button.midX, y: button.midY))
        window.advance(by: 1)
    }

    /// The card's height, from its content centred in it on the window's bottom edge.
    private func cardHeight(in window: TestWindow) throws -> CGFloat {
        let top = try #require(window.frames(ofText: "Details").first)
        let bottom = try #require(window.textRuns.last?.frame)
        return 2 * (Self.size.height - (top.minY + bottom.maxY) / 2)
    }

    /// A point on the card just under its top edge, where nothing inside takes a drag.
    private func cardTop(in window: TestWindow) throws -> CGPoint {
        CGPoint(x: 60, y: Self.size.height - (try cardHeight(in: window)) + 20)
    }

    /// Drags the card `distance` points up (negative: down) over `duration` seconds, then lets it settle.
    private func drag(_ window: TestWindow, up distance: CGFloat, duration: Double) throws {
        let start = try cardTop(in: window)
        window.drag(from: start, to: CGPoint(x: start.x, y: start.y - distance), duration: duration)
        window.advance(by: 1)
    }

    @Test("The card follows the finger between detents, resizing as it goes")
    func followsFinger() throws {
        let window = TestWindow(size: Self.size) { Presenter() }
        try open(window)
        #expect(abs(try cardHeight(in: window) - Self.available / 2) < 1)
        let start = try cardTop(in: window)
        window.drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), duration: 1, releasing: false)
        #expect(abs(try cardHeight(in: window) - (Self.available / 2 + 100)) < 1)
        window.send(.ended, at: CGPoint(x: start.x, y: start.y - 100))
        window.advance(by: 1)
        // 388 pt is nearer the medium detent (288) than the large one (576): back it goes.
        #expect(abs(try cardHeight(in: window) - Self.available / 2) < 1)
        #expect(!window.frames(ofText: "at medium").isEmpty)
    }

    @Test("A slow release settles at the nearest detent, and the selection binding follows")
    func settlesAtNearest() throws {
        let window = TestWindow(size: Self.size) { Presenter() }
        try open(window)
        try drag(window, up: 200, duration: 1)
        #expect(abs(try cardHeight(in: window) - Self.available) < 1)
        #expect(!window.frames(ofText: "at large").isEmpty)
        try drag(window, up: -200, duration: 1)
        #expect(abs(try cardHeight(in: window) - Self.available / 2) < 1)
        #expect(!window.frames(ofText: "at medium").isEmpty)
    }

    @Test("The settling is animated: half-way through, the card is between the detents")
    func settlingAnimates() throws {
        let window = TestWindow(size: Self.size) { Presenter() }
        try open(window)
        let start = try cardTop(in: window)
        window.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 1)
        window.advance(by: 0.05)
        let moving = try cardHeight(in: window)
        #expect(moving > Self.available / 2 + 200 && moving < Self.available - 1)
    }

    @Test("A flick goes to the next detent in its direction, however short")
    func flickGoesToNext() throws {
        let window = TestWindow(size: Self.size) { Presenter() }
        try open(window)
        try drag(window, up: 40, duration: 0.05)
        #expect(abs(try cardHeight(in: window) - Self.available) < 1)
        try drag(window, up: -40, duration: 0.05)
        #expect(abs(try cardHeight(in: window) - Self.available / 2) < 1)
    }

    @Test("Without a selection binding the sheet keeps the detent it was dragged to")
    func unboundDetent() throws {
        let window = TestWindow(size: Self.size) { Presenter(bindsDetent: false) }
        try open(window)
        try drag(window, up: 200, duration: 1)
        #expect(abs(try cardHeight(in: window) - Self.available) < 1)
    }

    @Test("Dragged well below the smallest detent, or flicked down from it, the sheet dismisses")
    func dismissesBelowSmallest() throws {
        let window = TestWindow(size: Self.size) { Presenter() }
        try open(window)
        // 100 pt down leaves 188 of 288 showing: more than half, so it stays.
        try drag(window, up: -100, duration: 1)
        #expect(abs(try cardHeight(in: window) - Self.available / 2) < 1)
        try drag(window, up: -200, duration: 1)
        #expect(window.frames(ofText: "Details").isEmpty)
        try open(window)
        try drag(window, up: -40, duration: 0.05)
        #expect(window.frames(ofText: "Details").isEmpty)
    }

    @Test("Below the smallest detent the card slides down instead of shrinking")
    func slidesBelowSmallest() throws {
        let window = TestWindow(size: Self.size) { Presenter() }
        try open(window)
        let before = try #require(window.frames(ofText: "Details").first)
        let start = try cardTop(in: window)
        window.drag(from: start, to: CGPoint(x: start.x, y: start.y + 60), duration: 1, releasing: false)
        let during = try #require(window.frames(ofText: "Details").first)
        #expect(abs(during.minY - before.minY - 60) < 1)
        window.send(.ended, at: CGPoint(x: start.x, y: start.y + 60))
        window.advance(by: 1)
    }

    @Test("Where a release goes: numbers")
    func targets() {
        let drag = SheetDetentDrag(heights: [200, 288, 576])
        #expect(drag.target(height: 400, upwardVelocity: 0) == .detent(1))
        #expect(drag.target(height: 450, upwardVelocity: 0) == .detent(2))
        #expect(drag.target(height: 300, upwardVelocity: 600) == .detent(2))
        #expect(drag.target(height: 288, upwardVelocity: 600) == .detent(2))
        #expect(drag.target(height: 288, upwardVelocity: -600) == .detent(0))
        #expect(drag.target(height: 199, upwardVelocity: -600) == .dismiss)
        #expect(drag.target(height: 101, upwardVelocity: 0) == .detent(0))
        #expect(drag.target(height: 99, upwardVelocity: 0) == .dismiss)
        #expect(drag.target(height: 600, upwardVelocity: 900) == .detent(2))
        let pulled = drag.dragged(from: 576, by: -40, available: 576)
        #expect(pulled.height == 576 && pulled.drop == 0)
        let dropped = drag.dragged(from: 200, by: 50, available: 576)
        #expect(dropped.height == 200 && dropped.drop == 50)
        #expect(drag.dragged(from: 288, by: -100, available: 576).height == 388)
        #expect(SheetDetentDrag(heights: [200, 288]).dragged(from: 288, by: -40, available: 576).height == 298)
    }

    struct Locked: View {
        @State private var isPresented = false
        var usesDetents = true

        var body: some View {
            Button("Open") { isPresented = true }
                .sheet(isPresented: $isPresented) {
                    let content = VStack {
                        Text("Details")
                        Text("Unsaved")
                    }
                    .interactiveDismissDisabled()
                    if usesDetents {
                        content.presentationDetents([.medium, .large])
                    } else {
                        content
                    }
                }
        }
    }

    @Test("interactiveDismissDisabled: dragged down or flicked, the sheet springs back to its smallest detent")
    func dismissDisabledSpringsBack() throws {
        let window = TestWindow(size: Self.size) { Locked() }
        try open(window)
        let resting = try #require(window.frames(ofText: "Details").first)
        // Pulled 200 pt down, it gives a quarter of that.
        let start = try cardTop(in: window)
        window.drag(from: start, to: CGPoint(x: start.x, y: start.y + 200), duration: 1, releasing: false)
        let pulled = try #require(window.frames(ofText: "Details").first)
        #expect(abs(pulled.minY - resting.minY - 50) < 1)
        window.send(.ended, at: CGPoint(x: start.x, y: start.y + 200))
        window.advance(by: 1)
        let back = try #require(window.frames(ofText: "Details").first)
        #expect(abs(back.minY - resting.minY) < 0.5)
        #expect(abs(try cardHeight(in: window) - Self.available / 2) < 1)
        // A flick down from the smallest detent leaves it up too, and so does a tap on the dimmed strip.
        try drag(window, up: -40, duration: 0.05)
        #expect(abs(try cardHeight(in: window) - Self.available / 2) < 1)
        window.tap(at: CGPoint(x: 195, y: 10))
        window.advance(by: 1)
        #expect(!window.frames(ofText: "Details").isEmpty)
        // Still draggable between its detents.
        try drag(window, up: 200, duration: 1)
        #expect(abs(try cardHeight(in: window) - Self.available) < 1)
    }

    @Test("interactiveDismissDisabled on a sheet without detents: dragged down, it comes back up")
    func dismissDisabledWithoutDetents() throws {
        let window = TestWindow(size: Self.size) { Locked(usesDetents: false) }
        try open(window)
        let resting = try #require(window.frames(ofText: "Details").first)
        let start = CGPoint(x: 60, y: 44)
        window.drag(from: start, to: CGPoint(x: start.x, y: start.y + 400), duration: 1)
        window.advance(by: 1)
        let back = try #require(window.frames(ofText: "Details").first)
        #expect(abs(back.minY - resting.minY) < 0.5)
    }

    @Test("Where a release goes when the sheet cannot be dismissed: numbers")
    func lockedTargets() {
        let drag = SheetDetentDrag(heights: [200, 576], isDismissible: false)
        #expect(drag.target(height: 50, upwardVelocity: 0) == .detent(0))
        #expect(drag.target(height: 199, upwardVelocity: -600) == .detent(0))
        #expect(drag.target(height: 500, upwardVelocity: -600) == .detent(0))
        #expect(drag.target(height: 450, upwardVelocity: 0) == .detent(1))
        let dropped = drag.dragged(from: 200, by: 80, available: 576)
        #expect(dropped.height == 200 && dropped.drop == 20)
        #expect(SheetDetentDrag(heights: [], isDismissible: false).target(height: 10, upwardVelocity: 0) == .dismiss)
    }
}
