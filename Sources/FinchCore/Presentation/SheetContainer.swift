import Foundation

/// A sheet as iOS draws one on a phone: the window dimmed, and a white card with rounded corners
/// filling the window but for a strip at the top, sliding up from the bottom edge (0.35 s) when it
/// appears and back down when dismissed. A click on the dimmed strip dismisses it.
struct _SheetContainer<Content: View>: View {
    let content: Content
    let dismiss: DismissAction
    @State private var shown = false
    /// The sheet's own edit mode, as iOS gives each presented hosting controller one: an `EditButton`
    /// in a sheet outside a navigation stack (the tutorial's profile host) works.
    @State private var editMode = EditMode.inactive

    /// The strip of dimmed window left above the card.
    static var topInset: CGFloat { 24 }

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .top) {
                Color.black.opacity(shown ? 0.35 : 0)
                    .contentShape(Rectangle())
                    .onTapGesture { dismiss() }
                content
                    .environment(\.editMode, $editMode)
                    .frame(width: proxy.size.width, height: max(0, proxy.size.height - Self.topInset))
                    .background(SystemColors.sheetBackground)
                    .clipShape(RoundedRectangle(cornerRadius: 10))
                    .padding(.top, Self.topInset)
                    .offset(y: shown ? 0 : proxy.size.height)
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
}
