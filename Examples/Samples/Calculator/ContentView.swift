import SwiftUI

struct ContentView: View {
    @State private var display = "0"
    @State private var storedValue = 0.0
    @State private var pendingOperation: CalcButton?
    @State private var startNewNumber = true

    let buttons: [[CalcButton]] = [
        [.clear, .negative, .percent, .divide],
        [.seven, .eight, .nine, .multiply],
        [.four, .five, .six, .subtract],
        [.one, .two, .three, .add],
        [.zero, .decimal, .equal],
    ]

    let spacing: CGFloat = 12

    var body: some View {
        GeometryReader { geometry in
            let size = (geometry.size.width - 5 * spacing) / 4

            VStack(spacing: spacing) {
                Spacer()

                HStack {
                    Spacer()
                    Text(display)
                        .font(.system(size: 64, weight: .light, design: .monospaced))
                        .foregroundStyle(.white)
                        .lineLimit(1)
                }
                .padding(.horizontal)

                ForEach(buttons, id: \.self) { row in
                    HStack(spacing: spacing) {
                        ForEach(row, id: \.self) { button in
                            Button {
                                tapped(button)
                            } label: {
                                Text(button.rawValue)
                                    .font(.system(size: 36, weight: .medium))
                                    .frame(width: button == .zero ? size * 2 + spacing : size, height: size)
                                    .background(isHighlighted(button) ? .white : button.backgroundColor)
                                    .foregroundStyle(isHighlighted(button) ? .orange : button.foregroundColor)
                                    .clipShape(Capsule())
                            }
                        }
                    }
                }
            }
            .padding(.bottom, spacing)
            .padding(.horizontal, spacing)
        }
        .background(Color.black)
    }

    func isHighlighted(_ button: CalcButton) -> Bool {
        button == pendingOperation && startNewNumber
    }

    func tapped(_ button: CalcButton) {
        switch button {
        case .clear:
            display = "0"
            storedValue = 0
            pendingOperation = nil
            startNewNumber = true
        case .negative:
            if let value = Double(display) {
                display = format(-value)
            }
        case .percent:
            if let value = Double(display) {
                display = format(value / 100)
            }
        case .add, .subtract, .multiply, .divide:
            calculate()
            pendingOperation = button
            startNewNumber = true
        case .equal:
            calculate()
            pendingOperation = nil
            startNewNumber = true
        case .decimal:
            if startNewNumber {
                display = "0."
                startNewNumber = false
            } else if !display.contains(".") {
                display += "."
            }
        default:
            if startNewNumber || display == "0" {
                display = button.rawValue
                startNewNumber = false
            } else if display.count < 9 {
                display += button.rawValue
            }
        }
    }

    func calculate() {
        let current = Double(display) ?? 0
        guard let operation = pendingOperation else {
            storedValue = current
            return
        }
        if startNewNumber {
            return
        }
        switch operation {
        case .add: storedValue += current
        case .subtract: storedValue -= current
        case .multiply: storedValue *= current
        case .divide: storedValue = current == 0 ? .nan : storedValue / current
        default: break
        }
        display = format(storedValue)
    }

    func format(_ value: Double) -> String {
        if value.isNaN || value.isInfinite {
            return "Error"
        }
        if value == value.rounded() && abs(value) < 1e9 {
            return String(Int(value))
        }
        return String(value)
    }
}
