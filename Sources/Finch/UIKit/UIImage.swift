import FinchCairo
import FinchCore
import Foundation

/// A decoded picture, in UIKit's name: made from image data or a file, shown with `Image(uiImage:)`,
/// loaded from an `NSItemProvider` (the photo picker's results).
///
/// Decoding is done by gdk-pixbuf when the image is made (PNG, JPEG, GIF, WebP…), right way up, at most
/// 4096 pixels on its longest side; images over 100 megapixels are refused (`PixbufDecoder`). Make
/// large ones off the main thread: `NSItemProvider.loadObject(ofClass:)` does. Immutable, so it can be
/// handed between threads.
public final class UIImage: NSItemProviderReading, Hashable, @unchecked Sendable {
    /// The decoded pixels.
    public let pixelBuffer: PixelBuffer

    /// The size in points.
    public var size: CGSize { pixelBuffer.size }
    /// Pixels per point.
    public var scale: CGFloat { pixelBuffer.scale }

    /// The SF Symbols name of a symbol image (`UIImage(systemName:)`); nil for a picture.
    let symbolName: String?
    /// How views draw it: a template in their tint colour, or its own colours.
    public let renderingMode: RenderingMode
    /// The configuration a symbol image was made with; nil for a picture.
    public let symbolConfiguration: SymbolConfiguration?
    /// The colour `withTintColor` gave it.
    let tint: UIColor?

    public convenience init(pixelBuffer: PixelBuffer) {
        self.init(pixelBuffer: pixelBuffer, symbolName: nil, renderingMode: .automatic, configuration: nil, tint: nil)
    }

    init(
        pixelBuffer: PixelBuffer, symbolName: String?, renderingMode: RenderingMode,
        configuration: SymbolConfiguration?, tint: UIColor?
    ) {
        self.pixelBuffer = pixelBuffer
        self.symbolName = symbolName
        self.renderingMode = renderingMode
        self.symbolConfiguration = configuration
        self.tint = tint
    }

    /// Decodes `data`; nil when it is empty, not an image, corrupt, or too large.
    public convenience init?(data: Data) {
        guard case .success(let pixels) = PixbufDecoder.decode(data) else { return nil }
        self.init(pixelBuffer: pixels)
    }

    /// Decodes `data` as an image of `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard case .success(let pixels) = PixbufDecoder.decode(data), let scaled = pixels.withScale(scale) else {
            return nil
        }
        self.init(pixelBuffer: scaled)
    }

    /// Decodes the file at `path`; nil when it cannot be read or is not an image.
    public convenience init?(contentsOfFile path: String) {
        guard case .success(let pixels) = PixbufDecoder.decode(contentsOfFile: path) else { return nil }
        self.init(pixelBuffer: pixels)
    }

    /// An image of the app's asset catalogs (its largest scale, sized in points), else a resource of the
    /// main bundle (`name`, or `name` with a PNG or JPEG extension; the main bundle's lookup also searches
    /// the resource bundles beside the executable).
    public convenience init?(named name: String) {
        if let set = AssetCatalogs.imageSet(named: name, in: nil) {
            // A UIImage has no display yet: the sharpest file, its size in points the same at any scale.
            guard let variant = set.largestVariant,
                case .success(let pixels) = PixbufDecoder.decode(contentsOfFile: variant.path),
                let scaled = pixels.withScale(variant.scale)
            else { return nil }
            self.init(pixelBuffer: scaled)
            return
        }
        let bundle = Bundle.main
        let candidates =
            [bundle.path(forResource: name, ofType: nil)]
            + ["png", "jpg", "jpeg"].map { bundle.path(forResource: name, ofType: $0) }
        guard let path = candidates.compactMap({ $0 }).first else { return nil }
        self.init(contentsOfFile: path)
    }

    /// The image as PNG data (with alpha); nil if it cannot be encoded.
    public func pngData() -> Data? {
        PixbufEncoder.encode(pixelBuffer, as: .png)
    }

    /// The image as JPEG data at `compressionQuality` (0...1); nil if it cannot be encoded.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        PixbufEncoder.encode(pixelBuffer, as: .jpeg(quality: Double(compressionQuality)))
    }

    /// This picture made ready to be drawn at any size without a frame waiting on it: a large one (4
    /// megapixels or more) gets its halvings made now (`PixelReductions`), so drawing it small later
    /// shrinks a fraction of its pixels. UIKit's method of this name decodes ahead; call it off the main
    /// thread, as there. Never nil here (Finch's images are decoded when made); an image already
    /// prepared is returned as it is.
    public func preparingForDisplay() -> UIImage? {
        let prepared = PixelReductions.prepared(pixelBuffer)
        return prepared === pixelBuffer ? self : UIImage(pixelBuffer: prepared)
    }

    // MARK: NSItemProviderReading

    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.image"] }

    /// The image in the data; throws with gdk-pixbuf's reason when the data is not a usable image.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> UIImage {
        switch PixbufDecoder.decode(data) {
        // Item providers load off the main thread: a large picture's halvings are made here, so drawing
        // it small later does not shrink every pixel while a frame waits.
        case .success(let pixels): return UIImage(pixelBuffer: PixelReductions.prepared(pixels))
        case .failure(let failure): throw failure
        }
    }
}

extension Image {
    /// Shows a `UIImage` at its size in points. A symbol image is drawn from its symbol (sharp at any size)
    /// as a template in the foreground style, as is an image whose mode is `.alwaysTemplate`; a colour given
    /// by `withTintColor` fills it instead unless its mode is `.alwaysTemplate` (Finch's choice: Apple does
    /// not say which wins for an `.automatic` symbol; pinned by `UIImageSymbolTests`).
    nonisolated public init(uiImage: UIImage) {
        if let symbol = uiImage.symbolName {
            self.init(systemName: symbol, size: uiImage.size)
        } else {
            self.init(pixels: uiImage.pixelBuffer)
        }
        self = renderingMode(uiImage.isTemplate ? .template : nil)
        if !uiImage.isTemplate, let tint = uiImage.tint { self = ownColor(Color(uiColor: tint)) }
    }
}

// MARK: Transferable

extension UIImage: Transferable {
    /// PNG out and in; in, also any other image data gdk-pixbuf decodes (JPEG, GIF, WebP…), decoded on
    /// the loading queue.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .png) { image in
            guard let data = image.pngData() else { throw ItemProviderError(description: "the image has no PNG data") }
            return data
        } importing: { data in
            try UIImage.object(withItemProviderData: data, typeIdentifier: UTType.png.identifier)
        }
        DataRepresentation(importedContentType: .image) { data in
            try UIImage.object(withItemProviderData: data, typeIdentifier: UTType.image.identifier)
        }
    }
}

extension UIImage {
    /// Equal when they show the same decoded pixels (the same image, or two made from one `PixelBuffer`),
    /// as UIKit's `isEqual(_:)` compares image data rather than objects; `onChange(of: uiImage)` then
    /// fires when a new picture arrives. Two separate decodings of one file are different images.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs === rhs || lhs.pixelBuffer == rhs.pixelBuffer
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pixelBuffer)
    }
}
