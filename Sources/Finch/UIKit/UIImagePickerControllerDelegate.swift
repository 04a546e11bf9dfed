import FinchCore
import Foundation

/// Told what the image picker picked, or that it was cancelled. As in UIKit, both have defaults that
/// dismiss the picker.
@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picker.dismiss(animated: true)
    }

    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

/// UIKit's navigation controller delegate, which an image picker's delegate must also be; Finch's picker
/// has no navigation to report, so it asks nothing of it.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {}
