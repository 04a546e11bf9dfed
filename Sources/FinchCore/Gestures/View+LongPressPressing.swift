import Foundation

extension View {
    /// iOS 13's spelling of `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`
    /// (deprecated in SwiftUI, still in tutorials): `pressing` is told true when the press begins and false
    /// when it ends; `action` runs when the press has been held `minimumDuration` seconds. Disfavoured, so
    /// `.onLongPressGesture { … }` with a trailing closure alone picks the current form.
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5,
        maximumDistance: CGFloat = 10,
        pressing: (@MainActor (Bool) -> Void)? = nil,
        perform action: @escaping @MainActor () -> Void
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: pressing)
    }
}
