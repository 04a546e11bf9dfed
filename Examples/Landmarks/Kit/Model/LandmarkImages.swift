import Finch
import Foundation

/// Finds the landmarks' pictures among the bundle's resources.
enum LandmarkImages {
    /// The JPEG `name` of the bundle, or a photo symbol when it is missing (so a row keeps its shape).
    static func image(named name: String) -> Image {
        guard !name.isEmpty, LandmarkResources.url(forResource: name, withExtension: "jpg") != nil else {
            return Image(systemName: "photo")
        }
        return Image(name, bundle: LandmarkResources.bundle)
    }
}
