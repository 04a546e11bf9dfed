import Foundation

/// A navigation page's search presentation, as iOS's: while a `.searchable` field on the page has the
/// focus, the page's bar and large title slide away and the field sits at the top of the page, with
/// Cancel beside it; ending the search brings them back.
enum NavigationSearchPresentation {
    /// How the bar slides away and back. iOS's duration is not published; Finch takes 0.3 s on an
    /// ease-in-out curve, near what iPhone recordings show (pinned by `SearchActivationTests`).
    static let animation = Animation.easeInOut(duration: 0.3)
}

private struct NavigationSearchPresentedKey: EnvironmentKey {
    static var defaultValue: Binding<Bool>? { nil }
}

extension EnvironmentValues {
    /// Whether the navigation page this view is in presents a search (its bar hidden); nil outside a page
    /// with a bar.
    var navigationSearchPresented: Binding<Bool>? {
        get { self[NavigationSearchPresentedKey.self] }
        set { self[NavigationSearchPresentedKey.self] = newValue }
    }
}
