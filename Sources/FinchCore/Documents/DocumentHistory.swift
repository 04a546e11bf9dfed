import Foundation

/// What a document app remembers between launches: the documents opened recently and the ones open
/// when it quit. The host stores it (as JSON, say) and gives it back at the next launch: the recent list
/// to `DocumentController.restore(_:)`, each open file to `open(_:)`.
package struct DocumentHistory: Codable, Equatable, Sendable {
    /// Most recent first.
    package var recent: [URL]
    /// In the order the windows opened.
    package var open: [URL]

    package init(recent: [URL] = [], open: [URL] = []) {
        self.recent = recent
        self.open = open
    }
}

extension DocumentController {
    /// The history to store now.
    package var history: DocumentHistory {
        DocumentHistory(recent: recentDocumentURLs, open: openDocumentURLs)
    }

    /// Takes back the recent documents a stored history lists (at most `recentLimit`). The host reopens
    /// `history.open` itself, one `open(_:)` each, so it can show each failure.
    package func restore(_ history: DocumentHistory) {
        recentDocumentURLs = Array(history.recent.prefix(Self.recentLimit))
    }
}
