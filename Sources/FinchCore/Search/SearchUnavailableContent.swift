import Foundation

/// The parts of `ContentUnavailableView.search`, as SwiftUI names them.
public struct SearchUnavailableContent {
    /// "No Results" (or "No Results for “text”") under a magnifying glass.
    public struct Label: View {
        let text: String?

        public var body: some View {
            FinchCore.Label(title: { Text(verbatim: title) }, icon: { Image(systemName: "magnifyingglass") })
        }

        /// iOS's words, in English (Finch has no localisations).
        var title: String {
            guard let text, !text.isEmpty else { return "No Results" }
            return "No Results for \u{201C}\(text)\u{201D}"
        }
    }

    /// "Check the spelling or try a new search."
    public struct Description: View {
        public var body: some View {
            Text(verbatim: "Check the spelling or try a new search.")
        }
    }

    /// None.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}
