import Finch
import FinchTesting
import Testing

private struct Settings: View {
    @State private var count = 0
    @State private var isOn = false

    var body: some View {
        VStack(spacing: 0) {
            Text("Title").accessibilityAddTraits(.isHeader)
            Button("Add") { count += 1 }
            Text("count \(count)")
            Toggle("Sound", isOn: $isOn)
            Image(systemName: "star.fill")
        }
    }
}

@MainActor
@Suite("Accessibility modifiers are kept for the window's accessibility tree")
struct AccessibilityTreeTests {
    @Test("Text, buttons, toggles and symbol images have SwiftUI's default labels, traits and values")
    func defaults() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 300)) { Settings() }
        let elements = window.accessibilityElements
        #expect(elements.map(\.label) == ["Title", "Add", "count 0", "Sound", "star.fill"])
        #expect(elements[0].traits == [.isStaticText, .isHeader])
        #expect(elements[1].traits == .isButton)
        #expect(elements[2].traits == .isStaticText)
        #expect(elements[3].traits == .isToggle)
        #expect(elements[3].value == "0")
        #expect(elements[4].traits == .isImage)
        // A text element's frame is the text's own.
        let title = try #require(window.frames(ofText: "Title").first)
        #expect(elements[0].frame == title)
        #expect(elements[1].frame == window.frames(ofText: "Add").first)
    }

    @Test("Activating a button runs its action; activating a toggle flips it")
    func activation() {
        let window = TestWindow(size: CGSize(width: 300, height: 300)) { Settings() }
        #expect(window.activateAccessibilityElement(labeled: "Add"))
        #expect(window.accessibilityElement(labeled: "count 1") != nil)
        #expect(window.activateAccessibilityElement(labeled: "Sound"))
        #expect(window.accessibilityElement(labeled: "Sound")?.value == "1")
        #expect(!window.activateAccessibilityElement(labeled: "Title"))
        #expect(!window.activateAccessibilityElement(labeled: "Nothing"))
    }

    @Test("Label, hint, value, identifier and traits are kept with the view's frame")
    func properties() throws {
        let window = TestWindow(size: CGSize(width: 200, height: 100)) {
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 30)
                    .accessibilityLabel("Red swatch")
                    .accessibilityHint("Chooses red")
                    .accessibilityValue("50 percent")
                    .accessibilityIdentifier("swatch.red")
                    .accessibilityAddTraits([.isButton, .isSelected])
            }
        }
        let element = try #require(window.accessibilityElement(identifier: "swatch.red"))
        #expect(element.frame == CGRect(x: 80, y: 35, width: 40, height: 30))
        #expect(element.label == "Red swatch")
        #expect(element.hint == "Chooses red")
        #expect(element.value == "50 percent")
        #expect(element.traits == [.isButton, .isSelected])
        #expect(window.accessibilityElements.count == 1)
    }

    @Test("A chain of accessibility modifiers is one modifier; the later call wins")
    func chainMerges() throws {
        let one = TestWindow(size: CGSize(width: 100, height: 100)) { Text("A") }
        let chained = TestWindow(size: CGSize(width: 100, height: 100)) {
            Text("A").accessibilityLabel("first").accessibilityHint("h").accessibilityLabel("second")
                .accessibilityIdentifier("a")
        }
        // One graph node more than the bare text: the whole chain is one `ModifiedContent`.
        #expect(chained.treeNodeCount == one.treeNodeCount + 1)
        let element = try #require(chained.accessibilityElements.first)
        #expect(element.label == "second")
        #expect(element.hint == "h")
    }

    @Test("An outer modifier overrides an inner one, and removes traits the view has")
    func nesting() throws {
        let window = TestWindow(size: CGSize(width: 200, height: 100)) {
            Text("Plain")
                .accessibilityLabel("inner")
                .padding(4)
                .accessibilityLabel("outer")
                .accessibilityRemoveTraits(.isStaticText)
        }
        let element = try #require(window.accessibilityElements.first)
        #expect(element.label == "outer")
        #expect(element.traits == [])
        // Set on the padding, which is not an element, the properties pass to the text inside.
        #expect(element.frame == window.frames(ofText: "Plain").first)
    }

    @Test("Hidden views are left out; children .combine joins labels, .ignore drops them, .contain keeps them")
    func childBehaviours() {
        let window = TestWindow(size: CGSize(width: 300, height: 300)) {
            VStack {
                Text("secret").accessibilityHidden(true)
                Text("old secret").accessibility(hidden: true)
                HStack {
                    Text("Temperature")
                    Text("21°")
                }
                .accessibilityElement(children: .combine)
                HStack {
                    Text("a")
                    Text("b")
                }
                .accessibilityElement()
                .accessibility(label: Text("ignored children"))
                VStack {
                    Text("x")
                    Text("y")
                }
                .accessibilityElement(children: .contain)
                .accessibilityIdentifier("group")
            }
        }
        #expect(
            window.accessibilityElements.map(\.label) == ["Temperature, 21°", "ignored children", "", "x", "y"])
        #expect(window.accessibilityElement(identifier: "group")?.traits == [])
    }

    @Test("Custom and named actions run; sort priority reorders; input labels are kept")
    func actionsAndOrder() throws {
        var log: [String] = []
        let window = TestWindow(size: CGSize(width: 300, height: 300)) {
            VStack {
                Text("first")
                Text("second")
                    .accessibilitySortPriority(1)
                    .accessibilityInputLabels(["Second", "Two"])
                    .accessibilityAction { log.append("activated") }
                    .accessibilityAction(named: "Delete") { log.append("deleted") }
                    .accessibilityAction(.escape) { log.append("escaped") }
            }
        }
        #expect(window.accessibilityElements.map(\.label) == ["second", "first"])
        let second = try #require(window.accessibilityElement(labeled: "second"))
        #expect(second.inputLabels == ["Second", "Two"])
        #expect(Set(second.actionNames) == ["default", "Delete", "escape"])
        #expect(window.activateAccessibilityElement(labeled: "second"))
        #expect(window.performAccessibilityAction(named: "Delete", onElementLabeled: "second"))
        #expect(second.perform(.escape))
        #expect(!window.performAccessibilityAction(named: "Archive", onElementLabeled: "second"))
        #expect(log == ["activated", "deleted", "escaped"])
    }

    @Test("A label kept on a view whose content changes on its own stays on the new content")
    func contentChangesAlone() throws {
        let window = TestWindow(size: CGSize(width: 200, height: 100)) {
            Ticker().accessibilityLabel("Ticker")
        }
        #expect(window.accessibilityElements.map(\.label) == ["Ticker"])
        #expect(window.activateAccessibilityElement(labeled: "Ticker"))
        #expect(window.frames(ofText: "1").count == 1)
        #expect(window.accessibilityElements.map(\.label) == ["Ticker"])
    }

    @Test("A window with accessibility properties closes with nothing left over")
    func nothingLeft() throws {
        let window = TestWindow(size: CGSize(width: 200, height: 100)) {
            Button("Add") {}.accessibilityIdentifier("add")
        }
        #expect(window.accessibilityElement(identifier: "add")?.label == "Add")
        try window.close()
    }
}

/// A text whose number goes up when activated, from its own state (its parent is not evaluated again).
private struct Ticker: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)").accessibilityAction { count += 1 }
    }
}
