// swift-format-ignore-file
import Finch

// Seed 002's status machine, as the post shows it; only the import differs.

enum ProfileViewStatus {
    case success(Image)
    case empty
    case loading
    case failure(Error)
    
    var image: Image? {
        if case let .success(image) = self {
            return image
        }
        return nil
    }
}
