import Foundation

// Only where Core Graphics is missing (see CGAffineTransform.swift for the condition).
#if !canImport(Darwin)
    /// Core Graphics' immutable path, as UIKit's `UIBezierPath.cgPath` hands one to SwiftUI's `Path(_:)`
    /// (the rounded-corner shape learners copy into every other app). A class, as Apple's is; it keeps a
    /// `Path`'s elements.
    public final class CGPath: Hashable, Sendable {
        let path: Path

        init(_ path: Path) {
            self.path = path
        }

        public var boundingBox: CGRect { path.boundingRect }
        public var isEmpty: Bool { path.isEmpty }

        public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }
        public func hash(into hasher: inout Hasher) { hasher.combine(path) }
    }

    extension Path {
        /// The path of a Core Graphics path.
        public init(_ path: CGPath) {
            self = path.path
        }

        /// This path as a Core Graphics path.
        public var cgPath: CGPath { CGPath(self) }
    }
#endif
