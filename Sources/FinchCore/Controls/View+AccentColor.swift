import Foundation

extension View {
    /// iOS 13's way to colour the controls in this view (deprecated in SwiftUI for `tint(_:)`): the same
    /// as `.tint(accentColor)` (Finch's choice: both colour a button's title, a toggle and a link alike).
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}
