import Foundation
import Testing

@testable import FinchCore

/// A layout value set on the primary view.
private struct Marker: LayoutValueKey {
    static let defaultValue = 0
}

@MainActor
@Suite("Overlays and row separators answer as their primary view")
struct PrimaryForwardingTests {
    private let size = CGSize(width: 150, height: 100)

    @Test("Layout priority, set inside, passes through an overlay and a row separator alike")
    func priorityPassesThrough() {
        func inner<V: View>(_ wrap: @escaping (AnyView) -> V) -> [CGFloat] {
            let view = HStack(spacing: 0) {
                wrap(AnyView(Text("aaaaaaaaaa")))
                wrap(AnyView(Text("bbbbbbbbbb").layoutPriority(1)))
            }
            let graph = layout(view, in: size)
            return ["aaaaaaaaaa", "bbbbbbbbbb"].compactMap {
                graph.frames(ofText: $0, includingHidden: true).first?.width
            }
        }
        #expect(inner { $0 } == [50, 100])
        #expect(inner { $0.overlay(Color.red) } == [50, 100])
        #expect(inner { $0.background(Color.red) } == [50, 100])
        #expect(inner { $0.rowSeparatorLayer { _ in Color.red.frame(height: 1) } } == [50, 100])
    }

    @Test("Alignment guides and layout values of the primary are the layered view's")
    func guidesAndValuesPassThrough() {
        func leading<V: View>(_ wrap: @escaping (AnyView) -> V) -> CGFloat? {
            let view = VStack(alignment: .leading, spacing: 0) {
                Text("top")
                wrap(AnyView(Text("low").alignmentGuide(.leading) { _ in 20 }))
            }
            let graph = layout(view, in: size)
            guard let top = graph.frames(ofText: "top").first, let low = graph.frames(ofText: "low").first else {
                return nil
            }
            return top.minX - low.minX
        }
        #expect(leading { $0 } == 20)
        #expect(leading { $0.overlay(Color.red) } == 20)
        #expect(leading { $0.rowSeparatorLayer { _ in Color.red.frame(height: 1) } } == 20)

        func value<V: View>(_ wrap: (AnyView) -> V) -> Int? {
            let graph = layout(wrap(AnyView(Color.blue.layoutValue(key: Marker.self, value: 7))), in: size)
            return graph.pipeline.contentRoot?.layoutValue(Marker.self)
        }
        #expect(value { $0.overlay(Color.red) } == 7)
        #expect(value { $0.rowSeparatorLayer { _ in Color.red.frame(height: 1) } } == 7)
    }
}
