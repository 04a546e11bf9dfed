import Finch

// The course's utility extensions (CS193p 2021's `UtilityExtensions.swift`, in its shapes).

extension Collection where Element: Identifiable {
    /// The index of the element with the same identity, if any.
    func index(matching element: Element) -> Self.Index? {
        firstIndex(where: { $0.id == element.id })
    }
}

extension RangeReplaceableCollection where Element: Identifiable {
    /// Removes the element with the same identity, if any.
    mutating func remove(_ element: Element) {
        if let index = index(matching: element) {
            remove(at: index)
        }
    }

    subscript(_ element: Element) -> Element {
        get {
            if let index = index(matching: element) {
                return self[index]
            } else {
                return element
            }
        }
        set {
            if let index = index(matching: element) {
                replaceSubrange(index...index, with: [newValue])
            }
        }
    }
}

extension Set where Element: Identifiable {
    /// Adds the element if absent, removes it if present.
    mutating func toggleMembership(of element: Element) {
        if let index = firstIndex(where: { $0.id == element.id }) {
            remove(at: index)
        } else {
            insert(element)
        }
    }
}

extension String {
    /// The characters of this string, each kept only where it first appears.
    var withNoRepeatedCharacters: String {
        var seen = ""
        for character in self where !seen.contains(character) {
            seen.append(character)
        }
        return seen
    }
}

extension Character {
    /// True for a character that shows as an emoji: a first scalar with the emoji property that is
    /// either past the plain digits and symbols that also carry it (U+238D on) or followed by more scalars
    /// (a keycap or a variation selector).
    var isEmoji: Bool {
        if let firstScalar = unicodeScalars.first, firstScalar.properties.isEmoji {
            return firstScalar.value >= 0x238d || unicodeScalars.count > 1
        } else {
            return false
        }
    }
}

extension CGRect {
    var center: CGPoint {
        CGPoint(x: midX, y: midY)
    }
}

extension CGPoint {
    static func - (lhs: Self, rhs: Self) -> CGSize {
        CGSize(width: lhs.x - rhs.x, height: lhs.y - rhs.y)
    }
    static func + (lhs: Self, rhs: CGSize) -> CGPoint {
        CGPoint(x: lhs.x + rhs.width, y: lhs.y + rhs.height)
    }
    static func - (lhs: Self, rhs: CGSize) -> CGPoint {
        CGPoint(x: lhs.x - rhs.width, y: lhs.y - rhs.height)
    }
    static func * (lhs: Self, rhs: CGFloat) -> CGPoint {
        CGPoint(x: lhs.x * rhs, y: lhs.y * rhs)
    }
    static func / (lhs: Self, rhs: CGFloat) -> CGPoint {
        CGPoint(x: lhs.x / rhs, y: lhs.y / rhs)
    }
}

extension CGSize {
    var center: CGPoint {
        CGPoint(x: width / 2, y: height / 2)
    }
    static func + (lhs: Self, rhs: Self) -> CGSize {
        CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }
    static func - (lhs: Self, rhs: Self) -> CGSize {
        CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }
    static func * (lhs: Self, rhs: CGFloat) -> CGSize {
        CGSize(width: lhs.width * rhs, height: lhs.height * rhs)
    }
    static func / (lhs: Self, rhs: CGFloat) -> CGSize {
        CGSize(width: lhs.width / rhs, height: lhs.height / rhs)
    }
}

extension Array where Element == NSItemProvider {
    /// Loads the first provider that can give a `T`, delivering it on the main queue; false if none can.
    func loadObjects<T>(ofType theType: T.Type, firstOnly: Bool = false, using load: @escaping (T) -> Void) -> Bool
    where T: NSItemProviderReading {
        if let provider = first(where: { $0.canLoadObject(ofClass: theType) }) {
            provider.loadObject(ofClass: theType) { object, _ in
                if let value = object as? T {
                    DispatchQueue.main.async {
                        load(value)
                    }
                }
            }
            return true
        }
        return false
    }

    /// The same for bridged Swift values (`String`, `URL`).
    func loadObjects<T>(ofType theType: T.Type, firstOnly: Bool = false, using load: @escaping (T) -> Void) -> Bool
    where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        if let provider = first(where: { $0.canLoadObject(ofClass: theType) }) {
            _ = provider.loadObject(ofClass: theType) { object, _ in
                if let value = object {
                    DispatchQueue.main.async {
                        load(value)
                    }
                }
            }
            return true
        }
        return false
    }
}

// `@SceneStorage` keeps strings, numbers and their raw values: the course stores the zoom and the pan
// through their JSON as raw values.

extension CGSize: @retroactive RawRepresentable {
    public var rawValue: String {
        "\(width),\(height)"
    }

    public init?(rawValue: String) {
        let parts = rawValue.split(separator: ",").compactMap { Double(String($0)) }
        guard parts.count == 2 else { return nil }
        self.init(width: parts[0], height: parts[1])
    }
}

extension CGFloat: @retroactive RawRepresentable {
    public var rawValue: String {
        "\(Double(self))"
    }

    public init?(rawValue: String) {
        guard let value = Double(rawValue) else { return nil }
        self.init(value)
    }
}
