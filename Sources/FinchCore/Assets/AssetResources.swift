import Foundation

/// An image set of an asset catalog named by a symbol, as Xcode 15's generated asset symbols name them
/// (`Image(.avatar)`, `ImageResource.avatar`). Finch's `GenerateAssetSymbols` build plugin writes the
/// symbols for a target's catalogs on Linux (see the README).
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in its catalog.
    public let name: String
    /// The bundle whose catalogs hold it.
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour set of an asset catalog named by a symbol (`Color(.brand)`, `ColorResource.brand`).
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in its catalog.
    public let name: String
    /// The bundle whose catalogs hold it.
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// The image set `resource` names (nothing drawn, one warning, when its catalog lacks it).
    nonisolated public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Color {
    /// The colour set `resource` names, with its dark variant (clear, one warning, when its catalog lacks it).
    nonisolated public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label whose icon is an image set of an asset catalog, titled by a localisation key.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    /// A label whose icon is an image set of an asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}
