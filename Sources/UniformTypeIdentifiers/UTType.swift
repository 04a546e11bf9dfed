import Foundation

/// A uniform type identifier, as Apple's `UniformTypeIdentifiers.UTType`: a name for a kind of data
/// (`public.png`), the kinds it conforms to (`public.image`, `public.data`, `public.item`), and the file
/// name extensions and MIME types that stand for it.
///
/// The types Finch declares form one tree (`UTTypeTree`), the one item providers, drag and drop and the
/// pasteboard speak. A type a program declares with `init(exportedAs:conformingTo:)` or
/// `init(importedAs:conformingTo:)` conforms to what it names; one made for an extension or MIME type
/// that no type claims is dynamic (`dyn.…`), conforms to `public.data`, and is `isDynamic`.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier (`public.png`).
    public let identifier: String
    /// The identifiers this type conforms to directly (declared types' come from the tree).
    private let parents: [String]

    /// The declared type with this identifier, or nil when no type by that name is declared.
    public init?(_ identifier: String) {
        guard let declared = UTTypeTree.declared[identifier] else { return nil }
        self = declared.type
    }

    /// The declared type whose file name extension this is (case-insensitive, no dot), conforming to
    /// `supertype`; otherwise a dynamic type for it. Nil for an empty extension, or when the declared
    /// type does not conform to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let key = filenameExtension.lowercased()
        guard !key.isEmpty, !key.contains(".") else { return nil }
        if let identifier = UTTypeTree.byExtension[key], let found = UTType(identifier) {
            guard found.conforms(to: supertype) else { return nil }
            self = found
        } else if let identifier = UTTypeDeclarations.identifier(forExtension: key) {
            self.init(exportedAs: identifier)
        } else {
            self.init(dynamic: "filename-extension:\(key)", conformingTo: supertype)
        }
    }

    /// The declared type of this MIME type (case-insensitive; parameters such as `charset` are
    /// ignored), conforming to `supertype`; otherwise a dynamic type for it. Nil for a string that is not
    /// a MIME type, or when the declared type does not conform to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let essence = mimeType.split(separator: ";").first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        guard let essence, essence.split(separator: "/").count == 2 else { return nil }
        if let identifier = UTTypeTree.byMIMEType[essence], let found = UTType(identifier) {
            guard found.conforms(to: supertype) else { return nil }
            self = found
        } else {
            self.init(dynamic: "mime-type:\(essence)", conformingTo: supertype)
        }
    }

    /// A type this program owns and declares (its documents' type), conforming to `supertype`. A type
    /// Finch already declares under that identifier is that type.
    public init(exportedAs identifier: String, conformingTo supertype: UTType? = nil) {
        self = UTType(identifier) ?? UTType(identifier: identifier, parents: [(supertype ?? .data).identifier])
    }

    /// A type another program owns, which this one reads, conforming to `supertype`; as
    /// `init(exportedAs:conformingTo:)`.
    public init(importedAs identifier: String, conformingTo supertype: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: supertype)
    }

    init(identifier: String, parents: [String]) {
        self.identifier = identifier
        self.parents = parents
    }

    private init(dynamic description: String, conformingTo supertype: UTType) {
        // Dynamic identifiers only need to be stable and distinct; Apple encodes the tag, Finch spells it.
        self.init(identifier: "dyn.\(description)", parents: [supertype.identifier])
    }

    /// Whether this type is `type` or a kind of it (`public.png` conforms to `public.image`).
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        return supertypes.contains(type)
    }

    /// Whether `type` conforms to this one.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type` without being it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Every type this one conforms to, itself excluded.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            guard let type = UTType(next) ?? dynamicParent(next), found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    /// A parent the tree does not declare (a program's own type): a kind of data, as it was declared.
    private func dynamicParent(_ identifier: String) -> UTType? {
        UTType(identifier: identifier, parents: [UTType.data.identifier])
    }

    /// The MIME type that stands for this type first (`image/png`), or nil.
    public var preferredMIMEType: String? {
        if let mime = UTTypeTree.declared[identifier]?.mimeTypes.first { return mime }
        return identifier.hasPrefix("dyn.mime-type:") ? String(identifier.dropFirst("dyn.mime-type:".count)) : nil
    }

    /// The file name extension that stands for this type first (`png`), or nil.
    public var preferredFilenameExtension: String? {
        if let tag = UTTypeTree.declared[identifier]?.extensions.first { return tag }
        if let tag = UTTypeDeclarations.extensions(of: identifier).first { return tag }
        let prefix = "dyn.filename-extension:"
        return identifier.hasPrefix(prefix) ? String(identifier.dropFirst(prefix.count)) : nil
    }

    /// Whether the type is one Finch declares (or the program declared).
    public var isDeclared: Bool { !isDynamic }

    /// Whether the type was made for a tag no type claims.
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }

    /// Whether this is one of the types Finch declares itself.
    public var isPublic: Bool { UTTypeTree.declared[identifier] != nil }

    public var description: String { identifier }

    // Identity is the identifier, as on Apple platforms: two declarations of one identifier are one type.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
