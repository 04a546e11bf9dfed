import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// The numbers of each list style, as `ListMetrics` chooses them. Apple publishes few pixel values for
/// iOS 17's lists; these follow the open-source iOS look-alikes (Flutter's Cupertino widgets, Ionic's
/// iOS theme, Framework7): rows at least 44 pt tall, content inset 16 pt from the leading edge in a
/// narrow window, inset-grouped cards 16 pt from the sides.
@MainActor
@Suite("List layout: rows, insets, sections")
struct ListLayoutTests {
    static let size = CGSize(width: 390, height: 600)

    private func window<V: View>(_ view: V) -> TestWindow {
        let window = TestWindow(size: Self.size) { view }
        // A list's preferences (its background for the bar) arrive one frame after its rows.
        window.advance(by: 0)
        window.advance(by: 0)
        return window
    }

    private func frame(_ text: String, in window: TestWindow) throws -> CGRect {
        try #require(window.frames(ofText: text).first, "\(text) is not drawn")
    }

    @Test("Inset grouped: cards 16 pt from the sides, text 16 pt into them, rows 44 pt, 35 pt between sections")
    func insetGrouped() throws {
        let window = window(
            List {
                Text("One")
                Text("Two")
                Section { Text("Three") }
            })
        let one = try frame("One", in: window)
        let two = try frame("Two", in: window)
        let three = try frame("Three", in: window)
        #expect(one.minX == 32)
        #expect(two.minY - one.minY == 44)
        // Rows are 44 tall with the text centred: the first section starts 35 below the top.
        #expect(abs((one.midY) - (35 + 22)) <= 0.5)
        #expect(abs(three.midY - (35 + 88 + 35 + 22)) <= 0.5)
        assertSnapshot(png: window.pngData())
    }

    @Test("Section headers in footnote capitals aligned with the rows' text, footers below in grey")
    func headersAndFooters() throws {
        let window = window(
            List {
                Section {
                    Text("Row")
                } header: {
                    Text("Parks")
                } footer: {
                    Text("Twelve in all")
                }
                Section("More") { Text("Other") }
            })
        let header = try frame("PARKS", in: window)
        let row = try frame("Row", in: window)
        let footer = try frame("Twelve in all", in: window)
        #expect(header.minX == 32)
        #expect(abs(header.minY - 17) <= 1)
        #expect(abs((row.midY - 22) - (header.maxY + 6)) <= 1)
        #expect(abs(footer.minY - (row.midY + 22 + 6)) <= 1)
        #expect(window.frames(ofText: "MORE").count == 1)
        #expect(window.frames(ofText: "Parks").isEmpty)
        assertSnapshot(png: window.pngData())
    }

    @Test("Plain: rows the full width, text 16 pt from the edge, from the top")
    func plain() throws {
        let window = window(
            List(["Alpha", "Beta"], id: \.self) { Text($0) }
                .listStyle(.plain))
        let alpha = try frame("Alpha", in: window)
        let beta = try frame("Beta", in: window)
        #expect(alpha.minX == 16)
        #expect(abs(alpha.midY - 22) <= 0.5)
        #expect(beta.minY - alpha.minY == 44)
        assertSnapshot(png: window.pngData())
    }

    @Test("A row taller than 44 pt keeps 11 pt above and below its content")
    func tallRow() throws {
        let window = window(
            List {
                Text("Tall").frame(height: 60)
                Text("Next")
            })
        let tall = try frame("Tall", in: window)
        let next = try frame("Next", in: window)
        #expect(abs((next.midY - 22) - (tall.midY + 30 + 11)) <= 0.5)
    }

    @Test("A 10,000-row list builds only the rows in view, and scrolls to the others")
    func lazyRows() throws {
        let window = window(List(0..<10_000) { Text("Row \($0)") })
        #expect(window.frames(ofText: "Row 0").count == 1)
        #expect(window.frames(ofText: "Row 9999").isEmpty)
        #expect(window.treeNodeCount < 1_000)
        for _ in 0..<10 { _ = window.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 500)) }
        window.advance(by: 0.1)
        #expect(window.frames(ofText: "Row 0").isEmpty)
        #expect(window.treeNodeCount < 1_000)
    }
}

