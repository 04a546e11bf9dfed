import Finch

// What comes in from outside (lectures 7–9 and 14): drops of a URL, a picture or an emoji, and Ctrl+V.
extension EmojiArtDocumentView {
    func drop(providers: [NSItemProvider], at location: CGPoint, in geometry: GeometryProxy) -> Bool {
        // Numbered now, at the drop: a picture that takes longer to load than one dropped after it
        // must not replace it.
        let choice = document.chooseBackground()
        var found = providers.loadObjects(
            ofType: URL.self,
            using: { url in setBackground(from: url, chosen: choice) },
            unreadable: { showUnreadableURLAlert() }
        )
        if !found {
            found = providers.loadObjects(ofType: UIImage.self) { image in
                setBackground(encoding: image, chosen: choice)
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

    /// A dropped or pasted picture becomes the background as its JPEG bytes, as the course keeps it. A
    /// photo takes a good part of a second to encode, so that is done on the file queue, and the picture
    /// itself (prepared for display there, if the item provider that loaded it did not) goes along to
    /// the document, which then does not decode the bytes it was just given.
    func setBackground(encoding image: UIImage, chosen choice: Int) {
        let document = self.document
        let undoManager = self.undoManager
        EmojiArtDocument.fileQueue.async {
            let data = image.jpegData(compressionQuality: 1.0)
            let shown = image.preparingForDisplay() ?? image  // as it is already when a provider loaded it
            DispatchQueue.main.async {
                if let data {
                    document.setBackground(.imageData(data), chosen: choice, showing: shown, undoManager: undoManager)
                }
            }
        }
    }

    /// A web URL (or the picture a search result's URL links to) becomes the background once its picture
    /// has arrived (a URL that fails leaves the document unchanged); an image file
    /// is copied into the images folder as JPEG first and that copy becomes it; anything else is refused.
    /// `choice` is the drop's number, when a drop chose it (see `EmojiArtDocument.chooseBackground`).
    func setBackground(from url: URL, chosen choice: Int? = nil) {
        let choice = choice ?? document.chooseBackground()
        if url.isFileURL {
            setBackground(fromFile: url, chosen: choice)
            return
        }
        let imageURL = url.imageURL
        if imageURL.isFetchableImageURL {
            document.setBackground(fetchingFrom: imageURL, chosen: choice, undoManager: undoManager)
        } else {
            showRefusedURLAlert(url)
        }
    }

    private func setBackground(fromFile url: URL, chosen choice: Int) {
        let document = self.document
        let undoManager = self.undoManager
        EmojiArtDocument.fileQueue.async {
            let image = (try? Data(contentsOf: url)).flatMap { UIImage(data: $0)?.preparingForDisplay() }
            let stored = image?.storeInFilesystem(in: document.imagesFolder)
            DispatchQueue.main.async {
                if let stored {
                    // The copy's picture is the one just read, not decoded again from the copy.
                    document.setBackground(.url(stored), chosen: choice, showing: image, undoManager: undoManager)
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
        if let image = pasteboard.image {
            // Encoded on the file queue, as a dropped picture is (the course encodes it here).
            setBackground(encoding: image, chosen: document.chooseBackground())
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

    func showBackgroundImageTooLargeAlert(_ url: URL) {
        showAlert(
            id: "too large: " + url.absoluteString, title: "Background Image Fetch",
            message: "Couldn't load image from \(url): the picture is too large to download.")
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
