import Foundation

/// iOS 13's way for a presented view to dismiss itself, still common in learners' code:
/// `@Environment(\.presentationMode) var presentationMode` and `presentationMode.wrappedValue.dismiss()`.
/// It stands on the same environment as `\.dismiss` and `\.isPresented`, so it dismisses a sheet, a
/// full-screen cover or a popover, and pops a page pushed on a navigation stack, as in SwiftUI.
public struct PresentationMode: Sendable {
    /// Whether the view is in a presentation (a sheet, a cover, a popover).
    public let isPresented: Bool
    private let action: DismissAction

    init(isPresented: Bool, action: DismissAction) {
        self.isPresented = isPresented
        self.action = action
    }

    /// Dismisses the presentation (or pops the page) this view is in; outside one it does nothing.
    @MainActor public mutating func dismiss() {
        action()
    }
}

extension EnvironmentValues {
    /// A binding to the presentation this view is in (deprecated in SwiftUI in favour of `\.dismiss`, which
    /// it calls). Setting the binding does nothing: `dismiss()` acts when it is called.
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode(isPresented: isPresented, action: dismiss))
    }
}
