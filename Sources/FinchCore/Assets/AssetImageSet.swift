import Foundation

/// The files of one `.imageset`: each at a scale (1×, 2×, 3×) and an appearance.
public struct AssetImageSet: Hashable, Sendable {
    /// One file of the set.
    struct Variant: Hashable, Sendable {
        let path: String
        let scale: CGFloat
        let appearance: AssetAppearance
    }

    let variants: [Variant]
    /// `"template-rendering-intent": "template"` in the set's properties.
    let isTemplate: Bool

    /// The file to draw on a display of `displayScale` pixels per point: the appearance's own files if
    /// it has any, then the smallest scale at least the display's (so nothing is enlarged), else the largest.
    func variant(displayScale: CGFloat, colorScheme: ColorScheme) -> Variant? {
        let wanted: AssetAppearance = colorScheme == .dark ? .dark : .light
        let own = variants.filter { $0.appearance == wanted }
        let pool = own.isEmpty ? variants.filter { $0.appearance == .any } : own
        let sorted = pool.sorted { $0.scale < $1.scale }
        return sorted.first { $0.scale >= displayScale - 0.01 } ?? sorted.last
    }

    /// The file of the highest scale for the light appearance, and its scale (`UIImage(named:)`).
    package var largestVariant: (path: String, scale: CGFloat)? {
        variant(displayScale: .infinity, colorScheme: .light).map { ($0.path, $0.scale) }
    }

    /// The set in `folder` (a `.imageset`), or nil with the reason when its `Contents.json` is unusable.
    static func load(from folder: URL) -> Result<AssetImageSet, AssetCatalogProblem> {
        let contents: [String: Any]
        switch AssetContents.read(in: folder) {
        case .success(let json): contents = json
        case .failure(let problem): return .failure(problem)
        }
        let entries = (contents["images"] as? [[String: Any]]) ?? []
        let best = entries.compactMap(AssetAppearance.idiomRank).min()
        let variants = entries.compactMap { entry -> Variant? in
            guard let filename = entry["filename"] as? String, AssetAppearance.idiomRank(entry) == best else {
                return nil
            }
            let appearance = AssetAppearance.of(entry)
            guard appearance != .unsupported else { return nil }
            let path = folder.appendingPathComponent(filename).path
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            return Variant(path: path, scale: scale(entry["scale"] as? String), appearance: appearance)
        }
        guard !variants.isEmpty else { return .failure(.noFiles(folder.path)) }
        let properties = contents["properties"] as? [String: Any]
        let isTemplate = properties?["template-rendering-intent"] as? String == "template"
        return .success(AssetImageSet(variants: variants, isTemplate: isTemplate))
    }

    /// `"2x"` → 2; a set without scales (one vector or single-scale file) is 1×.
    private static func scale(_ text: String?) -> CGFloat {
        guard let text, text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0 else { return 1 }
        return CGFloat(value)
    }
}
