import Foundation

/// A confirmation dialog as iOS draws one on a phone (an action sheet): the window dimmed 20 %, and at
/// the bottom, 8 pt from the edges, a card of the title and message (13 pt, grey) over 57-pt buttons,
/// with Cancel on a card of its own 8 pt below; it slides up. A tap on the dimming cancels.
struct ConfirmationDialogContainer: View {
    let content: AlertContent
    let run: @MainActor (MenuButtonItem) -> Void
    @State private var shown = false
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        let cancel = content.cancelButton
        GeometryReader { proxy in
            ZStack(alignment: .bottom) {
                Color.black.opacity(shown ? AlertMetrics.dimming : 0)
                    .contentShape(Rectangle())
                    .onTapGesture { if let cancel { run(cancel) } }
                VStack(spacing: AlertMetrics.sheetMargin) {
                    actionsCard
                    if let cancel { cancelCard(cancel) }
                }
                .padding(AlertMetrics.sheetMargin)
                .offset(y: shown ? 0 : proxy.size.height)
            }
        }
        .transition(
            AnyTransition.asymmetric(insertion: .identity, removal: .move(edge: .bottom))
                .animation(.easeIn(duration: AlertMetrics.sheetDisappearDuration))
        )
        .onAppear {
            withAnimation(.easeOut(duration: AlertMetrics.sheetAppearDuration)) { shown = true }
        }
    }

    private var hairline: some View {
        AlertMetrics.separator.frame(height: 1 / displayScale)
    }

    /// The title, the message and the buttons that do not cancel.
    private var actionsCard: some View {
        let others = content.buttons.filter { $0.role != .cancel }
        return VStack(spacing: 0) {
            if content.title != nil || content.message != nil {
                VStack(spacing: 4) {
                    if let title = content.title { title.font(.footnote.weight(.semibold)) }
                    if let message = content.message { message.font(.footnote) }
                }
                .multilineTextAlignment(.center)
                .foregroundColor(.secondary)
                .frame(maxWidth: .infinity)
                .padding(.horizontal, 16)
                .padding(.vertical, 14)
                if !others.isEmpty { hairline }
            }
            ForEach(Array(others.indices), id: \.self) { index in
                if index > 0 { hairline }
                AlertButton(
                    item: others[index], isBold: false, height: AlertMetrics.sheetButtonHeight,
                    font: AlertMetrics.sheetButtonFont
                ) { run(others[index]) }
            }
        }
        .background(AlertMetrics.sheetFill)
        .clipShape(RoundedRectangle(cornerRadius: AlertMetrics.sheetCornerRadius))
    }

    private func cancelCard(_ cancel: MenuButtonItem) -> some View {
        AlertButton(
            item: cancel, isBold: true, height: AlertMetrics.sheetButtonHeight, font: AlertMetrics.sheetButtonFont
        ) { run(cancel) }
        .background(SystemColors.elevatedBackground)
        .clipShape(RoundedRectangle(cornerRadius: AlertMetrics.sheetCornerRadius))
    }
}
