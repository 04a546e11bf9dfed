import Foundation

/// Colour matrices applied one after another to a group's pixels, each result clamped to 0...1.
///
/// SVG clamps after each filter primitive, so `brightness(0.5).contrast(2)` is not one matrix: the clamp
/// between them matters. Where it cannot (the earlier matrix keeps every colour in range, as grayscale,
/// hue rotations of greys, inversion and multiplication do), successive matrices are merged, so the usual
/// chains (the Landmarks badge's `grayscale(0.5).hueRotation(45°)`) cost one matrix per pixel.
public struct ColorFilter: Hashable, Sendable {
    /// The matrices in the order they apply; never empty.
    public private(set) var stages: [ColorMatrix]

    public init(_ matrix: ColorMatrix) {
        stages = [matrix]
    }

    /// This filter, then `matrix`.
    public func followed(by matrix: ColorMatrix) -> ColorFilter {
        var result = self
        if let last = result.stages.last, last.staysInUnitRange {
            result.stages[result.stages.count - 1] = last.followed(by: matrix)
        } else {
            result.stages.append(matrix)
        }
        return result
    }

    /// This filter, then `next`.
    public func followed(by next: ColorFilter) -> ColorFilter {
        next.stages.reduce(self) { $0.followed(by: $1) }
    }

    /// Whether the filter changes nothing.
    public var isIdentity: Bool { stages.allSatisfy { $0 == .identity } }

    /// The filtered colour (un-premultiplied components).
    public func apply(_ color: RGBA) -> RGBA {
        stages.reduce(color) { $1.apply($0) }
    }
}
