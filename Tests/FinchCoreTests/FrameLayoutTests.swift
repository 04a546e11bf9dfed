import Foundation
import Testing

@testable import FinchCore

@MainActor
@Suite("Frames, padding, fixed size and aspect ratio follow SwiftUI's rules")
struct FrameLayoutTests {
    func size<V: View>(_ view: V, _ proposal: ProposedViewSize) -> CGSize {
        ViewGraph(root: view, services: fakeServices()).sizeThatFits(proposal)
    }

    @Test("padding() adds 16 pt on every edge")
    func defaultPadding() {
        #expect(size(Color.red.frame(width: 10, height: 10).padding(), .unspecified) == CGSize(width: 42, height: 42))
        let graph = layout(Color.red.padding(), in: CGSize(width: 100, height: 100))
        #expect(rect(of: .red, in: graph) == CGRect(x: 16, y: 16, width: 68, height: 68))
    }

    @Test("padding on chosen edges and with a length")
    func edgePadding() {
        #expect(
            size(Color.red.frame(width: 10, height: 10).padding(.horizontal, 5), .unspecified)
                == CGSize(width: 20, height: 10))
        #expect(size(Color.red.frame(width: 10, height: 10).padding(3), .unspecified) == CGSize(width: 16, height: 16))
        #expect(
            size(
                Color.red.frame(width: 10, height: 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
                .unspecified) == CGSize(width: 16, height: 14))
    }

    @Test("A shape or colour with no proposal is 10 × 10; with a proposal it takes it all")
    func shapeSizing() {
        #expect(size(Rectangle(), .unspecified) == CGSize(width: 10, height: 10))
        #expect(size(Color.red, ProposedViewSize(width: 30, height: 70)) == CGSize(width: 30, height: 70))
    }

    @Test("A circle takes a square of the smaller side, centred")
    func circleIsSquare() {
        #expect(size(Circle(), ProposedViewSize(width: 100, height: 60)) == CGSize(width: 60, height: 60))
        let graph = layout(Circle().fill(Color.red).frame(width: 100, height: 60), in: CGSize(width: 100, height: 60))
        #expect(rect(of: .red, in: graph).map { abs($0.minX - 20) < 0.01 && abs($0.width - 60) < 0.01 } == true)
    }

    @Test("A fixed frame is its size whatever the child picks, and centres the child")
    func fixedFrame() {
        #expect(size(Text("abc").frame(width: 100, height: 50), .unspecified) == CGSize(width: 100, height: 50))
        let graph = layout(Text("abc").frame(width: 100, height: 50), in: CGSize(width: 100, height: 50))
        #expect(graph.frames(ofText: "abc").first == CGRect(x: 35, y: 15, width: 30, height: 20))
    }

    @Test("A fixed frame with one dimension passes the other through")
    func fixedFramePartial() {
        #expect(
            size(Color.red.frame(width: 40), ProposedViewSize(width: 200, height: 70)) == CGSize(width: 40, height: 70))
        #expect(size(Text("ab").frame(height: 50), .unspecified) == CGSize(width: 20, height: 50))
    }

    @Test("A fixed frame aligns its content by its alignment")
    func fixedFrameAlignment() {
        let graph = layout(
            Color.red.frame(width: 10, height: 10).frame(width: 100, height: 50, alignment: .bottomTrailing),
            in: CGSize(width: 100, height: 50))
        #expect(rect(of: .red, in: graph) == CGRect(x: 90, y: 40, width: 10, height: 10))
    }

    @Test(
        "Flexible frames follow the min/ideal/max table",
        arguments: [
            // (minWidth, idealWidth, maxWidth, proposal, child ideal text chars, expected width)
            (nil, nil, CGFloat.infinity, CGFloat?(300), 3, CGFloat(300)),
            (nil, nil, .infinity, nil, 3, 30),
            (CGFloat?(100), nil, nil, 50, 3, 100),
            (100, nil, nil, 300, 3, 100),
            (nil, nil, 20, 300, 3, 20),
            (nil, nil, 200, 300, 3, 200),
            (50, nil, 150, 300, 3, 150),
            (50, nil, 150, 10, 3, 50),
            (nil, 80, nil, nil, 3, 80),
            (nil, nil, nil, 300, 3, 30),
        ] as [(CGFloat?, CGFloat?, CGFloat?, CGFloat?, Int, CGFloat)])
    func flexibleFrame(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, proposal: CGFloat?, characters: Int,
        expected: CGFloat
    ) {
        let view = Text(String(repeating: "x", count: characters))
            .frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth)
        #expect(size(view, ProposedViewSize(width: proposal, height: nil)).width == expected)
    }

    @Test("maxWidth: .infinity with alignment puts the child at the leading edge")
    func flexibleFrameAlignment() {
        let graph = layout(
            Text("ab").frame(maxWidth: .infinity, alignment: .leading), in: CGSize(width: 200, height: 20))
        #expect(graph.frames(ofText: "ab").first?.minX == 0)
    }

    @Test("fixedSize gives the ideal size even when less is offered")
    func fixedSize() {
        #expect(
            size(Text("hello world").fixedSize(), ProposedViewSize(width: 30, height: 10))
                == CGSize(width: 110, height: 20))
        #expect(
            size(
                Text("hello world").fixedSize(horizontal: false, vertical: true),
                ProposedViewSize(width: 60, height: 10))
                == CGSize(width: 50, height: 40))
    }

    @Test("aspectRatio fit offers the largest rectangle of the ratio that fits")
    func aspectFit() {
        #expect(
            size(Color.red.aspectRatio(2, contentMode: .fit), ProposedViewSize(width: 100, height: 100))
                == CGSize(width: 100, height: 50))
        #expect(
            size(Color.red.aspectRatio(0.5, contentMode: .fit), ProposedViewSize(width: 100, height: 100))
                == CGSize(width: 50, height: 100))
        #expect(
            size(Color.red.aspectRatio(2, contentMode: .fit), ProposedViewSize(width: 100, height: nil))
                == CGSize(width: 100, height: 50))
    }

    @Test("aspectRatio fill offers the smallest rectangle of the ratio that covers the proposal")
    func aspectFill() {
        #expect(
            size(Color.red.aspectRatio(2, contentMode: .fill), ProposedViewSize(width: 100, height: 100))
                == CGSize(width: 200, height: 100))
        #expect(
            size(Color.red.aspectRatio(2 / 3, contentMode: .fill), ProposedViewSize(width: 90, height: 90)).width == 90)
    }

    @Test("scaledToFit takes the ratio from the child's ideal size")
    func scaledToFit() {
        let image = Image("/tmp/photo-40x20.png").resizable().scaledToFit()
        #expect(size(image, ProposedViewSize(width: 100, height: 100)) == CGSize(width: 100, height: 50))
        let fill = Image("/tmp/photo-40x20.png").resizable().scaledToFill()
        #expect(size(fill, ProposedViewSize(width: 100, height: 100)) == CGSize(width: 200, height: 100))
    }

    @Test("An image keeps its natural size unless resizable")
    func imageSizing() {
        #expect(
            size(Image("/tmp/photo-40x20.png"), ProposedViewSize(width: 100, height: 100))
                == CGSize(width: 40, height: 20))
        #expect(
            size(Image("/tmp/photo-40x20.png").resizable(), ProposedViewSize(width: 100, height: 70))
                == CGSize(width: 100, height: 70))
        #expect(size(Image("/tmp/photo-40x20.png").resizable(), .unspecified) == CGSize(width: 40, height: 20))
    }

    @Test("A missing image is empty and does not crash")
    func missingImage() {
        #expect(size(Image("no-such-image-anywhere"), .unspecified) == .zero)
    }
}
