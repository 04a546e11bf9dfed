import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

private struct Notes: View {
    @State var count = 0
    @State var showsBottom = true

    var body: some View {
        NavigationStack {
            List {
                Text("Count \(count)")
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Add") { count += 1 }
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {}
                }
                if showsBottom {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Hide") { showsBottom = false }
                        Text("\(count) notes")
                    }
                }
            }
        }
    }
}

private struct Principal: View {
    var body: some View {
        NavigationStack {
            Text("Body")
                .navigationTitle("Hidden title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .principal) { Text("Centre") }
                    ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                }
        }
    }
}

private struct PlainToolbar: View {
    @State var taps = 0

    var body: some View {
        NavigationStack {
            Text("Taps \(taps)")
                .toolbar {
                    Button("One") { taps += 1 }
                    Button("Two") { taps += 10 }
                }
        }
    }
}

/// Red rows taller than the page under a bottom bar.
private struct LongPage: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<20) { _ in Color.red.frame(height: 60) } }
            }
            .toolbar {
                ToolbarItem(placement: .bottomBar) { Button("Share") {} }
            }
        }
    }
}

@MainActor
@Suite("Toolbars in navigation bars and the bottom bar")
struct ToolbarTests {
    static let size = CGSize(width: 390, height: 600)

    @Test("Items sit at the bar's ends, 16 pt in; their buttons act on the page's state")
    func placements() throws {
        let window = TestWindow(size: Self.size) { Notes() }
        window.advance(by: 0)
        let add = try #require(window.frames(ofText: "Add").first)
        let cancel = try #require(window.frames(ofText: "Cancel").first)
        #expect(abs(add.maxX - (390 - 16)) < 0.5)
        #expect(abs(cancel.minX - 16) < 0.5)
        // Both in the 44-point bar, above the large title.
        #expect(add.midY < 44 && cancel.midY < 44)
        #expect(abs(add.midY - 22) < 1)
        window.tap(at: CGPoint(x: add.midX, y: add.midY))
        window.advance(by: 0)
        #expect(window.frames(ofText: "Count 1").count == 1)
        #expect(window.frames(ofText: "1 notes").count == 1)
    }

    @Test("A bottom bar is 44 pt at the bottom of the page and goes when its items do")
    func bottomBar() throws {
        let window = TestWindow(size: Self.size) { Notes() }
        window.advance(by: 0)
        assertSnapshot(png: window.pngData())
        let hide = try #require(window.frames(ofText: "Hide").first)
        let status = try #require(window.frames(ofText: "0 notes").first)
        #expect(abs(hide.midY - (600 - 22)) < 1)
        #expect(abs(hide.minX - 16) < 0.5)
        #expect(abs(status.maxX - (390 - 16)) < 0.5)
        window.tap(at: CGPoint(x: hide.midX, y: hide.midY))
        window.advance(by: 0)
        #expect(window.frames(ofText: "Hide").isEmpty)
        #expect(window.frames(ofText: "0 notes").isEmpty)
    }

    @Test("The bottom bar is clear at the scroll edge and shows its background while content goes on under it")
    func bottomBarScrollEdge() throws {
        let window = TestWindow(size: Self.size) { LongPage() }
        window.advance(by: 0)
        let under = try #require(PixelImage(png: window.pngData()))[200, 596]
        #expect(!(under.red > 250 && under.green < 5), "the bar's background over the red rows: \(under)")
        #expect(window.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 10_000)))
        window.advance(by: 1)
        let atEdge = try #require(PixelImage(png: window.pngData()))[200, 596]
        // The last row ends above the bar; the bar is clear over the page's white background.
        #expect(atEdge.red > 250 && atEdge.green > 250 && atEdge.blue > 250, "clear at the end: \(atEdge)")
        #expect(under.green > 20 && under.green < 250, "the material is neither clear red nor white: \(under)")
    }

    @Test("A principal item replaces the inline title; a confirmation action is semibold at the trailing end")
    func principal() throws {
        let window = TestWindow(size: Self.size) { Principal() }
        window.advance(by: 0)
        assertSnapshot(png: window.pngData())
        #expect(window.frames(ofText: "Hidden title").isEmpty)
        let centre = try #require(window.frames(ofText: "Centre").first)
        #expect(abs(centre.midX - 195) <= 0.5)
        let save = try #require(window.frames(ofText: "Save").first)
        #expect(abs(save.maxX - (390 - 16)) < 0.5)
    }

    @Test("Views given to .toolbar without items go to the trailing end, side by side")
    func plainViews() throws {
        let window = TestWindow(size: Self.size) { PlainToolbar() }
        window.advance(by: 0)
        let one = try #require(window.frames(ofText: "One").first)
        let two = try #require(window.frames(ofText: "Two").first)
        #expect(abs(two.maxX - (390 - 16)) < 0.5)
        #expect(abs(two.minX - one.maxX - 16) < 0.5)
        window.tap(at: CGPoint(x: two.midX, y: two.midY))
        window.advance(by: 0)
        #expect(window.frames(ofText: "Taps 10").count == 1)
    }