@MainActor
@Suite("List rows under the finger")
struct ListRowPressTests {
    @Test("Pressing a link's row turns the row systemGray4, not the label; lifting opens the page")
    func pressedRow() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) {
            NavigationStack {
                List {
                    NavigationLink("Open") { Text("Opened") }
                    Text("Still")
                }
            }
        }
        window.advance(by: 0)
        window.advance(by: 0)
        let row = try #require(window.frames(ofText: "Open").first)
        // A point of the row's background, right of the text and left of the chevron.
        let probe = CGRect(x: 200, y: Int(row.midY), width: 1, height: 1)
        func background() throws -> PixelImage.Pixel {
            let image = try #require(PixelImage(png: window.pngData()))
            return try #require(image.pixels(in: probe).first)
        }
        #expect(ViewPixels.matches(try background(), (255, 255, 255)))
        window.send(.began, at: CGPoint(x: row.midX, y: row.midY))
        window.advance(by: 0.05)
        #expect(ViewPixels.matches(try background(), (209, 209, 214)))
        window.send(.ended, at: CGPoint(x: row.midX, y: row.midY))
        window.advance(by: 0.6)
        #expect(window.frames(ofText: "Opened").count == 1)
    }
}

@MainActor
@Suite("Sections made by a ForEach")
struct ListForEachSectionTests {
    @Test("`if … { Section }` in a ForEach: a section for each element whose condition holds, none for the rest")
    func conditionalSections() throws {
        let groups = [("Fruit", ["Apple", "Pear"]), ("Nuts", []), ("Veg", ["Leek"])]
        let window = TestWindow(size: CGSize(width: 390, height: 500)) {
            List {
                ForEach(groups, id: \.0) { group in
                    let items = group.1
                    if !items.isEmpty {
                        Section(group.0) {
                            ForEach(items, id: \.self) { Text($0) }
                        }
                    }
                }
            }
        }
        window.advance(by: 0)
        window.advance(by: 0)
        // Headers in footnote capitals, at the card's text inset; no header for the empty group.
        let fruit = try #require(window.frames(ofText: "FRUIT").first)
        let veg = try #require(window.frames(ofText: "VEG").first)
        #expect(window.frames(ofText: "NUTS").isEmpty)
        #expect(window.frames(ofText: "Nuts").isEmpty)
        #expect(abs(fruit.minX - 32) < 0.5)
        let apple = try #require(window.frames(ofText: "Apple").first)
        let pear = try #require(window.frames(ofText: "Pear").first)
        let leek = try #require(window.frames(ofText: "Leek").first)
        #expect(abs(apple.minX - 32) < 0.5 && abs(leek.minX - 32) < 0.5)
        // Rows 44 pt apart inside a section; the next section's header between Pear and Leek.
        #expect(abs((pear.midY - apple.midY) - 44) < 0.5)
        #expect(fruit.maxY < apple.minY && pear.maxY < veg.minY && veg.maxY < leek.minY)
        // Fruit's white card ends below Pear: the grouped background shows between it and Veg's header.
        let image = try #require(PixelImage(png: window.pngData()))
        let between = try #require(image.pixels(in: CGRect(x: 200, y: Int(veg.minY) - 4, width: 1, height: 1)).first)
        #expect(!ViewPixels.matches(between, (255, 255, 255), tolerance: 3))
    }

