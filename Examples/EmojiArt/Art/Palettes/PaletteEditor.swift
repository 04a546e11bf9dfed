import Finch

/// Edits one palette (the course's `PaletteEditor`, lecture 12): its name, emoji to add through a text
/// field that keeps only emoji, and a grid of its emoji where a tap removes one.
struct PaletteEditor: View {
    @Binding var palette: Palette

    @State private var emojisToAdd = ""

    var body: some View {
        Form {
            nameSection
            addEmojisSection
            removeEmojiSection
        }
        .navigationTitle("Edit \(palette.name)")
        .frame(minWidth: 300, minHeight: 350)
    }

    var nameSection: some View {
        Section(header: Text("Name")) {
            TextField("Name", text: $palette.name)
        }
    }

    var addEmojisSection: some View {
        Section(header: Text("Add Emojis")) {
            TextField("", text: $emojisToAdd)
                .onChange(of: emojisToAdd) { emojis in
                    addEmojis(emojis)
                }
        }
    }

    /// New emoji go first; anything that is not an emoji is dropped, and each emoji is kept once.
    func addEmojis(_ emojis: String) {
        withAnimation {
            palette.emojis =
                (emojis + palette.emojis)
                .filter { $0.isEmoji }
                .withNoRepeatedCharacters
        }
    }

    var removeEmojiSection: some View {
        Section(header: Text("Remove Emoji")) {
            let emojis = palette.emojis.withNoRepeatedCharacters.map { String($0) }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
                ForEach(emojis, id: \.self) { emoji in
                    Text(emoji)
                        .onTapGesture {
                            withAnimation {
                                palette.emojis.removeAll { String($0) == emoji }
                            }
                        }
                }
            }
            .font(.system(size: 40))
        }
    }
}
