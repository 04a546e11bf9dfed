import Foundation

/// The iOS 13 navigation container, as SwiftUI's `NavigationView`: on a phone, a `NavigationStack`.
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}
