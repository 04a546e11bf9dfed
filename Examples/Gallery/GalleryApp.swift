import Finch

/// The Finch gallery: one window listing the apps built so far; each opens in its own window.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup("Finch Gallery") {
            GalleryView(entries: GalleryEntry.all)
        }
        .defaultSize(width: 420, height: 520)
    }
}

/// An app of the gallery: what it is called, what it shows, and its executable product.
struct GalleryEntry: Identifiable {
    let id: String
    let title: String
    let summary: String

    /// The apps that exist so far, Memorize first.
    static let all = [
        GalleryEntry(
            id: "memorize", title: "Memorize",
            summary: "The CS193p card game: 3D flips, bonus-time pies, themes and score"),
        GalleryEntry(
            id: "emojiart", title: "EmojiArt",
            summary: "The CS193p document app: emoji on a picture, palettes, undo, autosave"),
        GalleryEntry(
            id: "landmarks", title: "Landmarks",
            summary: "Apple's SwiftUI tutorial: a list, details, favourites, badges, hikes and a profile"),
        GalleryEntry(
            id: "profile-image", title: "ProfileImage",
            summary: "A circular avatar: hold it to pick a picture in a sheet"),
        GalleryEntry(
            id: "navigation-demo", title: "Navigation",
            summary: "Tabs, lists in sections, pages pushed and popped, rows to swipe, edit and reorder"),
        GalleryEntry(
            id: "bill-splitter", title: "BillSplitter",
            summary: "A learner's first Form: a bill, the people sharing it and the tip"),
        GalleryEntry(
            id: "flag-quiz", title: "Guess the Flag",
            summary: "Tap the named country's flag, drawn with stripes; an alert keeps score"),
        GalleryEntry(
            id: "todo-list", title: "To Do",
            summary: "A list to tick off, delete, reorder and add to in a sheet"),
        GalleryEntry(
            id: "calculator", title: "Calculator",
            summary: "Round buttons in rows and a monospaced display, as the iPhone's"),
        GalleryEntry(
            id: "expense-tracker", title: "Expenses",
            summary: "Spending by category in sections, saved as JSON, added in a sheet's Form"),
        GalleryEntry(
            id: "flash-cards", title: "Flash Cards",
            summary: "A pile of word cards to flip with a tap and swipe away, against a timer"),
        GalleryEntry(
            id: "habit-tracker", title: "Habits",
            summary: "Tabs, habit rows with progress bars, a detail page with a stepper and a week grid"),
        GalleryEntry(
            id: "hello-template", title: "Xcode 11's template",
            summary: "An AppDelegate and SceneDelegate hosting a SwiftUI view, as a new iOS 13 project starts"),
        GalleryEntry(
            id: "weather-screen", title: "Weather",
            summary: "A city's weather on a gradient: hourly and five-day forecasts, °C or °F"),
        GalleryEntry(
            id: "hello-finch", title: "Hello Finch",
            summary: "State, a task on the main actor, taps and animation in a real window"),
    ]
}

struct GalleryView: View {
    let entries: [GalleryEntry]
    @State private var message = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Finch Gallery").font(.largeTitle).bold()
            Text("SwiftUI apps running on Linux").foregroundColor(.secondary)
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    ForEach(entries) { entry in
                        GalleryRow(entry: entry) { message = AppLauncher.open(entry.id) }
                    }
                }
            }
            Text(message).font(.footnote).foregroundColor(.secondary)
        }
        .padding()
    }
}

struct GalleryRow: View {
    let entry: GalleryEntry
    let open: @MainActor () -> Void

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(entry.title).font(.headline)
                Text(entry.summary).font(.subheadline).foregroundColor(.secondary)
            }
            Spacer()
            Button("Open", action: open)
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.95)))
    }
}
