import Foundation

/// A toggle's appearance and interaction, as SwiftUI's `ToggleStyle`; set with `.toggleStyle(_:)`. The
/// style's body flips `configuration.isOn` itself (a tap on a checkbox, a button's action); its own
/// `@Environment` properties are read where the toggle is.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}
