import Finch

extension EmojiArtDocument {
    /// The document the app opens with: empty, or with `EMOJIART_SAMPLE=1` a small scene for screenshots
    /// (`emojiart --snapshot`), its background a picture drawn here so it needs no network.
    @MainActor
    static func launchDocument(environment: [String: String] = ProcessInfo.processInfo.environment) -> EmojiArtDocument
    {
        let document = EmojiArtDocument()
        if environment["EMOJIART_SAMPLE"] == "1" {
            document.fillWithSample()
        }
        return document
    }

    /// A meadow under a sun, with a dog, a tree, a house and a rocket.
    @MainActor
    func fillWithSample() {
        let meadow = ZStack(alignment: .bottom) {
            Color(red: 0.55, green: 0.78, blue: 0.95)
            Ellipse().fill(Color(red: 0.3, green: 0.65, blue: 0.3)).frame(width: 1000, height: 320).offset(y: 150)
            Circle().fill(Color.yellow).frame(width: 110, height: 110).offset(x: 230, y: -330)
        }
        .frame(width: 760, height: 560)
        .clipped()
        if let data = ImageRenderer(content: meadow).pngData() {
            setBackground(.imageData(data))
        }
        addEmoji("🏠", at: (x: -200, y: 40), size: 120)
        addEmoji("🌲", at: (x: 150, y: 10), size: 140)
        addEmoji("🌲", at: (x: 260, y: 40), size: 100)
        addEmoji("🐶", at: (x: -40, y: 150), size: 70)
        addEmoji("🚀", at: (x: 40, y: -180), size: 60)
    }
}
