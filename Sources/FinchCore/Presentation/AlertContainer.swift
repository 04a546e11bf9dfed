import Foundation

/// An alert as iOS draws one: the window dimmed 20 %, a 270-pt card in its centre (title, message,
/// text fields, buttons under hairlines: two side by side, otherwise stacked). The dimming takes every touch, so
/// nothing behind is reachable while the alert is up.
struct AlertContainer: View {
    let content: AlertContent
    let run: @MainActor (MenuButtonItem) -> Void
    @State private var shown = false

    var body: some View {
        ZStack {
            Color.black.opacity(shown ? AlertMetrics.dimming : 0)
                .contentShape(Rectangle())
            AlertCard(content: content, run: run)
                .scaleEffect(shown ? 1 : AlertMetrics.appearScale)
                .opacity(shown ? 1 : 0)
        }
        .transition(
            AnyTransition.asymmetric(insertion: .identity, removal: .opacity)
                .animation(.easeIn(duration: AlertMetrics.disappearDuration))
        )
        .onAppear {
            withAnimation(.easeOut(duration: AlertMetrics.appearDuration)) { shown = true }
        }
    }
}

/// The alert's card.
struct AlertCard: View {
    let content: AlertContent
    let run: @MainActor (MenuButtonItem) -> Void
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        let buttons = content.alertOrder
        VStack(spacing: 0) {
            VStack(spacing: 2) {
                if let title = content.title { title.font(.headline) }
                if let message = content.message { message.font(.footnote) }
            }
            .multilineTextAlignment(.center)
            .foregroundColor(.primary)
            .frame(maxWidth: .infinity)
            .padding(AlertMetrics.textInsets)
            if !content.textFields.isEmpty { AlertTextFieldStack(fields: content.textFields) }
            hairline
            if buttons.count == 2 {
                HStack(spacing: 0) {
                    button(buttons[0])
                    AlertMetrics.separator.frame(width: 1 / displayScale)
                    button(buttons[1])
                }
                .fixedSize(horizontal: false, vertical: true)
            } else {
                ForEach(Array(buttons.indices), id: \.self) { index in
                    if index > 0 { hairline }
                    button(buttons[index])
                }
            }
        }
        .frame(width: AlertMetrics.width)
        .background(AlertMetrics.fill)
        .clipShape(RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius))
    }

    private var hairline: some View {
        AlertMetrics.separator.frame(height: 1 / displayScale)
    }

    private func button(_ item: MenuButtonItem) -> some View {
        AlertButton(item: item, isBold: content.isBold(item), height: AlertMetrics.buttonHeight, font: .body) {
            run(item)
        }
    }
}

/// One button of an alert or action sheet: its title in the accent colour (red when destructive,
/// semibold when it cancels), across its whole cell; Tab reaches it and Space presses it.
struct AlertButton: View {
    let item: MenuButtonItem
    let isBold: Bool
    let height: CGFloat
    let font: Font
    let press: @MainActor () -> Void
    /// The cell greys while a touch is down on it, as on iOS.
    @GestureState private var isPressed = false

    var body: some View {
        let pressing = DragGesture(minimumDistance: 0).updating($isPressed) { _, pressed, _ in pressed = true }
        return item.title
            .font(isBold ? font.weight(.semibold) : font)
            .foregroundColor(color)
            .lineLimit(1)
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, minHeight: height)
            .background(isPressed ? SystemColors.pressHighlight : Color.clear)
            .contentShape(Rectangle())
            .onTapGesture { if item.isEnabled { press() } }
            .simultaneousGesture(pressing)
            .keyboardActivatable { if item.isEnabled { press() } }
    }

    private var color: Color {
        guard item.isEnabled else { return .secondary }
        return item.role == .destructive ? Color.red : Color.accentColor
    }
}