    @Test("`if … { Section } else { Section }` in a ForEach: a section for every element, from its branch")
    func eitherSections() throws {
        let groups = [("Fruit", ["Apple", "Pear"]), ("Nuts", []), ("Veg", ["Leek"])]
        let window = TestWindow(size: CGSize(width: 390, height: 500)) {
            List {
                ForEach(groups, id: \.0) { group in
                    let items = group.1
                    if items.isEmpty {
                        Section(group.0) { Text("None yet") }
                    } else if group.0 == "Veg" {
                        Section {
                            ForEach(items, id: \.self) { Text($0) }
                        } header: {
                            Text("Greens")
                        }
                    } else {
                        Section(group.0) {
                            ForEach(items, id: \.self) { Text($0) }
                        }
                    }
                }
            }
        }
        window.advance(by: 0)
        window.advance(by: 0)
        let fruit = try #require(window.frames(ofText: "FRUIT").first)
        let nuts = try #require(window.frames(ofText: "NUTS").first)
        let greens = try #require(window.frames(ofText: "GREENS").first)
        let apple = try #require(window.frames(ofText: "Apple").first)
        let pear = try #require(window.frames(ofText: "Pear").first)
        let none = try #require(window.frames(ofText: "None yet").first)
        let leek = try #require(window.frames(ofText: "Leek").first)
        // Rows at the card's text inset, 44 pt apart inside a section, each section's header above it.
        for row in [apple, pear, none, leek] { #expect(abs(row.minX - 32) < 0.5) }
        #expect(abs(fruit.minX - 32) < 0.5 && abs(nuts.minX - 32) < 0.5 && abs(greens.minX - 32) < 0.5)
        #expect(abs((pear.midY - apple.midY) - 44) < 0.5)
        #expect(fruit.maxY < apple.minY && pear.maxY < nuts.minY && nuts.maxY < none.minY)
        #expect(none.maxY < greens.minY && greens.maxY < leek.minY)
        // Three cards: the grouped background shows above each header, between the cards.
        let image = try #require(PixelImage(png: window.pngData()))
        for header in [nuts, greens] {
            let pixel = try #require(
                image.pixels(in: CGRect(x: 200, y: Int(header.minY) - 4, width: 1, height: 1)).first)
            #expect(!ViewPixels.matches(pixel, (255, 255, 255), tolerance: 3))
        }
    }

    @Test("A ForEach of `if … { Text } else { Image }` stays rows in one section")
    func eitherRows() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 500)) {
            List {
                ForEach(0..<3, id: \.self) { index in
                    if index == 1 {
                        Image(systemName: "star")
                    } else {
                        Text("Row \(index)")
                    }
                }
            }
        }
        window.advance(by: 0)
        window.advance(by: 0)
        let first = try #require(window.frames(ofText: "Row 0").first)
        let last = try #require(window.frames(ofText: "Row 2").first)
        #expect(abs((last.midY - first.midY) - 88) < 0.5)
    }
}

