import FinchCore
import Foundation

/// UIKit's image picker, so the `UIViewControllerRepresentable` wrappers of CS193p 2020–2021 and countless
/// tutorials (`ImagePicker`, `Camera`) compile unchanged. On Linux `.photoLibrary` and `.savedPhotosAlbum`
/// show Finch's photo picker (the user's Pictures folder, the desktop's file chooser, Cancel; the folder is
/// `\.picturesFolder`); a tap on a picture decodes it off the main thread and hands it to the delegate as
/// `.originalImage`, with its file as `.imageURL`. A desktop has no camera Finch can drive:
/// `isSourceTypeAvailable(.camera)` is false, as on a simulator, and apps hide their camera button.
/// `allowsEditing` is kept but no crop is offered, so `info[.editedImage]` is absent (apps fall back to the
/// original, as they do when a user skips the crop).
open class UIImagePickerController: UIViewController {
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0
        case camera = 1
        case savedPhotosAlbum = 2
    }

    /// The keys of what the delegate is handed.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }

    public var sourceType = SourceType.photoLibrary
    public var allowsEditing = false
    public var mediaTypes = ["public.image"]
    public weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the picker can show `sourceType`: the library and the saved album (both the Pictures folder)
    /// can; the camera cannot.
    public nonisolated static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media a source offers: pictures from the library, none from the camera.
    public nonisolated static func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    open override var _hostedView: AnyView {
        AnyView(
            ImagePickerScreen(isAvailable: Self.isSourceTypeAvailable(sourceType)) { [weak self] result in
                self?.finish(with: result)
            })
    }

    /// The picker's answer: a picture's provider and file, or nothing (Cancel).
    private func finish(with result: PHPickerResult?) {
        guard let result else {
            delegate?.imagePickerControllerDidCancel(self)
            return
        }
        let url = result.assetIdentifier.map { URL(fileURLWithPath: $0) }
        _ = result.itemProvider.loadObject(ofClass: UIImage.self) { [weak self] object, _ in
            let image = object as? UIImage
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.deliver(image, from: url) }
            }
        }
    }

    private func deliver(_ image: UIImage?, from url: URL?) {
        var info: [InfoKey: Any] = [.mediaType: "public.image"]
        info[.originalImage] = image
        info[.imageURL] = url
        delegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }
}

/// The picker's screen: Finch's photo picker of one picture, or, for the camera, a note and Cancel.
private struct ImagePickerScreen: View {
    let isAvailable: Bool
    let onFinish: @MainActor (PHPickerResult?) -> Void
    @Environment(\.picturesFolder) private var folder

    var body: some View {
        if isAvailable {
            PhotoPickerView(configuration: PHPickerConfiguration(), folder: folder ?? PicturesFolder.current) {
                results in
                onFinish(results.first)
            }
        } else {
            VStack(spacing: 16) {
                Text("No camera").font(.headline)
                Button("Cancel") { onFinish(nil) }
            }
        }
    }
}
