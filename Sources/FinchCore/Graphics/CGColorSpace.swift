import Foundation

/// How a colour's components are read, as Core Graphics names it: Finch keeps the name and the model
/// (RGB or grey), and draws every RGB space as sRGB.
public final class CGColorSpace: Hashable, Sendable {
    public let name: String?
    public let model: CGColorSpaceModel

    /// The space named `name` (one of the constants below; an unknown name is taken as RGB, as
    /// most are). Apple's returns nil for a name it does not know.
    public init?(name: String) {
        self.name = name
        model = Self.grayNames.contains(name) ? .monochrome : .rgb
    }

    init(name: String, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// The components before the alpha.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    private static let grayNames: Set<String> = [genericGrayGamma2_2, linearGray, extendedGray]

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }
}

/// What kind of components a colour space has (Finch draws RGB and grey ones).
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case xyz = 7
}

/// The device's RGB space (sRGB on Linux).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: "kCGColorSpaceDeviceRGB", model: .rgb)
}

/// The device's grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: "kCGColorSpaceDeviceGray", model: .monochrome)
}
