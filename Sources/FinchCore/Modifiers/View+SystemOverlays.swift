import Foundation

// An iPhone's system overlays (the status bar, the home indicator) have nothing to stand for in a
// desktop window: Finch draws no status bar and no home indicator, so hiding them changes nothing drawn.
// The modifiers are accepted so an iPhone app's code builds unchanged.

extension View {
    /// Hides the iPhone's status bar while this view is shown; a Finch window has none, so nothing changes.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        self
    }

    /// iOS 13's spelling of `statusBarHidden(_:)`; nothing changes either.
    public func statusBar(hidden: Bool) -> some View {
        self
    }

    /// Shows or dims the iPhone's home indicator and other system overlays; a Finch window has none, so
    /// nothing changes.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        self
    }
}
