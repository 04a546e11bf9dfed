import Foundation

/// Related controls side by side, as SwiftUI's `ControlGroup`. iOS 17 draws them as one segmented
/// capsule with hairlines between; Finch draws an `HStack` of `.bordered` buttons 8 pt apart (accepted
/// as close enough). The label is kept for the menu forms iOS shows it in, and not drawn here.
public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        HStack(spacing: 8) {
            content
        }
        .buttonStyle(.bordered)
    }
}
