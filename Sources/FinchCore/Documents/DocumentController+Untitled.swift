import Foundation

extension DocumentController {
    /// The extension a document of `type` is saved with: the type's preferred one, else (a type the
    /// program exports without declaring an extension, as `UTType(exportedAs:)` makes) the last part of
    /// its identifier, lowercased: `edu.stanford.cs193p.emojiart` saves as `.emojiart`, the extension
    /// the course's Info.plist declares. Finch's choice, pinned by `DocumentControllerTests`.
    package static func filenameExtension(of type: UTType) -> String {
        if let declared = type.preferredFilenameExtension { return declared }
        let last = type.identifier.split(separator: ".").last.map(String.init) ?? ""
        return last.isEmpty || type.isDynamic ? "data" : last.lowercased()
    }

    /// The first free untitled name: "Untitled", then "Untitled 1", "Untitled 2"…, taken by no open
    /// document and by no file in the untitled folder.
    func untitledURL(for type: UTType) -> URL {
        let ext = Self.filenameExtension(of: type)
        let taken = Set(documents.map(\.displayName))
        var number = 0
        while true {
            let name = number == 0 ? "Untitled" : "Untitled \(number)"
            let url = untitledFolder.appendingPathComponent(name).appendingPathExtension(ext)
            if !taken.contains(name), !FileManager.default.fileExists(atPath: url.path) { return url }
            number += 1
        }
    }
}
