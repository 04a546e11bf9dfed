import Foundation

// Only where Finch defines `CGAffineTransform` (see CGAffineTransform.swift for the condition).
#if !canImport(Darwin)
    /// SwiftUI's `Path` methods that take a `CGAffineTransform`: the shape is built, then every point of it is
    /// transformed before it joins the path (Core Graphics' `CGPathAdd…` with a matrix).
    extension Path {
        /// The path with every point transformed.
        public func applying(_ transform: CGAffineTransform) -> Path {
            applying(transform.transform2D)
        }

        public mutating func addPath(_ path: Path, transform: CGAffineTransform) {
            addPath(path.applying(transform))
        }

        public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
            addPath(Path(rect), transform: transform)
        }

        public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform) {
            for rect in rects { addRect(rect, transform: transform) }
        }

        public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
            addPath(Path(ellipseIn: rect), transform: transform)
        }

        public mutating func addRoundedRect(
            in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform
        ) {
            addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style), transform: transform)
        }

        /// An arc, transformed; as without a transform, a line joins the current point to its start.
        public mutating func addArc(
            center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
            transform: CGAffineTransform
        ) {
            var arc = Path()
            arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
            appendJoined(arc.applying(transform))
        }

        public mutating func addRelativeArc(
            center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform
        ) {
            var arc = Path()
            arc.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
            appendJoined(arc.applying(transform))
        }

        /// Appends `path`, its first move made a line when this path has a current point.
        private mutating func appendJoined(_ path: Path) {
            for (index, element) in path.elements.enumerated() {
                if index == 0, case .move(let start) = element, currentPoint != nil {
                    addLine(to: start)
                } else {
                    append(element)
                }
            }
        }
    }
#endif
