/// Which appearance an asset catalog entry is for (`"appearances": [{"appearance": "luminosity", …}]`).
enum AssetAppearance: Hashable, Sendable {
    /// No luminosity given: the entry every appearance falls back to.
    case any
    case light
    case dark
    /// An entry for a variant Finch does not draw (high contrast); never chosen.
    case unsupported

    /// The appearance of an entry of a `colors` or `images` array.
    static func of(_ entry: [String: Any]) -> AssetAppearance {
        guard let appearances = entry["appearances"] as? [[String: Any]], !appearances.isEmpty else { return .any }
        var result = AssetAppearance.any
        for appearance in appearances {
            let kind = appearance["appearance"] as? String
            let value = appearance["value"] as? String
            switch (kind, value) {
            case ("luminosity", "dark"): result = .dark
            case ("luminosity", "light"): result = .light
            default: return .unsupported
            }
        }
        return result
    }

    /// Whether an entry is for a device idiom Finch draws as (universal first, then the iPhone and iPad).
    static func idiomRank(_ entry: [String: Any]) -> Int? {
        switch entry["idiom"] as? String ?? "universal" {
        case "universal": 0
        case "iphone", "ipad": 1
        case "mac": 2
        default: nil
        }
    }
}
