// swift-format-ignore-file
import Finch

// Seed 002's view model. Changed from the post: a picked file that does not load ends in `.failure`
// (the post's text suggests it; its code used `.empty`), so the avatar shows the warning triangle.

class ProfileViewModel: ObservableObject {
    @Published var status: ProfileViewStatus = .empty
    @Published var selections: [PHPickerResult]? = nil {
        didSet {
            guard let provider = selections?.first?.itemProvider,
                  provider.canLoadObject(ofClass: UIImage.self) else {
                self.status = .empty
                return
                
            }
            status = .loading
            provider.loadObject(ofClass: UIImage.self) { image, error in
                guard let image = image as? UIImage else {
                    self.status = .failure(error ?? ProfileImageError.notAnImage)
                    return
                }
                self.status = .success(Image(uiImage: image))
            }
        }
    }
}

/// Why a picked item gave no image when its provider said nothing more.
enum ProfileImageError: Error {
    case notAnImage
}
