import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// A drop's load holds its handler, and what the handler captured, until it has run: an app's handler
/// captures its view, and with it the view's `@State` storage. The monkey's EmojiArt run with seed 7
/// (`finch-monkey --app emojiart --seed 7 --actions 150`) dragged the document's picture onto its canvas
/// two actions before the end and closed the windows while the picture was still decoding on another
/// thread: the canvas's six state storages were counted alive after its window closed, and went when the
/// picture arrived. `MainQueue.settle()` lets the loads in flight land, however long their threads take,
/// and the load lets go of the handler before it stops counting.
@MainActor
@Suite("A drop's load in flight when its window closes")
struct DropLoadLifetimeTests {
    /// A text provider whose data is handed over only when the test says, from a background queue, as a
    /// decoder finishing there hands a picture over, and some turns of the main queue later: a load that
    /// takes longer than a turn, as the canvas's picture took longer than the monkey's last actions.
    final class HeldText: Sendable {
        let provider = NSItemProvider()
        private let pending = LockedState<[@Sendable () -> Void]>([])

        init(_ text: String) {
            provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) {
                [pending] done in
                pending.withLock { $0.append { done(Data(text.utf8), nil) } }
                return nil
            }
        }

        var isLoading: Bool { !pending.withLock { $0.isEmpty } }

        func release(afterTurns turns: Int) {
            let loads = pending.withLock { list in
                defer { list.removeAll() }
                return list
            }
            Self.after(turns: turns) { DispatchQueue.global().async { for load in loads { load() } } }
        }

        private static func after(turns: Int, _ work: @escaping @Sendable () -> Void) {
            DispatchQueue.main.async { turns > 1 ? after(turns: turns - 1, work) : work() }
        }
    }

    /// EmojiArt's canvas in small: the drop's handler sets the view's state, so it captures the view.
    private struct Canvas: View {
        @State private var dropped = "nothing yet"

        var body: some View {
            Text(dropped)
                .frame(width: 300, height: 200)
                .onDrop(of: [.plainText], isTargeted: nil) { providers in
                    _ = providers.first?.loadObject(ofClass: String.self) { [self] text, _ in
                        DispatchQueue.main.async { MainActor.assumeIsolated { dropped = text ?? "" } }
                    }
                    return true
                }
        }
    }

    @Test("The view's state lives while the load is held, and is gone once settling has landed it")
    func closedWhileLoading() async {
        let window = TestWindow(size: CGSize(width: 300, height: 200)) { Canvas() }
        let held = HeldText("🐶")
        #expect(window.dragFromOutside(providers: [held.provider], through: [CGPoint(x: 150, y: 100)]))
        #expect(await MainQueue.wait { held.isLoading })
        #expect(NSItemProvider.loadsInFlight > 0)
        // Closed while the text is held: the handler, and through the view the state, are alive.
        let leftovers = #expect(throws: TestWindow.Leftovers.self) { try window.close() }
        #expect(leftovers?.survivors == ["state storages": 1])
        held.release(afterTurns: 200)
        #expect(await MainQueue.settle())
        var survivors = window.census.nonZero
        survivors[.window] = nil  // the window itself, which the test still holds
        #expect(survivors.isEmpty, "\(survivors)")
    }

    @Test("A load whose provider lets go of the handler without calling it stops counting")
    func handlerDropped() async {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { _ in
            nil
        }
        _ = provider.loadObject(ofClass: String.self) { _, _ in }
        // Counted in flight for good, settling would give up after a minute and say so.
        #expect(await MainQueue.settle())
    }
}
