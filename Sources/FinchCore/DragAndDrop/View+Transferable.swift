import CoreTransferable
import Foundation

/// The iOS 16 forms of drag and drop, on `Transferable` values: `draggable` carries a value (each
/// content type it exports), `dropDestination` takes the values of one type that a drop carries.
extension View {
    /// Makes the view draggable, carrying `payload` (made when the drag starts); the view's picture
    /// follows the pointer.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        // The payload closure is the caller's, asked on the main actor when the drag starts.
        nonisolated(unsafe) let make = payload
        return onDrag { NSItemProvider(transferable: make()) }
    }

    /// Makes the view draggable, carrying `payload`, with `preview` following the pointer.
    public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View {
        nonisolated(unsafe) let make = payload
        return onDrag({ NSItemProvider(transferable: make()) }, preview: preview)
    }

    /// Takes drops of `payloadType` values: `action` gets every item of the drop that loads as one (in
    /// the drag's order) and the drop's location in the view's own space, on the main actor once they
    /// have loaded; `isTargeted` is told when a drag offering such values comes over the view and leaves.
    ///
    /// The drop is taken when some item offers a content type `payloadType` imports; the loads run off the
    /// main thread and `action` runs after them, so its result cannot refuse the drop any more (Apple
    /// documents it as whether the drop succeeded; Finch ignores it).
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping @MainActor ([T], CGPoint) -> Bool,
        isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }
    ) -> some View {
        let types = T.importedContentTypes().map(\.identifier)
        let perform: @MainActor ([NSItemProvider], CGPoint) -> Bool = { providers, location in
            guard providers.contains(where: { $0.canLoadTransferable(type: payloadType) }) else { return false }
            providers.loadTransferables(payloadType) { values in
                // The values are handed once from the loading queue to the main actor, which alone uses them.
                nonisolated(unsafe) let loaded = values
                DispatchQueue.main.async {
                    guard !loaded.isEmpty else { return }
                    MainActor.assumeIsolated { _ = action(loaded, location) }
                }
            }
            return true
        }
        return modifier(
            _DropModifier(types: types, isTargeted: nil, action: .perform(perform), targetedChanged: isTargeted))
    }
}
