import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import MemorizeGame

/// A retained picture painted frame by frame, only where each frame changed, matches a full repaint.
@MainActor
@Suite("Memorize painted step by step, only where frames changed")
struct MemorizeRetainedDrawingTests {
    @Test("Painting a game step by step gives exactly the picture a full repaint gives")
    func stepByStepEqualsFull() throws {
        let app = MemorizeHarness()
        let picture = RetainedSurface(renderer: CairoBackend.shared.renderer)
        let full = CairoBackend.shared.renderer
        func check(_ moment: String) {
            let list = app.window.displayList
            picture.update(list, size: app.window.size, scale: 1)
            let incremental = picture.pngData()
            let fresh = full.pngData(for: list, size: app.window.size, scale: 1, background: .white)
            #expect(incremental == fresh, "\(moment)")
        }
        check("start")
        app.tap(card: 0)
        for step in 0..<6 {
            app.advance(by: 0.125)
            check("flip \(step)")
        }
        app.tap(card: 1)
        app.advance(by: 0.5)
        check("matched")
        app.tap(card: 2)
        for step in 0..<4 {
            app.advance(by: 0.2)
            check("leaving \(step)")
        }
    }
}
