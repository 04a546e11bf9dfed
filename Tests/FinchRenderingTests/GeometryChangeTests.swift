import Finch
import FinchTesting
import Foundation
import Testing

/// What an `onGeometryChange` action was called with, in order.
@MainActor
private final class GeometryLog<Value> {
    var values: [Value] = []
    var pairs: [(old: Value, new: Value)] = []
}

/// A bar whose width a tap changes, reporting its size; the action writes state shown in a text.
private struct MeasuredBar: View {
    let log: GeometryLog<CGSize>
    @State private var wide = false
    @State private var shown: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Color.blue
                .frame(width: wide ? 200 : 120, height: 40)
                .onGeometryChange(for: CGSize.self, of: { $0.size }) { size in
                    log.values.append(size)
                    shown = size.width
                }
            Text("width \(Int(shown))")
                .onTapGesture { wide.toggle() }
        }
        .frame(width: 300, height: 200, alignment: .topLeading)
    }
}

@MainActor
@Suite("onGeometryChange reports a value of the view's geometry after layout")
struct GeometryChangeTests {
    @Test("The first layout reports the initial value once; the action's state write shows on the next frame")
    func initialValue() {
        let log = GeometryLog<CGSize>()
        let window = TestWindow(size: CGSize(width: 300, height: 200)) { MeasuredBar(log: log) }
        #expect(log.values == [CGSize(width: 120, height: 40)])
        window.advance(by: 0.1)
        #expect(!window.frames(ofText: "width 120").isEmpty)
        // Laid out again with nothing changed: no call.
        window.render()
        #expect(log.values.count == 1)
    }

    @Test("A layout that changes the value calls the action with the new one")
    func changedValue() throws {
        let log = GeometryLog<CGSize>()
        let window = TestWindow(size: CGSize(width: 300, height: 200)) { MeasuredBar(log: log) }
        window.advance(by: 0.1)
        let label = try #require(window.frames(ofText: "width 120").first)
        window.tap(at: CGPoint(x: label.midX, y: label.midY))
        window.advance(by: 0.1)
        #expect(log.values == [CGSize(width: 120, height: 40), CGSize(width: 200, height: 40)])
        #expect(!window.frames(ofText: "width 200").isEmpty)
    }

    @Test("iOS 18's form gets the old and the new value; first both are the initial one")
    func oldAndNewValues() throws {
        let log = GeometryLog<CGFloat>()
        struct Bar: View {
            let log: GeometryLog<CGFloat>
            @State private var wide = false
            var body: some View {
                VStack {
                    Color.green.frame(width: wide ? 90 : 60, height: 20)
                        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in
                            log.pairs.append((old, new))
                        }
                    Text("Widen").onTapGesture { wide = true }
                }
            }
        }
        let window = TestWindow(size: CGSize(width: 200, height: 100)) { Bar(log: log) }
        let button = try #require(window.frames(ofText: "Widen").first)
        window.tap(at: CGPoint(x: button.midX, y: button.midY))
        window.advance(by: 0.1)
        #expect(log.pairs.map(\.old) == [60, 60])
        #expect(log.pairs.map(\.new) == [60, 90])
    }

    @Test("A value read from the global frame follows a scroll")
    func followsScrolling() {
        let log = GeometryLog<CGFloat>()
        let window = TestWindow(size: CGSize(width: 200, height: 200)) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 100)
                    Color.blue.frame(height: 50)
                        .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .global).minY }) {
                            log.values.append($0)
                        }
                    Color.gray.frame(height: 400)
                }
            }
        }
        #expect(log.values == [100])
        window.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 30))
        window.advance(by: 0.1)
        #expect(log.values == [100, 70])
    }

    @Test("Apps' usual spelling, with trailing closures, picks each form")
    func trailingClosures() {
        let heights = GeometryLog<CGFloat>()
        let widths = GeometryLog<CGFloat>()
        _ = TestWindow(size: CGSize(width: 200, height: 100)) {
            Text("Measured")
                .frame(width: 80, height: 30)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.height
                } action: { newValue in
                    heights.values.append(newValue)
                }
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: { oldValue, newValue in
                    widths.pairs.append((oldValue, newValue))
                }
        }
        #expect(heights.values == [30])
        #expect(widths.pairs.map(\.new) == [80])
    }

    @Test("The modifier changes no layout")
    func layoutUnchanged() {
        func frame(measured: Bool) -> CGRect? {
            let window = TestWindow(size: CGSize(width: 300, height: 100)) {
                HStack {
                    Text("Left")
                    if measured {
                        Text("Middle").padding(4).onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) {
                            _ in
                        }
                    } else {
                        Text("Middle").padding(4)
                    }
                    Text("Right")
                }
            }
            return window.frames(ofText: "Right").first
        }
        #expect(frame(measured: true) != nil)
        #expect(frame(measured: true) == frame(measured: false))
    }
}
