import Foundation

/// Reads a catalog folder's `Contents.json`.
enum AssetContents {
    static func read(in folder: URL) -> Result<[String: Any], AssetCatalogProblem> {
        let file = folder.appendingPathComponent("Contents.json")
        guard let data = try? Data(contentsOf: file) else { return .failure(.unreadable(file.path)) }
        do {
            guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                return .failure(.badJSON(file.path, "the top level is not an object"))
            }
            return .success(json)
        } catch {
            return .failure(.badJSON(file.path, "\(error.localizedDescription)"))
        }
    }
}

/// Why part of an asset catalog was skipped; printed once as a warning.
enum AssetCatalogProblem: Error, Hashable, CustomStringConvertible {
    case unreadable(String)
    case badJSON(String, String)
    case noColor(String)
    /// A colour set with no value at all: Xcode's template `AccentColor`, which means the system's accent.
    case unset(String)
    case noFiles(String)

    var description: String {
        switch self {
        case .unreadable(let path): "cannot read \(path)"
        case .badJSON(let path, let reason): "\(path) is not valid JSON (\(reason))"
        case .noColor(let path): "\(path) has no colour Finch can read"
        case .unset(let path): "\(path) sets no colour"
        case .noFiles(let path): "\(path) names no image file that exists"
        }
    }
}
