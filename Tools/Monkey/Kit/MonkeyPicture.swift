import Finch
import FinchTesting
import Foundation

/// A small real picture to drop: a gradient drawn by the headless renderer, as a PNG.
@MainActor
enum MonkeyPicture {
    static let png: Data = TestWindow(size: CGSize(width: 32, height: 24)) {
        LinearGradient(colors: [.orange, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
    }.pngData()
}
