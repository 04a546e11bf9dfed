import Finch

/// The palette under the canvas (the course's `PaletteChooser`, lecture 12): a button that steps to
/// the next palette, with a context menu to make, edit, delete and manage palettes or jump to one; the
/// chosen palette's name and its emoji.
struct PaletteChooser: View {
    var emojiFontSize: CGFloat = 40
    var emojiFont: Font { .system(size: emojiFontSize) }

    @EnvironmentObject var store: PaletteStore

    /// Per window, so two windows can show different palettes.
    @SceneStorage("PaletteChooser.chosenPaletteIndex") private var chosenPaletteIndex = 0

    /// A failed palette save is the app's, not a window's: only the window in front shows it.
    @Environment(\.scenePhase) private var scenePhase

    @State private var managing = false
    @State private var paletteToEdit: Palette?

    var body: some View {
        HStack {
            paletteControlButton
            body(for: store.palette(at: chosenPaletteIndex))
        }
        .clipped()
        .alert("Palettes Not Saved", isPresented: showsSaveProblem) {
            Button("OK") {}
        } message: {
            Text(store.saveProblem ?? "")
        }
    }

    /// Whether the store's last save failed, in the window in front (every window's chooser shares the
    /// store, and one alert is enough; another window shows it once it comes to the front undismissed).
    /// Dismissing the alert clears the message.
    private var showsSaveProblem: Binding<Bool> {
        let isInFront = scenePhase == .active
        return Binding(
            get: { isInFront && store.saveProblem != nil }, set: { if !$0 { store.saveProblem = nil } })
    }

    var paletteControlButton: some View {
        Button {
            withAnimation {
                chosenPaletteIndex = (chosenPaletteIndex + 1) % store.palettes.count
            }
        } label: {
            Image(systemName: "paintpalette")
        }
        .font(emojiFont)
        .contextMenu { contextMenu }
    }

    @ViewBuilder
    var contextMenu: some View {
        AnimatedActionButton(title: "Edit", systemImage: "pencil") {
            paletteToEdit = store.palette(at: chosenPaletteIndex)
        }
        AnimatedActionButton(title: "New", systemImage: "plus") {
            store.insertPalette(named: "New", emojis: "", at: chosenPaletteIndex)
            paletteToEdit = store.palette(at: chosenPaletteIndex)
        }
        AnimatedActionButton(title: "Delete", systemImage: "minus.circle") {
            chosenPaletteIndex = store.removePalette(at: chosenPaletteIndex)
        }
        AnimatedActionButton(title: "Manager", systemImage: "slider.vertical.3") {
            managing = true
        }
        goToMenu
    }

    var goToMenu: some View {
        Menu {
            ForEach(store.palettes) { palette in
                AnimatedActionButton(title: palette.name) {
                    if let index = store.palettes.index(matching: palette) {
                        chosenPaletteIndex = index
                    }
                }
            }
        } label: {
            Label("Go To", systemImage: "text.insert")
        }
    }

    func body(for palette: Palette) -> some View {
        HStack {
            Text(palette.name)
            ScrollingEmojisView(emojis: palette.emojis)
                .font(emojiFont)
        }
        .id(palette.id)
        .transition(rollTransition)
        .popover(item: $paletteToEdit) { palette in
            PaletteEditor(palette: $store.palettes[palette])
        }
        .sheet(isPresented: $managing) {
            PaletteManager()
        }
    }

    /// The new palette rolls up from below while the old one rolls out the top.
    var rollTransition: AnyTransition {
        AnyTransition.asymmetric(
            insertion: .offset(x: 0, y: emojiFontSize),
            removal: .offset(x: 0, y: -emojiFontSize))
    }
}

/// A menu button whose action runs animated (the course's `AnimatedActionButton`).
struct AnimatedActionButton: View {
    var title: String?
    var systemImage: String?
    let action: () -> Void

    init(title: String? = nil, systemImage: String? = nil, action: @escaping () -> Void) {
        self.title = title
        self.systemImage = systemImage
        self.action = action
    }

    var body: some View {
        Button {
            withAnimation { action() }
        } label: {
            if let title, let systemImage {
                Label(title, systemImage: systemImage)
            } else if let title {
                Text(title)
            } else if let systemImage {
                Image(systemName: systemImage)
            }
        }
    }
}
