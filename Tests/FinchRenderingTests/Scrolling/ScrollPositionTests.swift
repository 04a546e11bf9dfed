import Finch
import FinchTesting
import Foundation
import Testing

/// `.scrollPosition(id:)`: the binding reads back the first target at the leading edge once a scroll
/// comes to rest, and setting it scrolls there. Rows are 50 pt with no spacing in a 200-pt window.
@MainActor
@Suite("scrollPosition(id:) reads back and scrolls to scroll targets")
struct ScrollPositionTests {
    @MainActor
    final class Model {
        var writes: [Int?] = []
    }

    private struct Rows: View {
        let model: Model
        @State var position: Int?
        var anchor: UnitPoint?

        var body: some View {
            VStack(spacing: 0) {
                Button("Jump") { withAnimation { position = 12 } }.frame(height: 40)
                Button("Set") { position = 20 }.frame(height: 40)
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<40, id: \.self) { index in
                            Text("Row \(index)").frame(maxWidth: .infinity, minHeight: 50, maxHeight: 50)
                        }
                    }
                    .scrollTargetLayout()
                }
                .frame(height: 200)
                .scrollPosition(
                    id: Binding(
                        get: { position },
                        set: { value in
                            model.writes.append(value)
                            position = value
                        }), anchor: anchor)
            }
        }
    }

    private static let size = CGSize(width: 200, height: 280)

    @Test("After the wheel comes to rest, the binding holds the first row at the top edge")
    func readsBackAfterWheel() {
        let model = Model()
        let window = TestWindow(size: Self.size) { Rows(model: model) }
        // 175 pt: row 3 (150…200) is at the top edge.
        window.scroll(at: CGPoint(x: 100, y: 180), by: CGSize(width: 0, height: 175))
        window.advance(by: 0.1)
        #expect(model.writes.last == 3)
        // 300 pt: row 6 starts exactly at the edge.
        window.scroll(at: CGPoint(x: 100, y: 180), by: CGSize(width: 0, height: 125))
        window.advance(by: 0.1)
        #expect(model.writes.last == 6)
    }

    @Test("With an anchor, the row at that point of the scroll view is read back")
    func readsBackAtAnchor() {
        let model = Model()
        let window = TestWindow(size: Self.size) { Rows(model: model, anchor: .center) }
        // Offset 175, centre 100 pt below the top: content y 275, row 5.
        window.scroll(at: CGPoint(x: 100, y: 180), by: CGSize(width: 0, height: 175))
        window.advance(by: 0.1)
        #expect(model.writes.last == 5)
    }

    @Test("A drag reads back only once let go")
    func readsBackAfterDrag() {
        let model = Model()
        let window = TestWindow(size: Self.size) { Rows(model: model) }
        window.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 130), duration: 0.25, releasing: false)
        window.advance(by: 0.1)
        #expect(model.writes.isEmpty)
        window.send(.ended, at: CGPoint(x: 100, y: 130))
        window.advance(by: 0.1)
        // 120 pt: row 2.
        #expect(model.writes.last == 2)
    }

    @Test("Setting the binding scrolls that row to the top edge; inside withAnimation it glides there")
    func settingScrolls() throws {
        let model = Model()
        let window = TestWindow(size: Self.size) { Rows(model: model) }
        let top = try #require(window.frames(ofText: "Row 0").first).minY
        // Without animation: row 20 is at the top at once.
        window.tap(at: CGPoint(x: 100, y: 60))
        window.advance(by: 0.02)
        let set = try #require(window.frames(ofText: "Row 20").first)
        #expect(abs(set.minY - top) < 0.5)
        // Inside withAnimation (back up to row 12): a moment later row 20 has moved down but not away,
        // then row 12 is at the top.
        window.tap(at: CGPoint(x: 100, y: 20))
        window.advance(by: 0.02)
        let moving = try #require(window.frames(ofText: "Row 20").first)
        #expect(moving.minY > top + 1)
        window.advance(by: 1)
        let arrived = try #require(window.frames(ofText: "Row 12").first)
        #expect(abs(arrived.minY - top) < 0.5)
        // What the app set is what the binding holds: reading back writes nothing (not even a passing nil
        // while the lazy row was estimated), until a scroll moves on.
        #expect(model.writes.isEmpty)
        window.scroll(at: CGPoint(x: 100, y: 180), by: CGSize(width: 0, height: 50))
        window.advance(by: 0.1)
        #expect(model.writes.last == 13)
    }
}
