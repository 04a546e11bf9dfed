import Foundation

/// The side of a stepper's control.
enum StepperSide: Hashable {
    case decrement
    case increment
}

/// iOS's stepper control: a 94 × 32 rounded rectangle (radius 8) in the tertiary fill, split by a
/// hairline into a minus and a plus half; the pressed half darkens, a half without an action is greyed.
struct StepperControl: View {
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    /// The divider between the halves is shorter than the control (iOS's is about 18 pt).
    static let dividerHeight: CGFloat = 18

    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?
    let onEditingChanged: @MainActor (Bool) -> Void
    let isEnabled: Bool
    @GestureState private var pressed: StepperSide?
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        HStack(spacing: 0) {
            half(.decrement)
            half(.increment)
        }
        .overlay(
            Rectangle().fill(ListMetrics.separator)
                .frame(width: 1 / max(displayScale, 1), height: Self.dividerHeight)
        )
        .background(RoundedRectangle(cornerRadius: Self.cornerRadius).fill(ControlMetrics.tertiaryFill))
        .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
        .frame(width: Self.size.width, height: Self.size.height)
        .onChange(of: pressed != nil) { _, isPressed in onEditingChanged(isPressed) }
        .focusableControl(isFocusable: isEnabled) { event in handleKey(event) }
    }

    private func action(_ side: StepperSide) -> (@MainActor () -> Void)? {
        side == .increment ? onIncrement : onDecrement
    }

    private func half(_ side: StepperSide) -> some View {
        let action = action(side)
        let repeating = RepeatingPressGesture()
            .onChanged { _ in action?() }
            .onEnded { repeats in if repeats == 0 { action?() } }
        let pressing = DragGesture(minimumDistance: 0)
            .updating($pressed) { _, pressed, _ in if action != nil { pressed = side } }
        return ZStack {
            Rectangle().fill(pressed == side ? ControlMetrics.systemFill : Color.clear)
            StepperGlyph(side: side)
                .fill(action == nil ? ControlMetrics.tertiaryLabel : SystemColors.label)
                .frame(width: StepperGlyph.size, height: StepperGlyph.size)
        }
        .frame(width: Self.size.width / 2, height: Self.size.height)
        .contentShape(Rectangle())
        .gesture(repeating)
        .simultaneousGesture(pressing)
    }

    /// Up and Right increment, Down and Left decrement; the keys are taken at a bound too.
    private func handleKey(_ event: KeyEvent) -> Bool {
        guard let arrow = ArrowKey(keyCode: event.keyCode) else { return false }
        if let action = action(arrow.increases ? .increment : .decrement) {
            onEditingChanged(true)
            action()
            onEditingChanged(false)
        }
        return true
    }
}

/// SF Symbols' minus and plus at a stepper's size: 14-pt bars 2 pt thick with rounded ends.
struct StepperGlyph: Shape {
    nonisolated static let size: CGFloat = 14
    nonisolated static let thickness: CGFloat = 2
    let side: StepperSide

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let radius = Self.thickness / 2
        let horizontal = CGRect(x: rect.minX, y: rect.midY - radius, width: rect.width, height: Self.thickness)
        path.addRoundedRect(in: horizontal, cornerSize: CGSize(width: radius, height: radius))
        if side == .increment {
            let vertical = CGRect(x: rect.midX - radius, y: rect.minY, width: Self.thickness, height: rect.height)
            path.addRoundedRect(in: vertical, cornerSize: CGSize(width: radius, height: radius))
        }
        return path
    }
}
