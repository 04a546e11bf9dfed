/// The types Finch declares: each with the types it conforms to, its file name extensions and its MIME
/// types, first the preferred. The identifiers and the tree are Apple's (the `UTType` constants'
/// documentation); the tags are the common ones for each format.
enum UTTypeTree {
    struct Declaration: Sendable {
        let type: UTType
        let extensions: [String]
        let mimeTypes: [String]
    }

    static let declared: [String: Declaration] = {
        var all: [String: Declaration] = [:]
        func declare(_ identifier: String, _ parents: [String], extensions: [String] = [], mime: [String] = []) {
            all[identifier] = Declaration(
                type: UTType(identifier: identifier, parents: parents), extensions: extensions, mimeTypes: mime)
        }
        declare("public.item", [])
        declare("public.content", ["public.item"])
        declare("public.data", ["public.item"])
        declare("public.text", ["public.data", "public.content"])
        declare("public.plain-text", ["public.text"], extensions: ["txt", "text"], mime: ["text/plain"])
        declare("public.utf8-plain-text", ["public.plain-text"])
        declare("public.json", ["public.text"], extensions: ["json"], mime: ["application/json"])
        declare("public.url", ["public.data"], mime: ["text/uri-list"])
        declare("public.file-url", ["public.url"])
        declare("public.image", ["public.data", "public.content"])
        declare("public.png", ["public.image"], extensions: ["png"], mime: ["image/png"])
        declare("public.jpeg", ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mime: ["image/jpeg"])
        declare("com.compuserve.gif", ["public.image"], extensions: ["gif"], mime: ["image/gif"])
        declare("org.webmproject.webp", ["public.image"], extensions: ["webp"], mime: ["image/webp"])
        declare("public.tiff", ["public.image"], extensions: ["tiff", "tif"], mime: ["image/tiff"])
        declare("com.microsoft.bmp", ["public.image"], extensions: ["bmp"], mime: ["image/bmp"])
        declare("public.svg-image", ["public.image"], extensions: ["svg"], mime: ["image/svg+xml"])
        return all
    }()

    /// Each extension's type (the first type to claim it).
    static let byExtension: [String: String] = index(\.extensions)

    /// Each MIME type's type.
    static let byMIMEType: [String: String] = index(\.mimeTypes)

    private static func index(_ tags: KeyPath<Declaration, [String]>) -> [String: String] {
        var result: [String: String] = [:]
        for (identifier, declaration) in declared.sorted(by: { $0.key < $1.key }) {
            for tag in declaration[keyPath: tags] where result[tag] == nil { result[tag] = identifier }
        }
        return result
    }
}

extension UTType {
    private static func declaredType(_ identifier: String) -> UTType {
        // Every constant below names a type the tree declares.
        UTTypeTree.declared[identifier]?.type ?? UTType(identifier: identifier, parents: ["public.data"])
    }

    public static let item = declaredType("public.item")
    public static let content = declaredType("public.content")
    public static let data = declaredType("public.data")
    public static let text = declaredType("public.text")
    public static let plainText = declaredType("public.plain-text")
    public static let utf8PlainText = declaredType("public.utf8-plain-text")
    public static let json = declaredType("public.json")
    public static let url = declaredType("public.url")
    public static let fileURL = declaredType("public.file-url")
    public static let image = declaredType("public.image")
    public static let png = declaredType("public.png")
    public static let jpeg = declaredType("public.jpeg")
    public static let gif = declaredType("com.compuserve.gif")
    public static let webP = declaredType("org.webmproject.webp")
    public static let tiff = declaredType("public.tiff")
    public static let bmp = declaredType("com.microsoft.bmp")
    public static let svg = declaredType("public.svg-image")
}
