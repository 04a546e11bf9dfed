import Foundation

/// A sheet as iOS draws one on a phone: the window dimmed, and a white card with rounded corners
/// filling the window but for a strip at the top, sliding up from the bottom edge (0.35 s) when it
/// appears and back down when dismissed. A click on the dimmed strip dismisses it. A sheet with
/// detents (`presentationDetents`) is as high as its current one, its top corners rounded by 10 pt and
/// its bottom on the window's edge; dragging the card moves it between them (`SheetDetentDrag`), or
/// down and away unless the content asked for `interactiveDismissDisabled()` (then neither a drag nor a
/// click on the strip dismisses it). A full-screen cover (`fullScreenCover`) fills the whole window,
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
    /// What the content asked for with `presentationBackground` and `presentationCornerRadius`.
    @State private var background: SheetBackground?
    @State private var cornerRadius: CGFloat?
    /// What the content asked for with `interactiveDismissDisabled`.
    @State private var isDismissDisabled = false
    /// The detent the user dragged the card to, when no `selection:` binding holds it.
    @State private var draggedDetent: PresentationDetent?
    /// How far the card is being dragged down (negative: up) from where it rests.
    @State private var dragTranslation: CGFloat = 0

    /// The strip of dimmed window left above the card.
    static var topInset: CGFloat { 24 }

    /// The grabber's size and its distance from the card's top (UIKit's sheet grabber).
    static var grabberSize: CGSize { CGSize(width: 36, height: 5) }
    static var grabberTop: CGFloat { 5 }

    var body: some View {
        GeometryReader { proxy in
            let drag = detentDrag(in: proxy.size.height)
            let card = drag.dragged(
                from: cardHeight(in: proxy.size.height), by: dragTranslation,
                available: available(in: proxy.size.height))
            ZStack(alignment: .bottom) {
                Color.black.opacity(shown && !isFullScreen ? 0.35 : 0)
                    .contentShape(Rectangle())
                    .onTapGesture { if !isFullScreen && !isDismissDisabled { dismiss() } }
                content
                    .environment(\.editMode, $editMode)
                    // A sheet is lifted above the page (a full-screen cover is not), as UIKit's levels.
                    .environment(\.isElevatedLevel, !isFullScreen)
                    .frame(width: proxy.size.width, height: card.height)
                    .background { cardBackground }
                    .clipShape(RoundedRectangle(cornerRadius: isFullScreen ? 0 : cornerRadius ?? 10))
                    .overlay(alignment: .top) { grabber }
                    .gesture(
                        dragGesture(drag, windowHeight: proxy.size.height), including: isFullScreen ? .subviews : .all
                    )
                    .offset(y: shown ? card.drop : proxy.size.height)
                    .onPreferenceChange(SheetDetentsKey.self) { detents = $0 }
                    .onPreferenceChange(SheetDragIndicatorKey.self) { dragIndicator = $0 }
                    .onPreferenceChange(SheetBackgroundKey.self) { background = $0 }
                    .onPreferenceChange(SheetCornerRadiusKey.self) { cornerRadius = $0 }
                    .onPreferenceChange(InteractiveDismissDisabledKey.self) { isDismissDisabled = $0 ?? false }
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

    /// The content's `presentationBackground`, else the system's sheet background.
    @ViewBuilder private var cardBackground: some View {
        if let background {
            background.view
        } else {
            SystemColors.sheetBackground
        }
    }

    /// The card's height at rest: the whole window for a cover, else the current detent's share of what a
    /// full sheet has (all of it without detents).
    private func cardHeight(in windowHeight: CGFloat) -> CGFloat {
        if isFullScreen { return windowHeight }
        guard let detent = currentDetent else { return available(in: windowHeight) }
        return detent.height(in: available(in: windowHeight))
    }

    /// The height a full sheet has: the window less the strip above the card.
    private func available(in windowHeight: CGFloat) -> CGFloat {
        isFullScreen ? windowHeight : max(0, windowHeight - Self.topInset)
    }

    /// The detent shown: the bound one when it is one of the detents, else the one dragged to, else the
    /// smallest.
    private var currentDetent: PresentationDetent? {
        guard let detents, !detents.detents.isEmpty else { return nil }
        if let bound = detents.selection?.wrappedValue, detents.detents.contains(bound) { return bound }
        if detents.selection == nil, let draggedDetent, detents.detents.contains(draggedDetent) { return draggedDetent }
        return detents.detents.min { $0.height(in: 1000) < $1.height(in: 1000) }
    }

    /// The detents by height in a window `windowHeight` high (a sheet without detents has `.large`).
    private func sortedDetents(in windowHeight: CGFloat) -> [(detent: PresentationDetent, height: CGFloat)] {
        let available = available(in: windowHeight)
        let all = detents.map { Array($0.detents) }.flatMap { $0.isEmpty ? nil : $0 } ?? [.large]
        return all.map { ($0, $0.height(in: available)) }.sorted { $0.height < $1.height }
    }

    private func detentDrag(in windowHeight: CGFloat) -> SheetDetentDrag {
        SheetDetentDrag(heights: sortedDetents(in: windowHeight).map(\.height), isDismissible: !isDismissDisabled)
    }

    /// A vertical drag on the card (where nothing inside takes it) moves the sheet with the finger; let
    /// go, it settles at a detent or dismisses (`SheetDetentDrag`), animated.
    private func dragGesture(_ drag: SheetDetentDrag, windowHeight: CGFloat) -> some Gesture {
        let translation = $dragTranslation
        return DragGesture(minimumDistance: 10, coordinateSpace: .global)
            .onChanged { value in translation.wrappedValue = value.translation.height }
            .onEnded { value in
                settle(
                    drag, windowHeight: windowHeight, translation: value.translation.height,
                    upwardVelocity: -value.velocity.height)
            }
    }

    private func settle(
        _ drag: SheetDetentDrag, windowHeight: CGFloat, translation: CGFloat, upwardVelocity: CGFloat
    ) {
        let resting = cardHeight(in: windowHeight)
        let target = drag.target(height: resting - translation, upwardVelocity: upwardVelocity)
        guard case .detent(let index) = target else {
            dismiss()
            // A sheet whose presenter keeps it up (a constant binding) goes back to where it rests.
            withAnimation(.smooth(duration: 0.35)) { dragTranslation = 0 }
            return
        }
        let detent = sortedDetents(in: windowHeight)[index].detent
        withAnimation(.smooth(duration: 0.35)) {
            dragTranslation = 0
            if detents?.detents.isEmpty == false {
                if let selection = detents?.selection {
                    selection.wrappedValue = detent
                } else {
                    draggedDetent = detent
                }
            }
        }
    }

    /// UIKit's grabber, in `tertiaryLabel` grey, when asked for or when there is more than one detent.
    @ViewBuilder private var grabber: some View {
        let count = detents?.detents.count ?? 0
        if !isFullScreen, dragIndicator == .visible || (dragIndicator != .hidden && count > 1) {
            Capsule(style: .circular)
                .fill(
                    Color(light: RGBA(bytes: 60, 60, 67, opacity: 0.3), dark: RGBA(bytes: 235, 235, 245, opacity: 0.3))
                )
                .frame(width: Self.grabberSize.width, height: Self.grabberSize.height)
                .padding(.top, Self.grabberTop)
        }
    }
}
