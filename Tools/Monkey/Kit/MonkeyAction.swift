import Finch
import Foundation

/// One thing the monkey does to a window, as a person (or another program dropping data) would.
public enum MonkeyAction: CustomStringConvertible, Sendable {
    case tap(CGPoint)
    case doubleTap(CGPoint)
    case longPress(CGPoint)
    case drag(from: CGPoint, to: CGPoint)
    case pinch(at: CGPoint, scale: CGFloat)
    case scroll(at: CGPoint, by: CGSize)
    /// A GDK key value with the characters it types and its modifiers.
    case key(code: UInt32, characters: String, modifiers: EventModifiers)
    case type(String)
    /// Data dropped from another program at a point (`MonkeyDrop` says what).
    case drop(MonkeyDrop, at: CGPoint)
    /// Time passing with no input (animations finish, timers fire).
    case wait(seconds: Double)
    /// Something only this app has (New Game, a new document, undo…), by name.
    case app(String)

    public var description: String {
        switch self {
        case .tap(let point): "tap \(Self.text(point))"
        case .doubleTap(let point): "double tap \(Self.text(point))"
        case .longPress(let point): "long press \(Self.text(point))"
        case .drag(let from, let to): "drag \(Self.text(from)) → \(Self.text(to))"
        case .pinch(let point, let scale): "pinch ×\(String(format: "%.2f", scale)) at \(Self.text(point))"
        case .scroll(let point, let delta): "scroll \(delta.width),\(delta.height) at \(Self.text(point))"
        case .key(let code, let characters, let modifiers):
            "key 0x\(String(code, radix: 16)) \(characters.debugDescription) modifiers \(modifiers.rawValue)"
        case .type(let text): "type \(text.debugDescription)"
        case .drop(let drop, let point): "drop \(drop) at \(Self.text(point))"
        case .wait(let seconds): "wait \(seconds) s"
        case .app(let name): name
        }
    }

    private static func text(_ point: CGPoint) -> String { "(\(Int(point.x)), \(Int(point.y)))" }
}
