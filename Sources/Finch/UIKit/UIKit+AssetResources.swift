import FinchCairo
import FinchCore
import Foundation

extension UIImage {
    /// The image set `resource` names (its largest scale, sized in points). UIKit's initializer cannot fail:
    /// an image set the catalog lacks gives a clear 1×1 image and one warning.
    public convenience init(resource: ImageResource) {
        if let set = AssetCatalogs.imageSet(named: resource.name, in: resource.bundle),
            let variant = set.largestVariant,
            case .success(let pixels) = PixbufDecoder.decode(contentsOfFile: variant.path),
            let scaled = pixels.withScale(variant.scale)
        {
            self.init(pixelBuffer: scaled)
        } else {
            AssetCatalogs.warnOnce(
                "no image named '\(resource.name)' was found in an asset catalog; UIImage(resource:) is empty.")
            self.init(pixelBuffer: Self.blank)
        }
    }

    /// One clear pixel.
    private static let blank: PixelBuffer = {
        // Constant dimensions that always describe their four bytes.
        guard let pixel = PixelBuffer(width: 1, height: 1, stride: 4, bytes: [0, 0, 0, 0]) else {
            preconditionFailure("a 1×1 buffer of four bytes is valid")
        }
        return pixel
    }()
}

extension UIColor {
    /// The colour set `resource` names, with its dark variant (clear, one warning, when the catalog lacks it).
    public convenience init(resource: ColorResource) {
        self.init(Color(resource))
    }
}
