import Foundation

@testable import FinchCore

extension ViewGraph {
    /// What a virtual-clock host (`FrameHost.run(until:frameInterval:)`, which `TestWindow.advance(by:)`
    /// uses) does to show the graph at `time`: changes made since the last frame, and those their frames
    /// make (an `onAppear`'s), are first shown at the time they were made, a few frames at most; then the
    /// clock moves (`advance(to:)`, which lays nothing out) and the frame's update and layout run at `time`.
    func frame(at time: Double, in size: CGSize) {
        for _ in 0..<FrameHost.settlingFrames where needsUpdate { layout(in: size) }
        advance(to: time)
        layout(in: size)
    }
}
