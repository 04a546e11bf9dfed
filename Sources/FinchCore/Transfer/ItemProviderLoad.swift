import Foundation
import Synchronization

/// The caller's handler of one item-provider load, and the load counted in flight
/// (`NSItemProvider.loadsInFlight`) from its start until the handler has returned and been let go of.
///
/// Until then the handler holds what it captured: an app's holds its view, and through the view the
/// view's `@State` storage, even after the view's window has closed. A handler usually queues its result
/// on the main queue before it returns, so once no load is in flight a turn of the main queue lands them
/// all: the headless host waits on that (`MainQueue.settle()` in FinchTesting), so a test or the monkey
/// reads a window once what was dropped on it has arrived, not whenever the thread that read or decoded
/// it happened to finish. (The monkey's EmojiArt run with seed 7 closed its windows while a picture
/// dragged onto the canvas was still decoding, and found the canvas's state alive until it arrived.)
///
/// The load holds the handler and every closure of the load holds the load, never the handler itself:
/// the handler, and all it captured, is let go of before the load stops counting, on whatever thread
/// finishes it, so nothing it captured outlives the count.
final class ItemProviderLoad<Handler>: @unchecked Sendable {
    // @unchecked: the handler is read and cleared only under `lock`, and called once, by one thread
    // (Foundation calls a load's handler once, on a background queue).
    private let lock = NSLock()
    private var handler: Handler?
    private let isOver = Atomic(false)

    init(_ handler: Handler) {
        self.handler = handler
        NSItemProvider.loadStarted()
    }

    /// A handler the loader let go of without calling it can no longer run: the load is over.
    deinit {
        end()
    }

    /// Calls the handler (once, however often the loader answers), lets go of it, then stops counting.
    func finish(_ call: (Handler) -> Void) {
        if let handler = take() { call(handler) }
        end()
    }

    private func take() -> Handler? {
        lock.withLock {
            defer { handler = nil }
            return handler
        }
    }

    private func end() {
        _ = take()  // what the handler captured goes before the count does
        guard !isOver.exchange(true, ordering: .relaxed) else { return }
        NSItemProvider.loadEnded()
    }
}
