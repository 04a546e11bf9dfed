import Foundation
import Synchronization

/// Who may see a registered representation (kept for source compatibility; Finch has one process).
public enum NSItemProviderRepresentationVisibility: Sendable {
    case all, group, ownProcess, teamProcess
}

/// Data offered in one or more types, loaded on demand and off the main thread, as Foundation's
/// `NSItemProvider`: what the photo picker hands back and what drag and drop carries.
///
/// Loading is asynchronous: the completion handler runs on a background queue, as on Apple platforms
/// (Apple's `loadObject(ofClass:completionHandler:)` documentation); state it changes reaches views through the main queue.
public final class NSItemProvider: Sendable {
    public typealias DataLoader = @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?

    private struct Representation: Sendable {
        let typeIdentifier: String
        let load: DataLoader
    }

    private let representations = Mutex<[Representation]>([])
    private let name = Mutex<String?>(nil)

    public init() {}

    /// Offers `object`'s data in each type it can write.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        // The object offers its data from the loading queue, as Foundation's providers read theirs.
        nonisolated(unsafe) let source = object
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                source.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Offers a file's contents in the type its extension names, and its URL as `public.file-url`;
    /// nil for a URL that is not a file URL. The file is read only when loaded, off the main thread.
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        registerDataRepresentation(forTypeIdentifier: TypeIdentifier.forFile(fileURL), visibility: .all) { completion in
            switch BoundedFile.read(fileURL, maximumBytes: Self.maximumFileSize) {
            case .success(let data): completion(data, nil)
            case .failure(let failure): completion(nil, ItemProviderError(description: failure.description))
            }
            return nil
        }
        registerDataRepresentation(forTypeIdentifier: "public.file-url", visibility: .all) { completion in
            completion(Data(fileURL.absoluteString.utf8), nil)
            return nil
        }
    }

    /// Offers text as `public.utf8-plain-text`.
    public convenience init(object text: String) {
        self.init()
        registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { completion in
            completion(Data(text.utf8), nil)
            return nil
        }
    }

    /// Offers a URL as `public.url` (and `public.file-url` for a file).
    public convenience init(object url: URL) {
        self.init()
        for type in url.isFileURL ? ["public.file-url", "public.url"] : ["public.url"] {
            registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                completion(Data(url.absoluteString.utf8), nil)
                return nil
            }
        }
    }

    /// A name for the item, for the file it may become.
    public var suggestedName: String? {
        get { name.withLock { $0 } }
        set { name.withLock { $0 = newValue } }
    }

    /// The types offered, in the order they were registered (the preferred first).
    public var registeredTypeIdentifiers: [String] {
        representations.withLock { $0.map(\.typeIdentifier) }
    }

    public func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping DataLoader
    ) {
        representations.withLock { $0.append(Representation(typeIdentifier: typeIdentifier, load: loadHandler)) }
    }

    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains { TypeIdentifier.conforms($0, to: typeIdentifier) }
    }

    public func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        representation(readableAs: aClass.readableTypeIdentifiersForItemProvider) != nil
    }

    public func canLoadObject<T: _ItemProviderReadableValue>(ofClass aClass: T.Type) -> Bool {
        representation(readableAs: aClass.readableTypeIdentifiersForItemProvider) != nil
    }

    /// The data of the first registered type conforming to `typeIdentifier`, on a background queue.
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let found = representation(readableAs: [typeIdentifier]) else {
            Self.background {
                completionHandler(nil, ItemProviderError(description: "the item has no \(typeIdentifier) data"))
            }
            return progress
        }
        Self.background {
            _ = found.load { data, error in
                progress.completedUnitCount = 1
                completionHandler(data, error)
            }
        }
        return progress
    }

    /// Makes an object of `aClass` from the item's data, off the main thread; the handler gets the
    /// object, or nil and an error. Check `canLoadObject(ofClass:)` first.
    @discardableResult
    public func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping (NSItemProviderReading?, (any Error)?) -> Void
    ) -> Progress {
        // The handler is the caller's (app code captures its view model); it runs once, on a background
        // queue, as Foundation's does.
        nonisolated(unsafe) let handler = completionHandler
        // A class is safe to use from any thread to make its objects; the metatype is only not marked so.
        nonisolated(unsafe) let reader = aClass
        return load(readableAs: aClass.readableTypeIdentifiersForItemProvider) { data, type, error in
            guard let data, let type else {
                handler(nil, error)
                return
            }
            do {
                handler(try reader.object(withItemProviderData: data, typeIdentifier: type), nil)
            } catch {
                handler(nil, error)
            }
        }
    }

    /// `String` and `URL` (bridged types on Apple platforms): the handler gets the value itself.
    @discardableResult
    public func loadObject<T: _ItemProviderReadableValue>(
        ofClass aClass: T.Type, completionHandler: @escaping (T?, (any Error)?) -> Void
    ) -> Progress {
        // The caller's handler runs once, on a background queue, as Foundation's does.
        nonisolated(unsafe) let handler = completionHandler
        let reader = aClass
        return load(readableAs: aClass.readableTypeIdentifiersForItemProvider) { data, type, error in
            guard let data, let type else {
                handler(nil, error)
                return
            }
            do {
                handler(try reader._fromItemProviderData(data, typeIdentifier: type), nil)
            } catch {
                handler(nil, error)
            }
        }
    }

    private func load(
        readableAs types: [String], then finish: @escaping @Sendable (Data?, String?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let found = representation(readableAs: types) else {
            let offered = registeredTypeIdentifiers.joined(separator: ", ")
            Self.background {
                finish(nil, nil, ItemProviderError(description: "the item offers [\(offered)], none of \(types)"))
            }
            return progress
        }
        Self.background {
            _ = found.load { data, error in
                progress.completedUnitCount = 1
                finish(
                    data, found.typeIdentifier, data == nil ? error ?? ItemProviderError(description: "no data") : nil)
            }
        }
        return progress
    }

    /// The representation to load for a reader of `types` (its preference first): for each type in
    /// turn, the first registered representation conforming to it.
    private func representation(readableAs types: [String]) -> Representation? {
        representations.withLock { list in
            for type in types {
                if let found = list.first(where: { TypeIdentifier.conforms($0.typeIdentifier, to: type) }) {
                    return found
                }
            }
            return nil
        }
    }

    /// Files larger than this are not read whole into memory (1 GB).
    static let maximumFileSize = 1 << 30

    private static func background(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global(qos: .userInitiated).async(execute: work)
    }
}
