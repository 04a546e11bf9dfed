import FinchCore
import Foundation

/// Answers images' natural sizes from their file headers, through a shared `PixbufImageLoader`.
public final class PixbufImageMeasurer: ImageMeasurer {
    private let loader: PixbufImageLoader

    /// Pass the renderer's loader to share its caches and its once-per-path warnings.
    public init(loader: PixbufImageLoader = PixbufImageLoader()) {
        self.loader = loader
    }

    /// The size in points, or nil (with one warning on stderr) when the file is missing or not an image.
    public func size(of source: ImageSource) -> CGSize? {
        switch source {
        case .file(let path): return loader.size(ofFile: path)
        case .pixels(let buffer): return buffer.size
        case .symbol(let name): return loader.symbols.shape(of: name)
        }
    }

    /// Whether the catalog names an Adwaita icon for `name` (`SymbolCatalog`).
    public func hasSymbol(named name: String) -> Bool {
        SymbolCatalog.has(name)
    }
}
