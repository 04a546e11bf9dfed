import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

@MainActor
private final class Amounts {
    var price = 0.0
    var share = 0.0
}

/// A bill splitter's two fields: a price in dollars and a tip as a percentage.
private struct AmountFields: View {
    let amounts: Amounts
    @State private var price = 12.5
    @State private var share = 0.15

    var body: some View {
        let _ = (amounts.price = price, amounts.share = share)
        VStack(alignment: .leading, spacing: 10) {
            TextField("Price", value: $price, format: .currency(code: "USD")).textFieldStyle(.roundedBorder)
            TextField("Tip", value: $share, format: .percent).textFieldStyle(.roundedBorder)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// `TextField(value:format:)` with `.currency(code:)` and `.percent`, as learners' bill splitters write it.
@MainActor
@Suite("TextField with a currency or percent format shows, parses and keeps values as on iOS")
struct TextFieldCurrencyPercentTests {
    let returnKey: UInt32 = 0xff0d

    private func controller(_ window: TestWindow) -> TextEditingController? {
        window.graph.focusedTextInput as? TextEditingController
    }

    /// The fields' middles: 16 pt padding, 34-pt fields 10 pt apart.
    private func field(_ index: Int) -> CGPoint { CGPoint(x: 100, y: 16 + 17 + CGFloat(index) * 44) }

    @Test("The price shows as $12.50; typed as 8.75 or $1,234.5 it is set on Return and shown formatted")
    func currency() {
        let amounts = Amounts()
        let window = TestWindow(size: CGSize(width: 320, height: 160)) { AmountFields(amounts: amounts) }
        window.tap(at: field(0))
        #expect(controller(window)?.buffer.text == "$12.50")
        window.pressKey(0x61, modifiers: .control)
        window.type("8.75")
        window.pressKey(returnKey)
        #expect(amounts.price == 8.75)
        #expect(controller(window)?.buffer.text == "$8.75")
        window.pressKey(0x61, modifiers: .control)
        window.type("$1,234.5")
        window.pressKey(returnKey)
        #expect(amounts.price == 1234.5)
        #expect(controller(window)?.buffer.text == "$1,234.50")
        // Not a number: the last valid value stays.
        window.pressKey(0x61, modifiers: .control)
        window.type("lots")
        window.pressKey(returnKey)
        #expect(amounts.price == 1234.5)
    }

    @Test("The tip shows as 15%; typed as 20% or 20 it is 0.2")
    func percent() {
        let amounts = Amounts()
        let window = TestWindow(size: CGSize(width: 320, height: 160)) { AmountFields(amounts: amounts) }
        window.tap(at: field(1))
        #expect(controller(window)?.buffer.text == "15%")
        window.pressKey(0x61, modifiers: .control)
        window.type("20%")
        window.pressKey(returnKey)
        #expect(abs(amounts.share - 0.2) < 1e-9)
        #expect(controller(window)?.buffer.text == "20%")
        window.pressKey(0x61, modifiers: .control)
        window.type("25")
        window.pressKey(returnKey)
        #expect(abs(amounts.share - 0.25) < 1e-9)
    }
}
