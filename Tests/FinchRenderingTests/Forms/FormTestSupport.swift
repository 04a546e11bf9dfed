import Finch
import FinchTesting
import Foundation
import Testing

/// Flavours to pick from: an `Identifiable` enum, so a `ForEach` over it tags each option implicitly.
enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

/// GDK key values.
enum FormKeys {
    static let tab: UInt32 = 0xff09
    static let left: UInt32 = 0xff51
    static let up: UInt32 = 0xff52
    static let right: UInt32 = 0xff53
    static let down: UInt32 = 0xff54
    static let returnKey: UInt32 = 0xff0d
    static let space: UInt32 = 0x20
    static let escape: UInt32 = 0xff1b
}

extension TestWindow {
    /// The centre of the first drawn `text`.
    func centre(of text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGPoint {
        let frame = try #require(frames(ofText: text).first, "\(text) is not drawn", sourceLocation: sourceLocation)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Taps the first drawn `text` and lets animations finish.
    func tap(text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        tap(at: try centre(of: text, sourceLocation: sourceLocation))
        advance(by: 1)
    }

    /// Presses a key and lets animations finish.
    func press(_ key: UInt32) {
        pressKey(key)
        advance(by: 1)
    }

    /// Whether `text` is drawn exactly once.
    func shows(_ text: String) -> Bool { frames(ofText: text).count == 1 }
}
