import Finch
import FinchTesting
import Observation
import Testing

/// Every value an `onScrollGeometryChange` action got, in order.
@MainActor
private final class GeometryLog {
    var changes: [(old: ScrollGeometry, new: ScrollGeometry)] = []
    var offsets: [CGFloat] = []
}

/// Fifty 40-pt rows (2000 pt) in a scroll view filling a 200×400 window, with 20-pt top margins,
/// reporting its geometry and, separately, its vertical offset.
private struct ReportingRows: View {
    let log: GeometryLog
    @State private var shownOffset: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("offset \(Int(shownOffset))").frame(height: 40)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { index in Text("row \(index)").frame(height: 40) }
                }
            }
            .contentMargins(.top, 20)
            .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { old, new in
                log.changes.append((old, new))
            }
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in
                log.offsets.append(new)
                shownOffset = new
            }
        }
    }
}

@MainActor
@Suite(".onScrollGeometryChange(for:of:action:): the action gets the old and new value when it changes")
struct ScrollGeometryChangeTests {
    let size = CGSize(width: 200, height: 400)
    let middle = CGPoint(x: 100, y: 200)

    @Test("Nothing at first; a wheel scroll reports the new offset, sizes, insets and visible rectangle")
    func wheel() throws {
        let log = GeometryLog()
        let window = TestWindow(size: size) { ReportingRows(log: log) }
        window.render()
        #expect(log.changes.isEmpty && log.offsets.isEmpty)
        #expect(window.scroll(at: middle, by: CGSize(width: 0, height: 100)))
        window.advance(by: 1.0 / 60)
        let change = try #require(log.changes.last)
        // At the top the offset is minus the 20-pt top margin; 100 pt on it is 80.
        #expect(change.old.contentOffset == CGPoint(x: 0, y: -20))
        #expect(change.new.contentOffset == CGPoint(x: 0, y: 80))
        // The content's own size: as tall as the rows, as wide as its widest text (centred across).
        #expect(change.new.contentSize.height == 2000)
        #expect(change.new.contentSize.width > 0 && change.new.contentSize.width < 200)
        #expect(change.new.containerSize == CGSize(width: 200, height: 360))
        #expect(change.new.contentInsets == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(change.new.visibleRect == CGRect(x: 0, y: 80, width: 200, height: 360))
        #expect(log.offsets == [80])
        // The action may write state: the line above shows it.
        #expect(!window.frames(ofText: "offset 80").isEmpty)
    }

    @Test("An unchanged value calls nothing: a sideways wheel step in a vertical scroll view")
    func unchanged() {
        let log = GeometryLog()
        let window = TestWindow(size: size) { ReportingRows(log: log) }
        #expect(window.scroll(at: middle, by: CGSize(width: 0, height: 40)))
        window.advance(by: 1.0 / 60)
        let count = log.changes.count
        _ = window.scroll(at: middle, by: CGSize(width: 50, height: 0))
        window.advance(by: 1.0 / 60)
        #expect(log.changes.count == count)
        #expect(log.offsets == [20])
    }
}
