import Foundation

// Not `canImport(CoreGraphics)`: on Linux Finch's own `CoreGraphics` module (which re-exports this type) sits
// in the same build folder, so that test would flip once it was built. Apple platforms have Darwin and CG.
#if !canImport(Darwin)
    /// Core Graphics' affine transform, which Foundation on Linux does not have: x' = a·x + c·y + tx,
    /// y' = b·x + d·y + ty. Same layout, initialisers and methods as Apple's, so drawing and
    /// `GeometryEffect` code written for iOS compiles unchanged; the arithmetic is `Transform2D`'s.
    public struct CGAffineTransform: Hashable, Sendable, Codable {
        public var a: CGFloat
        public var b: CGFloat
        public var c: CGFloat
        public var d: CGFloat
        public var tx: CGFloat
        public var ty: CGFloat

        /// All six values zero, as the imported C struct's initialiser (not the identity).
        public init() {
            (a, b, c, d, tx, ty) = (0, 0, 0, 0, 0, 0)
        }

        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        public var isIdentity: Bool { self == .identity }

        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// A rotation by `angle` radians; positive turns clockwise on screen (y points down).
        public init(rotationAngle angle: CGFloat) {
            self.init(Transform2D.rotation(.radians(Double(angle))))
        }

        /// Translates by (tx, ty) first, then applies `self` (Core Graphics' `CGAffineTransformTranslate`).
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// Scales by (sx, sy) first, then applies `self`.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// Rotates by `angle` radians first, then applies `self`.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// `self`, then `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(transform2D.concatenating(t2.transform2D))
        }

        /// The inverse; a singular transform (one that collapses the plane) is returned unchanged, as
        /// Core Graphics does.
        public func inverted() -> CGAffineTransform {
            transform2D.inverted.map(CGAffineTransform.init) ?? self
        }

        init(_ transform: Transform2D) {
            self.init(
                a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
        }

        var transform2D: Transform2D { Transform2D(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
    }

    extension CGPoint {
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            t.transform2D.apply(to: self)
        }
    }

    extension CGSize {
        /// The size's vector transformed, without the translation (Core Graphics' `CGSizeApplyAffineTransform`).
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The smallest rectangle holding the transformed corners (Core Graphics' `CGRectApplyAffineTransform`);
        /// the null rectangle stays null.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            guard !isNull else { return self }
            let corners = [
                CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
            ].map { $0.applying(t) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
                return self
            }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
#endif
