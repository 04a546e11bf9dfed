import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

private struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            ControlGroup {
                Button("Minus") { count -= 1 }
                Button("Plus") { count += 1 }
            }
        }
        .padding(.horizontal, 20)
    }
}

/// A `.button` toggle beside a button in a bar, with its state written under it.
private struct BoldBar: View {
    @State private var isBold = true

    var body: some View {
        VStack {
            ControlGroup {
                Toggle("Bold", isOn: $isBold).toggleStyle(.button)
                Button("Plain") {}
            }
            Text(isBold ? "bold on" : "bold off")
        }
        .padding(.horizontal, 20)
    }
}

/// iOS's colours over white, as Finch's `SystemColors` and `Color.blue` give them.
private enum GroupColors {
    /// The accent (0, 122, 255) at 15 % over white: the bordered fill.
    static let fill = (217, 235, 255)
    /// iOS's separator (60, 60, 67 at 0.29) over that fill.
    static let separator = (172, 184, 200)
    /// The accent at 15 % over the fill: a pressed segment, or a toggle's that is on.
    static let onSegment = (184, 218, 255)
}

@MainActor
@Suite("ControlGroup: iOS 17's segmented bar, and bordered buttons side by side under .navigation")
struct ControlGroupTests {
    @Test("The buttons share one bar: equal halves of the offered width, one fill, a separator between; each acts")
    func segmented() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 100)) { Counter() }
        let minus = try #require(window.frames(ofText: "Minus").first)
        let plus = try #require(window.frames(ofText: "Plus").first)
        #expect(abs(minus.midY - plus.midY) < 0.5)
        // The bar spans 20…280: two segments of 130, each title centred in its own.
        #expect(abs(minus.midX - 85) <= 1)
        #expect(abs(plus.midX - 215) <= 1)
        let image = try #require(PixelImage(png: window.pngData()))
        let y = Int(minus.midY)
        // One fill from edge to edge, with no gap at the middle (the side-by-side look had 8 white points).
        for x in [21, 60, 145, 152, 240, 278] {
            #expect(ViewPixels.matches(image[x, y], GroupColors.fill, tolerance: 2), "x \(x)")
        }
        #expect(ViewPixels.matches(image[18, y], (255, 255, 255)))
        #expect(ViewPixels.matches(image[282, y], (255, 255, 255)))
        // The separator: the last point of the first segment, only between the two.
        #expect(ViewPixels.matches(image[149, y], GroupColors.separator, tolerance: 3))
        #expect(!ViewPixels.matches(image[20, y], GroupColors.separator, tolerance: 3))
        // 7 pt of fill above and below the title's line; the separator is as tall as the line.
        let fillRows = ViewPixels.coveredRows(image, x: 60)
        let top = try #require(fillRows.first)
        let bottom = try #require(fillRows.last)
        #expect(abs(CGFloat(top) - (minus.minY - 7)) <= 1)
        #expect(abs(CGFloat(bottom + 1) - (minus.maxY + 7)) <= 1)
        #expect(ViewPixels.matches(image[149, top + 2], GroupColors.fill, tolerance: 2))
        window.tap(at: CGPoint(x: 270, y: minus.midY))
        window.tap(at: CGPoint(x: plus.midX, y: plus.midY))
        window.tap(at: CGPoint(x: 30, y: minus.midY))
        #expect(window.frames(ofText: "count 1").count == 1)
        assertSnapshot(png: window.pngData())
    }

    @Test("A .button toggle in the bar is a segment, a shade darker while on; a tap flips it")
    func toggleSegment() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 80)) { BoldBar() }
        let bold = try #require(window.frames(ofText: "Bold").first)
        #expect(abs(bold.midX - 85) <= 1)
        let image = try #require(PixelImage(png: window.pngData()))
        // The fill twice over white: the segment's layer on the bar's.
        #expect(ViewPixels.matches(image[30, Int(bold.midY)], GroupColors.onSegment, tolerance: 2))
        #expect(ViewPixels.matches(image[160, Int(bold.midY)], GroupColors.fill, tolerance: 2))
        window.tap(at: CGPoint(x: bold.midX, y: bold.midY))
        #expect(window.frames(ofText: "bold off").count == 1)
        let off = try #require(PixelImage(png: window.pngData()))
        #expect(ViewPixels.matches(off[30, Int(bold.midY)], GroupColors.fill, tolerance: 2))
    }

    @Test("Three segments are equally wide whatever their titles' lengths")
    func equalShares() throws {
        let window = TestWindow(size: CGSize(width: 320, height: 80)) {
            ControlGroup {
                Button("A") {}
                Button("Much longer") {}
                Button("C") {}
            }
            .padding(.horizontal, 10)
        }
        let share: CGFloat = 300 / 3
        for (index, title) in ["A", "Much longer", "C"].enumerated() {
            let frame = try #require(window.frames(ofText: title).first)
            #expect(abs(frame.midX - (10 + share * (CGFloat(index) + 0.5))) <= 1, "\(title)")
        }
    }

    @Test(".navigation and .palette keep bordered buttons 8 pt apart")
    func sideBySide() throws {
        for style in [AnyControlGroupStyleBox.navigation, .palette] {
            let window = TestWindow(size: CGSize(width: 260, height: 100)) {
                ControlGroup {
                    Button("Minus") {}
                    Button("Plus") {}
                }
                .modifier(style)
            }
            let minus = try #require(window.frames(ofText: "Minus").first)
            let plus = try #require(window.frames(ofText: "Plus").first)
            #expect(abs(plus.minX - minus.maxX - (12 + 8 + 12)) <= 1)
        }
    }

    @Test("In a navigation bar and a bottom bar .automatic is .navigation: bordered buttons 8 pt apart")
    func inBars() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 400)) {
            NavigationStack {
                Text("Page")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            ControlGroup {
                                Button("Back") {}
                                Button("Next") {}
                            }
                        }
                        ToolbarItem(placement: .bottomBar) {
                            ControlGroup {
                                Button("Less") {}
                                Button("More") {}
                            }
                        }
                    }
            }
        }
        for (first, second) in [("Back", "Next"), ("Less", "More")] {
            let leading = try #require(window.frames(ofText: first).first)
            let trailing = try #require(window.frames(ofText: second).first)
            #expect(abs(trailing.minX - leading.maxX - (12 + 8 + 12)) <= 1, "\(first)")
        }
    }

    @Test("Bars of text, symbol and disabled segments, a tinted one and a capsule, in light and dark")
    func gallery() {
        let view = HStack(spacing: 0) {
            GroupGallery().background(Color.white).environment(\.colorScheme, .light)
            GroupGallery().background(Color.black).environment(\.colorScheme, .dark)
        }
        assertSnapshot(of: view, size: CGSize(width: 600, height: 220))
    }
}

