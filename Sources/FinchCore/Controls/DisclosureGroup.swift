import Foundation

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup` on iOS: the label leading
/// and a chevron in the tint at the trailing edge, pointing right when collapsed and turned down when
/// expanded; the content below it. A tap anywhere on the label's row (or Space/Return when focused)
/// toggles it, animated: the chevron turns and the content fades in or out over 0.25 s (Finch's
/// choice; Apple publishes no duration).
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    /// The expansion the program owns, or nil when the group keeps its own.
    let isExpandedBinding: Binding<Bool>?
    @State private var ownIsExpanded = false

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpandedBinding = nil
    }

    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content
        self.isExpandedBinding = isExpanded
    }

    private var isExpanded: Bool { isExpandedBinding?.wrappedValue ?? ownIsExpanded }

    public var body: some View {
        VStack(alignment: .leading) {
            Button(action: toggle) {
                HStack {
                    label
                    Spacer(minLength: 0)
                    DisclosureChevron(isExpanded: isExpanded)
                }
            }
            .buttonStyle(.plain)
            if isExpanded {
                content()
                    .transition(.opacity)
            }
        }
    }

    private func toggle() {
        withAnimation(DisclosureGroupMetrics.animation) {
            if let isExpandedBinding {
                isExpandedBinding.wrappedValue.toggle()
            } else {
                ownIsExpanded.toggle()
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(String(label)) })
    }

    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    public init<S: StringProtocol>(
        _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(String(label)) })
    }
}

/// How a disclosure group opens and closes.
enum DisclosureGroupMetrics {
    static let animation = Animation.easeInOut(duration: 0.25)
}
