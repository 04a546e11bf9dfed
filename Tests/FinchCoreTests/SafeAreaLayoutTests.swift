import Foundation
import Testing

@testable import FinchCore

/// Records what a `GeometryReader`'s content was given.
@MainActor
private final class ProxyLog {
    var size = CGSize.zero
    var insets = EdgeInsets()

    func record(_ proxy: GeometryProxy) -> Bool {
        size = proxy.size
        insets = proxy.safeAreaInsets
        return true
    }
}

@MainActor
@Suite("safeAreaInset, safeAreaPadding and ignoresSafeArea shrink and extend the safe area as SwiftUI does")
struct SafeAreaLayoutTests {
    let window = CGSize(width: 200, height: 300)
    let blue = Color.blue.frame(height: 50)

    @Test("A top inset sits at the top edge; the view is laid out in the 250 pt below it")
    func topInset() {
        let graph = layout(Color.red.safeAreaInset(edge: .top) { blue }, in: window)
        #expect(rect(of: .blue, in: graph) == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(rect(of: .red, in: graph) == CGRect(x: 0, y: 50, width: 200, height: 250))
    }

    @Test("A bottom inset with spacing and leading alignment: 40 pt high, 10 pt of spacing above it")
    func bottomInsetSpacing() {
        let view = Color.red.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 10) {
            Color.blue.frame(width: 80, height: 40)
        }
        let graph = layout(view, in: window)
        #expect(rect(of: .blue, in: graph) == CGRect(x: 0, y: 260, width: 80, height: 40))
        #expect(rect(of: .red, in: graph) == CGRect(x: 0, y: 0, width: 200, height: 250))
    }

    @Test("Leading and trailing insets take their width from the side")
    func sideInsets() {
        let view = Color.red
            .safeAreaInset(edge: .leading) { Color.blue.frame(width: 30) }
            .safeAreaInset(edge: .trailing, alignment: .top) { Color.green.frame(width: 20, height: 20) }
        let graph = layout(view, in: window)
        #expect(rect(of: .blue, in: graph) == CGRect(x: 0, y: 0, width: 30, height: 300))
        #expect(rect(of: .green, in: graph) == CGRect(x: 180, y: 0, width: 20, height: 20))
        #expect(rect(of: .red, in: graph) == CGRect(x: 30, y: 0, width: 150, height: 300))
    }

    @Test("Insets stack: an outer inset shrinks the area the inner one works in")
    func nestedInsets() {
        let view = Color.red
            .safeAreaInset(edge: .top) { blue }
            .safeAreaInset(edge: .top) { Color.green.frame(height: 20) }
        let graph = layout(view, in: window)
        #expect(rect(of: .green, in: graph) == CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(rect(of: .blue, in: graph) == CGRect(x: 0, y: 20, width: 200, height: 50))
        #expect(rect(of: .red, in: graph) == CGRect(x: 0, y: 70, width: 200, height: 230))
    }

    @Test("ignoresSafeArea extends the view under the inset along the edges it names")
    func ignoring() {
        let all = layout(Color.red.ignoresSafeArea().safeAreaInset(edge: .top) { blue }, in: window)
        #expect(rect(of: .red, in: all) == CGRect(x: 0, y: 0, width: 200, height: 300))
        // The inset is drawn over the view.
        #expect(rects(of: .blue, in: all) == [CGRect(x: 0, y: 0, width: 200, height: 50)])
        let old = layout(Color.red.edgesIgnoringSafeArea(.top).safeAreaInset(edge: .top) { blue }, in: window)
        #expect(rect(of: .red, in: old) == CGRect(x: 0, y: 0, width: 200, height: 300))
        let bottomOnly = layout(
            Color.red.ignoresSafeArea(edges: .bottom).safeAreaInset(edge: .top) { blue }, in: window)
        #expect(rect(of: .red, in: bottomOnly) == CGRect(x: 0, y: 50, width: 200, height: 250))
        // The keyboard region alone is not the inset's (a container region).
        let keyboard = layout(Color.red.ignoresSafeArea(.keyboard).safeAreaInset(edge: .top) { blue }, in: window)
        #expect(rect(of: .red, in: keyboard) == CGRect(x: 0, y: 50, width: 200, height: 250))
    }

    @Test("A view inside a container extends when its edge lies on the safe area's edge, and only then")
    func ignoringInsideContainers() {
        // SwiftUI extends a view when it is placed: the ZStack keeps to the safe area, its colour does not.
        let stacked = layout(
            ZStack {
                Color.red.ignoresSafeArea()
                Text("Hello")
            }
            .safeAreaInset(edge: .top) { blue }, in: window)
        #expect(rect(of: .red, in: stacked) == CGRect(x: 0, y: 0, width: 200, height: 300))
        // The first view of a VStack lies on the top edge; the one below it does not. (Landmarks' map is
        // `MapView().ignoresSafeArea(edges: .top).frame(height: 300)`: the frame keeps to the safe area.)
        let column = layout(
            VStack(spacing: 0) {
                Color.red.ignoresSafeArea().frame(height: 100)
                Color.green.ignoresSafeArea().frame(height: 100)
            }
            .frame(maxHeight: .infinity, alignment: .top)
            .safeAreaInset(edge: .top) { blue }, in: window)
        #expect(rect(of: .red, in: column) == CGRect(x: 0, y: 0, width: 200, height: 150))
        #expect(rect(of: .green, in: column) == CGRect(x: 0, y: 150, width: 200, height: 100))
        // Padded away from the edge, a view stays where it is.
        let padded = layout(
            Color.red.ignoresSafeArea().padding(.top, 10).safeAreaInset(edge: .top) { blue }, in: window)
        #expect(rect(of: .red, in: padded) == CGRect(x: 0, y: 60, width: 200, height: 240))
        // Only the edges named extend.
        let sides = layout(
            ZStack { Color.red.ignoresSafeArea(edges: .bottom) }.safeAreaPadding(20), in: window)
        #expect(rect(of: .red, in: sides) == CGRect(x: 20, y: 20, width: 160, height: 280))
    }

    @Test(
        "Under a navigation bar and its large title, and under a tab bar, an ignoring view extends; others keep below")
    func ignoringUnderBars() {
        let page = layout(
            NavigationStack {
                ZStack {
                    Color.red.ignoresSafeArea()
                    Text("Hello")
                }
                .navigationTitle("Title")
            }, in: window)
        // The bar (44 pt) and the large title's block (52 pt) are over the colour.
        #expect(rect(of: .red, in: page) == CGRect(x: 0, y: 0, width: 200, height: 300))
        let kept = layout(
            NavigationStack {
                Color.red.navigationTitle("Title")
            }, in: window)
        // The page's title reaches its bar after the first pass (a preference), as in a window's second frame.
        kept.layout(in: window)
        #expect(rect(of: .red, in: kept) == CGRect(x: 0, y: 96, width: 200, height: 204))
        let inline = layout(
            NavigationStack {
                Color.red.ignoresSafeArea(edges: .top).navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
            }, in: window)
        #expect(rect(of: .red, in: inline) == CGRect(x: 0, y: 0, width: 200, height: 300))
        let bottomBar = layout(
            NavigationStack {
                Color.red.ignoresSafeArea()
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .bottomBar) { Text("Bottom") } }
            }, in: window)
        bottomBar.layout(in: window)
        #expect(rect(of: .red, in: bottomBar) == CGRect(x: 0, y: 0, width: 200, height: 300))
        let tab = layout(
            TabView {
                Color.red.ignoresSafeArea().tabItem { Text("One") }
                Color.green.tabItem { Text("Two") }
            }, in: window)
        #expect(rect(of: .red, in: tab) == CGRect(x: 0, y: 0, width: 200, height: 300))
        let tabKept = layout(TabView { Color.red.tabItem { Text("One") } }, in: window)
        #expect(rect(of: .red, in: tabKept) == CGRect(x: 0, y: 0, width: 200, height: 251))
    }

    @Test("ignoresSafeArea alone changes nothing: a Finch window has no insets")
    func ignoringAlone() {
        let graph = layout(
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
                .frame(width: 100, height: 80), in: window)
        let fills = graph.displayList.items.count
        #expect(fills > 0)
        #expect(
            layout(Color.red.ignoresSafeArea(), in: window).sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
    }

    @Test("safeAreaPadding pads content by its amounts (16 pt by default)")
    func padding() {
        #expect(
            rect(of: .red, in: layout(Color.red.safeAreaPadding(20), in: window))
                == CGRect(x: 20, y: 20, width: 160, height: 260))
        #expect(
            rect(of: .red, in: layout(Color.red.safeAreaPadding(.horizontal), in: window))
                == CGRect(x: 16, y: 0, width: 168, height: 300))
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(
            rect(of: .red, in: layout(Color.red.safeAreaPadding(insets), in: window))
                == CGRect(x: 2, y: 1, width: 194, height: 296))
        #expect(
            rect(of: .red, in: layout(Color.red.ignoresSafeArea().safeAreaPadding(20), in: window))
                == CGRect(x: 0, y: 0, width: 200, height: 300))
    }

    @Test("Under no proposal the inset adds its height to the view's ideal size")
    func idealSize() {
        let view = Color.red.frame(width: 40, height: 40).safeAreaInset(edge: .top) { Color.blue.frame(height: 50) }
        let graph = ViewGraph(root: view, services: fakeServices())
        // The colour's ideal width is 10, less than the 40-pt view.
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 40, height: 90))
    }

    @Test("GeometryProxy.safeAreaInsets reports the inset at the reader's edge; zero elsewhere")
    func proxyInsets() {
        let log = ProxyLog()
        let view = GeometryReader { proxy in
            if log.record(proxy) { Color.red }
        }
        .safeAreaInset(edge: .top) { blue }
        _ = layout(view, in: window)
        #expect(log.size == CGSize(width: 200, height: 250))
        #expect(log.insets == EdgeInsets(top: 50, leading: 0, bottom: 0, trailing: 0))
        let plain = ProxyLog()
        _ = layout(GeometryReader { proxy in if plain.record(proxy) { Color.red } }, in: window)
        #expect(plain.insets == EdgeInsets())
        let padded = ProxyLog()
        _ = layout(GeometryReader { proxy in if padded.record(proxy) { Color.red } }.safeAreaPadding(10), in: window)
        #expect(padded.insets == EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
        #expect(padded.size == CGSize(width: 180, height: 280))
    }

    private func rows() -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { Text("R\($0)").frame(height: 40) }
            }
        }
    }

    @Test("A scroll view extends under the inset: its content starts below it and scrolls under it")
    func scrollsUnder() throws {
        let graph = layout(rows().safeAreaInset(edge: .top) { blue }, in: window)
        // Text is 20 pt high, centred in its 40-pt row, which starts at the inset's 50 pt.
        #expect(try #require(graph.frames(ofText: "R0").first).minY == 60)
        graph.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: 30))
        graph.layout(in: window)
        #expect(try #require(graph.frames(ofText: "R0").first).minY == 30)
        // Scrolled to the end, the last row ends at the window's bottom: the scroll view is 300 pt tall.
        graph.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: 5_000))
        graph.layout(in: window)
        #expect(try #require(graph.frames(ofText: "R29").first).maxY == 290)
    }

    @Test("A bottom inset leaves room below a scroll view's content, so the last row scrolls clear of it")
    func scrollsClearOfBottom() throws {
        let graph = layout(rows().safeAreaInset(edge: .bottom) { blue }, in: window)
        #expect(try #require(graph.frames(ofText: "R0").first).minY == 10)
        graph.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: 5_000))
        graph.layout(in: window)
        #expect(try #require(graph.frames(ofText: "R29").first).maxY == 240)
    }

    @Test("Insets on both edges of one scroll view nest: content scrolls under both")
    func bothEdges() throws {
        let view = rows()
            .safeAreaInset(edge: .top) { blue }
            .safeAreaInset(edge: .bottom) { Color.green.frame(height: 30) }
        let graph = layout(view, in: window)
        #expect(rect(of: .blue, in: graph) == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(rect(of: .green, in: graph) == CGRect(x: 0, y: 270, width: 200, height: 30))
        #expect(try #require(graph.frames(ofText: "R0").first).minY == 60)
        graph.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: 5_000))
        graph.layout(in: window)
        // The last row ends 30 pt above the bottom, where the bottom inset begins.
        #expect(try #require(graph.frames(ofText: "R29").first).maxY == 260)
        // An outer top inset over an inner one: the inner content sits below the outer.
        let stacked = layout(
            rows().safeAreaInset(edge: .top) { blue }.safeAreaInset(edge: .top) { Color.green.frame(height: 20) },
            in: window)
        #expect(rect(of: .blue, in: stacked) == CGRect(x: 0, y: 20, width: 200, height: 50))
        #expect(try #require(stacked.frames(ofText: "R0").first).minY == 80)
    }

    @Test("A List under a top inset starts its rows the inset's height lower")
    func listUnderInset() throws {
        let list = List(0..<20, id: \.self) { Text("L\($0)") }
        let plain = try #require(layout(list, in: window).frames(ofText: "L0").first)
        let inset = try #require(layout(list.safeAreaInset(edge: .top) { blue }, in: window).frames(ofText: "L0").first)
        #expect(inset.minY - plain.minY == 50)
    }
}
