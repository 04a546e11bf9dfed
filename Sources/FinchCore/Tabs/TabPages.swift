import Foundation

/// The page style: the tabs side by side, the current one filling the view; a horizontal drag
/// pulls the next or previous page in and, let go past half the width or flung, turns to it. Dots
/// near the bottom show which page is current.
struct TabPages: View {
    let tabs: TabList
    let current: AnyHashable
    let dots: PageTabViewStyle.IndexDisplayMode
    let select: @MainActor (AnyHashable) -> Void
    /// How far a drag under way has pulled the pages.
    @State private var drag: CGFloat = 0

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            let position = tabs.position(of: current)
            HStack(spacing: 0) {
                ForEach(tabs.entries) { entry in
                    tabs.content(of: entry).frame(width: width, height: proxy.size.height)
                }
            }
            .offset(x: -CGFloat(position) * width + drag)
            .frame(width: width, height: proxy.size.height, alignment: .leading)
            .clipped()
            .contentShape(Rectangle())
            .gesture(pageDrag(width: width, position: position))
            .overlay(alignment: .bottom) { if showsDots { pageDots(position: position) } }
        }
    }

    private var showsDots: Bool {
        switch dots.kind {
        case .always: return true
        case .never: return false
        case .automatic: return tabs.entries.count > 1
        }
    }

    private func pageDrag(width: CGFloat, position: Int) -> some Gesture {
        DragGesture(minimumDistance: 10).along(.horizontal)
            .onChanged { value in
                // Past the first or last page the pages resist, moving a third as far.
                let atEnd =
                    (position == 0 && value.translation.width > 0)
                    || (position == tabs.entries.count - 1 && value.translation.width < 0)
                drag = atEnd ? value.translation.width / 3 : value.translation.width
            }
            .onEnded { value in
                let flung = abs(value.velocity.width) >= width
                let far = abs(value.translation.width) > width / 2
                var next = position
                if far || flung { next += value.translation.width < 0 ? 1 : -1 }
                next = min(max(next, 0), tabs.entries.count - 1)
                withAnimation(TabPageMetrics.animation) {
                    drag = 0
                    if next != position { select(tabs.entries[next].tag) }
                }
            }
    }

    private func pageDots(position: Int) -> some View {
        HStack(spacing: TabPageMetrics.dotSpacing) {
            ForEach(tabs.entries.indices, id: \.self) { index in
                Circle()
                    .fill(Color.white.opacity(index == position ? 1 : TabPageMetrics.dimmedDot))
                    .frame(width: TabPageMetrics.dotSize, height: TabPageMetrics.dotSize)
            }
        }
        .padding(.bottom, TabPageMetrics.dotsBottom)
    }
}

/// The page style's numbers (UIPageControl's look, ~).
enum TabPageMetrics {
    static let animation = Animation.easeOut(duration: 0.3)
    static let dotSize: CGFloat = 7
    static let dotSpacing: CGFloat = 9
    static let dimmedDot = 0.35
    static let dotsBottom: CGFloat = 12
}
