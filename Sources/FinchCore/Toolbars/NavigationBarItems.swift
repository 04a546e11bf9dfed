import Foundation

extension View {
    /// Puts `leading` at the leading end of the navigation bar and `trailing` at its trailing end: the
    /// iOS 13 spelling (deprecated in favour of `toolbar`), which CS193p 2020's EmojiArt uses for its
    /// document chooser's "+" and `EditButton`. Each is one item, as `ToolbarItem` places it.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(
            _ToolbarModifier(
                entries: ToolbarItem(placement: .navigationBarLeading) { leading }.entries
                    + ToolbarItem(placement: .navigationBarTrailing) { trailing }.entries))
    }

    /// Puts `leading` at the leading end of the navigation bar (the iOS 13 spelling).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(_ToolbarModifier(entries: ToolbarItem(placement: .navigationBarLeading) { leading }.entries))
    }

    /// Puts `trailing` at the trailing end of the navigation bar (the iOS 13 spelling).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(_ToolbarModifier(entries: ToolbarItem(placement: .navigationBarTrailing) { trailing }.entries))
    }
}
