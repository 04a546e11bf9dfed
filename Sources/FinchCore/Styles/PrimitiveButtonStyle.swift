import Foundation

/// A button's appearance and interaction, as SwiftUI's `PrimitiveButtonStyle`: the style decides when
/// the button acts by calling `configuration.trigger()`.
///
/// The built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`, `.borderedProminent`) are
/// primitive styles. Inside `makeBody`, `Button(configuration)` is a button drawn with the style that
/// was in effect outside this one (the default at the outermost), so a style can decorate another.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}
