// swift-format-ignore-file
import Finch

// Seed 002's PhotoPicker, as the post shows it; only the import differs (Finch provides PHPicker's names).

struct PhotoPicker: UIViewControllerRepresentable {
    @Binding var results: [PHPickerResult]?

	func makeUIViewController(context: Context) ->  PHPickerViewController {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        let controller = PHPickerViewController(configuration: configuration)
        controller.delegate = context.coordinator
        return controller
    }

	class Coordinator: PHPickerViewControllerDelegate {
        private let parent: PhotoPicker
        init(_ parent: PhotoPicker) {
            self.parent = parent
        }
        
        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            picker.dismiss(animated: true)
            self.parent.results = results

        }
    }
    
    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

	func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {
    }
}
