import Foundation

/// Edit mode's red circle with a white bar, at a row's leading edge: tapping it reveals Delete.
struct ListDeleteCircle: View {
    let action: @MainActor () -> Void

    var body: some View {
        ZStack {
            Circle().fill(Color.red)
            Capsule().fill(Color.white).frame(width: 12, height: 2.5)
        }
        .frame(width: ListMetrics.editControlSize, height: ListMetrics.editControlSize)
        .contentShape(Rectangle())
        .onTapGesture(perform: action)
    }
}

/// Edit mode's reorder handle, three grey bars at a row's trailing edge.
struct ListReorderHandle: View {
    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<3, id: \.self) { _ in
                Capsule().fill(ListMetrics.chevron).frame(width: 18, height: 2)
            }
        }
        .frame(width: ListMetrics.editControlSize, height: ListMetrics.editControlSize)
        .contentShape(Rectangle())
    }
}

/// The red Delete behind a row swiped toward the leading side, widening with the swipe.
struct ListDeleteButton: View {
    let width: CGFloat
    let action: @MainActor () -> Void

    var body: some View {
        Text("Delete")
            .foregroundColor(.white)
            .lineLimit(1)
            .frame(width: max(width, ListMetrics.deleteButtonWidth), alignment: .center)
            .frame(maxHeight: .infinity)
            .background(Color.red)
            .frame(width: max(width, 0), alignment: .leading)
            .contentShape(Rectangle())
            .onTapGesture(perform: action)
    }
}

/// A row's size, reported by its background to the row (for its swipe and drag thresholds).
struct ListRowSizeKey: PreferenceKey {
    static let defaultValue = CGSize.zero

    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        value = nextValue()
    }
}
