import Foundation

/// The iOS 13 navigation container, as SwiftUI's `NavigationView`: on a phone, a `NavigationStack` of its
/// first view. Apps written for the iPad too give it more views, the columns of a split view (a sidebar
/// list, then a "select an item" placeholder for the detail); an iPhone in portrait shows only the first,
/// so the others are not built.
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack {
            ViewListReader(list: content.asViewList, root: FirstColumn())
        }
    }
}

/// The first of a navigation view's views: the column a phone shows.
private struct FirstColumn: ViewListRoot {
    func body(children: [ViewListChild]) -> some View {
        children.first
    }
}
