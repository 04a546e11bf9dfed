import Finch
import FinchTesting
import Testing

@testable import FinchCore

/// Fifty 40-pt rows (2000 pt), each text at its row's leading edge, in a scroll view filling a
/// 200×400 window, with the margins `margins` applies.
private struct MarginRows<Modified: View>: View {
    let margins: (ScrollView<AnyView>) -> Modified

    var body: some View {
        margins(
            ScrollView {
                AnyView(
                    VStack(spacing: 0) {
                        ForEach(0..<50, id: \.self) { index in
                            Text("row \(index)").frame(maxWidth: .infinity, minHeight: 40, alignment: .leading)
                        }
                    })
            })
    }
}

// Text is drawn half a point below its frame's middle here, hence `rounded(.down)`.
@MainActor
@Suite(".contentMargins(_:_:for:): the scroll content is inset inside the scroll view")
struct ContentMarginsTests {
    let size = CGSize(width: 200, height: 400)
    let middle = CGPoint(x: 100, y: 200)

    @Test("Vertical margins: the first row starts 100 pt down, scrolls under the margin, the last ends 100 pt up")
    func vertical() {
        let window = TestWindow(size: size) { MarginRows { $0.contentMargins(.vertical, 100) } }
        #expect(window.frames(ofText: "row 0").first?.midY.rounded(.down) == 120)
        #expect(window.scroll(at: middle, by: CGSize(width: 0, height: 50)))
        #expect(window.frames(ofText: "row 0").first?.midY.rounded(.down) == 70)
        // The most it scrolls: 2000 + 200 − 400 = 1800, row 49 (100 + 1960…2000 + 100) at 260…300.
        #expect(window.scroll(at: middle, by: CGSize(width: 0, height: 5000)))
        #expect(window.frames(ofText: "row 49").first?.midY.rounded(.down) == 280)
    }

    @Test("Horizontal margins narrow the content's width; an EdgeInsets sets each edge")
    func horizontal() {
        let window = TestWindow(size: size) { MarginRows { $0.contentMargins(.horizontal, 30) } }
        #expect(window.frames(ofText: "row 0").first?.minX == 30)
        let insets = TestWindow(size: size) {
            MarginRows { $0.contentMargins(.all, EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 0)) }
        }
        let row = insets.frames(ofText: "row 0").first
        #expect(row?.minX == 20)
        #expect(row?.midY.rounded(.down) == 30)
    }

    @Test("Placement: .scrollContent insets the content, .scrollIndicators leaves it where it was")
    func placement() {
        let content = TestWindow(size: size) {
            MarginRows { $0.contentMargins(.top, 100, for: .scrollContent) }
        }
        #expect(content.frames(ofText: "row 0").first?.midY.rounded(.down) == 120)
        let indicators = TestWindow(size: size) {
            MarginRows { $0.contentMargins(.top, 100, for: .scrollIndicators) }
        }
        #expect(indicators.frames(ofText: "row 0").first?.midY.rounded(.down) == 20)
        let plain = TestWindow(size: size) { MarginRows { $0 } }
        #expect(plain.frames(ofText: "row 0").first?.midY.rounded(.down) == 20)
    }

    @Test("Indicator margins shorten the indicators' track; content margins lengthen the content")
    func indicators() throws {
        func bar(_ window: TestWindow) throws -> CGRect? {
            let node = try #require(window.graph.scrollNode(at: CGPoint(x: 100, y: 200)))
            return node.indicatorRects(in: node.indicatorTrack(in: node.frame)).first
        }
        // Plain: a 400-pt track, 400² ÷ 2000 = 80 pt long, 3 pt inside the trailing edge.
        #expect(try bar(TestWindow(size: size) { MarginRows { $0 } }) == CGRect(x: 194, y: 0, width: 3, height: 80))
        // The track runs 100…300: 200² ÷ 2000 = 20 pt long; the content is not moved.
        let indicators = TestWindow(size: size) {
            MarginRows { $0.contentMargins(.vertical, 100, for: .scrollIndicators) }
        }
        #expect(try bar(indicators) == CGRect(x: 194, y: 100, width: 3, height: 20))
        // .automatic insets both: the track as above, the content 2200 long (200² ÷ 2200).
        let both = TestWindow(size: size) { MarginRows { $0.contentMargins(.vertical, 100) } }
        let height = try #require(try bar(both)).height
        #expect(abs(height - 200 * 200 / 2200) < 0.01)
    }
}
