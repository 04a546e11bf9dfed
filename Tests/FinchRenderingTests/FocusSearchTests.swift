import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// A `.focused` container over many views: its first focusable view comes before a long list.
private struct LongForm: View {
    let rows: Int
    let pressed: PressLog
    @FocusState private var hasFocus: Bool

    var body: some View {
        VStack {
            Text("title")
            VStack {
                Text("label")
                Button("first") { pressed.names.append("first") }
            }
            Button("second") { pressed.names.append("second") }
            ForEach(0..<rows, id: \.self) { Text("row \($0)") }
        }
        .focused($hasFocus)
        .onAppear { hasFocus = true }
    }
}

@MainActor
private final class PressLog {
    var names: [String] = []
}

@MainActor
@Suite("A .focused container gives focus to its first focusable view, found without walking the rest")
struct FocusSearchTests {
    let returnKey: UInt32 = 0xff0d

    @Test("Focus lands on the first focusable view in tree order, nested inside a stack")
    func firstInTreeOrder() {
        let log = PressLog()
        let window = TestWindow(size: CGSize(width: 300, height: 600)) { LongForm(rows: 3, pressed: log) }
        window.advance(by: 1.0 / 60)
        window.pressKey(returnKey)
        #expect(log.names == ["first"])
    }

    @Test("The search stops at that view: a thousand rows after it are not visited")
    func searchStopsAtTheTarget() {
        let log = PressLog()
        let window = TestWindow(size: CGSize(width: 300, height: 600)) { LongForm(rows: 1_000, pressed: log) }
        window.advance(by: 1.0 / 60)
        window.pressKey(returnKey)
        #expect(log.names == ["first"])
        let visits = window.graph.focus.lastSearchVisits
        #expect(visits > 0 && visits < 100)
    }
}
