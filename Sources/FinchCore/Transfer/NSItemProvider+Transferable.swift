import CoreTransferable
import Foundation
import UniformTypeIdentifiers

/// `Transferable` values in item providers, as Apple's `NSItemProvider` extensions: a value registers
/// each content type it exports, and a type loads from the first type it imports that the provider offers.
extension NSItemProvider {
    /// Registers each representation `transferable` exports, under its content type, most preferred
    /// first. The value is made now; its data only when a receiver loads it, off the main thread.
    public func register<T: Transferable>(_ transferable: @autoclosure @escaping @Sendable () -> T) {
        registerValue(transferable())
    }

    private func registerValue<T: Transferable>(_ value: T) {
        for export in TransferEngine.exports(of: value, visibility: .ownProcess) {
            let visibility: NSItemProviderRepresentationVisibility = export.isOwnProcessOnly ? .ownProcess : .all
            register(
                Representation(
                    typeIdentifier: export.contentType.identifier, contentType: export.contentType,
                    visibility: visibility, load: Self.loader(for: export)))
            if suggestedName == nil, let name = export.suggestedFileName { suggestedName = name }
        }
    }

    /// A provider offering `transferable` (what a drag of it carries).
    package convenience init<T: Transferable>(transferable: T) {
        self.init()
        registerValue(transferable)
    }

    /// Whether the provider offers a content type `transferableType` imports.
    package func canLoadTransferable<T: Transferable>(type transferableType: T.Type) -> Bool {
        TransferEngine.importer(for: transferableType, offered: offeredTypes) != nil
    }

    /// Makes a `transferableType` value from the first content type it imports (in its order of
    /// preference) that the provider offers; the handler runs once, on a background queue.
    @discardableResult
    public func loadTransferable<T: Transferable>(
        type transferableType: T.Type, completionHandler: @escaping (Result<T, any Error>) -> Void
    ) -> Progress {
        // The caller's handler runs once, off the main thread, as Foundation's does; the load holds it
        // until then (the data's own load ends before the value is made).
        let load = ItemProviderLoad(completionHandler)
        let progress = Progress(totalUnitCount: 1)
        let offered = offeredTypes
        guard let (importer, offeredType) = TransferEngine.importer(for: transferableType, offered: offered) else {
            let error = TransferError.notImportable(String(describing: transferableType), offered)
            Self.background { load.finish { $0(.failure(error)) } }
            return progress
        }
        loadDataRepresentation(forTypeIdentifier: offeredType.identifier) { data, error in
            guard let data else {
                let failure = error ?? ItemProviderError(description: "no \(offeredType.identifier) data")
                load.finish { $0(.failure(failure)) }
                return
            }
            Task.detached {
                let result: Result<T, any Error>
                do {
                    result = .success(try await importer.value(from: data))
                } catch {
                    result = .failure(error)
                }
                progress.completedUnitCount = 1
                nonisolated(unsafe) let delivered = result
                load.finish { $0(delivered) }
            }
        }
        return progress
    }

    /// Makes a `transferableType` value, as `loadTransferable(type:completionHandler:)` does.
    public func loadTransferable<T: Transferable & Sendable>(type transferableType: T.Type) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            loadTransferable(type: transferableType) { continuation.resume(with: $0) }
        }
    }

    /// The offered types, in order.
    private var offeredTypes: [UTType] { representationsSnapshot.map(\.type) }

    private static func loader(for export: TransferExport) -> DataLoader {
        { completion in
            Task.detached {
                do {
                    completion(try await export.data(), nil)
                } catch {
                    completion(nil, error)
                }
            }
            return nil
        }
    }
}

extension Array where Element == NSItemProvider {
    /// Loads a `T` from each provider that offers a type `T` imports (the others are skipped), and hands
    /// the handler those that loaded, in the providers' order, once, on a background queue: what a drop
    /// destination for `T` receives.
    package func loadTransferables<T: Transferable>(
        _ type: T.Type, completionHandler: @escaping ([T]) -> Void
    ) {
        // The load holds the handler until it has run, after every provider's own load has ended.
        let load = ItemProviderLoad(completionHandler)
        let loadable = filter { $0.canLoadTransferable(type: type) }
        let results = LoadedValues<T>()
        let group = DispatchGroup()
        for (index, provider) in loadable.enumerated() {
            group.enter()
            provider.loadTransferable(type: type) { result in
                if case .success(let value) = result {
                    results.set(value, at: index)
                }
                group.leave()
            }
        }
        group.notify(queue: .global(qos: .userInitiated)) {
            load.finish { $0(results.inOrder()) }
        }
    }
}

/// Values loaded on several threads, by their provider's index. Values of `T` are only stored here and
/// handed on once, together; `T` need not be Sendable, so the lock guards them by hand.
private final class LoadedValues<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: T] = [:]

    func set(_ value: T, at index: Int) {
        lock.withLock { values[index] = value }
    }

    func inOrder() -> [T] {
        lock.withLock { values.sorted { $0.key < $1.key }.map(\.value) }
    }
}
