import Foundation

@testable import FinchCore

extension ViewGraph {
    /// What a virtual-clock host (`FrameHost.run(until:frameInterval:)`, which `TestWindow.advance(by:)`
    /// uses) does to show the graph at `time`: changes made since the last frame are first shown by a
    /// frame at the time they were made; then the clock moves (`advance(to:)`, which lays nothing out)
    /// and the frame's update and layout run at `time`. A frame settles what its own layout changed (an
    /// `onAppear`'s writes) in a few passes (`FrameHost.settlingPasses`).
    func frame(at time: Double, in size: CGSize) {
        if needsUpdate { settle(in: size) }
        advance(to: time)
        settle(in: size)
    }

    private func settle(in size: CGSize) {
        for _ in 0..<FrameHost.settlingPasses {
            layout(in: size)
            if !needsUpdate { return }
        }
    }
}