@MainActor
@Suite("Row backgrounds and separators")
struct ListRowOptionTests {
    @Test("listRowBackground fills the row's piece of its card; listRowSeparator(.hidden) drops its separator")
    func backgroundAndSeparator() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 400)) {
            List {
                Text("Yellow").listRowBackground(Color.yellow)
                Text("Plain").listRowSeparator(.hidden)
                Text("Last")
            }
        }
        window.advance(by: 0)
        window.advance(by: 0)
        let yellow = try #require(window.frames(ofText: "Yellow").first)
        let plain = try #require(window.frames(ofText: "Plain").first)
        let image = try #require(PixelImage(png: window.pngData()))
        func pixel(_ x: Int, _ y: CGFloat) throws -> PixelImage.Pixel {
            try #require(image.pixels(in: CGRect(x: x, y: Int(y), width: 1, height: 1)).first)
        }
        #expect(ViewPixels.matches(try pixel(250, yellow.midY), (255, 204, 0), tolerance: 3))
        // Separators sit on a row's last pixel row: below "Yellow" one is drawn, below "Plain" none.
        let belowYellow = try pixel(250, yellow.midY + 21)
        let belowPlain = try pixel(250, plain.midY + 21)
        #expect(!ViewPixels.matches(belowYellow, (255, 255, 255), tolerance: 3))
        #expect(ViewPixels.matches(belowPlain, (255, 255, 255), tolerance: 3))
        assertSnapshot(png: window.pngData())
    }

    @Test("A label's row separator starts where its title does, after the icon")
    func separatorAfterIcon() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 400)) {
            List {
                Label("Favourites", systemImage: "star")
                Text("Plain row")
                Text("Last")
            }
        }
        window.advance(by: 0)
        window.advance(by: 0)
        let title = try #require(window.frames(ofText: "Favourites").first)
        let plain = try #require(window.frames(ofText: "Plain row").first)
        // The icon in a 28-pt column, 12 pt before the title: 16 + 16 + 40.
        #expect(abs(title.minX - 72) < 0.5)
        let image = try #require(PixelImage(png: window.pngData()))
        func isWhite(_ x: CGFloat, _ y: CGFloat) throws -> Bool {
            let pixel = try #require(image.pixels(in: CGRect(x: Int(x), y: Int(y), width: 1, height: 1)).first)
            return ViewPixels.matches(pixel, (255, 255, 255), tolerance: 3)
        }
        // Below the label: no separator under its icon, one from its title on.
        #expect(try isWhite(title.minX - 8, title.midY + 21))
        #expect(try !isWhite(title.minX + 4, title.midY + 21))
        // Below a plain row: from its text, 16 pt into the card.
        #expect(try isWhite(plain.minX - 4, plain.midY + 21))
        #expect(try !isWhite(plain.minX + 4, plain.midY + 21))
    }

    @Test("A row's separator starts at its first text, after an icon or a shape; a row without text at 16 pt")
    func separatorFromFirstText() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 400)) {
            List {
                HStack {
                    Image(systemName: "star")
                    Text("Milk")
                }
                HStack(spacing: 20) {
                    Circle().frame(width: 40, height: 40)
                    Text("Eggs")
                    Spacer()
                    Text("12")
                }
                Rectangle().fill(Color.blue).frame(width: 60, height: 20)
                Text("Last")
            }
        }
        window.advance(by: 0)
        window.advance(by: 0)
        let milk = try #require(window.frames(ofText: "Milk").first)
        let eggs = try #require(window.frames(ofText: "Eggs").first)
        let last = try #require(window.frames(ofText: "Last").first)
        let image = try #require(PixelImage(png: window.pngData()))
        func isWhite(_ x: Int, _ y: Int) throws -> Bool {
            let pixel = try #require(image.pixels(in: CGRect(x: x, y: y, width: 1, height: 1)).first)
            return ViewPixels.matches(pixel, (255, 255, 255), tolerance: 3)
        }
        /// Where the separator between `top` and `bottom` starts: its pixel row found at x = 300, then
        /// followed toward the leading side.
        func separatorStart(between top: CGFloat, and bottom: CGFloat) throws -> Int? {
            for y in Int(top.rounded(.up))..<Int(bottom) where try !isWhite(300, y) {
                var x = 300
                while x > 0, try !isWhite(x - 1, y) { x -= 1 }
                return x
            }
            return nil
        }
        // The card starts at 16; the icon row's text after the icon and the stack's spacing.
        #expect(milk.minX > 50)
        #expect(try separatorStart(between: milk.maxY, and: eggs.minY - 15) == Int(milk.minX.rounded()))
        // After a 40-pt circle and 20 pt of spacing: 16 + 16 + 60.
        #expect(abs(eggs.minX - 92) < 0.5)
        #expect(try separatorStart(between: eggs.maxY, and: eggs.maxY + 30) == 92)
        // The shape row has no text: its separator starts at the row's inset, 16 pt into the card.
        #expect(try separatorStart(between: eggs.maxY + 30, and: last.minY) == 32)
    }

    @Test(
        "A segmented picker's labels are a UIKit control's on iOS, not texts: its row's separator starts at the row's inset"
    )
    func segmentedPickerSeparator() throws {
        struct Choices: View {
            @State private var choice = 1
            var body: some View {
                List {
                    Picker("Size", selection: $choice) {
                        Text("Small").tag(0)
                        Text("Medium").tag(1)
                        Text("Large").tag(2)
                    }
                    .pickerStyle(.segmented)
                    Text("After")
                }
            }
        }
        let window = TestWindow(size: CGSize(width: 390, height: 300)) { Choices() }
        window.advance(by: 0.5)
        let small = try #require(window.frames(ofText: "Small").first)
        let after = try #require(window.frames(ofText: "After").first)
        #expect(small.minX > 40, "the first segment's text is well inside the row")
        let image = try #require(PixelImage(png: window.pngData()))
        var start: Int?
        for y in Int(small.maxY.rounded(.up) + 8)..<Int(after.minY) {
            let pixel = image[300, y]
            guard !ViewPixels.matches(pixel, (255, 255, 255), tolerance: 3) else { continue }
            var x = 300
            while x > 0, !ViewPixels.matches(image[x - 1, y], (255, 255, 255), tolerance: 3) { x -= 1 }
            start = x
            break
        }
        #expect(start == 32, "16 pt into the card, as a row without text")
    }
}
