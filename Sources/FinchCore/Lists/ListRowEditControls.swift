import Foundation

/// Edit mode's red circle with a white bar, at a row's leading edge: tapping it reveals Delete.
struct ListDeleteCircle: View {
    let action: @MainActor () -> Void

    var body: some View {
        ZStack {
            Circle().fill(Color.red)
            Capsule(style: .circular).fill(Color.white).frame(width: 12, height: 2.5)
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
                Capsule(style: .circular).fill(ListMetrics.chevron).frame(width: 18, height: 2)
            }
        }
        .frame(width: ListMetrics.editControlSize, height: ListMetrics.editControlSize)
        .contentShape(Rectangle())
    }
}

/// A row's size, reported by its background to the row (for its swipe and drag thresholds).
struct ListRowSizeKey: PreferenceKey {
    static let defaultValue = CGSize.zero

    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        value = nextValue()
    }
}

/// Edit mode's selection circle in a list that selects several rows: grey and empty, or filled with
/// the tint and checked.
struct ListCheckCircle: View {
    let isChecked: Bool

    var body: some View {
        ZStack {
            if isChecked {
                Circle().fill(Color.accentColor)
                Path { path in
                    path.move(to: CGPoint(x: 6.5, y: 11.5))
                    path.addLine(to: CGPoint(x: 9.5, y: 14.5))
                    path.addLine(to: CGPoint(x: 15.5, y: 8))
                }
                .stroke(Color.white, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            } else {
                Circle().stroke(ListMetrics.chevron, lineWidth: 1.5)
            }
        }
        .frame(width: ListMetrics.editControlSize, height: ListMetrics.editControlSize)
    }
}

/// A row's part in its list's selection.
struct ListRowSelection {
    let list: ListSelection
    /// The row's tag (nil: the row cannot be selected).
    let tag: AnyHashable?
    let keyboard: ListKeyboard?
}
