import Finch
import FinchTesting
import Foundation
import Observation
import Testing

@testable import FinchCairo

/// An effect at rest (a scale of 1, full opacity, no offset, no rotation) draws its content as it is,
/// without a display group of its own; once its value moves, the group is there again. The pixels are
/// the same either way: the group only saved nothing (a document's emoji each have a `.scaleEffect(1)`).
@MainActor
@Suite("An effect at rest draws its content without a group")
struct RestingEffectTests {
    @Observable
    final class Scale {
        var value: CGFloat = 1
    }

    private struct Square: View {
        let scale: Scale

        var body: some View {
            Color.red.frame(width: 20, height: 20)
                .scaleEffect(scale.value)
                .opacity(1)
                .offset(.zero)
                .rotationEffect(.zero)
        }
    }

    private let canvas = CGSize(width: 40, height: 40)

    /// The groups anywhere in `items`, outermost first.
    private func groups(in items: [DisplayItem]) -> [DisplayGroup] {
        items.flatMap { item -> [DisplayGroup] in
            guard case .group(let group) = item else { return [] }
            return [group] + groups(in: group.children)
        }
    }

    @Test("Four effects at rest add no group and draw what the bare view draws")
    func atRest() throws {
        let window = TestWindow(size: canvas) { Square(scale: Scale()) }
        #expect(groups(in: window.displayList.items).isEmpty)
        let bare = try #require(
            PixelImage(png: TestWindow(size: canvas) { Color.red.frame(width: 20, height: 20) }.pngData()))
        let shown = try #require(PixelImage(png: window.pngData()))
        for point in [(20, 20), (11, 11), (29, 29), (9, 20), (31, 20)] {
            #expect(shown[point.0, point.1] == bare[point.0, point.1])
        }
    }

    @Test("A scale moving away from 1 draws through a group, half way at t = 0.5; back at 1 the group goes")
    func moving() throws {
        let scale = Scale()
        let window = TestWindow(size: canvas) { Square(scale: scale) }
        #expect(groups(in: window.displayList.items).isEmpty)
        withAnimation(.linear(duration: 1)) { scale.value = 2 }
        window.advance(by: 0)
        window.advance(by: 0.5)
        let midway = groups(in: window.displayList.items)
        #expect(midway.count == 1)
        #expect(abs((midway.first?.transform.a ?? 0) - 1.5) < 0.01)
        window.advance(by: 0.6)
        #expect(abs((groups(in: window.displayList.items).first?.transform.a ?? 0) - 2) < 0.001)
        scale.value = 1
        window.advance(by: 0)
        #expect(groups(in: window.displayList.items).isEmpty)
    }
}
