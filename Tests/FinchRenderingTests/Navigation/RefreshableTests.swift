import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// Holds a refresh until the test lets it finish.
@MainActor
private final class Gate {
    var refreshes = 0
    var continuation: CheckedContinuation<Void, Never>?
}

private struct News: View {
    let gate: Gate
    @State var items = ["Old"]

    var body: some View {
        List(items, id: \.self) { Text($0) }
            .listStyle(.plain)
            .refreshable {
                gate.refreshes += 1
                await withCheckedContinuation { gate.continuation = $0 }
                items.insert("New", at: 0)
            }
    }
}

@MainActor
@Suite("Pull to refresh")
struct RefreshableTests {
    static let size = CGSize(width: 390, height: 400)

    private func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    @Test("Pulled down past 60 pt the list refreshes, held down with a spinner until the action returns")
    func pullToRefresh() async throws {
        let gate = Gate()
        let window = TestWindow(size: Self.size) { News(gate: gate) }
        window.advance(by: 0)
        let before = try #require(window.frames(ofText: "Old").first)
        window.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300))
        await settle()
        window.advance(by: 0)
        #expect(gate.refreshes == 1)
        let held = try #require(window.frames(ofText: "Old").first)
        #expect(abs(held.minY - (before.minY + 60)) < 0.5)
        assertSnapshot(png: window.pngData())
        gate.continuation?.resume()
        await settle()
        window.advance(by: 0)
        #expect(window.frames(ofText: "New").count == 1)
        let after = try #require(window.frames(ofText: "New").first)
        #expect(abs(after.minY - before.minY) < 0.5)
    }

    @Test("A short pull springs back without refreshing")
    func shortPull() async throws {
        let gate = Gate()
        let window = TestWindow(size: Self.size) { News(gate: gate) }
        window.advance(by: 0)
        let before = try #require(window.frames(ofText: "Old").first)
        window.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 180))
        await settle()
        window.advance(by: 0)
        #expect(gate.refreshes == 0)
        #expect(try #require(window.frames(ofText: "Old").first).minY == before.minY)
    }
}
