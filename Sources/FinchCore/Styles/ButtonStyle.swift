import Foundation

/// A button's appearance, as SwiftUI's `ButtonStyle`: the standard interaction (tap, press tracking,
/// keys) stays the button's, and the style draws its label given whether it is pressed.
///
/// Set for every button inside a view with `.buttonStyle(_:)`; the style's own `@Environment`
/// properties are read where the button is.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}
