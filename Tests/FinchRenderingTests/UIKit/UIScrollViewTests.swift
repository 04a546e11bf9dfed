import Finch
import FinchTesting
import Foundation
import Testing

@MainActor
private final class ScrollLog {
    var calls: [String] = []
    var scrolls = 0
    weak var scrollView: UIScrollView?
}

/// A paging scroll view whose pages are hosting controllers' views, placed from its bounds when it lays out
/// (the usual UIKit way of a pager in a representable).
private final class PagerScrollView: UIScrollView {
    var hosts: [UIHostingController<Text>] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, host) in hosts.enumerated() {
            host.view.frame = CGRect(
                x: CGFloat(index) * bounds.width, y: 0, width: bounds.width, height: bounds.height)
        }
        contentSize = CGSize(width: bounds.width * CGFloat(hosts.count), height: bounds.height)
    }
}

private struct Pager: UIViewRepresentable {
    @Binding var page: Int
    let log: ScrollLog

    final class Coordinator: NSObject, UIScrollViewDelegate {
        var parent: Pager
        init(_ parent: Pager) { self.parent = parent }

        func scrollViewDidScroll(_ scrollView: UIScrollView) { parent.log.scrolls += 1 }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { parent.log.calls.append("willBeginDragging") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            parent.log.calls.append("didEndDragging(\(decelerate))")
        }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            parent.log.calls.append("didEndDecelerating")
            parent.page = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
        }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            parent.log.calls.append("didEndScrollingAnimation")
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> PagerScrollView {
        let scrollView = PagerScrollView()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = context.coordinator
        for index in 0..<3 {
            let host = UIHostingController(rootView: Text("Page \(index)"))
            host.view.backgroundColor = .clear
            scrollView.hosts.append(host)
            scrollView.addSubview(host.view)
        }
        log.scrollView = scrollView
        return scrollView
    }

    func updateUIView(_ scrollView: PagerScrollView, context: Context) {
        context.coordinator.parent = self
    }
}

private struct PagerHost: View {
    let log: ScrollLog
    @State var page = 0

    var body: some View {
        VStack(spacing: 0) {
            Pager(page: $page, log: log).frame(width: 300, height: 150)
            Text("On page \(page)")
            Spacer()
        }
    }
}

@MainActor
@Suite("UIScrollView: its subviews scroll, page, and tell the delegate as UIKit's")
struct UIScrollViewTests {
    let size = CGSize(width: 300, height: 200)

    @Test("A drag across a paging scroll view settles on the next page and tells the delegate in UIKit's order")
    func pagingDrag() throws {
        let log = ScrollLog()
        let window = TestWindow(size: size) { PagerHost(log: log) }
        let first = try #require(window.frames(ofText: "Page 0").first)
        #expect(abs(first.midX - 150) < 1, "\(first)")
        window.drag(from: CGPoint(x: 250, y: 75), to: CGPoint(x: 120, y: 75))
        window.advance(by: 1)
        let second = try #require(window.frames(ofText: "Page 1").first)
        #expect(abs(second.midX - 150) < 1, "settled on the second page: \(second)")
        #expect(window.frames(ofText: "On page 1").count == 1)
        let offset = try #require(log.scrollView?.contentOffset)
        #expect(abs(offset.x - 300) < 0.5 && offset.y == 0, "\(offset)")
        #expect(log.calls.first == "willBeginDragging")
        #expect(log.calls.contains("didEndDragging(true)"))
        #expect(log.calls.last == "didEndDecelerating")
        #expect(log.scrolls > 1, "scrollViewDidScroll while it moves")
    }

    @Test("setContentOffset(_:animated:) glides there and then tells the delegate the animation ended")
    func programmaticScroll() throws {
        let log = ScrollLog()
        let window = TestWindow(size: size) { PagerHost(log: log) }
        let scrollView = try #require(log.scrollView)
        scrollView.setContentOffset(CGPoint(x: 600, y: 0), animated: true)
        window.advance(by: 0.1)
        let moving = try #require(window.frames(ofText: "Page 1").first)
        #expect(moving.midX > 150.5 && moving.midX < 450, "on its way past the second page: \(moving)")
        window.advance(by: 0.5)
        let third = try #require(window.frames(ofText: "Page 2").first)
        #expect(abs(third.midX - 150) < 1, "\(third)")
        #expect(log.calls.last == "didEndScrollingAnimation")
        scrollView.contentOffset = .zero
        window.render()
        let back = try #require(window.frames(ofText: "Page 0").first)
        #expect(abs(back.midX - 150) < 1, "set without animation: at once")
    }

    @Test("The wheel scrolls it too, and the offset follows")
    func wheel() throws {
        let log = ScrollLog()
        let window = TestWindow(size: size) { PagerHost(log: log) }
        #expect(window.scroll(at: CGPoint(x: 150, y: 75), by: CGSize(width: 40, height: 0)))
        window.advance(by: 1)
        let offset = try #require(log.scrollView?.contentOffset)
        #expect(offset.x > 0, "\(offset)")
    }
}
