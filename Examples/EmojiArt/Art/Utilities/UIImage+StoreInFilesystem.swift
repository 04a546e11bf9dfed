import Finch

extension UIImage {
    /// Stores this picture as JPEG in `folder` (created if missing) under `name`, and returns the file's
    /// URL; nil when it cannot be encoded or written (the course's `storeInFilesystem`, lecture 14).
    /// The file is written to a temporary name and moved into place, so it is never seen half-written.
    func storeInFilesystem(
        name: String = "\(Date().timeIntervalSince1970).jpg", in folder: URL = BackgroundImageFolder.defaultURL
    ) -> URL? {
        guard let data = jpegData(compressionQuality: 1.0) else { return nil }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent(name)
            try data.write(to: url, options: .atomic)
            return url
        } catch {
            return nil
        }
    }
}
