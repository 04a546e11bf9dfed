import FinchCore
import Foundation

/// The folder a `PhotosPicker` or an image picker shows (nil: the user's Pictures folder, `PicturesFolder.current`).
private struct PicturesFolderKey: EnvironmentKey {
    static var defaultValue: URL? { nil }
}

extension EnvironmentValues {
    /// The folder whose pictures a `PhotosPicker` or a `UIImagePickerController` below shows; nil for the user's Pictures folder. Finch's
    /// (iOS shows the photo library): for tests, and apps keeping their pictures elsewhere.
    public var picturesFolder: URL? {
        get { self[PicturesFolderKey.self] }
        set { self[PicturesFolderKey.self] = newValue }
    }
}
