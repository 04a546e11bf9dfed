import Foundation

/// A simple wheel: five rows of a drum, the chosen one in the middle on a grey band, the others
/// fading toward the edges. A vertical drag turns it and it settles on the nearest row (a fling goes
/// further); the mouse wheel turns it a row a detent; Up and Down while it has focus.
struct WheelDrum<Row: View>: View {
    let count: Int
    let selected: Int
    /// Whether row `index` may be chosen (rows outside a date range may not: the drum turns back).
    var isChoosable: (Int) -> Bool = { _ in true }
    let choose: @MainActor (Int) -> Void
    /// Whether the drum draws its own grey band (drums side by side share one, drawn behind them).
    var showsBand = true
    let row: (Int) -> Row
    /// How far a drag under way has turned the drum.
    @State private var drag: CGFloat = 0
    @State private var wheel = WheelScrollAccumulator()
    @State private var focus = ControlFocus()

    private var rowHeight: CGFloat { FormMetrics.wheelRowHeight }
    private var height: CGFloat { rowHeight * CGFloat(FormMetrics.wheelVisibleRows) }

    var body: some View {
        let middle = CGFloat(FormMetrics.wheelVisibleRows / 2)
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                row(index)
                    .lineLimit(1)
                    .foregroundColor(isChoosable(index) ? .primary : FormMetrics.tertiaryLabel)
                    .frame(maxWidth: .infinity)
                    .frame(height: rowHeight)
                    .opacity(abs(index - selected) <= 2 ? 1 - 0.25 * Double(abs(index - selected)) : 0.4)
            }
        }
        .offset(y: (middle - CGFloat(selected)) * rowHeight + drag)
        .frame(maxWidth: .infinity, minHeight: height, maxHeight: height, alignment: .top)
        .background { if showsBand { WheelBand() } }
        .clipped()
        .contentShape(Rectangle())
        .gesture(turning)
        .onScrollWheel { delta in
            let rows = wheel.add(delta.height)
            if rows != 0 { settle(on: selected + rows) }
            return true
        }
        .controlKeys(focus: focus) { event in
            switch event.keyCode {
            case ControlKey.up: settle(on: selected - 1)
            case ControlKey.down: settle(on: selected + 1)
            default: return false
            }
            return true
        }
    }

    /// A drag up turns toward later rows; let go, the drum settles on the row nearest its predicted end.
    private var turning: some Gesture {
        DragGesture(minimumDistance: 2)
            .onChanged { value in drag = value.translation.height }
            .onEnded { value in
                let rows = Int((-value.predictedEndTranslation.height / rowHeight).rounded())
                withAnimation(FormMetrics.wheelAnimation) {
                    drag = 0
                    settle(on: selected + rows, animated: false)
                }
            }
    }

    /// Chooses the row nearest `index` that may be chosen (the drum stops at the ends).
    private func settle(on index: Int, animated: Bool = true) {
        guard count > 0 else { return }
        var target = min(max(index, 0), count - 1)
        if !isChoosable(target) {
            // Back toward the current row, the nearest one that may be chosen.
            let step = target > selected ? -1 : 1
            while target != selected, !isChoosable(target) { target += step }
        }
        guard target != selected else { return }
        if animated {
            withAnimation(FormMetrics.wheelAnimation) { choose(target) }
        } else {
            choose(target)
        }
    }
}

/// Wheel deltas added up until they make whole rows (one detent, 40 pt, is one row).
@MainActor
final class WheelScrollAccumulator {
    private var total: CGFloat = 0

    nonisolated init() {}

    /// Adds `delta` (positive: down, toward later rows) and returns the whole rows it now makes.
    func add(_ delta: CGFloat) -> Int {
        guard delta.isFinite else { return 0 }
        total += delta
        let rows = Int((total / FormMetrics.wheelScrollStep).rounded(.towardZero))
        total -= CGFloat(rows) * FormMetrics.wheelScrollStep
        return rows
    }
}

/// The wheel style of `Picker`: a drum of the options.
struct WheelPicker<Label: View>: View {
    let label: Label
    let model: PickerModel

    var body: some View {
        let model = model
        WheelDrum(
            count: model.options.count, selected: model.selectedIndex ?? 0,
            isChoosable: { model.options.isChoosable($0) }, choose: model.choose
        ) { index in
            model.options.label(at: index).font(.system(size: 20))
        }
    }
}

/// The grey band behind a wheel's chosen row.
struct WheelBand: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 8).fill(FormMetrics.tertiaryFill)
            .frame(height: FormMetrics.wheelRowHeight)
    }
}
