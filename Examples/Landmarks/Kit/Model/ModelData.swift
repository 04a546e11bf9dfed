import Combine
import Foundation

/// The app's data, as the tutorial's `ModelData`: the landmarks from `landmarkData.json`, the hikes
/// from `hikeData.json`, the profile; favourites are kept in the user's data folder between runs.
public final class ModelData: ObservableObject {
    @Published var landmarks: [Landmark] = load("landmarkData.json")
    var hikes: [Hike] = load("hikeData.json")
    @Published var profile = Profile.default

    var features: [Landmark] { landmarks.filter { $0.isFeatured } }

    var categories: [String: [Landmark]] {
        Dictionary(grouping: landmarks, by: { $0.category.rawValue })
    }

    /// What was wrong with the bundled files (the app shows these instead of its views).
    let loadProblems: [LoadProblem]
    /// Why the favourites file could not be read (while so, favourites are not saved over it), or why
    /// the last change could not be saved (the next change tries again).
    @Published private(set) var favoritesProblem: String?
    /// Whether the file was there but unreadable: the user's to fix or remove, so never written over.
    private var favoritesFileDamaged = false

    private let favoritesStore: FavoritesStore
    /// The favourites last read or written, so only a change writes the file.
    private var savedFavorites: Set<Int> = []
    private var saving: AnyCancellable?

    /// The model with favourites kept in `$XDG_DATA_HOME/Landmarks/` (the tutorial's `ModelData()`).
    public convenience init() {
        self.init(favorites: .userData)
    }

    public init(favorites: FavoritesStore) {
        // The properties' initial values ran `load`, which left its problems in the log.
        loadProblems = LoadLog.takeAll()
        favoritesStore = favorites
        guard loadProblems.isEmpty else { return }
        restoreFavorites()
        saving = $landmarks.sink { [weak self] landmarks in self?.saveFavorites(of: landmarks) }
    }

    private func restoreFavorites() {
        switch favoritesStore.read() {
        case .none:
            savedFavorites = Self.favorites(of: landmarks)
        case .favorites(let ids):
            for index in landmarks.indices { landmarks[index].isFavorite = ids.contains(landmarks[index].id) }
            savedFavorites = ids
        case .damaged(let reason):
            favoritesProblem = reason
            favoritesFileDamaged = true
        }
    }

    private func saveFavorites(of landmarks: [Landmark]) {
        let favorites = Self.favorites(of: landmarks)
        guard !favoritesFileDamaged, favorites != savedFavorites else { return }
        do {
            try favoritesStore.write(favorites)
            savedFavorites = favorites
            favoritesProblem = nil
        } catch {
            // The favourites stay as they are in the app; the old file stays as it was. The message names
            // the file and the cause (a full disk, a read-only folder…), and goes once a change is saved.
            favoritesProblem =
                "Favorites could not be saved to \(favoritesStore.file.path). \(error.localizedDescription)"
        }
    }

    private static func favorites(of landmarks: [Landmark]) -> Set<Int> {
        Set(landmarks.filter(\.isFavorite).map(\.id))
    }
}

/// The bundled file `filename` decoded as `T`, with the seed's signature.
///
/// Where the tutorial's `load` traps (a missing, empty, truncated or mistyped file), this one leaves a
/// `LoadProblem` in `LoadLog`, which `ModelData` shows as the app's error page, and returns an empty
/// value in place of the file's.
func load<T: Decodable>(_ filename: String) -> T {
    switch decodeResource(T.self, named: filename) {
    case .success(let value):
        return value
    case .failure(let problem):
        LoadLog.record(problem)
        return emptyValue(of: T.self)
    }
}

/// Reads and decodes a resource, saying what is wrong instead of trapping.
func decodeResource<T: Decodable>(_ type: T.Type, named filename: String) -> Result<T, LoadProblem> {
    guard let file = LandmarkResources.url(forResource: filename, withExtension: nil) else {
        return .failure(.missing(filename))
    }
    let data: Data
    do {
        data = try Data(contentsOf: file)
    } catch {
        return .failure(.unreadable(filename, error))
    }
    guard data.contains(where: { !Set(" \t\r\n".utf8).contains($0) }) else { return .failure(.empty(filename)) }
    do {
        return .success(try JSONDecoder().decode(T.self, from: data))
    } catch {
        return .failure(.decoding(filename, as: T.self, error))
    }
}

private func emptyValue<T: Decodable>(of type: T.Type) -> T {
    do {
        return try T(from: EmptyValueDecoder())
    } catch {
        // Only a type whose own decoding refuses every empty value gets here: a choice in the code,
        // never something a file can cause.
        fatalError("load(_:) needs a type with an empty value (an array or a struct of plain fields), not \(T.self)")
    }
}
