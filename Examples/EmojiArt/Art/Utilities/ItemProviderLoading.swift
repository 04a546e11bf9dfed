import Finch

extension Array where Element == NSItemProvider {
    /// The course's `loadObjects(ofType:using:)` for bridged values (`URL`), which also says when the
    /// provider's data turns out not to be one (a relative link, say): `unreadable` runs on the main
    /// queue, where the course's helper would stay silent.
    func loadObjects<T>(
        ofType theType: T.Type, using load: @escaping (T) -> Void, unreadable: @escaping () -> Void
    ) -> Bool where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        if let provider = first(where: { $0.canLoadObject(ofClass: theType) }) {
            _ = provider.loadObject(ofClass: theType) { object, _ in
                DispatchQueue.main.async {
                    if let value = object {
                        load(value)
                    } else {
                        unreadable()
                    }
                }
            }
            return true
        }
        return false
    }
}
