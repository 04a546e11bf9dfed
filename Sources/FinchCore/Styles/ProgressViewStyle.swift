import Foundation

/// A progress view's appearance, as SwiftUI's `ProgressViewStyle`; set with `.progressViewStyle(_:)`.
/// The style's own `@Environment` properties are read where the progress view is.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}
