import Foundation

/// How a presentation adapts in a compact size class (iOS 16.4's `PresentationAdaptation`): a popover
/// becomes a sheet there unless its content asks otherwise (`presentationCompactAdaptation(_:)`).
public struct PresentationAdaptation: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, none, popover, sheet, fullScreenCover
    }

    let kind: Kind

    /// The system's choice: a popover becomes a sheet in a compact width.
    public static let automatic = PresentationAdaptation(kind: .automatic)
    /// No adaptation: the presentation keeps its own style (a popover stays a popover).
    public static let none = PresentationAdaptation(kind: .none)
    public static let popover = PresentationAdaptation(kind: .popover)
    public static let sheet = PresentationAdaptation(kind: .sheet)
    public static let fullScreenCover = PresentationAdaptation(kind: .fullScreenCover)
}

/// `presentationCompactAdaptation`: changes nothing where it stands; the popover that presents the view
/// reads it from its content's value when it chooses how to present: the modifiers on the content's
/// outside, through `if`/`else`, `AnyView` and `popover(item:)`'s `Optional` (`ViewModifierChain`), before the
/// content is built, since the choice decides where it is built. One applied inside a custom view's `body`
/// is not seen (Finch's limit; SwiftUI reads it from the built content).
struct _CompactAdaptationModifier: ViewModifier, PrimitiveModifier {
    let horizontal: PresentationAdaptation
    let vertical: PresentationAdaptation

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        .concatenated(content(inputs))
    }
}

extension View {
    /// How the popover this view is the content of presents in a compact width: `.popover` or `.none`
    /// keep it a popover (an iPhone shows a bubble), `.fullScreenCover` covers the window, `.sheet` and
    /// `.automatic` make it a sheet.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        modifier(_CompactAdaptationModifier(horizontal: adaptation, vertical: adaptation))
    }

    /// As `presentationCompactAdaptation(_:)`, separately for a compact width and a compact height.
    /// Finch's popovers follow the width only, so `vertical` is kept but not used.
    public func presentationCompactAdaptation(
        horizontal: PresentationAdaptation, vertical: PresentationAdaptation
    ) -> some View {
        modifier(_CompactAdaptationModifier(horizontal: horizontal, vertical: vertical))
    }
}
