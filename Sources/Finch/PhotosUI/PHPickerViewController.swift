import FinchCore
import Foundation

/// Told what was picked; an empty list means the user cancelled.
@MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The photo picker in PhotosUI's names, so a `UIViewControllerRepresentable` wrapping it (seed 002's
/// `PhotoPicker`) compiles unchanged. On Linux it shows `PhotoPickerView`: thumbnails of the pictures in
/// the user's Pictures folder, a button that opens the desktop's file chooser, and Cancel.
open class PHPickerViewController: UIViewController {
    public let configuration: PHPickerConfiguration
    public weak var delegate: (any PHPickerViewControllerDelegate)?
    /// Where the thumbnails come from: the XDG Pictures folder unless a test or app says otherwise.
    public var picturesFolder: URL

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        self.picturesFolder = PicturesFolder.current
        super.init()
    }

    /// A picker needs its configuration, which no archive holds here, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override var _hostedView: AnyView {
        AnyView(
            PhotoPickerView(configuration: configuration, folder: picturesFolder) { [weak self] results in
                guard let self else { return }
                self.delegate?.picker(self, didFinishPicking: results)
            })
    }
}
