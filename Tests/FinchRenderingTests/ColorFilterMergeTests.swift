import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCairo

@MainActor
@Suite("Directly nested colour filters are drawn in one offscreen pass")
struct ColorFilterMergeTests {
    /// The outermost group of the window's display list that has a colour filter.
    private func firstFiltered(in items: [DisplayItem]) -> DisplayGroup? {
        for item in items {
            guard case .group(let group) = item else { continue }
            if group.colorFilter != nil { return group }
            if let inner = firstFiltered(in: group.children) { return inner }
        }
        return nil
    }

    private func merged<V: View>(_ view: V) throws -> (DisplayGroup, ColorFilter) {
        let window = TestWindow(size: CGSize(width: 40, height: 40)) { view }
        let group = try #require(firstFiltered(in: window.displayList.items))
        return CairoRenderer.mergingNestedFilters(group, filter: try #require(group.colorFilter))
    }

    @Test("grayscale(0.5).hueRotation(45°) is one filter of one matrix over the square's own drawing")
    func badgeChain() throws {
        let (content, filter) = try merged(Color.red.grayscale(0.5).hueRotation(.degrees(45)))
        #expect(filter.stages == [ColorMatrix.grayscale(0.5).followed(by: .hueRotation(.degrees(45)))])
        #expect(content.colorFilter?.stages == [.grayscale(0.5)])
        #expect(content.children.allSatisfy { if case .group = $0 { false } else { true } })
    }

    @Test("An opacity between two filters keeps them apart; brightness then contrast stays two stages")
    func unmergeable() throws {
        let (content, filter) = try merged(Color.red.colorInvert().opacity(0.5).brightness(0.2))
        #expect(filter.stages == [.brightness(0.2)])
        #expect(content.children.count == 1)
        let (_, clamped) = try merged(Color.red.brightness(0.5).contrast(2))
        #expect(clamped.stages == [.brightness(0.5), .contrast(2)])
    }
}
