import Foundation

/// A way of drawing a symbol, as SwiftUI's `SymbolVariants`: an enclosing shape (circle, square,
/// rectangle), filled, or slashed, alone or combined (`.circle.fill`). `Image(systemName:)` below a
/// `.symbolVariant(_:)` draws the variant's name ("heart" with `.circle.fill` is "heart.circle.fill")
/// when Finch's symbol catalog has it.
public struct SymbolVariants: Hashable, Sendable {
    /// The shape around the symbol, as SF Symbols names it.
    enum Shape: String, Hashable, Sendable {
        case circle, square, rectangle
    }

    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant: the symbol as named.
    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)

    public var circle: SymbolVariants { with(shape: .circle) }
    public var square: SymbolVariants { with(shape: .square) }
    public var rectangle: SymbolVariants { with(shape: .rectangle) }

    public var fill: SymbolVariants {
        var copy = self
        copy.isFilled = true
        return copy
    }

    public var slash: SymbolVariants {
        var copy = self
        copy.isSlashed = true
        return copy
    }

    /// Whether every part of `other` is in this variant.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    private func with(shape: Shape) -> SymbolVariants {
        var copy = self
        copy.shape = shape
        return copy
    }

    /// `outer` with this variant's parts added; this variant's shape wins, as only one shape can enclose a symbol.
    func adding(to outer: SymbolVariants) -> SymbolVariants {
        SymbolVariants(
            shape: shape ?? outer.shape, isFilled: isFilled || outer.isFilled, isSlashed: isSlashed || outer.isSlashed)
    }

    /// The names to try for `name` drawn in this variant, best first, ending with `name` itself: the whole
    /// variant, then with fewer of its parts (the shape dropped first, then the fill, then the slash).
    /// Parts already in the name ("heart.fill" with `.fill`) are not added twice. SF Symbols orders the
    /// parts slash, shape, fill ("bell.slash.circle.fill").
    func candidateNames(for name: String) -> [String] {
        guard self != .none else { return [name] }
        var components = name.split(separator: ".").map(String.init)
        var own = SymbolVariants()
        while components.count > 1, let last = components.last {
            if last == "fill", !own.isFilled {
                own.isFilled = true
            } else if last == "slash", !own.isSlashed {
                own.isSlashed = true
            } else if let shape = Shape(rawValue: last), own.shape == nil {
                own.shape = shape
            } else {
                break
            }
            components.removeLast()
        }
        let base = components.joined(separator: ".")
        let wanted = adding(to: own)
        var names: [String] = []
        for dropSlash in [false, true] {
            for dropFill in [false, true] {
                for dropShape in [false, true] {
                    var parts = [base]
                    if wanted.isSlashed, !dropSlash || own.isSlashed { parts.append("slash") }
                    if let shape = wanted.shape, !dropShape || own.shape != nil { parts.append(shape.rawValue) }
                    if wanted.isFilled, !dropFill || own.isFilled { parts.append("fill") }
                    let candidate = parts.joined(separator: ".")
                    if !names.contains(candidate) { names.append(candidate) }
                }
            }
        }
        if !names.contains(name) { names.append(name) }
        return names
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The variant symbol images here are drawn in (`.symbolVariant(_:)`); `.none` by default.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbol images inside in `variant`, added to any variant set outside (`.none` changes
    /// nothing, as in SwiftUI: set `\.symbolVariants` to `.none` to clear them).
    public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("symbolVariant", variant)) {
            $0.symbolVariants = variant.adding(to: $0.symbolVariants)
        }
    }
}
