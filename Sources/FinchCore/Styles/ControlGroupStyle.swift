import Foundation

/// A control group's appearance, as SwiftUI's `ControlGroupStyle`; set with `.controlGroupStyle(_:)`.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ControlGroupStyleConfiguration
}
