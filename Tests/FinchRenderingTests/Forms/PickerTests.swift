import Finch
import FinchTesting
import Foundation
import Testing

/// A picker of flavours in the given style, the choice shown below it.
private struct FlavorPicker<Style: PickerStyle>: View {
    let style: Style
    @State var flavor = Flavor.chocolate

    var body: some View {
        VStack(spacing: 20) {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { Text($0.title) }
            }
            .pickerStyle(style)
            Text("Chosen: \(flavor.rawValue)")
        }
        .padding()
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

/// A form holding one picker in the given style, with tagged static options.
private struct FormPicker<Style: PickerStyle>: View {
    let style: Style
    @State var size = 2

    var body: some View {
        NavigationStack {
            Form {
                Picker("Size", selection: $size) {
                    Text("Small").tag(1)
                    Text("Medium").tag(2)
                    Text("Large").tag(3)
                }
                .pickerStyle(style)
                Text("Chosen: \(size)")
            }
        }
    }
}

@MainActor
@Suite("Picker: each style chooses by pointer and keyboard")
struct PickerTests {
    static let size = CGSize(width: 390, height: 400)

    private func window<V: View>(_ view: V) -> TestWindow {
        let window = TestWindow(size: Self.size) { view }
        window.advance(by: 0)
        window.advance(by: 0)
        return window
    }

    // MARK: Segmented

    @Test("Segmented: segments share the width of a 32-pt track; a tap chooses and the thumb slides")
    func segmentedTap() throws {
        let window = window(FlavorPicker(style: .segmented))
        let first = try #require(window.frames(ofText: "Chocolate").first)
        let second = try #require(window.frames(ofText: "Vanilla").first)
        // 358 pt of track in thirds: the titles centred in their segments.
        #expect(abs(first.midX - (16 + 358 / 6)) <= 1)
        #expect(abs(second.midX - (16 + 358 / 2)) <= 1)
        #expect(abs(first.midY - (16 + 16)) <= 1)
        assertSnapshot(png: window.pngData(), named: "chocolate")
        try window.tap(text: "Vanilla")
        #expect(window.shows("Chosen: vanilla"))
        assertSnapshot(png: window.pngData(), named: "vanilla")
    }

    @Test("Segmented: the thumb is under way a tenth of a second after the tap; the chosen text changed at once")
    func segmentedSlides() throws {
        let window = window(FlavorPicker(style: .segmented))
        window.tap(at: try window.centre(of: "Strawberry"))
        window.advance(by: 0.1)
        #expect(window.graph.hasRunningAnimations)
        // Only the thumb animates, as UISegmentedControl's: the text reading the selection does not crossfade.
        #expect(window.textRuns.map(\.layout.string).filter { $0.hasPrefix("Chosen") } == ["Chosen: strawberry"])
        window.advance(by: 1)
        #expect(!window.graph.hasRunningAnimations)
        #expect(window.shows("Chosen: strawberry"))
    }

    @Test("Segmented: Left and Right move the choice while it has focus, and stop at the ends")
    func segmentedKeys() throws {
        let window = window(FlavorPicker(style: .segmented))
        window.press(FormKeys.tab)
        window.press(FormKeys.right)
        #expect(window.shows("Chosen: vanilla"))
        window.press(FormKeys.right)
        window.press(FormKeys.right)
        #expect(window.shows("Chosen: strawberry"))
        window.press(FormKeys.left)
        #expect(window.shows("Chosen: vanilla"))
    }

    @Test("SegmentedPickerStyle() and the label-first initialiser work as .segmented")
    func segmentedInitialisers() throws {
        struct Sample: View {
            @State var flavor = Flavor.vanilla
            var body: some View {
                VStack {
                    Picker(selection: $flavor, label: Text("Flavor")) {
                        ForEach(Flavor.allCases) { Text($0.title) }
                    }
                    .pickerStyle(SegmentedPickerStyle())
                    Text("Chosen: \(flavor.rawValue)")
                }
            }
        }
        let window = window(Sample())
        try window.tap(text: "Chocolate")
        #expect(window.shows("Chosen: chocolate"))
    }

    // MARK: Implicit tags

