import Foundation

/// The values flowing down the view tree; read with `@Environment`, set with `.environment`.
///
/// A persistent list, newest value first: setting a value adds one entry in front and shares the rest,
/// so each view's environment costs one small allocation per value its ancestors changed, and two
/// environments that are the same list are known equal by one pointer comparison (the graph asks this
/// for every view it considers reusing).
public struct EnvironmentValues: CustomStringConvertible {
    /// One value, and the environment it was set over.
    final class Link {
        let key: ObjectIdentifier
        let value: Any?
        let next: Link?
        /// How many entries this list holds (to bound lists that one key keeps growing).
        let length: Int

        init(key: ObjectIdentifier, value: Any?, next: Link?) {
            self.key = key
            self.value = value
            self.next = next
            self.length = (next?.length ?? 0) + 1
        }
    }

    private var top: Link?

    /// Past this many entries a set compacts the list to one entry per key.
    private static let compactionLength = 64

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { lookUp(ObjectIdentifier(key)).flatMap { $0 as? Key.Value } ?? Key.defaultValue }
        set { set(newValue, for: ObjectIdentifier(key)) }
    }

    /// Values stored by type (for `environmentObject` and `environment(_ object:)`).
    subscript(object type: Any.Type) -> AnyObject? {
        get { lookUp(ObjectIdentifier(type)).flatMap { $0 as AnyObject? } }
        set { set(newValue, for: ObjectIdentifier(type)) }
    }

    /// The value set last for `key`: `.some(nil)` when it was set to nil, nil when never set.
    ///
    /// - Complexity: O(number of values set above the default environment).
    private func lookUp(_ key: ObjectIdentifier) -> Any?? {
        var entry = top
        while let current = entry {
            if current.key == key { return .some(current.value) }
            entry = current.next
        }
        return nil
    }

    private mutating func set(_ value: Any?, for key: ObjectIdentifier) {
        // Setting the same key twice in a row replaces it rather than growing the list.
        let below = top?.key == key ? top?.next : top
        top = Link(key: key, value: value, next: below)
        if let top, top.length > Self.compactionLength { compact() }
    }

    /// The list rebuilt with one entry per key, in the same order.
    private mutating func compact() {
        var seen = Set<ObjectIdentifier>()
        var kept: [Link] = []
        var entry = top
        while let current = entry {
            if seen.insert(current.key).inserted { kept.append(current) }
            entry = current.next
        }
        top = kept.reversed().reduce(nil) { Link(key: $1.key, value: $1.value, next: $0) }
    }

    /// The value of every key, newest first wins.
    private var effectiveValues: [ObjectIdentifier: Any?] {
        var values: [ObjectIdentifier: Any?] = [:]
        var entry = top
        while let current = entry {
            if values[current.key] == nil { values[current.key] = .some(current.value) }
            entry = current.next
        }
        return values
    }

    /// True when both are the same list (known at once), or hold the same keys with values the graph
    /// considers equal.
    @MainActor func isGraphEqual(to other: EnvironmentValues) -> Bool {
        if top === other.top { return true }
        if entriesAboveSharedPartAreEqual(other) { return true }
        let mine = effectiveValues
        let theirs = other.effectiveValues
        guard mine.count == theirs.count else { return false }
        for (key, value) in mine {
            guard let otherValue = theirs[key] else { return false }
            switch (value, otherValue) {
            case (nil, nil): continue
            case (let a?, let b?) where ValueEquality.areEqual(a, b): continue
            default: return false
            }
        }
        return true
    }

    /// True when both lists are the same from some entry down, and above it hold entry for entry the same
    /// keys with values the graph considers equal: the common case of an environment written again over
    /// the same one (a modifier that writes the environment makes it anew each time its view is built).
    /// False when the lists differ in length or in any entry above the shared part (they may still hold
    /// equal values: the caller then compares the values themselves).
    @MainActor private func entriesAboveSharedPartAreEqual(_ other: EnvironmentValues) -> Bool {
        var mine = top
        var theirs = other.top
        while let left = mine, let right = theirs {
            if left === right { return true }
            guard left.length == right.length, left.key == right.key else { return false }
            switch (left.value, right.value) {
            case (nil, nil): break
            case (let a?, let b?) where ValueEquality.areEqual(a, b): break
            default: return false
            }
            mine = left.next
            theirs = right.next
        }
        return mine == nil && theirs == nil
    }

    /// True when both are the same list: nothing was set in one that the other lacks.
    func isIdentical(to other: EnvironmentValues) -> Bool { top === other.top }

    public var description: String { "EnvironmentValues(\(effectiveValues.count) values)" }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// Left-to-right or right-to-left reading order.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}
private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue: ColorScheme = .light
}
private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue: LayoutDirection = .leftToRight
}
private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}
private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue: TextAlignment = .leading
}
private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}
private struct ReservedLineCountKey: EnvironmentKey {
    static let defaultValue = 0
}
private struct TruncationModeKey: EnvironmentKey {
    static let defaultValue: TextLayoutRequest.TruncationMode = .tail
}
private struct ForegroundStyleLevelsKey: EnvironmentKey {
    static let defaultValue: [AnyShapeStyle]? = nil
}
private struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The default font of text in this subtree (`nil` = body).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Device pixels per point; layout snaps to these pixels.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The lines a text takes room for however few it shows (`.lineLimit(3, reservesSpace: true)`, the
    /// lower bound of `.lineLimit(2...4)`); 0 for none.
    package var reservedLineCount: Int {
        get { self[ReservedLineCountKey.self] }
        set { self[ReservedLineCountKey.self] = newValue }
    }

    public var truncationMode: TextLayoutRequest.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The style shapes fill with and text is drawn in (`nil` = primary). Setting it forgets the levels
    /// `.foregroundStyle(_:_:)` set.
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set {
            self[ForegroundStyleKey.self] = newValue
            if self[ForegroundStyleLevelsKey.self] != nil { self[ForegroundStyleLevelsKey.self] = nil }
        }
    }

    /// The levels `.foregroundStyle(_:_:)` and `(_:_:_:)` set (the first is `foregroundStyle`); nil otherwise.
    var foregroundStyleLevels: [AnyShapeStyle]? {
        get { self[ForegroundStyleLevelsKey.self] }
        set { self[ForegroundStyleLevelsKey.self] = newValue }
    }
}
