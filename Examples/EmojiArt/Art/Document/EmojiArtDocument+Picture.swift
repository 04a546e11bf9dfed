import Finch

extension EmojiArtDocument {
    /// The picture a drag out of the window carries: the background at its own size (or a white canvas
    /// around the emoji when there is none) with every emoji at its size, unzoomed.
    var pictureSize: CGSize {
        if let backgroundImage {
            return backgroundImage.size
        }
        // Twice the farthest emoji's reach from the centre, so the picture is centred as the model is.
        let reach = emojis.reduce(CGSize(width: 100, height: 100)) { reach, emoji in
            CGSize(
                width: max(reach.width, CGFloat(abs(emoji.x) + emoji.size)),
                height: max(reach.height, CGFloat(abs(emoji.y) + emoji.size)))
        }
        return CGSize(width: reach.width * 2, height: reach.height * 2)
    }

    /// The picture as PNG bytes, drawn now (on the main actor, as every view is drawn).
    @MainActor
    func picturePNG() -> Data? {
        let size = pictureSize
        let picture = ZStack {
            Color.white
            OptionalImage(uiImage: backgroundImage)
            ForEach(emojis) { emoji in
                Text(emoji.text)
                    .font(.system(size: CGFloat(emoji.size)))
                    .position(x: size.width / 2 + CGFloat(emoji.x), y: size.height / 2 + CGFloat(emoji.y))
            }
        }
        .frame(width: size.width, height: size.height)
        .clipped()
        return ImageRenderer(content: picture).pngData()
    }

    /// An item provider offering the picture as PNG, for dragging it to another program.
    @MainActor
    func pictureItemProvider() -> NSItemProvider {
        let provider = NSItemProvider()
        if let png = picturePNG() {
            provider.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier, visibility: .all) {
                completion in
                completion(png, nil)
                return nil
            }
            provider.suggestedName = "EmojiArt.png"
        }
        return provider
    }
}
