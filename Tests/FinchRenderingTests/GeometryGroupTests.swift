import Finch
import FinchTesting
import Foundation
import Testing

/// A label that moves inside a row while the row itself moves, both in one animated change.
private struct MovingRow: View {
    let grouped: Bool
    @State private var moved = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            row
                .padding(.leading, moved ? 100 : 0)
            Text("Go").onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
        }
        .frame(width: 400, height: 100, alignment: .topLeading)
    }

    @ViewBuilder private var row: some View {
        let content = HStack(spacing: 0) {
            Color.clear.frame(width: moved ? 50 : 0, height: 10)
            Text("Label")
        }
        .frame(width: 200, alignment: .leading)
        if grouped { content.geometryGroup() } else { content }
    }
}

@MainActor
@Suite("geometryGroup: the views inside follow the group's glide")
struct GeometryGroupTests {
    /// Where "Label" is drawn halfway through a 1 s linear change moving the row 0 → 100 and the label
    /// 0 → 50 inside it.
    private func labelHalfway(grouped: Bool) throws -> CGFloat {
        let window = TestWindow(size: CGSize(width: 400, height: 100)) { MovingRow(grouped: grouped) }
        let start = try #require(window.frames(ofText: "Label").first)
        #expect(start.minX == 0)
        let go = try #require(window.frames(ofText: "Go").first)
        window.tap(at: CGPoint(x: go.midX, y: go.midY))
        window.advance(by: 0.5)
        return try #require(window.drawnFrames(ofText: "Label").first).minX
    }

    @Test("Without a group the label glides on its own, from 0 to 150: halfway at 75")
    func ungrouped() throws {
        let x = try labelHalfway(grouped: false)
        #expect(abs(x - 75) <= 8)
    }

    @Test("In a group the label takes its new place in the group at once and rides the group's glide: 50 + 50")
    func grouped() throws {
        let x = try labelHalfway(grouped: true)
        #expect(abs(x - 100) <= 8)
    }

    @Test("Both end where layout put them, and a group changes no layout")
    func endsInPlace() throws {
        for grouped in [false, true] {
            let window = TestWindow(size: CGSize(width: 400, height: 100)) { MovingRow(grouped: grouped) }
            let go = try #require(window.frames(ofText: "Go").first)
            window.tap(at: CGPoint(x: go.midX, y: go.midY))
            window.advance(by: 2)
            #expect(try #require(window.drawnFrames(ofText: "Label").first).minX == 150)
        }
    }
}
