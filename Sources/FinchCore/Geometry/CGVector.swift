import Foundation

// Apple platforms get `CGVector` from Core Graphics; see CGAffineTransform.swift for the condition.
#if !canImport(Darwin)
    /// Core Graphics' two-dimensional vector, which Foundation on Linux does not have; `import CoreGraphics`
    /// re-exports it with `CGAffineTransform`.
    public struct CGVector: Hashable, Sendable, Codable {
        public var dx: CGFloat
        public var dy: CGFloat

        public init() {
            (dx, dy) = (0, 0)
        }

        public init(dx: CGFloat, dy: CGFloat) {
            (self.dx, self.dy) = (dx, dy)
        }

        public init(dx: Double, dy: Double) {
            self.init(dx: CGFloat(dx), dy: CGFloat(dy))
        }

        public init(dx: Int, dy: Int) {
            self.init(dx: CGFloat(dx), dy: CGFloat(dy))
        }

        public static let zero = CGVector()
    }
#endif
