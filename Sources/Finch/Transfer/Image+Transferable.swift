import FinchCore
import Foundation

/// SwiftUI's `Image` exports PNG, as on Apple platforms (it imports nothing: a dropped picture arrives as
/// a `UIImage` or as data). The image is drawn at its natural size, one pixel per point, on the main
/// actor, where views are drawn.
extension Image: Transferable {
    // Nonisolated, as the protocol asks: the image is drawn on the main actor inside the exporter.
    nonisolated public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { image in
            let data = await MainActor.run { ImageRenderer(content: image).pngData() }
            guard let data else { throw ItemProviderError(description: "the image has no pixels to export") }
            return data
        }
    }
}
