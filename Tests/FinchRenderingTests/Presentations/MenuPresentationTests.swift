import Finch
import FinchCore
import FinchTesting
import Foundation
import Testing

/// A choice list presented through the package API, as a `Picker`'s `.menu` style would.
private struct ChoiceButton: View {
    @State private var isOpen = false
    @State private var choice = "Small"
    let choices = ["Small", "Medium", "Large"]

    var body: some View {
        Text(choice)
            .onTapGesture { isOpen = true }
            .menuPresentation(isPresented: $isOpen) {
                choices.map { option in
                    MenuElement.button(
                        MenuButtonItem(title: AnyView(Text(option)), isChecked: option == choice) { choice = option })
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .padding(.top, 20)
    }
}

@MainActor
@Suite("The package menu API presents any list of items by a view, for popups such as Picker's menu")
struct MenuPresentationTests {
    @Test("Items open by the view, the checked one shows a checkmark, a choice closes the menu and runs")
    func choices() throws {
        let window = TestWindow(size: CGSize(width: 320, height: 300)) { ChoiceButton() }
        let label = try #require(window.frames(ofText: "Small").first)
        window.tap(at: CGPoint(x: label.midX, y: label.midY))
        window.advance(by: 0.5)
        #expect(window.displayList.dump().contains("image"))
        let large = try #require(window.frames(ofText: "Large").first)
        // Titles start after the 28-pt checkmark column.
        let medium = try #require(window.frames(ofText: "Medium").first)
        #expect(abs(large.minX - medium.minX) < 0.5)
        window.tap(at: CGPoint(x: large.midX, y: large.midY))
        window.advance(by: 0.5)
        #expect(!window.graph.isPresentingSheet)
        #expect(window.frames(ofText: "Large").count == 1)
        #expect(window.frames(ofText: "Small").isEmpty)
    }

    @Test("A menu taller than the window fits 8 pt inside it and its rows scroll")
    func longMenuScrolls() throws {
        let window = TestWindow(size: CGSize(width: 320, height: 300)) {
            Text("Many")
                .contextMenu {
                    ForEach(0..<30) { index in Button("Choice \(index)") {} }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        let many = try #require(window.frames(ofText: "Many").first)
        window.rightClick(at: CGPoint(x: many.midX, y: many.midY))
        window.advance(by: 0.5)
        let first = try #require(window.frames(ofText: "Choice 0").first)
        // Pinned to the window's top margin: the first row's title is centred in its 44 pt.
        #expect(abs(first.midY - (8 + 22)) < 1.5)
        #expect(window.frames(ofText: "Choice 29").isEmpty)
        window.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: 2000))
        window.advance(by: 0.1)
        let last = try #require(window.frames(ofText: "Choice 29").first)
        #expect(last.maxY <= 292)
    }

    @Test("In a long menu the arrow keys' highlight is scrolled into view")
    func highlightScrolls() throws {
        let window = TestWindow(size: CGSize(width: 320, height: 300)) {
            Text("Many")
                .contextMenu {
                    ForEach(0..<30) { index in Button("Choice \(index)") {} }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        let many = try #require(window.frames(ofText: "Many").first)
        window.rightClick(at: CGPoint(x: many.midX, y: many.midY))
        window.advance(by: 0.5)
        window.pressKey(0xff52)  // Up wraps to the last row
        window.advance(by: 0.5)
        let last = try #require(window.frames(ofText: "Choice 29").first)
        #expect(last.maxY <= 292)
    }
}
