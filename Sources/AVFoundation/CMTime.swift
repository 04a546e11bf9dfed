import Foundation

/// Core Media's time, as AVFoundation hands it on: `value / timescale` seconds.
public struct CMTime: Hashable, Sendable {
    public var value: Int64
    public var timescale: Int32

    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }

    public init(seconds: Double, preferredTimescale: Int32) {
        self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }

    public static let zero = CMTime(value: 0, timescale: 1)

    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
}
