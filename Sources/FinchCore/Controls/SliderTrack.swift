import Foundation

/// A slider's track and thumb, as wide as offered and as tall as the thumb.
struct SliderTrack: View {
    static let thumbSize: CGFloat = 28
    static let trackHeight: CGFloat = 4

    let value: SliderValue
    let isEnabled: Bool
    let onEditingChanged: @MainActor (Bool) -> Void
    @Environment(\.tint) private var tint
    /// The value when the thumb was touched; the drag moves it by the pointer's travel from there.
    @GestureState private var dragStart: Double?

    var body: some View {
        GeometryReader { proxy in
            let fraction = value.fraction
            let travel = max(proxy.size.width - Self.thumbSize, 0)
            ZStack(alignment: .leading) {
                Capsule(style: .circular).fill(ControlMetrics.systemFill)
                    .frame(height: Self.trackHeight)
                Capsule(style: .circular).fill(tint ?? Color.accentColor)
                    .frame(width: Self.thumbSize / 2 + travel * fraction, height: Self.trackHeight)
                thumb(travel: travel)
                    .offset(x: travel * fraction)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .frame(height: Self.thumbSize)
        .opacity(isEnabled ? 1 : ControlMetrics.disabledOpacity)
        .allowsHitTesting(isEnabled)
        .focusableControl(isFocusable: isEnabled, cornerRadius: Self.thumbSize / 2) { event in handleKey(event) }
        .onChange(of: dragStart != nil) { _, isDragging in onEditingChanged(isDragging) }
    }

    private func thumb(travel: CGFloat) -> some View {
        let value = value
        let drag = DragGesture(minimumDistance: 0)
            .updating($dragStart) { _, start, _ in if start == nil { start = value.get() } }
            .onChanged { drag in
                guard travel > 0 else { return }
                let start = dragStart ?? value.get()
                let moved = start + Double(drag.translation.width / travel) * value.span
                let next = value.constrained(moved)
                if next != value.get() { value.set(next) }
            }
        return Circle()
            .fill(Color.white)
            .shadow(color: Color.black.opacity(0.12), radius: 0.5, x: 0, y: 0)
            .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 2)
            .frame(width: Self.thumbSize, height: Self.thumbSize)
            .contentShape(Rectangle())
            .gesture(drag)
    }

    private func handleKey(_ event: KeyEvent) -> Bool {
        guard let arrow = ArrowKey(keyCode: event.keyCode) else { return false }
        let current = value.get()
        let next = value.constrained(current + (arrow.increases ? value.keyIncrement : -value.keyIncrement))
        onEditingChanged(true)
        if next != current { value.set(next) }
        onEditingChanged(false)
        return true
    }
}
