import Finch

/// The featured landmarks as pages to swipe through, with page dots (the tutorial wraps
/// `UIPageViewController`; a paged `TabView` is SwiftUI's own way to the same view).
struct PageView<Page: View>: View {
    var pages: [Page]
    @State private var currentPage = 0

    var body: some View {
        TabView(selection: $currentPage) {
            ForEach(pages.indices, id: \.self) { index in
                pages[index].tag(index)
            }
        }
        .tabViewStyle(.page)
    }
}