    @Test("A ForEach tags its options with their ids when the id's type is the selection's")
    func implicitTags() throws {
        struct Sample: View {
            @State var name = "Ada"
            @State var number = "none"
            var body: some View {
                VStack {
                    Picker("Name", selection: $name) {
                        ForEach(["Ada", "Grace"], id: \.self) { Text($0) }
                    }
                    // Int ids, a String selection: shown, but no option can be chosen.
                    Picker("Number", selection: $number) {
                        ForEach(0..<2) { Text("N\($0)") }
                    }
                    Text("Chosen: \(name) \(number)")
                }
                .pickerStyle(.segmented)
            }
        }
        let window = window(Sample())
        try window.tap(text: "Grace")
        try window.tap(text: "N1")
        #expect(window.shows("Chosen: Grace none"))
    }

    @Test("An optional selection: nothing chosen at first; a tap chooses an option of the ForEach")
    func optionalSelection() throws {
        struct Sample: View {
            @State var flavor: Flavor?
            var body: some View {
                VStack {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { Text($0.title) }
                    }
                    .pickerStyle(.palette)
                    Text("Chosen: \(flavor?.rawValue ?? "none")")
                }
            }
        }
        let window = window(Sample())
        #expect(window.shows("Chosen: none"))
        try window.tap(text: "Strawberry")
        #expect(window.shows("Chosen: strawberry"))
    }

    // MARK: Menu

    @Test("Menu in a form: the label leads, the choice trails in the tint colour with chevrons")
    func menuRow() throws {
        let window = window(FormPicker(style: .menu))
        let label = try #require(window.frames(ofText: "Size").first)
        let choice = try #require(window.frames(ofText: "Medium").first)
        #expect(label.minX == 32)
        // The chevrons (7 pt) and 5 pt before them end at the row's trailing inset.
        #expect(abs(choice.maxX - (390 - 32 - 12)) <= 1)
        assertSnapshot(png: window.pngData())
    }

    @Test("Menu: a tap opens the options beside the row; choosing one closes them")
    func menuTap() throws {
        let window = window(FormPicker(style: .menu))
        try window.tap(text: "Size")
        #expect(window.shows("Small"))
        #expect(window.frames(ofText: "Medium").count == 2)
        assertSnapshot(png: window.pngData(), named: "open")
        try window.tap(text: "Large")
        #expect(window.shows("Chosen: 3"))
        #expect(window.frames(ofText: "Small").isEmpty)
        // A click outside closes without choosing.
        try window.tap(text: "Size")
        window.tap(at: CGPoint(x: 200, y: 380))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Small").isEmpty)
        #expect(window.shows("Chosen: 3"))
    }

    @Test("Menu: after the form scrolled, the options open just below the row")
    func menuAfterScrolling() throws {
        struct Sample: View {
            @State var size = 2
            var body: some View {
                Form {
                    ForEach(0..<6) { Text("Row \($0)") }
                    Picker("Size", selection: $size) {
                        Text("Small").tag(1)
                        Text("Medium").tag(2)
                    }
                    ForEach(6..<20) { Text("Row \($0)") }
                }
            }
        }
        let window = window(Sample())
        window.scroll(at: CGPoint(x: 195, y: 200), by: CGSize(width: 0, height: 120))
        window.advance(by: 1)
        let row = try #require(window.frames(ofText: "Size").first)
        // Six rows below the 35-pt gap, moved up 120.
        #expect(abs(row.midY - (35 + 6 * 44 + 22 - 120)) <= 1)
        try window.tap(text: "Size")
        let small = try #require(window.frames(ofText: "Small").first)
        // The menu platter opens 8 pt below the choice (a 21-pt line centred in the row), its first row
        // 44 tall.
        #expect(abs(small.midY - (row.midY + 10.5 + 8 + 22)) <= 1)
    }

    @Test("Menu: Up and Down change the choice; Space opens, arrows highlight, Return chooses, Escape closes")
    func menuKeys() throws {
        let window = window(FormPicker(style: .menu))
        window.press(FormKeys.tab)
        window.press(FormKeys.down)
        #expect(window.shows("Chosen: 3"))
        window.press(FormKeys.space)
        #expect(window.shows("Small"))
        window.press(FormKeys.up)
        window.press(FormKeys.up)
        window.press(FormKeys.returnKey)
        #expect(window.shows("Chosen: 1"))
        #expect(window.frames(ofText: "Medium").isEmpty)
        window.press(FormKeys.returnKey)
        #expect(window.frames(ofText: "Medium").count == 1)
        window.press(FormKeys.escape)
        #expect(window.frames(ofText: "Medium").isEmpty)
        #expect(window.shows("Chosen: 1"))
    }

