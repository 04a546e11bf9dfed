import Finch
import FinchCairo
import FinchTesting
import Testing

/// What Finch does with nonsense input. SwiftUI's behaviour is undocumented for most of these
/// (and some trap or log at runtime); each expectation pins Finch's choice: never crash, ignore
/// what cannot be drawn, and keep the rest of the view intact.
@MainActor @Suite("Bad input never crashes and draws something sensible")
struct BadInputTests {
    let proposal = ProposedViewSize(width: 100, height: 80)

    func size<V: View>(of view: V, proposal: ProposedViewSize = ProposedViewSize(width: 100, height: 80)) -> CGSize {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = proposal
        return renderer.displayList().size
    }

    func dump<V: View>(of view: V) -> String {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = proposal
        return renderer.displayList().list.dump()
    }

    @Test("A NaN frame width is ignored, as if no width were given (Finch's choice)")
    func nanFrameWidth() {
        #expect(size(of: Color.red.frame(width: .nan, height: 20)) == CGSize(width: 100, height: 20))
    }

    @Test("A negative frame width counts as zero (Finch's choice; SwiftUI logs 'Invalid frame dimension')")
    func negativeFrameWidth() {
        #expect(size(of: Color.red.frame(width: -10, height: 20)) == CGSize(width: 0, height: 20))
        #expect(ImageRenderer(content: Color.red.frame(width: -10, height: 20)).pngData() == nil)
    }

    /// Finch's choice: SwiftUI logs "Invalid frame dimension (negative or non-finite)" and still draws;
    /// Finch treats an infinite fixed dimension as unspecified, so the colour fills what it is offered.
    @Test("An infinite fixed frame counts as no fixed size: it takes the proposal, or the child's ideal size")
    func infiniteFrame() {
        let view = Color.red.frame(width: .infinity, height: .infinity)
        #expect(size(of: view) == CGSize(width: 100, height: 80))
        #expect(size(of: view, proposal: .unspecified) == CGSize(width: 10, height: 10))
        let row = HStack(spacing: 0) {
            view
            Color.blue.frame(width: 20)
        }
        #expect(dump(of: row) == "fill (0,0,80,80)[5] #ff3b30ff\nfill (80,0,20,80)[5] #007affff\n")
        assertSnapshot(of: view, size: CGSize(width: 20, height: 10))
    }

    @Test("NaN padding counts as no padding (Finch's choice)")
    func nanPadding() {
        #expect(size(of: Color.red.frame(width: 20, height: 20).padding(.nan)) == CGSize(width: 20, height: 20))
    }

    @Test("An infinite offset is ignored and the view is drawn in place (Finch's choice)")
    func infiniteOffset() {
        let view = Color.red.frame(width: 20, height: 20).offset(x: .infinity)
        #expect(size(of: view) == CGSize(width: 20, height: 20))
        #expect(dump(of: view) == dump(of: Color.red.frame(width: 20, height: 20).offset(x: 0)))
    }

    @Test("A NaN position coordinate counts as zero (Finch's choice)")
    func nanPosition() {
        let view = Color.red.frame(width: 20, height: 20).position(x: .nan, y: 5)
        #expect(size(of: view) == CGSize(width: 100, height: 80))
        #expect(dump(of: view) == dump(of: Color.red.frame(width: 20, height: 20).position(x: 0, y: 5)))
    }

    @Test("scaleEffect(0) draws nothing of the view and leaves its siblings intact")
    func zeroScale() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).scaleEffect(0)
            Color.blue.frame(width: 20, height: 20)
        }
        let image = try #require(ViewPixels.image(of: view, size: CGSize(width: 40, height: 20)))
        #expect(ViewPixels.matches(image[10, 10], (255, 255, 255)))
        #expect(ViewPixels.matches(image[30, 10], (0, 122, 255)))
    }

    @Test("A NaN rotation is no rotation (Finch's choice)")
    func nanRotation() {
        let view = Color.red.frame(width: 20, height: 20).rotationEffect(.degrees(.nan))
        #expect(dump(of: view) == dump(of: Color.red.frame(width: 20, height: 20).rotationEffect(.zero)))
    }

    @Test("Empty text, an empty ForEach and an empty VStack draw nothing and render no image")
    func emptyContent() {
        #expect(dump(of: Text("")).isEmpty)
        #expect(size(of: Text("")).width == 0)
        #expect(dump(of: ForEach([Int](), id: \.self) { Text("\($0)") }).isEmpty)
        #expect(size(of: VStack {}) == .zero)
        #expect(ImageRenderer(content: VStack {}).pngData() == nil)
    }

    @Test("A zero-size canvas lays out and paints nothing visible; a 1×1 canvas renders one pixel")
    func tinyCanvases() {
        let graph = ViewGraph(root: Color.red.padding(), services: CairoBackend.shared.services)
        graph.layout(in: .zero)
        let boxes = graph.displayList.dump()
        #expect(boxes == "fill (0,0,0,0)[5] #ff3b30ff\n")
        // There is no picture of nothing: the renderer answers nil rather than a broken PNG.
        #expect(CairoBackend.shared.renderer.pngData(for: graph.displayList, size: .zero, scale: 1) == nil)
        assertSnapshot(of: Color.red, size: CGSize(width: 1, height: 1))
    }

    @Test(
        "A missing image name and a corrupt image file take no space and draw nothing",
        arguments: ["no-such-image", Fixture.corruptPNG])
    func unreadableImages(name: String) {
        let view = Image(name)
        #expect(size(of: view) == .zero)
        #expect(dump(of: view).isEmpty)
        let withSibling = VStack {
            view
            Color.red.frame(width: 10, height: 10)
        }
        // The empty image is still a stack child, so the default 8-point spacing stays (Finch's choice).
        #expect(dump(of: withSibling) == "fill (0,8,10,10)[5] #ff3b30ff\n")
    }
}
