import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// `draggable` and `dropDestination`: a `Transferable` value carried by a drag inside one window, and
/// from another program's drag, arriving as values of the destination's type on the main actor.
@MainActor
@Suite("Drag and drop: draggable and dropDestination with Transferable values")
struct TransferableDragTests {
    /// CS193p 2023's payload: whatever a drop carries, as a string, a URL or image bytes.
    enum Sturldata: Transferable {
        case string(String)
        case url(URL)
        case data(Data)

        init(url: URL) { self = .url(url) }

        static var transferRepresentation: some TransferRepresentation {
            ProxyRepresentation { Sturldata.string($0) }
            ProxyRepresentation { Sturldata(url: $0) }
            ProxyRepresentation { Sturldata.data($0) }
        }
    }

    /// What the destination received, handed to the test waiting for it.
    @MainActor
    final class Received<T> {
        var drops: [([T], CGPoint)] = []
        var targeted: [Bool] = []
        private var waiting: CheckedContinuation<Void, Never>?

        func record(_ values: [T], _ location: CGPoint) {
            drops.append((values, location))
            waiting?.resume()
            waiting = nil
        }

        /// Runs `drive` and returns once a drop has been recorded.
        func awaitDrop(_ drive: () -> Void) async {
            await withCheckedContinuation { continuation in
                waiting = continuation
                drive()
            }
        }
    }

    private static let size = CGSize(width: 400, height: 300)

    /// A draggable source at (20, 20)–(100, 100) and a destination at (200, 100)–(320, 220).
    private func window<Payload: Transferable, T: Transferable>(
        dragging payload: Payload, to received: Received<T>
    ) -> TestWindow {
        TestWindow(size: Self.size) {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 80, height: 80)
                    .draggable(payload)
                    .offset(x: 20, y: 20)
                Color.blue.frame(width: 120, height: 120)
                    .dropDestination(for: T.self) { values, location in
                        received.record(values, location)
                        return true
                    } isTargeted: {
                        received.targeted.append($0)
                    }
                    .offset(x: 200, y: 100)
            }
            .frame(width: 400, height: 300, alignment: .topLeading)
        }
    }

    @Test("A dragged String arrives as [String] with the location in the destination's space")
    func stringToString() async {
        let received = Received<String>()
        let window = window(dragging: "🍎", to: received)
        await received.awaitDrop { window.dragAndDrop(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 230, y: 150)) }
        #expect(received.drops.count == 1)
        #expect(received.drops.first?.0 == ["🍎"])
        #expect(received.drops.first?.1 == CGPoint(x: 30, y: 50))
        #expect(received.targeted == [true, false])
    }

    @Test("A dragged URL arrives in the course's enum through its URL proxy")
    func urlToSturldata() async throws {
        let received = Received<Sturldata>()
        let url = try #require(URL(string: "https://example.com/a.png"))
        let window = window(dragging: url, to: received)
        await received.awaitDrop { window.dragAndDrop(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 260, y: 160)) }
        guard case .url(let dropped) = received.drops.first?.0.first else {
            Issue.record("expected a URL, got \(String(describing: received.drops.first?.0))")
            return
        }
        #expect(dropped == url)
    }

    @Test("A destination for URLs is never targeted by a dragged string, and nothing drops")
    func refusesOtherTypes() {
        let received = Received<URL>()
        let window = window(dragging: "plain words", to: received)
        window.dragAndDrop(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 260, y: 160))
        window.advance(by: 1)
        #expect(received.targeted.isEmpty)
        #expect(received.drops.isEmpty)
        // Nothing took it: the preview has flown back to the source and is gone.
        #expect(window.dragPreview == nil)
        #expect(window.graph.dragAndDrop.session == nil)
    }

    @Test("Another program's text arrives as the course's enum, as a string")
    func outsideTextToSturldata() async {
        let received = Received<Sturldata>()
        let window = window(dragging: "unused", to: received)
        var accepted = false
        await received.awaitDrop {
            accepted = window.dragFromOutside(
                providers: [NSItemProvider(object: "from afar" as NSString)],
                through: [CGPoint(x: 390, y: 10), CGPoint(x: 250, y: 150)])
        }
        #expect(accepted)
        guard case .string(let text) = received.drops.first?.0.first else {
            Issue.record("expected a string, got \(String(describing: received.drops.first?.0))")
            return
        }
        #expect(text == "from afar")
    }
}
