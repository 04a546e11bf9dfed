import Foundation

/// Reads a `.colorset` into a `Color` with its light and dark values.
enum AssetColorSet {
    static func load(from folder: URL) -> Result<Color, AssetCatalogProblem> {
        let contents: [String: Any]
        switch AssetContents.read(in: folder) {
        case .success(let json): contents = json
        case .failure(let problem): return .failure(problem)
        }
        let entries = (contents["colors"] as? [[String: Any]]) ?? []
        // Every new Xcode project has an `AccentColor` set like this, meaning the default accent: not a problem.
        guard entries.contains(where: { $0["color"] != nil }) else { return .failure(.unset(folder.path)) }
        let best = entries.compactMap(AssetAppearance.idiomRank).min()
        var byAppearance: [AssetAppearance: RGBA] = [:]
        for entry in entries where AssetAppearance.idiomRank(entry) == best {
            guard let color = entry["color"] as? [String: Any], let rgba = AssetColorComponents.rgba(from: color)
            else { continue }
            let appearance = AssetAppearance.of(entry)
            if byAppearance[appearance] == nil { byAppearance[appearance] = rgba }
        }
        guard let light = byAppearance[.any] ?? byAppearance[.light] ?? byAppearance[.dark] else {
            return .failure(.noColor(folder.path))
        }
        return .success(Color(light: byAppearance[.light] ?? light, dark: byAppearance[.dark]))
    }
}
