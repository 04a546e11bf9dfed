import Finch
import FinchTesting
import Foundation

/// Records what gesture callbacks did, in order.
@MainActor
final class GestureLog {
    var entries: [String] = []
    var drags: [DragGesture.Value] = []
    var value: Any?

    func add(_ entry: String) {
        entries.append(entry)
    }
}

/// A 200 × 200 test window; its content is centred, so a 100 × 100 view spans 50…150.
@MainActor
func gestureWindow<Content: View>(@ViewBuilder _ content: () -> Content) -> TestWindow {
    TestWindow(size: CGSize(width: 200, height: 200), content: content)
}

let center = CGPoint(x: 100, y: 100)
