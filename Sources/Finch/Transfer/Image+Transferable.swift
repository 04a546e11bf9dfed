import FinchCore
import Foundation

/// SwiftUI's `Image` exports PNG and imports pictures, as on Apple platforms (the photo picker's
/// `loadTransferable(type: Image.self)`). Exported, the image is drawn at its natural size, one pixel per
/// point, on the main actor, where views are drawn; imported, any picture the decoder reads (Apple's
/// imports PNG only, a limit apps meet as an error; Finch's reads every format `UIImage(data:)` reads).
extension Image: Transferable {
    // Nonisolated, as the protocol asks: the image is drawn on the main actor inside the exporter.
    nonisolated public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { image in
            let data = await MainActor.run { ImageRenderer(content: image).pngData() }
            guard let data else { throw ItemProviderError(description: "the image has no pixels to export") }
            return data
        }
        DataRepresentation(importedContentType: .image) { data in
            guard let picture = UIImage(data: data) else {
                throw ItemProviderError(description: "the data is not a picture Finch can decode")
            }
            return Image(uiImage: picture)
        }
    }
}
