import Finch
import FinchCore
import Foundation
import MapKit

/// Panning a map at each of the twelve landmarks at the tutorial's span: one drag step a frame.
@MainActor
enum MapBenchmark {
    static let window = CGSize(width: 390, height: 300)

    static let landmarks: [(String, Double, Double)] = [
        ("Turtle Rock", 34.011286, -116.166868), ("Silver Salmon Creek", 59.980167, -152.665167),
        ("Chilkoot Trail", 59.560551, -135.334571), ("St. Mary Lake", 48.69423, -113.536248),
        ("Twin Lake", 60.641684, -153.849883), ("Lake McDonald", 48.56002, -113.934831),
        ("Charley Rivers", 65.350021, -143.122586), ("Icy Bay", 60.089917, -141.518167),
        ("Rainbow Lake", 61.694334, -150.086103), ("Hidden Lake", 48.495442, -121.17799),
        ("Chincoteague", 37.91531, -75.383212), ("Lake Umbagog", 44.747408, -71.056816),
    ]

    struct Result {
        let frame: Timing
        let parts: (update: Double, list: Double, paint: Double)
        let firstFrame: Double
    }

    /// 120 frames of a drag moving 4 pt a frame (the first 20 warm up), through the hosted window's
    /// frame, display list and retained painting.
    static func pan(latitude: Double, longitude: Double) -> Result {
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: latitude, longitude: longitude),
            span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
        let clock = ContinuousClock()
        var hosted: HostedWindow?
        let first = clock.measure {
            hosted = HostedWindow(size: window, content: Map(initialPosition: .region(region)))
        }
        guard let hosted else { fatalError("the window was not made") }
        var time = 0.0
        var point = CGPoint(x: 195, y: 150)
        hosted.graph.handle(PointerEvent(phase: .began, location: point, time: time))
        var durations: [Duration] = []
        var parts: [(Duration, Duration, Duration)] = []
        // Back and forth, so the drag stays inside the window.
        var step: CGFloat = 4
        for frame in 0..<120 {
            time += 1.0 / 60
            if point.x + step > 380 || point.x + step < 10 { step = -step }
            point.x += step
            let start = clock.now
            hosted.graph.handle(PointerEvent(phase: .moved, location: point, time: time))
            let input = clock.now - start
            let (update, list, paint) = hosted.frame(at: time)
            guard frame >= 20 else { continue }
            durations.append(input + update + list + paint)
            parts.append((input + update, list, paint))
        }
        hosted.graph.handle(PointerEvent(phase: .ended, location: point, time: time))
        func median(_ values: [Duration]) -> Double { Timing(values).median }
        return Result(
            frame: Timing(durations), parts: (median(parts.map(\.0)), median(parts.map(\.1)), median(parts.map(\.2))),
            firstFrame: Timing.milliseconds(first))
    }
}
