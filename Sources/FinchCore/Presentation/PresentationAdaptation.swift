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
/// reads it from its content's value (`CompactAdaptationDeclaring`) when it chooses how to present.
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

/// A popover's content value that may declare its compact adaptation: the modifiers applied to the
/// content's outermost view (through an `Optional`, as `popover(item:)` makes it), looked for before the
/// content is built (and through `if`/`else`), since the choice decides where it is built. One applied inside a custom view's
/// `body` is not seen (Finch's limit; SwiftUI reads it from the built content).
@MainActor
protocol CompactAdaptationDeclaring {
    var declaredCompactAdaptation: PresentationAdaptation? { get }
}

extension ModifiedContent: CompactAdaptationDeclaring where Content: View, Modifier: ViewModifier {
    var declaredCompactAdaptation: PresentationAdaptation? {
        if let adaptation = modifier as? _CompactAdaptationModifier { return adaptation.horizontal }
        return (content as? any CompactAdaptationDeclaring)?.declaredCompactAdaptation
    }
}

extension Optional: CompactAdaptationDeclaring where Wrapped: View {
    var declaredCompactAdaptation: PresentationAdaptation? {
        (self as Wrapped?).flatMap { ($0 as? any CompactAdaptationDeclaring)?.declaredCompactAdaptation }
    }
}

extension _ConditionalContent: CompactAdaptationDeclaring {
    var declaredCompactAdaptation: PresentationAdaptation? {
        switch storage {
        case .trueContent(let content): (content as? any CompactAdaptationDeclaring)?.declaredCompactAdaptation
        case .falseContent(let content): (content as? any CompactAdaptationDeclaring)?.declaredCompactAdaptation
        }
    }
}
