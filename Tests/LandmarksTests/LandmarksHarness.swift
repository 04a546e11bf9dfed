import Finch
import FinchTesting
import Foundation

@testable import LandmarksKit

/// Models, folders and windows for the Landmarks tests: each test gets its own favourites folder, so
/// nothing is read from or written to the user's data folder.
@MainActor
enum Harness {
    /// A fresh temporary folder.
    static func temporaryFolder(_ name: String = "landmarks") -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A favourites store in a folder of its own (no file yet).
    static func freshFavorites() -> FavoritesStore {
        FavoritesStore(folder: temporaryFolder("favorites"))
    }

    /// The app's bundled file `name`.
    static func bundled(_ name: String) throws -> Data {
        guard let url = LandmarkResources.url(forResource: name, withExtension: nil) else {
            throw HarnessError.missing(name)
        }
        return try Data(contentsOf: url)
    }

    /// A resources folder holding the bundled files but for `replacements`, and without `removing`.
    static func resources(_ replacements: [String: Data] = [:], removing: [String] = []) throws -> URL {
        let folder = temporaryFolder("resources")
        for name in ["landmarkData.json", "hikeData.json"] where !removing.contains(name) {
            let data = try replacements[name] ?? bundled(name)
            try data.write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// A model read from `resources` (the bundle when nil).
    static func model(resources: URL? = nil, favorites: FavoritesStore? = nil) -> ModelData {
        let store = favorites ?? freshFavorites()
        return LandmarkResources.$folder.withValue(resources) { ModelData(favorites: store) }
    }

    /// The bundled landmarks JSON with `change` applied to its parsed array.
    static func landmarksJSON(_ change: (inout [[String: Any]]) -> Void) throws -> Data {
        guard var array = try JSONSerialization.jsonObject(with: bundled("landmarkData.json")) as? [[String: Any]]
        else { throw HarnessError.missing("landmarkData.json as an array") }
        change(&array)
        return try JSONSerialization.data(withJSONObject: array)
    }

    /// The app's content in a window, in UTC and `en_US_POSIX` so dates draw the same everywhere.
    static func window(_ model: ModelData, width: CGFloat = 390, height: CGFloat = 844) -> TestWindow {
        TestWindow(size: CGSize(width: width, height: height)) {
            ContentView()
                .environmentObject(model)
                .environment(\.timeZone, TimeZone(identifier: "UTC") ?? .current)
                .environment(\.locale, Locale(identifier: "en_US_POSIX"))
        }
    }

    /// Any view of the app with the model, in a window.
    static func window<V: View>(
        _ model: ModelData, width: CGFloat = 390, height: CGFloat = 844, @ViewBuilder content: () -> V
    ) -> TestWindow {
        TestWindow(size: CGSize(width: width, height: height)) {
            content()
                .environmentObject(model)
                .environment(\.timeZone, TimeZone(identifier: "UTC") ?? .current)
                .environment(\.locale, Locale(identifier: "en_US_POSIX"))
        }
    }

    /// Taps the centre of the first drawn `text`.
    static func tap(_ text: String, in window: TestWindow) throws {
        guard let frame = window.frames(ofText: text).first else { throw HarnessError.notDrawn(text) }
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}

extension Harness {
    /// Flips the "Favorites only" switch (iOS toggles by the switch, not by a tap on its title).
    static func tapFavoritesOnly(in window: TestWindow) throws {
        guard let title = window.frames(ofText: "Favorites only").first else {
            throw HarnessError.notDrawn("Favorites only")
        }
        window.tap(at: CGPoint(x: window.size.width - 56, y: title.midY))
    }
}

/// The profile host with an edit mode of its own, as the sheet that shows it in the app gives it.
struct EditModeHost<Content: View>: View {
    @State private var editMode = EditMode.inactive
    @ViewBuilder var content: Content

    var body: some View {
        content.environment(\.editMode, $editMode)
    }
}

enum HarnessError: Error {
    case missing(String)
    case notDrawn(String)
}
