import Foundation

/// How different a rendered image may be from its golden and still pass.
///
/// A pixel counts as different when any channel (straight RGBA, 0…255) differs by more than
/// `channelDifference`; the comparison fails when more than `differingPixelFraction` of pixels differ.
public struct SnapshotTolerance: Sendable {
    public var channelDifference: Int
    public var differingPixelFraction: Double

    public init(channelDifference: Int, differingPixelFraction: Double) {
        self.channelDifference = channelDifference
        self.differingPixelFraction = differingPixelFraction
    }

    /// Anti-aliasing noise only: channels within 16 of 255, and at most 0.1 % of pixels beyond that.
    public static let `default` = SnapshotTolerance(channelDifference: 16, differingPixelFraction: 0.001)
    public static let exact = SnapshotTolerance(channelDifference: 0, differingPixelFraction: 0)
}
