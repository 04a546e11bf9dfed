import Finch
import FinchTesting
import Foundation
import Testing

/// A label that moves inside a row while the row itself moves, in one change animated linearly over
/// 1 s; with `innerDuration`, what is inside the row animates over that instead.
private struct MovingRow: View {
    let grouped: Bool
    var innerDuration: Double?
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
        .animation(innerDuration.map { .linear(duration: $0) } ?? .linear(duration: 1), value: moved)
        .frame(width: 200, alignment: .leading)
        if grouped { content.geometryGroup() } else { content }
    }
}

@MainActor
@Suite("geometryGroup: the views inside move with the group, gliding only within it")
struct GeometryGroupTests {
    /// Where "Label" is drawn `elapsed` seconds into the change moving the row 0 → 100 and the label
    /// 0 → 50 inside it (0 → 150 in the window).
    private func label(grouped: Bool, innerDuration: Double? = nil, after elapsed: Double) throws -> CGFloat {
        let window = TestWindow(size: CGSize(width: 400, height: 100)) {
            MovingRow(grouped: grouped, innerDuration: innerDuration)
        }
        #expect(try #require(window.frames(ofText: "Label").first).minX == 0)
        let go = try #require(window.frames(ofText: "Go").first)
        window.tap(at: CGPoint(x: go.midX, y: go.midY))
        window.advance(by: elapsed)
        return try #require(window.drawnFrames(ofText: "Label").first).minX
    }

    @Test("One animation for all: a group changes nothing (halfway at 75 either way)")
    func sameAnimation() throws {
        #expect(abs(try label(grouped: false, after: 0.5) - 75) <= 6)
        #expect(abs(try label(grouped: true, after: 0.5) - 75) <= 6)
    }

    @Test("A faster animation inside: alone the label crosses the window in 0.5 s; grouped it rides the row")
    func fasterInside() throws {
        // Ungrouped: 0 → 150 over 0.5 s, at 0.25 s 75. Grouped: the row at 25 (1 s) plus 25 of the
        // label's 50 within it (0.5 s).
        #expect(abs(try label(grouped: false, innerDuration: 0.5, after: 0.25) - 75) <= 8)
        #expect(abs(try label(grouped: true, innerDuration: 0.5, after: 0.25) - 50) <= 8)
        // Once the inner glide is over the grouped label stays 50 into the still-moving row.
        #expect(abs(try label(grouped: true, innerDuration: 0.5, after: 0.75) - 125) <= 8)
    }

    @Test("Both end where layout put them, and a group changes no layout")
    func endsInPlace() throws {
        for grouped in [false, true] {
            #expect(try label(grouped: grouped, innerDuration: 0.5, after: 2) == 150)
        }
    }
}
