import Foundation

/// How wide an inspector column asks to be (`inspectorColumnWidth`), read by its presenter.
struct InspectorColumnWidth: Equatable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?

    /// The width shown: the ideal, within the bounds.
    var width: CGFloat {
        var width = ideal
        if let max { width = Swift.min(width, max) }
        if let min { width = Swift.max(width, min) }
        return Swift.max(0, width.isFinite ? width : InspectorMetrics.defaultWidth)
    }
}

/// Carries `inspectorColumnWidth` from an inspector's content up to its presenter; the innermost wins.
struct InspectorColumnWidthKey: PreferenceKey {
    static let defaultValue: InspectorColumnWidth? = nil

    static func reduce(value: inout InspectorColumnWidth?, nextValue: () -> InspectorColumnWidth?) {
        if let next = nextValue() { value = next }
    }
}

/// Finch's inspector measures.
enum InspectorMetrics {
    /// The column's width when its content asks for none (Finch's: a split view's sidebar is 320 pt).
    static let defaultWidth: CGFloat = 320
}

extension View {
    /// Shows `content` in an inspector while `isPresented` is true (iOS 17): as iOS, a column at the
    /// trailing edge beside this view in a regular window, a sheet in a compact one. Closing the sheet
    /// sets `isPresented` to false.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        InspectorPresenter(base: self, isPresented: isPresented, content: content())
    }

    /// The width of the inspector column this view is in (a sheet ignores it).
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        preference(key: InspectorColumnWidthKey.self, value: InspectorColumnWidth(min: nil, ideal: width, max: nil))
    }

    /// The width of the inspector column this view is in: `ideal`, within `min` and `max`.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        preference(key: InspectorColumnWidthKey.self, value: InspectorColumnWidth(min: min, ideal: ideal, max: max))
    }
}

/// A view with an inspector. Both presentations are always declared (one shown), so the view, and the
/// state inside it, stay where they are when the window is resized across the size-class line.
struct InspectorPresenter<Base: View, Content: View>: View {
    let base: Base
    @Binding var isPresented: Bool
    let content: Content
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var columnWidth: InspectorColumnWidth?

    var body: some View {
        let asColumn = horizontalSizeClass == .regular
        let presented = $isPresented
        HStack(spacing: 0) {
            base.frame(maxWidth: .infinity, maxHeight: .infinity)
            if asColumn && isPresented {
                Divider()
                content
                    .frame(width: columnWidth?.width ?? InspectorMetrics.defaultWidth)
                    .frame(maxHeight: .infinity, alignment: .top)
                    .background(SystemColors.systemBackground)
                    .onPreferenceChange(InspectorColumnWidthKey.self) { columnWidth = $0 }
                    .transition(.move(edge: .trailing))
            }
        }
        .sheet(
            isPresented: Binding(
                get: { !asColumn && presented.wrappedValue },
                set: { if !$0 { presented.wrappedValue = false } })
        ) {
            content
        }
    }
}
