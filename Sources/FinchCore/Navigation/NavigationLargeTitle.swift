import Foundation

/// A page's large title, 34-point bold at the layout margin (16 or 20 points) from the leading edge in a 52-point block under
/// the bar (96 points with the bar, as the open-source iOS look-alike kits draw it).
///
/// Over a page's primary scroll view it stands in the room the scroll view leaves at the top of its
/// content and is drawn moved with it (`NavigationScrollEdge.largeTitleEffect`), so it scrolls away
/// under the bar; over other content it stays where it is.
struct NavigationLargeTitle: View {
    let title: String
    let scrollEdge: NavigationScrollEdge
    @Environment(\.layoutMargin) private var margin

    var body: some View {
        Text(title)
            .font(.largeTitle.bold())
            .lineLimit(1)
            .padding(.leading, margin)
            .frame(maxWidth: .infinity, minHeight: NavigationBar.largeTitleHeight, alignment: .leading)
            .scrollEdgeEffect(scrollEdge, .largeTitle)
            // Drawn over the scroll view's top: a drag starting on it scrolls the content, as on iOS.
            .allowsHitTesting(false)
    }
}
