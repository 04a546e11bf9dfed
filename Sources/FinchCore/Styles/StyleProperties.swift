import Foundation

/// A style value held by the view that evaluates it, so the style's own dynamic properties
/// (`@Environment(\.isEnabled)`, `@State`) are linked to that view's node before `makeBody` runs, as in
/// SwiftUI. The installer walks a holder's style field even though the style is no dynamic property.
struct StyleProperties<Style>: StylePropertiesHolder {
    let value: Style
}

/// The marker the dynamic-property installer looks for (asked only of dynamic properties that are not
/// built in, so views pay no conformance lookup for it).
protocol StylePropertiesHolder: DynamicProperty {}
