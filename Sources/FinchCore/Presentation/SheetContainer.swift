import Foundation

/// A sheet as iOS draws one on a phone: the window dimmed, and a white card with rounded corners
/// filling the window but for a strip at the top, sliding up from the bottom edge (0.35 s) when it
/// appears and back down when dismissed. A click on the dimmed strip dismisses it. A sheet with
/// detents (`presentationDetents`) is as high as its current one, its top corners rounded by 10 pt and
/// its bottom on the window's edge. A full-screen cover (`fullScreenCover`) fills the whole window,
/// square, with nothing dimmed to click.
struct _SheetContainer<Content: View>: View {
    let content: Content
    let dismiss: DismissAction
    var isFullScreen = false
    @State private var shown = false
    /// The sheet's own edit mode, as iOS gives each presented hosting controller one: an `EditButton`
    /// in a sheet outside a navigation stack (the tutorial's profile host) works.
    @State private var editMode = EditMode.inactive
    /// What the content asked for with `presentationDetents`.
    @State private var detents: SheetDetents?
    @State private var dragIndicator: Visibility?

    /// The strip of dimmed window left above the card.
    static var topInset: CGFloat { 24 }

    /// The grabber's size and its distance from the card's top (UIKit's sheet grabber).
    static var grabberSize: CGSize { CGSize(width: 36, height: 5) }
    static var grabberTop: CGFloat { 5 }

    var body: some View {
        GeometryReader { proxy in
            let height = cardHeight(in: proxy.size.height)
            ZStack(alignment: .bottom) {
                Color.black.opacity(shown && !isFullScreen ? 0.35 : 0)
                    .contentShape(Rectangle())
                    .onTapGesture { if !isFullScreen { dismiss() } }
                content
                    .environment(\.editMode, $editMode)
                    .frame(width: proxy.size.width, height: height)
                    .background(SystemColors.sheetBackground)
                    .clipShape(RoundedRectangle(cornerRadius: isFullScreen ? 0 : 10))
                    .overlay(alignment: .top) { grabber }
                    .offset(y: shown ? 0 : proxy.size.height)
                    .onPreferenceChange(SheetDetentsKey.self) { detents = $0 }
                    .onPreferenceChange(SheetDragIndicatorKey.self) { dragIndicator = $0 }
            }
        }
        // The transition carries its own animation: a sheet slides away however it was dismissed,
        // even by `isPresented = false` outside `withAnimation`, as UIKit animates every dismissal.
        // Appearing is the card's own slide (`shown`), so the transition only moves it out.
        .transition(
            AnyTransition.asymmetric(insertion: .identity, removal: .move(edge: .bottom))
                .animation(.easeIn(duration: 0.25))
        )
        .onAppear {
            withAnimation(.easeOut(duration: 0.35)) { shown = true }
        }
    }

    /// The card's height: the whole window for a cover, else the current detent's share of what a full
    /// sheet has (all of it without detents).
    private func cardHeight(in windowHeight: CGFloat) -> CGFloat {
        if isFullScreen { return windowHeight }
        let available = max(0, windowHeight - Self.topInset)
        guard let detent = currentDetent else { return available }
        return detent.height(in: available)
    }

    /// The detent shown: the bound one when it is one of the detents, else the smallest.
    private var currentDetent: PresentationDetent? {
        guard let detents, !detents.detents.isEmpty else { return nil }
        if let bound = detents.selection?.wrappedValue, detents.detents.contains(bound) { return bound }
        return detents.detents.min { $0.height(in: 1000) < $1.height(in: 1000) }
    }

    /// UIKit's grabber, in `tertiaryLabel` grey, when asked for or when there is more than one detent.
    @ViewBuilder private var grabber: some View {
        let count = detents?.detents.count ?? 0
        if !isFullScreen, dragIndicator == .visible || (dragIndicator != .hidden && count > 1) {
            Capsule()
                .fill(
                    Color(light: RGBA(bytes: 60, 60, 67, opacity: 0.3), dark: RGBA(bytes: 235, 235, 245, opacity: 0.3))
                )
                .frame(width: Self.grabberSize.width, height: Self.grabberSize.height)
                .padding(.top, Self.grabberTop)
        }
    }
}
