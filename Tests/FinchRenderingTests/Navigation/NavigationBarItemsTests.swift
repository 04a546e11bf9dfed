import Finch
import FinchTesting
import Foundation
import Testing

/// A page with iOS 13's bar items, as CS193p 2020's document chooser has them.
private struct Chooser: View {
    @State var count = 0
    @State var editMode = EditMode.inactive
    let trailingOnly: Bool

    var body: some View {
        NavigationView {
            List {
                Text("Documents \(count)")
                Text(editMode.isEditing ? "Editing" : "Idle")
            }
            .navigationBarTitle("Emoji Art")
            .modifier(Items(trailingOnly: trailingOnly, count: $count))
            .environment(\.editMode, $editMode)
        }
    }
}

private struct Items: ViewModifier {
    let trailingOnly: Bool
    @Binding var count: Int

    func body(content: Content) -> some View {
        if trailingOnly {
            content.navigationBarItems(trailing: Button("Paste") { count += 10 })
        } else {
            content.navigationBarItems(leading: Button("Add") { count += 1 }, trailing: EditButton())
        }
    }
}

@MainActor
@Suite("navigationBarItems(leading:trailing:), iOS 13's bar items")
struct NavigationBarItemsTests {
    @Test("Leading goes to the bar's leading end, trailing to its trailing end; both act")
    func leadingAndTrailing() throws {
        let window = TestWindow(size: CGSize(width: 360, height: 300)) { Chooser(trailingOnly: false) }
        #expect(!window.frames(ofText: "Idle").isEmpty)
        let add = try #require(window.frames(ofText: "Add").first)
        let edit = try #require(window.frames(ofText: "Edit").first)
        #expect(add.midX < 120 && edit.midX > 240)
        #expect(abs(add.midY - edit.midY) < 1)
        let title = try #require(window.frames(ofText: "Emoji Art").first)
        #expect(add.maxY <= title.maxY + 1)  // in the bar, above or beside the large title
        window.tap(at: CGPoint(x: add.midX, y: add.midY))
        #expect(!window.frames(ofText: "Documents 1").isEmpty)
        window.tap(at: CGPoint(x: edit.midX, y: edit.midY))
        window.advance(by: 0.5)
        // The bar's EditButton toggles the binding set around the list, as SwiftUI's bar items inherit
        // the environment of the view that declares them.
        #expect(!window.frames(ofText: "Done").isEmpty && !window.frames(ofText: "Editing").isEmpty)
    }

    @Test("trailing: alone puts one item at the trailing end")
    func trailingOnly() throws {
        let window = TestWindow(size: CGSize(width: 360, height: 300)) { Chooser(trailingOnly: true) }
        let paste = try #require(window.frames(ofText: "Paste").first)
        #expect(paste.midX > 240)
        window.tap(at: CGPoint(x: paste.midX, y: paste.midY))
        #expect(!window.frames(ofText: "Documents 10").isEmpty)
    }
}
