import Foundation

/// One step of a view's identity: its position among siblings, a branch, or an explicit id.
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

/// Where a view sits in the tree: the path of components from the root.
///
/// State (issue 3) is keyed by this path, so it lives exactly as long as the identity.
struct Identity: Hashable, CustomStringConvertible {
    private(set) var components: [IdentityComponent] = []

    func appending(_ component: IdentityComponent) -> Identity {
        var copy = self
        copy.components.append(component)
        return copy
    }

    var description: String { components.map(\.description).joined(separator: "/") }
}
