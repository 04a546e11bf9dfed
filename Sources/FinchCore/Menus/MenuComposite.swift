import Foundation

/// A program's own view in a menu's content (the course's `AnimatedActionButton`, a `Button` in a
/// struct): SwiftUI shows the entries its body makes, so Finch reads them from its body.
///
/// Only views declared outside FinchCore are opened: Finch's own views that are not menu content
/// (an `Image`, a `Spacer`) stay left out, as before. The body is evaluated outside the graph, so its
/// dynamic properties read their initial values (enough for the wrappers menus hold; chosen, pinned
/// by `MenuCompositeTests`).
@MainActor
enum MenuComposite {
    static func body(of view: any View) -> (any View)? {
        open(view)
    }

    private static func open<V: View>(_ view: V) -> (any View)? {
        guard V.Body.self != Never.self, !String(reflecting: V.self).hasPrefix("FinchCore.") else { return nil }
        return view.body
    }
}

/// A button label chosen by `if`/`else` (`if let title, let icon { Label(…) } else { Text(…) }`):
/// the row shows the chosen branch's title and icon, as it would for that branch alone.
extension _ConditionalContent: MenuRowLabel {
    private var chosen: any View {
        switch storage {
        case .trueContent(let content): content
        case .falseContent(let content): content
        }
    }

    var menuTitle: AnyView {
        (chosen as? any MenuRowLabel)?.menuTitle ?? AnyView(chosen)
    }

    var menuIcon: AnyView? {
        (chosen as? any MenuRowLabel)?.menuIcon
    }
}
