import Foundation

extension FileChooserFilter {
    /// The files of `types` as a desktop chooser can tell them: by MIME type and by extension. A type
    /// every file is (`.item`, `.data`, `.content`), or one with no tag to tell its files by, admits
    /// every file.
    package init(allowing types: [UTType]) {
        var mimeTypes: [String] = []
        var patterns: [String] = []
        for type in types {
            guard let tags = Self.tags(of: type) else {
                self.init(name: "All files")
                return
            }
            mimeTypes += tags.mimeTypes.filter { !mimeTypes.contains($0) }
            patterns += tags.patterns.filter { !patterns.contains($0) }
        }
        let extensions = patterns.map { $0.dropFirst(2).uppercased() }
        let name = extensions.isEmpty ? "Supported files" : extensions.joined(separator: ", ") + " files"
        self.init(name: types.isEmpty ? "All files" : name, mimeTypes: mimeTypes, patterns: patterns)
    }

    /// How a chooser tells the files of `type`, or nil when it cannot (every file is admitted).
    private static func tags(of type: UTType) -> (mimeTypes: [String], patterns: [String])? {
        if [UTType.item, .data, .content].contains(type) { return nil }
        // Families whose files share a MIME prefix (GTK matches `image/*`).
        for (family, wildcard) in [(UTType.image, "image/*"), (.text, "text/*")] where type == family {
            return ([wildcard], [])
        }
        let mimeTypes = type.preferredMIMEType.map { [$0] } ?? []
        let patterns = type.preferredFilenameExtension.map { ["*.\($0)"] } ?? []
        if mimeTypes.isEmpty && patterns.isEmpty { return nil }
        return (mimeTypes, patterns)
    }
}
