import Finch
import FinchTesting
import Foundation
import Testing

/// A navigation stack's controller holds the destinations registered with it, and those capture the
/// views that declared them, environment and all (which holds the controller): the stack lets go of
/// them when it unmounts, so neither the controller nor the state those closures hold outlive it.
@MainActor
@Suite("Navigation stacks let go of their destinations when they unmount")
struct NavigationLifetimeTests {
    private static let size = CGSize(width: 390, height: 600)

    @Test("A stack with a value destination closes cleanly, untouched")
    func untouched() throws {
        let window = TestWindow(size: Self.size) { Destinations() }
        window.advance(by: 0)
        #expect(window.census.live(.navigationController) == 1)
        try window.close()
    }

    @Test("A stack whose destination's view reads the environment closes cleanly after a push")
    func pushed() throws {
        let window = TestWindow(size: Self.size) { Destinations() }
        window.advance(by: 0)
        let link = try #require(window.frames(ofText: "Open 1").first)
        window.tap(at: CGPoint(x: link.midX, y: link.midY))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Page 1").count == 1)
        try window.close()
    }

    @Test("A stack taken out of the tree frees its controller and state while the window stays")
    func hidden() throws {
        let window = TestWindow(size: Self.size) { Hideable() }
        window.advance(by: 0)
        let storagesShown = window.census.live(.stateStorage)
        #expect(window.census.live(.navigationController) == 1)
        let hide = try #require(window.frames(ofText: "Hide").first)
        window.tap(at: CGPoint(x: hide.midX, y: hide.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Open 1").isEmpty)
        #expect(window.census.live(.navigationController) == 0)
        // Only the outer view's `show` is left.
        #expect(window.census.live(.stateStorage) == 1)
        #expect(storagesShown > 1)
        try window.close()
    }
}

/// A stack driven by its path, whose destination is declared by a view reading the environment.
private struct Destinations: View {
    @State var path: [Int] = []
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Open 1", value: 1)
                .navigationDestination(for: Int.self) { number in
                    VStack {
                        Text("Page \(number)")
                        Text("Scheme \(colorScheme == .dark ? "dark" : "light")")
                    }
                }
        }
    }
}

private struct Hideable: View {
    @State var show = true

    var body: some View {
        VStack {
            Text("Hide").onTapGesture { show = false }
            if show { Destinations() }
        }
    }
}
