import Foundation

/// A group box's appearance, as SwiftUI's `GroupBoxStyle`; set with `.groupBoxStyle(_:)`. The style's
/// own `@Environment` properties are read where the group box is.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GroupBoxStyleConfiguration
}
