import Foundation
import Testing

@testable import FinchCore

/// The bounds of each tab, by its index.
private struct TabBounds: PreferenceKey {
    static let defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// A point of one view.
private struct Pin: PreferenceKey {
    static let defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
        value = value ?? nextValue()
    }
}

/// Three tabs of 3, 5 and 2 letters (10 pt each) with an underline under the selected one.
private struct Tabs: View {
    let probe: Probe<Binding<Int>>
    let titles: [String]
    @State private var selection = 0

    var body: some View {
        let _ = (probe.value = $selection)
        HStack(spacing: 20) {
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index])
                    .anchorPreference(key: TabBounds.self, value: .bounds) { [index: $0] }
            }
        }
        .padding(10)
        .overlayPreferenceValue(TabBounds.self) { bounds in
            GeometryReader { proxy in
                if let anchor = bounds[selection] {
                    let rect = proxy[anchor]
                    // Placed with padding, not `.offset` (drawn moved, which `rect(of:)` does not read).
                    Color.red
                        .frame(width: rect.width, height: 2)
                        .padding(EdgeInsets(top: rect.maxY, leading: rect.minX, bottom: 0, trailing: 0))
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite("anchorPreference and GeometryProxy's anchor subscript")
struct AnchorPreferenceTests {
    private let size = CGSize(width: 300, height: 100)

    @Test("An underline follows the selected tab: the anchor resolves in the reader's space")
    func underlineFollowsSelection() throws {
        let probe = Probe<Binding<Int>>()
        let graph = layout(Tabs(probe: probe, titles: ["one", "three", "to"]), in: size)
        // Tabs at x 10 (30 wide), 60 (50 wide), 130 (20 wide); text 20 high from y 10. The reader
        // fills the padded stack from (0, 0), so its space is the window's here.
        #expect(rect(of: .red, in: graph) == CGRect(x: 10, y: 30, width: 30, height: 2))
        try #require(probe.value).wrappedValue = 1
        graph.layout(in: size)
        #expect(rect(of: .red, in: graph) == CGRect(x: 60, y: 30, width: 50, height: 2))
        try #require(probe.value).wrappedValue = 2
        graph.layout(in: size)
        #expect(rect(of: .red, in: graph) == CGRect(x: 130, y: 30, width: 20, height: 2))
    }

    @Test("A reader placed elsewhere gets the anchor in its own coordinates")
    func resolvesInReaderSpace() {
        var resolved: [CGPoint] = []
        let view = VStack(spacing: 0) {
            Color.blue.frame(width: 40, height: 20)
                .anchorPreference(key: Pin.self, value: .bottomTrailing) { $0 }
                .padding(.leading, 30)
        }
        .padding(.top, 50)
        .overlayPreferenceValue(Pin.self) { pin in
            GeometryReader { proxy in
                let _ = pin.map { resolved.append(proxy[$0]) }
                Color.clear
            }
            .padding(.top, 50)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        _ = layout(view, in: size)
        // The blue view spans x 30…70, y 50…70; the reader starts at y 50 (under the overlay's padding).
        #expect(resolved.last == CGPoint(x: 70, y: 20))
    }

    @Test("The reader builds again when the anchored view moves though nothing it shows changed")
    func followsAMove() throws {
        let probe = Probe<Binding<CGFloat>>()
        let graph = layout(MovingTabs(probe: probe), in: size)
        #expect(rect(of: .red, in: graph)?.minX == 10)
        // The leading spacer grows: the tab moves, the selection and the overlay's size stay.
        try #require(probe.value).wrappedValue = 40
        graph.layout(in: size)
        #expect(rect(of: .red, in: graph)?.minX == 50)
    }

    @Test("Anchor sources: points at unit positions, a rectangle inside the view, arrays, equality")
    func sources() {
        var values: [String: String] = [:]
        let view = Color.blue.frame(width: 40, height: 20)
            .anchorPreference(key: Pin.self, value: .center) { $0 }
            .padding(EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 0))
            .overlayPreferenceValue(Pin.self) { pin in
                GeometryReader { proxy in
                    let _ = pin.map { values["center"] = "\(proxy[$0])" }
                    Color.clear
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        _ = layout(view, in: size)
        #expect(values["center"] == "\(CGPoint(x: 40, y: 20))")

        let frame = CGRect(x: 20, y: 10, width: 40, height: 20)
        #expect(Anchor<CGPoint>.Source.top.resolve(frame) == CGPoint(x: 40, y: 10))
        #expect(Anchor<CGPoint>.Source.bottomLeading.resolve(frame) == CGPoint(x: 20, y: 30))
        #expect(Anchor<CGPoint>.Source.point(CGPoint(x: 1, y: 2)).resolve(frame) == CGPoint(x: 21, y: 12))
        #expect(
            Anchor<CGRect>.Source.rect(CGRect(x: 5, y: 5, width: 10, height: 10)).resolve(frame)
                == CGRect(x: 25, y: 15, width: 10, height: 10))
        let both = Anchor<[CGPoint]>.Source([.topLeading, .trailing])
        #expect(both.resolve(frame) == [CGPoint(x: 20, y: 10), CGPoint(x: 60, y: 20)])
        #expect(Anchor<CGPoint?>.Source(nil).resolve(frame) == nil)

        let geometry = AnchorGeometry()
        #expect(Anchor(geometry: geometry, source: .center) == Anchor(geometry: geometry, source: .center))
        #expect(Anchor(geometry: geometry, source: .center) != Anchor(geometry: geometry, source: .top))
        #expect(Anchor(geometry: geometry, source: .center) != Anchor(geometry: AnchorGeometry(), source: .center))
    }

    @Test("transformAnchorPreference adds this view's anchor to what its content set")
    func transformAddsAnchor() {
        var resolved: [Int: CGRect] = [:]
        let view = VStack(spacing: 0) {
            Color.blue.frame(width: 40, height: 20)
                .anchorPreference(key: TabBounds.self, value: .bounds) { [1: $0] }
                .padding(10)
                .transformAnchorPreference(key: TabBounds.self, value: .bounds) { value, anchor in
                    value[0] = anchor
                }
        }
        .padding(.top, 30)
        .overlayPreferenceValue(TabBounds.self) { bounds in
            GeometryReader { proxy in
                let _ = bounds.forEach { resolved[$0.key] = proxy[$0.value] }
                Color.clear
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        _ = layout(view, in: size)
        // The padded view spans x 0…60, y 30…70; the blue one inside it x 10…50, y 40…60.
        #expect(resolved[0] == CGRect(x: 0, y: 30, width: 60, height: 40))
        #expect(resolved[1] == CGRect(x: 10, y: 40, width: 40, height: 20))
    }
}

/// A clear view as wide as the probe sets, re-evaluated on its own.
private struct Lead: View {
    let probe: Probe<Binding<CGFloat>>
    @State private var width: CGFloat = 0

    var body: some View {
        let _ = (probe.value = $width)
        Color.clear.frame(width: width, height: 1)
    }
}

/// One tab after a `Lead`, underlined from its anchor: moving the tab evaluates only the `Lead`, so the
/// overlay's reader is built again only because the anchored view moved.
private struct MovingTabs: View {
    let probe: Probe<Binding<CGFloat>>

    var body: some View {
        HStack(spacing: 0) {
            Lead(probe: probe)
            Text("tab").anchorPreference(key: TabBounds.self, value: .bounds) { [0: $0] }
        }
        .padding(10)
        .frame(width: 200, alignment: .leading)
        .overlayPreferenceValue(TabBounds.self) { bounds in
            GeometryReader { proxy in
                if let anchor = bounds[0] {
                    Color.red.frame(width: proxy[anchor].width, height: 2).padding(.leading, proxy[anchor].minX)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
