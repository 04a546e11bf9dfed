import FinchCore
import Foundation
import Testing

/// iOS 17's leading-dot shapes (`.rect(cornerRadius:)`, `.capsule`…) are the shapes they name.
@MainActor @Suite("Shape's static members draw the shapes they name")
struct ShapeStaticMembersTests {
    private let frame = CGRect(x: 0, y: 0, width: 200, height: 120)

    /// The path of `shape`, read where a `Shape` is expected, as `.clipShape(_:)` reads it.
    private func path<S: Shape>(_ shape: S) -> Path { shape.path(in: frame) }

    @Test("`.rect` and `.rect(cornerRadius:)` are Rectangle and RoundedRectangle")
    func rectangles() {
        #expect(path(.rect) == Rectangle().path(in: frame))
        #expect(path(.rect(cornerRadius: 20)) == RoundedRectangle(cornerRadius: 20).path(in: frame))
        #expect(
            path(.rect(cornerSize: CGSize(width: 10, height: 6), style: .circular))
                == RoundedRectangle(cornerSize: CGSize(width: 10, height: 6), style: .circular).path(in: frame))
        #expect(
            path(.rect(topLeadingRadius: 12, bottomTrailingRadius: 4))
                == UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 4).path(in: frame))
    }

    @Test("`.capsule`, `.circle` and `.ellipse` are Capsule, Circle and Ellipse")
    func roundShapes() {
        #expect(path(.capsule) == Capsule().path(in: frame))
        #expect(path(.capsule(style: .continuous)) == Capsule(style: .continuous).path(in: frame))
        #expect(path(.circle) == Circle().path(in: frame))
        #expect(path(.ellipse) == Ellipse().path(in: frame))
    }
}
