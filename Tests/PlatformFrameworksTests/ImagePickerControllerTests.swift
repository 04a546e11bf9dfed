import FinchTesting
import Foundation
import SwiftUI
import Testing
import UIKit

// CS193p 2020's `ImagePicker`, written as the course writes it (with `import SwiftUI`).

private typealias PickedImageHandler = (UIImage?) -> Void

private struct ImagePicker: UIViewControllerRepresentable {
    var sourceType: UIImagePickerController.SourceType
    var handlePickedImage: PickedImageHandler

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = sourceType
        picker.allowsEditing = true
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

    func makeCoordinator() -> Coordinator {
        Coordinator(handlePickedImage: handlePickedImage)
    }

    class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var handlePickedImage: PickedImageHandler

        init(handlePickedImage: @escaping PickedImageHandler) {
            self.handlePickedImage = handlePickedImage
        }

        func imagePickerController(
            _ picker: UIImagePickerController,
            didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            handlePickedImage((info[.editedImage] ?? info[.originalImage]) as? UIImage)
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            handlePickedImage(nil)
        }
    }
}

/// What the document view last received from its picker, and how often.
@MainActor
private final class PickLog {
    var images: [UIImage?] = []
}

private struct PickingDocument: View {
    let folder: URL
    let log: PickLog
    @State private var showImagePicker = false

    var body: some View {
        Button("Pick") { showImagePicker = true }
            .sheet(isPresented: $showImagePicker) {
                ImagePicker(sourceType: .photoLibrary) { image in
                    log.images.append(image)
                    showImagePicker = false
                }
                .environment(\.picturesFolder, folder)
            }
    }
}

@MainActor
@Suite("UIImagePickerController: the course's ImagePicker wrapper picks from the Pictures folder")
struct ImagePickerControllerTests {
    private func pictures() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("picker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let data = try #require(ImageRenderer(content: Color.red.frame(width: 6, height: 4)).pngData())
        try data.write(to: folder.appendingPathComponent("a.png"))
        return folder
    }

    @Test("A tap on a picture hands the delegate the decoded picture; Cancel hands it nil")
    func picksAndCancels() async throws {
        let folder = try pictures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = PickLog()
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { PickingDocument(folder: folder, log: log) }
        window.advance(by: 0)
        #expect(window.tap(onText: "Pick"))
        window.advance(by: 0.5)
        let header = try #require(window.frames(ofText: "Cancel").first)
        window.tap(at: CGPoint(x: 40, y: header.maxY + 60))
        #expect(await MainQueue.wait { !log.images.isEmpty })
        window.advance(by: 0.5)
        let picked = try #require(log.images.first ?? nil)
        #expect(picked.size == CGSize(width: 6, height: 4))
        #expect(window.frames(ofText: "Cancel").isEmpty)
        #expect(window.tap(onText: "Pick"))
        window.advance(by: 0.5)
        #expect(window.tap(onText: "Cancel"))
        window.advance(by: 0.5)
        #expect(log.images.count == 2 && log.images[1] == nil)
    }

    @Test("The library is available, the camera is not (a desktop has none Finch can drive)")
    func sources() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
    }
}