    @Test("A Group of toolbar items places each item as if written without it")
    func groupOfItems() throws {
        let window = TestWindow(size: Self.size) {
            NavigationStack {
                Text("Body")
                    .toolbar {
                        Group {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                            ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                        }
                    }
            }
        }
        window.advance(by: 0)
        let cancel = try #require(window.frames(ofText: "Cancel").first)
        let save = try #require(window.frames(ofText: "Save").first)
        #expect(abs(cancel.minX - 16) < 0.5)
        #expect(abs(save.maxX - (390 - 16)) < 0.5)
        #expect(cancel.midY < 44 && save.midY < 44)
    }

    @Test("An EditButton toggles its page's edit mode: Edit, then Done")
    func editButton() throws {
        let window = TestWindow(size: Self.size) {
            NavigationStack {
                EditModeProbe().toolbar { EditButton() }
            }
        }
        window.advance(by: 0)
        #expect(window.frames(ofText: "inactive").count == 1)
        let edit = try #require(window.frames(ofText: "Edit").first)
        window.tap(at: CGPoint(x: edit.midX, y: edit.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "active").count == 1)
        #expect(window.frames(ofText: "Done").count == 1)
        #expect(window.frames(ofText: "Edit").isEmpty)
    }

    @Test("Hiding the navigation bar lets the content start at the top")
    func hiddenBar() throws {
        let window = TestWindow(size: Self.size) {
            NavigationStack {
                Text("Top").frame(maxHeight: .infinity, alignment: .top).toolbar(.hidden, for: .navigationBar)
            }
        }
        window.advance(by: 0)
        let top = try #require(window.frames(ofText: "Top").first)
        #expect(top.minY < 1)
    }
}

private struct EditModeProbe: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        Text(editMode?.wrappedValue.isEditing == true ? "active" : "inactive")
    }
}

@MainActor
@Suite("Layout margins")
struct LayoutMarginTests {
    @Test("A window 414 pt or wider uses 20-pt margins: the large title, the cards, the rows' text, the bar's items")
    func wideMargins() throws {
        for (width, margin) in [(CGFloat(390), CGFloat(16)), (430, 20)] {
            let window = TestWindow(size: CGSize(width: width, height: 600)) { Notes() }
            window.advance(by: 0)
            #expect(try #require(window.frames(ofText: "Notes").first).minX == margin)
            #expect(abs(try #require(window.frames(ofText: "Count 0").first).minX - 2 * margin) < 0.5)
            #expect(abs(try #require(window.frames(ofText: "Add").first).maxX - (width - margin)) < 0.5)
            #expect(abs(try #require(window.frames(ofText: "Cancel").first).minX - margin) < 0.5)
        }
    }

    @Test(
        "A list outside navigation takes its margin from its own width: 16 pt at 390, 20 at 430",
        arguments: [(CGFloat(390), CGFloat(16)), (430, 20)])
    func listOutsideNavigation(width: CGFloat, margin: CGFloat) throws {
        let size = CGSize(width: width, height: 600)
        let grouped = TestWindow(size: size) {
            List {
                Section("Parks") { Text("Yosemite") }
            }
        }
        grouped.advance(by: 0)
        // The card is `margin` in from the sides and the row's text `margin` into the card; the header
        // is aligned with the text.
        let row = try #require(grouped.frames(ofText: "Yosemite").first)
        #expect(abs(row.minX - 2 * margin) < 0.5)
        #expect(abs(try #require(grouped.frames(ofText: "PARKS").first).minX - 2 * margin) < 0.5)
        let plain = TestWindow(size: size) {
            List {
                Section {
                    Text("Zion")
                } header: {
                    Text("Canyons")
                } footer: {
                    Text("One park")
                }
            }
            .listStyle(.plain)
        }
        plain.advance(by: 0)
        #expect(abs(try #require(plain.frames(ofText: "Zion").first).minX - margin) < 0.5)
        #expect(abs(try #require(plain.frames(ofText: "CANYONS").first).minX - margin) < 0.5)
        #expect(abs(try #require(plain.frames(ofText: "One park").first).minX - margin) < 0.5)
    }

    @Test("Lists side by side in a wide window each follow their own width")
    func narrowListInWideWindow() throws {
        let window = TestWindow(size: CGSize(width: 800, height: 600)) {
            HStack(spacing: 0) {
                List { Text("Narrow") }.frame(width: 300)
                List { Text("Wide") }
            }
        }
        window.advance(by: 0)
        #expect(abs(try #require(window.frames(ofText: "Narrow").first).minX - 32) < 0.5)
        #expect(abs(try #require(window.frames(ofText: "Wide").first).minX - (300 + 40)) < 0.5)
    }
}
