import Foundation

/// The desktop's file chooser, as a host provides it (the GTK host registers its portal-friendly one);
/// pickers offer "Browse…" only when there is one.
@MainActor
public protocol FileChooser: AnyObject {
    /// Asks the user for files of `mimeTypes`; `completion` gets the chosen files, or none when cancelled.
    func chooseFiles(
        title: String, mimeTypes: [String], allowsMultiple: Bool, completion: @escaping @MainActor ([URL]) -> Void)

    /// Asks the user for files that `filter` admits; `completion` gets them, or none when cancelled.
    func chooseFiles(
        title: String, filter: FileChooserFilter, allowsMultiple: Bool,
        completion: @escaping @MainActor ([URL]) -> Void)

    /// Asks the user where to save a file, starting in `folder` with `suggestedName`; `completion` gets the
    /// chosen location, or nil when cancelled.
    func chooseSaveLocation(
        title: String, suggestedName: String, folder: URL?, filter: FileChooserFilter,
        completion: @escaping @MainActor (URL?) -> Void)
}

/// Which files a chooser lists: by MIME type (what the desktop detects) or by name pattern (`*.emojiart`,
/// for a type the desktop does not know).
public struct FileChooserFilter: Sendable, Equatable {
    /// Shown in the chooser's filter menu.
    public var name: String
    public var mimeTypes: [String]
    public var patterns: [String]

    public init(name: String, mimeTypes: [String] = [], patterns: [String] = []) {
        self.name = name
        self.mimeTypes = mimeTypes
        self.patterns = patterns
    }

    /// True when the filter admits every file.
    public var isEmpty: Bool { mimeTypes.isEmpty && patterns.isEmpty }
}

extension FileChooser {
    /// Choosers that only open pictures keep working: an image filter.
    public func chooseFiles(
        title: String, mimeTypes: [String], allowsMultiple: Bool, completion: @escaping @MainActor ([URL]) -> Void
    ) {
        chooseFiles(
            title: title, filter: FileChooserFilter(name: "Images", mimeTypes: mimeTypes),
            allowsMultiple: allowsMultiple, completion: completion)
    }
}

/// Where views find the host's file chooser.
@MainActor
public enum FileChoosers {
    /// Nil when the host has none (the headless host, most tests).
    public static var current: (any FileChooser)?
}
