import Foundation

// Key-value coding's `setValue(_:forKey:)` and `value(forKey:)`, which iPhone code calls on
// `UserDefaults.standard` (NSObject's methods there) to save a model's encoded data. Linux's Foundation
// has no key-value coding, so these stand for it on `UserDefaults` alone, as `set(_:forKey:)` and
// `object(forKey:)`, the methods key-value coding reaches on Apple platforms.
extension UserDefaults {
    /// Stores `value` under `key`, as `set(_:forKey:)`; nil removes the key.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    /// The object stored under `key`, as `object(forKey:)`.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