    @Test("Menu: a platter in the environment draws the options and reports the choice")
    func menuPlatterHook() throws {
        let window = window(
            FormPicker(style: .menu).environment(\.choiceMenuPlatter) { request in
                AnyView(Text("Pick first of \(request.options.count)").onTapGesture { request.choose(0) })
            })
        try window.tap(text: "Size")
        try window.tap(text: "Pick first of 3")
        #expect(window.shows("Chosen: 1"))
        #expect(window.frames(ofText: "Pick first of 3").isEmpty)
    }

    // MARK: Inline

    @Test("Inline in a form: the options are 44-pt rows, the chosen one checked; a tap chooses")
    func inlineTap() throws {
        let window = window(FormPicker(style: .inline))
        let small = try #require(window.frames(ofText: "Small").first)
        let medium = try #require(window.frames(ofText: "Medium").first)
        #expect(medium.minY - small.minY == 44)
        #expect(small.minX == 32)
        #expect(window.frames(ofText: "Size").isEmpty)
        assertSnapshot(png: window.pngData())
        try window.tap(text: "Large")
        #expect(window.shows("Chosen: 3"))
    }

    @Test("Inline: Up and Down move the choice while it has focus")
    func inlineKeys() throws {
        let window = window(FormPicker(style: .inline))
        window.press(FormKeys.tab)
        window.press(FormKeys.up)
        #expect(window.shows("Chosen: 1"))
        window.press(FormKeys.down)
        window.press(FormKeys.down)
        #expect(window.shows("Chosen: 3"))
    }

    // MARK: Wheel

    @Test("Wheel: five 32-pt rows, the chosen one in the middle on a grey band")
    func wheelLayout() throws {
        let window = window(FlavorPicker(style: .wheel))
        let chosen = try #require(window.frames(ofText: "Chocolate").first)
        let next = try #require(window.frames(ofText: "Vanilla").first)
        #expect(abs(next.midY - chosen.midY - 32) <= 0.5)
        // The drum is 160 tall from y = 16: the chosen row's centre is at its middle.
        #expect(abs(chosen.midY - (16 + 80)) <= 0.5)
        assertSnapshot(png: window.pngData())
    }

