import Foundation

/// One step of a view's identity: its position among siblings, a branch, or an explicit id.
///
/// A view's identity is the path of these from the root; its graph node (and so its state) lives
/// exactly as long as that path does.
enum IdentityComponent: Hashable, CustomStringConvertible {
    case index(Int)
    case branch(Bool)
    case explicit(AnyHashable)
    case type(ObjectIdentifier)

    var description: String {
        switch self {
        case .index(let index): return "\(index)"
        case .branch(let flag): return flag ? "T" : "F"
        case .explicit(let id): return "#\(id)"
        case .type: return "τ"
        }
    }
}
