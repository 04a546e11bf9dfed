import Finch

// What comes in from outside (lectures 7–9 and 14): drops of a URL, a picture or an emoji, and Ctrl+V.
extension EmojiArtDocumentView {
    func drop(providers: [NSItemProvider], at location: CGPoint, in geometry: GeometryProxy) -> Bool {
        var found = providers.loadObjects(
            ofType: URL.self,
            using: { url in setBackground(from: url) },
            unreadable: { showUnreadableURLAlert() }
        )
        if !found {
            found = providers.loadObjects(ofType: UIImage.self) { image in
                if let data = image.jpegData(compressionQuality: 1.0) {
                    document.setBackground(.imageData(data), undoManager: undoManager)
                }
            }
        }
        if !found {
            found = providers.loadObjects(ofType: String.self) { string in
                if let emoji = string.first, emoji.isEmoji {
                    document.addEmoji(
                        String(emoji),
                        at: convertToEmojiCoordinates(location, in: geometry),
                        size: defaultEmojiFontSize / zoomScale,
                        undoManager: undoManager
                    )
                }
            }
        }
        return found
    }

    /// A web URL (or the picture a search result's URL links to) becomes the background once its picture
    /// has arrived (a URL that fails leaves the document unchanged); an image file
    /// is copied into the images folder as JPEG first and that copy becomes it; anything else is refused.
    func setBackground(from url: URL) {
        if url.isFileURL {
            setBackground(fromFile: url)
            return
        }
        let imageURL = url.imageURL
        if imageURL.isFetchableImageURL {
            document.setBackground(fetchingFrom: imageURL, undoManager: undoManager)
        } else {
            showRefusedURLAlert(url)
        }
    }

    private func setBackground(fromFile url: URL) {
        let document = self.document
        let undoManager = self.undoManager
        EmojiArtDocument.fileQueue.async {
            let image = (try? Data(contentsOf: url)).flatMap { UIImage(data: $0) }
            let stored = image?.storeInFilesystem(in: document.imagesFolder)
            DispatchQueue.main.async {
                if let stored {
                    document.setBackground(.url(stored), undoManager: undoManager)
                } else {
                    showBackgroundImageFetchFailedAlert(url)
                }
            }
        }
    }

    // MARK: - Paste (lecture 14)

    /// Ctrl+V asks first, then pastes a picture or a picture's URL from the pasteboard.
    func pasteKey(_ press: KeyPress) -> KeyPress.Result {
        guard press.modifiers.contains(.command) else { return .ignored }
        alertToShow = IdentifiableAlert(id: "paste background") {
            Alert(
                title: Text("Paste Background"),
                message: Text("Replace the background with the picture on the clipboard?"),
                primaryButton: .default(Text("Paste")) { pasteBackground() },
                secondaryButton: .cancel()
            )
        }
        return .handled
    }

    func pasteBackground() {
        if let imageData = pasteboard.image?.jpegData(compressionQuality: 1.0) {
            document.setBackground(.imageData(imageData), undoManager: undoManager)
        } else if let url = pasteboard.url {
            setBackground(from: url)
        } else {
            showAlert(
                id: "nothing to paste", title: "Paste Background",
                message: "There is no image currently on the pasteboard.")
        }
    }

    // MARK: - Alerts

    func showBackgroundImageFetchFailedAlert(_ url: URL) {
        showAlert(
            id: "fetch failed: " + url.absoluteString, title: "Background Image Fetch",
            message: "Couldn't load image from \(url).")
    }

    func showRefusedURLAlert(_ url: URL) {
        showAlert(
            id: "refused: " + url.absoluteString, title: "Background Image",
            message: "Can't use \(url) as a background: only http, https and file URLs are loaded.")
    }

    func showUnreadableURLAlert() {
        showAlert(
            id: "unreadable URL", title: "Background Image",
            message: "Can't use the dropped link as a background: it is not a whole URL.")
    }

    private func showAlert(id: String, title: String, message: String) {
        alertToShow = IdentifiableAlert(id: id) {
            Alert(title: Text(title), message: Text(message), dismissButton: .default(Text("OK")))
        }
    }
}
