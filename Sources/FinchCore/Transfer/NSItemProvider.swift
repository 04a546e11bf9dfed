import FinchUnsafe
import Foundation
import Synchronization
import UniformTypeIdentifiers

/// Who may see a registered representation: `ownProcess` ones are not offered to other programs.
public enum NSItemProviderRepresentationVisibility: Sendable {
    case all, group, ownProcess, teamProcess
}

/// Data offered in one or more types, loaded on demand and off the main thread, as Foundation's
/// `NSItemProvider`: what the photo picker hands back and what drag and drop carries.
///
/// Loading is asynchronous: the completion handler runs on a background queue, as on Apple platforms
/// (Apple's `loadObject(ofClass:completionHandler:)` documentation); state it changes reaches views through the main queue.
/// Each load counts as in flight until its handler has returned (`ItemProviderLoad`), so the headless
/// host can wait for what was dropped to arrive.
public final class NSItemProvider: Sendable {
    public typealias DataLoader = @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?

    struct Representation: Sendable {
        let typeIdentifier: String
        /// The declared type, when registered from a `Transferable` (a program's own types conform to
        /// what it declared, which an identifier alone does not say).
        var contentType: UTType?
        var visibility: NSItemProviderRepresentationVisibility = .all
        let load: DataLoader

        /// The type as `UTType`: the declared one, Finch's, or else an imported kind of data.
        var type: UTType { contentType ?? UTType(typeIdentifier) ?? UTType(importedAs: typeIdentifier) }

        func conforms(to identifier: String) -> Bool {
            if let contentType, let other = UTType(identifier) { return contentType.conforms(to: other) }
            return TypeIdentifier.conforms(typeIdentifier, to: identifier)
        }
    }

    private let representations = LockedValue<[Representation]>([])
    private let name = LockedValue<String?>(nil)
    /// An atomic, not a `Mutex`: ThreadSanitizer cannot see `Mutex`'s futex on Linux and reported every
    /// count as a race (see "Sanitizers" in docs/architecture.md); it sees atomics.
    private static let loadCount = Atomic<Int>(0)

    /// How many loads are in flight in the whole process: started, and their handler not yet returned
    /// (see `ItemProviderLoad`). Acquiring what each ended load released: what its handler did is seen.
    package static var loadsInFlight: Int { loadCount.load(ordering: .acquiring) }

    static func loadStarted() { loadCount.wrappingAdd(1, ordering: .acquiringAndReleasing) }
    static func loadEnded() { loadCount.wrappingSubtract(1, ordering: .releasing) }

    public init() {}

    /// Offers `object`'s data in each type it can write.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Offers a bridged value (`String`, `URL`) as its Foundation object does, as Apple's overlay does.
    public convenience init<T: _ObjectiveCBridgeable>(object: T) where T._ObjectiveCType: NSItemProviderWriting {
        self.init(object: object._bridgeToObjectiveC())
    }

    /// Offers `object`'s data in each type it can write, read from it when loaded.
    public func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility)
    {
        // The object offers its data from the loading queue, as Foundation's providers read theirs.
        nonisolated(unsafe) let source = object
        for type in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
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
        let type = TypeIdentifier.forFile(fileURL)
        let limit = Self.maximumFileSize(forTypeIdentifier: type)
        registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
            switch BoundedFile.read(fileURL, maximumBytes: limit) {
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
        register(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler))
    }

    func register(_ representation: Representation) {
        representations.withLock { $0.append(representation) }
    }

    /// The representations, in the order they were registered.
    var representationsSnapshot: [Representation] { representations.withLock { $0 } }

    /// The types offered to other programs (not those registered for this process only), in order.
    package var externallyVisibleTypeIdentifiers: [String] {
        representations.withLock { $0.filter { $0.visibility != .ownProcess }.map(\.typeIdentifier) }
    }

    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.withLock { $0.contains { $0.conforms(to: typeIdentifier) } }
    }

    public func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        representation(readableAs: aClass.readableTypeIdentifiersForItemProvider) != nil
    }

    /// Whether a bridged value (`String`, `URL`) can be loaded: whether its Foundation class can.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool
    where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// The data of the first registered type conforming to `typeIdentifier`, on a background queue.
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let load = ItemProviderLoad(completionHandler)
        guard let found = representation(readableAs: [typeIdentifier]) else {
            Self.background {
                load.finish { $0(nil, ItemProviderError(description: "the item has no \(typeIdentifier) data")) }
            }
            return progress
        }
        Self.background {
            _ = found.load { data, error in
                progress.completedUnitCount = 1
                load.finish { $0(data, error) }
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

    /// `String` and `URL`: loads their Foundation class's object and hands the handler the value it
    /// bridges to, as Apple's Swift overlay does.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(
        ofClass aClass: T.Type, completionHandler: @escaping (T?, (any Error)?) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        // The caller's handler runs once, on a background queue, as Foundation's does.
        nonisolated(unsafe) let handler = completionHandler
        return loadObject(ofClass: T._ObjectiveCType.self) { object, error in
            guard let object = object as? T._ObjectiveCType else {
                handler(nil, error)
                return
            }
            var value: T?
            guard T._conditionallyBridgeFromObjectiveC(object, result: &value), let value else {
                handler(nil, ItemProviderError(description: "the \(T._ObjectiveCType.self) is not a \(T.self)"))
                return
            }
            handler(value, nil)
        }
    }

    private func load(
        readableAs types: [String], then finish: @escaping @Sendable (Data?, String?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        // `finish` holds the caller's handler: only the load holds `finish`.
        let load = ItemProviderLoad(finish)
        guard let found = representation(readableAs: types) else {
            let offered = registeredTypeIdentifiers.joined(separator: ", ")
            let failure = ItemProviderError(description: "the item offers [\(offered)], none of \(types)")
            Self.background { load.finish { $0(nil, nil, failure) } }
            return progress
        }
        Self.background {
            _ = found.load { data, error in
                progress.completedUnitCount = 1
                let failure = data == nil ? error ?? ItemProviderError(description: "no data") : nil
                load.finish { $0(data, found.typeIdentifier, failure) }
            }
        }
        return progress
    }

    /// The representation to load for a reader of `types` (its preference first): for each type in
    /// turn, the first registered representation conforming to it.
    private func representation(readableAs types: [String]) -> Representation? {
        representations.withLock { list in
            for type in types {
                if let found = list.first(where: { $0.conforms(to: type) }) {
                    return found
                }
            }
            return nil
        }
    }

    /// The most of a file's bytes `init(contentsOf:)` reads into memory, by the kind its extension names,
    /// checked before any byte is read: a larger file fails to load with an error naming it and the limit.
    /// Images 128 MiB (before decoding: the decoder's own pixel limit refuses larger pictures anyway);
    /// text 64 MiB (as much as a dropped text may be); anything else 256 MiB.
    package static func maximumFileSize(forTypeIdentifier identifier: String) -> Int {
        if TypeIdentifier.conforms(identifier, to: "public.image") { return 1 << 27 }
        if TypeIdentifier.conforms(identifier, to: "public.text") { return DesktopDropFormats.maximumTextBytes }
        return 1 << 28
    }

    static func background(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global(qos: .userInitiated).async(execute: work)
    }
}
