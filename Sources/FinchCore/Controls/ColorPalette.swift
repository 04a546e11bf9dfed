import Foundation

/// The colour picker's sheet: a grid of swatches as iOS's "Grid" tab (a row of greys, then twelve hues
/// from dark to light), and an opacity slider when the picker supports opacity.
///
/// A tap on a swatch sets the selection (keeping the chosen opacity) and leaves the sheet open, as iOS
/// does; the close button, Escape or a tap outside dismiss it. The grid takes focus when the sheet
/// opens: the arrow keys move the selection from swatch to swatch.
struct ColorPalette: View {
    static let columns = 12
    static let rows = 10
    /// Whole points, so neighbouring swatches meet on a pixel edge (fractional widths left seams).
    static let swatchSize: CGFloat = 28

    let selection: Binding<Color>
    let supportsOpacity: Bool
    @Environment(\.dismiss) private var dismiss
    @FocusState private var gridFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            ZStack {
                Text("Colors").font(.headline)
                HStack {
                    Spacer()
                    Button {
                        dismiss()
                    } label: {
                        Image(systemName: "xmark")
                    }
                }
            }
            grid
            if supportsOpacity { opacityRow }
            Spacer()
        }
        .padding(20)
        .onAppear { gridFocused = true }
    }

    private var grid: some View {
        let current = selectedIndex
        return VStack(spacing: 0) {
            ForEach(0..<Self.rows, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<Self.columns, id: \.self) { column in
                        swatch(at: row * Self.columns + column, isSelected: current == row * Self.columns + column)
                    }
                }
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .focusableControl(isFocusable: true) { event in handleKey(event) }
        .focused($gridFocused)
        .frame(maxWidth: .infinity)
    }

    private func swatch(at index: Int, isSelected: Bool) -> some View {
        Self.color(at: index)
            .frame(width: Self.swatchSize, height: Self.swatchSize)
            .overlay(isSelected ? Rectangle().strokeBorder(Color.white, lineWidth: 3) : nil)
            .onTapGesture { choose(index) }
    }

    private var opacityRow: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("OPACITY").font(.footnote).foregroundColor(ListMetrics.secondaryLabel)
            Slider(value: opacity, in: 0...1)
        }
    }

    /// The selection's opacity, and a binding that changes only it.
    private var opacity: Binding<Double> {
        let selection = selection
        return Binding(
            get: { selection.wrappedValue.resolve(in: EnvironmentValues()).opacity },
            set: { newValue in
                let rgba = selection.wrappedValue.resolve(in: EnvironmentValues())
                selection.wrappedValue = Color(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: newValue)
            })
    }

    private func choose(_ index: Int) {
        let swatch = Self.color(at: index).resolve(in: EnvironmentValues())
        let opacity = supportsOpacity ? selection.wrappedValue.resolve(in: EnvironmentValues()).opacity : 1
        selection.wrappedValue = Color(red: swatch.red, green: swatch.green, blue: swatch.blue, opacity: opacity)
    }

    /// The swatch whose colour the selection has (opacity aside), if any.
    private var selectedIndex: Int? {
        let chosen = selection.wrappedValue.resolve(in: EnvironmentValues())
        return (0..<Self.rows * Self.columns).first { index in
            let swatch = Self.color(at: index).resolve(in: EnvironmentValues())
            return abs(swatch.red - chosen.red) < 0.5 / 255 && abs(swatch.green - chosen.green) < 0.5 / 255
                && abs(swatch.blue - chosen.blue) < 0.5 / 255
        }
    }

    /// Left and Right move along a row, Up and Down between rows; from no swatch, any arrow picks the first.
    private func handleKey(_ event: KeyEvent) -> Bool {
        guard let arrow = ArrowKey(keyCode: event.keyCode) else { return false }
        guard let current = selectedIndex else {
            choose(0)
            return true
        }
        let (row, column) = (current / Self.columns, current % Self.columns)
        switch arrow {
        case .left: choose(row * Self.columns + max(column - 1, 0))
        case .right: choose(row * Self.columns + min(column + 1, Self.columns - 1))
        case .up: choose(max(row - 1, 0) * Self.columns + column)
        case .down: choose(min(row + 1, Self.rows - 1) * Self.columns + column)
        }
        return true
    }

    /// Row 0: white to black; rows 1...9: twelve hues (cyan round to green), dark (row 1) to pale (row 9).
    static func color(at index: Int) -> Color {
        let (row, column) = (index / columns, index % columns)
        if row == 0 {
            let white = 1 - Double(column) / Double(columns - 1)
            return Color(white: (white * 255).rounded() / 255)
        }
        let hue = (0.55 + Double(column) * 0.8 / Double(columns - 1)).truncatingRemainder(dividingBy: 1)
        let shade = row - 1  // 0...8
        let brightness = shade < 4 ? 0.35 + Double(shade) * 0.65 / 4 : 1
        let saturation = shade < 4 ? 1 : 1 - Double(shade - 4) * 0.18
        return Color(hue: hue, saturation: saturation, brightness: brightness)
    }
}
