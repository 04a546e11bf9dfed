import Foundation

/// A value `@SceneStorage` and `@AppStorage` keep: the kinds SwiftUI stores (a `RawRepresentable`
/// value is kept as its raw `Int` or `String`). Codable, so a host can write a window's scene
/// storage to disk and read it back next session.
public enum StoredValue: Hashable, Codable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case url(URL)
    case data(Data)

    /// The value as a property-list object, as `UserDefaults` keeps it.
    var propertyListObject: Any {
        switch self {
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .url(let value): value
        case .data(let value): value
        }
    }
}

/// How one value type is kept as a `StoredValue` and read back; a stored value of another kind reads
/// as absent (the wrapper's default shows), never as a trap.
struct StoredValueCoder<Value> {
    let encode: (Value) -> StoredValue?
    let decode: (StoredValue) -> Value?
    /// Reads the value from `defaults`, whose objects carry no kind of their own.
    let read: (UserDefaults, String) -> Value?
}

extension StoredValueCoder where Value == Bool {
    static var bool: Self {
        Self(
            encode: { .bool($0) },
            decode: { if case .bool(let value) = $0 { value } else { nil } },
            read: { defaults, key in defaults.object(forKey: key) as? Bool })
    }
}

extension StoredValueCoder where Value == Int {
    static var int: Self {
        Self(
            encode: { .int($0) },
            decode: { if case .int(let value) = $0 { value } else { nil } },
            read: { defaults, key in defaults.object(forKey: key) as? Int })
    }
}

extension StoredValueCoder where Value == Double {
    static var double: Self {
        Self(
            encode: { .double($0) },
            decode: {
                switch $0 {
                case .double(let value): value
                // A whole number written as an `Int` reads back as a `Double`, as `UserDefaults` does.
                case .int(let value): Double(value)
                default: nil
                }
            },
            read: { defaults, key in defaults.object(forKey: key) as? Double })
    }
}

extension StoredValueCoder where Value == String {
    static var string: Self {
        Self(
            encode: { .string($0) },
            decode: { if case .string(let value) = $0 { value } else { nil } },
            read: { defaults, key in defaults.object(forKey: key) as? String })
    }
}

extension StoredValueCoder where Value == URL {
    static var url: Self {
        Self(
            encode: { .url($0) },
            decode: { if case .url(let value) = $0 { value } else { nil } },
            // Linux's Foundation keeps a URL as its path (`set(_:forKey:)`), and `url(forKey:)` reads it.
            read: { defaults, key in defaults.object(forKey: key) == nil ? nil : defaults.url(forKey: key) })
    }
}

extension StoredValueCoder where Value == Data {
    static var data: Self {
        Self(
            encode: { .data($0) },
            decode: { if case .data(let value) = $0 { value } else { nil } },
            read: { defaults, key in defaults.object(forKey: key) as? Data })
    }
}

extension StoredValueCoder where Value: RawRepresentable, Value.RawValue == Int {
    static var rawInt: Self {
        let int = StoredValueCoder<Int>.int
        return Self(
            encode: { int.encode($0.rawValue) },
            decode: { int.decode($0).flatMap(Value.init(rawValue:)) },
            read: { int.read($0, $1).flatMap(Value.init(rawValue:)) })
    }
}

extension StoredValueCoder where Value: RawRepresentable, Value.RawValue == String {
    static var rawString: Self {
        let string = StoredValueCoder<String>.string
        return Self(
            encode: { string.encode($0.rawValue) },
            decode: { string.decode($0).flatMap(Value.init(rawValue:)) },
            read: { string.read($0, $1).flatMap(Value.init(rawValue:)) })
    }
}

extension StoredValueCoder {
    /// The coder of an optional `Wrapped`: nil is kept as no value at all.
    static func optional<Wrapped>(_ wrapped: StoredValueCoder<Wrapped>) -> Self where Value == Wrapped? {
        Self(
            encode: { $0.flatMap(wrapped.encode) },
            decode: { wrapped.decode($0) },
            read: { wrapped.read($0, $1) })
    }
}
