import Finch
import Testing

// A shape as Apple's Scrumdinger tutorial writes its speaker arc, in Swift 5 mode (as the tutorial's
// project builds against SwiftUI): `path(in:)` is nonisolated and reads the shape's computed properties
// inside `Path { }`. It builds because `Animatable`, like `View`, is `@preconcurrency` main-actor isolated.
struct MeetingArc: Shape {
    let speakerIndex: Int
    let totalSpeakers: Int

    private var degreesPerSpeaker: Double { 360.0 / Double(totalSpeakers) }
    private var startAngle: Angle { Angle(degrees: degreesPerSpeaker * Double(speakerIndex) + 1.0) }
    private var endAngle: Angle { Angle(degrees: startAngle.degrees + degreesPerSpeaker - 1.0) }

    func path(in rect: CGRect) -> Path {
        let radius = min(rect.size.width, rect.size.height) / 2 - 11
        let center = CGPoint(x: rect.midX, y: rect.midY)
        return Path { path in
            path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        }
    }
}

@Suite struct MeetingArcShapeTests {
    @Test("The second of four speakers' arc is the lower-left quarter of the ring (y points down)")
    func arc() {
        let bounds = MeetingArc(speakerIndex: 1, totalSpeakers: 4).path(in: CGRect(x: 0, y: 0, width: 122, height: 122))
            .boundingRect
        // From 91° to 179°: from just left of the bottom, round to just below the left.
        #expect(bounds.minX < 12 && bounds.maxX < 61 && bounds.minY > 61 && bounds.maxY > 110)
    }
}