/// Four bars: text, symbols, tinted in a capsule, disabled.
private struct GroupGallery: View {
    var body: some View {
        VStack(spacing: 12) {
            ControlGroup {
                Button("Cut") {}
                Button("Copy") {}
                Button("Paste") {}
            }
            ControlGroup {
                Button {
                } label: {
                    Image(systemName: "minus")
                }
                Button {
                } label: {
                    Image(systemName: "plus")
                }
            }
            ControlGroup {
                Button("Earlier") {}
                Button("Later") {}
            }
            .tint(.orange)
            .buttonBorderShape(.capsule)
            ControlGroup {
                Button("Undo") {}
                Button("Redo") {}
            }
            .disabled(true)
        }
        .padding()
        .frame(width: 300, height: 220)
    }
}

/// `.navigation` or `.palette`, as a modifier, so one test can loop over both.
private enum AnyControlGroupStyleBox: ViewModifier {
    case navigation, palette

    @ViewBuilder func body(content: Content) -> some View {
        switch self {
        case .navigation: content.controlGroupStyle(.navigation)
        case .palette: content.controlGroupStyle(.palette)
        }
    }
}

/// The label above its controls, stacked.
private struct StackedControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 2) { configuration.content }
        }
    }
}

/// Draws the group it is given as the style outside it does.
private struct PassThroughControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        ControlGroup(configuration)
    }
}

@MainActor
@Suite("ControlGroupStyle: .menu, a program's style, and ControlGroup(configuration)")
struct ControlGroupStyleTests {
    @Test("A program's style draws the label above the controls, which still act")
    func customStyle() throws {
        var count = 0
        let window = TestWindow(size: CGSize(width: 260, height: 120)) {
            ControlGroup {
                Button("Plus") { count += 1 }
            } label: {
                Text("Amount")
            }
            .controlGroupStyle(StackedControlGroupStyle())
        }
        let label = try #require(window.frames(ofText: "Amount").first)
        let plus = try #require(window.frames(ofText: "Plus").first)
        #expect(plus.minY > label.maxY)
        window.tap(at: CGPoint(x: plus.midX, y: plus.midY))
        #expect(count == 1)
    }

    @Test(".menu shows the label; a tap opens a menu of the controls, and an item acts")
    func menuStyle() throws {
        var count = 0
        let window = TestWindow(size: CGSize(width: 300, height: 400)) {
            ControlGroup("Edit") {
                Button("Copy") { count += 1 }
                Button("Paste") {}
            }
            .controlGroupStyle(.menu)
        }
        #expect(window.frames(ofText: "Copy").isEmpty)
        let title = try #require(window.frames(ofText: "Edit").first)
        window.tap(at: CGPoint(x: title.midX, y: title.midY))
        window.advance(by: 1)
        let copy = try #require(window.frames(ofText: "Copy").first)
        #expect(window.frames(ofText: "Paste").count == 1)
        window.tap(at: CGPoint(x: copy.midX, y: copy.midY))
        window.advance(by: 1)
        #expect(count == 1)
    }

    @Test("ControlGroup(_:systemImage:content:) (iOS 16): under .menu its label shows the title and the symbol")
    func titleAndSymbol() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 400)) {
            ControlGroup("Share", systemImage: "square.and.arrow.up") {
                Button("Copy") {}
            }
            .controlGroupStyle(.menu)
        }
        let title = try #require(window.frames(ofText: "Share").first)
        #expect(window.frames(ofText: "Copy").isEmpty)
        // The symbol is drawn before the title, as a Label's icon.
        let symbols = window.displayList.dump().components(separatedBy: "\n").filter { $0.contains("image") }
        #expect(!symbols.isEmpty)
        window.tap(at: CGPoint(x: title.midX, y: title.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Copy").count == 1)
    }

    @Test("ControlGroup(configuration) inside a style is drawn by the style outside: side by side, or a menu")
    func configurationGroup() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 120)) {
            VStack {
                ControlGroup {
                    Button("A") {}
                    Button("B") {}
                }
                .controlGroupStyle(PassThroughControlGroupStyle())
                ControlGroup("More") {
                    Button("C") {}
                }
                .controlGroupStyle(PassThroughControlGroupStyle())
                .controlGroupStyle(.menu)
            }
        }
        let a = try #require(window.frames(ofText: "A").first)
        let b = try #require(window.frames(ofText: "B").first)
        #expect(abs(a.midY - b.midY) < 0.5)
        #expect(window.frames(ofText: "More").count == 1)
        #expect(window.frames(ofText: "C").isEmpty)
    }
}