    @Test("Wheel: a drag up turns to later rows and snaps; the mouse wheel turns a row a detent")
    func wheelDragAndScroll() throws {
        let window = window(FlavorPicker(style: .wheel))
        window.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 36), duration: 0.5)
        window.advance(by: 1)
        #expect(window.shows("Chosen: strawberry"))
        let chosen = try #require(window.frames(ofText: "Strawberry").first)
        #expect(abs(chosen.midY - 96) <= 0.5)
        window.scroll(at: CGPoint(x: 195, y: 96), by: CGSize(width: 0, height: -40))
        window.advance(by: 1)
        #expect(window.shows("Chosen: vanilla"))
    }

    @Test("Wheel: Up and Down turn it while it has focus")
    func wheelKeys() throws {
        let window = window(FlavorPicker(style: .wheel))
        window.press(FormKeys.tab)
        window.press(FormKeys.down)
        #expect(window.shows("Chosen: vanilla"))
        window.press(FormKeys.up)
        #expect(window.shows("Chosen: chocolate"))
    }

    @Test("Wheel in a scrolling form: the drum takes the drag and the wheel over it, the form scrolls elsewhere")
    func wheelInScrollingForm() throws {
        struct Sample: View {
            @State var flavor = Flavor.chocolate
            var body: some View {
                Form {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { Text($0.title) }
                    }
                    .pickerStyle(.wheel)
                    Text("Chosen: \(flavor.rawValue)")
                    ForEach(0..<20) { Text("Row \($0)") }
                }
            }
        }
        let window = window(Sample())
        let chosen = try window.centre(of: "Chocolate")
        window.scroll(at: chosen, by: CGSize(width: 0, height: 40))
        window.advance(by: 1)
        #expect(window.shows("Chosen: vanilla"))
        #expect(try window.centre(of: "Vanilla").y == chosen.y)
        window.drag(from: chosen, to: CGPoint(x: chosen.x, y: chosen.y - 32), duration: 1)
        window.advance(by: 1)
        #expect(window.shows("Chosen: strawberry"))
        #expect(try window.centre(of: "Strawberry").y == chosen.y)
        // Over another row the wheel scrolls the form.
        let row = try window.centre(of: "Row 0")
        window.scroll(at: row, by: CGSize(width: 0, height: 40))
        window.advance(by: 1)
        #expect(try window.centre(of: "Row 0").y == row.y - 40)
    }

    // MARK: Navigation link

    @Test("Navigation link: the row pushes the options; choosing one checks it and goes back")
    func navigationLinkTap() throws {
        let window = window(FormPicker(style: .navigationLink))
        #expect(window.shows("Size"))
        #expect(window.shows("Medium"))
        try window.tap(text: "Size")
        #expect(window.shows("Large"))
        assertSnapshot(png: window.pngData(), named: "list")
        try window.tap(text: "Small")
        #expect(window.frames(ofText: "Large").isEmpty)
        #expect(window.shows("Chosen: 1"))
    }

    @Test("Navigation link: Return on the focused row pushes; Down moves the check, Return chooses and goes back")
    func navigationLinkKeys() throws {
        let window = window(FormPicker(style: .navigationLink))
        window.press(FormKeys.tab)
        window.press(FormKeys.returnKey)
        #expect(window.shows("Large"))
        window.press(FormKeys.down)
        window.press(FormKeys.returnKey)
        // Back on the form, whose row shows the choice.
        #expect(window.frames(ofText: "Small").isEmpty)
        #expect(window.shows("Large"))
        #expect(window.shows("Chosen: 3"))
    }

    // MARK: Radio group

    @Test("Radio group: a tap on an option chooses it; Up and Down move the choice")
    func radioGroup() throws {
        let window = window(FlavorPicker(style: .radioGroup))
        try window.tap(text: "Strawberry")
        #expect(window.shows("Chosen: strawberry"))
        window.press(FormKeys.tab)
        window.press(FormKeys.up)
        #expect(window.shows("Chosen: vanilla"))
    }

    // MARK: Odd cases

    @Test("A tag of another type than the selection's cannot be chosen; a disabled picker takes no taps")
    func wrongTagsAndDisabled() throws {
        struct Sample: View {
            @State var size = 1
            @State var flavor = Flavor.vanilla
            var body: some View {
                VStack {
                    Picker("Size", selection: $size) {
                        Text("One").tag(1)
                        Text("Two").tag("two")
                    }
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { Text($0.title) }
                    }
                    .disabled(true)
                    Text("Chosen: \(size) \(flavor.rawValue)")
                }
                .pickerStyle(.segmented)
            }
        }
        let window = window(Sample())
        try window.tap(text: "Two")
        try window.tap(text: "Chocolate")
        #expect(window.shows("Chosen: 1 vanilla"))
    }

    @Test(
        "A picker with no options draws, and its keys and taps do nothing", arguments: ["segmented", "wheel", "menu"])
    func noOptions(style: String) throws {
        struct Sample: View {
            let style: String
            @State var value = 0
            var body: some View {
                let picker = Picker("Empty", selection: $value) { ForEach(0..<0) { Text("\($0)") } }
                VStack {
                    switch style {
                    case "segmented": picker.pickerStyle(.segmented)
                    case "wheel": picker.pickerStyle(.wheel)
                    default: picker.pickerStyle(.menu)
                    }
                    Text("Value \(value)")
                }
            }
        }
        let window = window(Sample(style: style))
        window.press(FormKeys.tab)
        window.press(FormKeys.down)
        window.press(FormKeys.right)
        window.press(FormKeys.space)
        window.press(FormKeys.escape)
        window.tap(at: CGPoint(x: 195, y: 200))
        window.advance(by: 1)
        #expect(window.shows("Value 0"))
    }

    @Test("Opening and closing a menu a hundred times leaves no graph or layout node behind")
    func menuLeavesNothing() throws {
        let window = window(FormPicker(style: .menu))
        try window.tap(text: "Size")
        window.press(FormKeys.escape)
        let nodes = window.liveNodeCount
        let layoutNodes = window.liveLayoutNodeCount
        for _ in 0..<100 {
            try window.tap(text: "Size")
            window.press(FormKeys.escape)
        }
        #expect(window.liveNodeCount == nodes)
        #expect(window.liveLayoutNodeCount == layoutNodes)
    }
}
