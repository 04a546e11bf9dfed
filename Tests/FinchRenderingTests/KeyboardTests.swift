import Finch
import FinchTesting
import Testing

private struct TwoButtons: View {
    @State private var first = 0
    @State private var second = 0
    @State private var isOn = false

    var body: some View {
        VStack {
            Text("first \(first) second \(second) \(isOn ? "on" : "off")")
            Button("One") { first += 1 }
            Button("Two") { second += 1 }
            Toggle("Switch", isOn: $isOn)
        }
        .padding()
    }
}

@MainActor
@Suite("Tab moves keyboard focus between controls; Space and Return activate the focused one")
struct KeyboardTests {
    let tab: UInt32 = 0xff09
    let shiftTab: UInt32 = 0xfe20
    let returnKey: UInt32 = 0xff0d
    let space: UInt32 = 0x20

    @Test("Tab, Return, Tab, Space, Tab, Space activate each control in order")
    func focusAndActivate() {
        let window = TestWindow(size: CGSize(width: 300, height: 200)) { TwoButtons() }
        #expect(window.pressKey(returnKey) == false)
        window.pressKey(tab)
        window.pressKey(returnKey)
        #expect(window.frames(ofText: "first 1 second 0 off").count == 1)
        window.pressKey(tab)
        window.pressKey(space, characters: " ")
        #expect(window.frames(ofText: "first 1 second 1 off").count == 1)
        window.pressKey(tab)
        window.pressKey(space, characters: " ")
        window.advance(by: 1)
        #expect(window.frames(ofText: "first 1 second 1 on").count == 1)
        window.pressKey(shiftTab)
        window.pressKey(returnKey)
        #expect(window.frames(ofText: "first 1 second 2 on").count == 1)
    }

    @Test("The focused control shows a ring in the accent colour")
    func focusRing() {
        let window = TestWindow(size: CGSize(width: 300, height: 200)) { TwoButtons() }
        let strokes = { window.displayList.dump().components(separatedBy: "\n").filter { $0.contains("stroke") }.count }
        let before = strokes()
        window.pressKey(tab)
        #expect(strokes() == before + 1)
    }
}
