import Foundation
import Testing

@testable import FinchCore

/// A string literal given as a control's title is a `LocalizedStringKey`, as in SwiftUI, where these
/// initializers come in two overloads: one taking a key (which a literal picks) and one generic over
/// `StringProtocol` (which a `String` value picks). A key is looked up in the app's string tables and its
/// inline Markdown is read; a `String` value is shown as it is. Markdown is what tells the two apart here
/// (these tests' bundles have no string tables: `AppStringTablesTests` covers the look-up).
@MainActor
@Suite("A literal title is a localisation key; a String value is shown verbatim")
struct LiteralTitleKeyTests {
    private let marked = "**Save**"

    @Test("Button, with and without a role")
    func button() {
        #expect(Button("**Save**") {}.label.plainString == "Save")
        #expect(Button(marked) {}.label.plainString == "**Save**")
        #expect(Button("**Save**", role: .destructive) {}.label.plainString == "Save")
        #expect(Button(marked, role: .destructive) {}.label.plainString == "**Save**")
    }

    @Test("Label, with a symbol or an image")
    func label() {
        #expect(Label("**Save**", systemImage: "star").title.plainString == "Save")
        #expect(Label(marked, systemImage: "star").title.plainString == "**Save**")
        #expect(Label("**Save**", image: "star").title.plainString == "Save")
        #expect(Label(marked, image: "star").title.plainString == "**Save**")
        #expect(Button("**Save**", systemImage: "star") {}.label.title.plainString == "Save")
        #expect(Button(marked, systemImage: "star") {}.label.title.plainString == "**Save**")
    }

    @Test("Section, Menu and NavigationLink titles")
    func containers() {
        #expect(Section("**Save**") { EmptyView() }.header.plainString == "Save")
        #expect(Section(marked) { EmptyView() }.header.plainString == "**Save**")
        #expect(Menu("**Save**") { EmptyView() }.label.plainString == "Save")
        #expect(Menu(marked) { EmptyView() }.label.plainString == "**Save**")
        #expect(Menu("**Save**", systemImage: "star") { EmptyView() }.label.title.plainString == "Save")
        #expect(NavigationLink("**Save**") { EmptyView() }.label.plainString == "Save")
        #expect(NavigationLink(marked) { EmptyView() }.label.plainString == "**Save**")
        #expect(NavigationLink("**Save**", destination: EmptyView()).label.plainString == "Save")
        #expect(NavigationLink("**Save**", value: 1).label.plainString == "Save")
        #expect(NavigationLink(marked, value: 1).label.plainString == "**Save**")
    }

    @Test("A substring is shown as it is too")
    func substring() {
        let part = marked.dropFirst(0)
        #expect(Button(part) {}.label.plainString == "**Save**")
    }

    @Test("A window group's title: literal key, String value or Text")
    func windowGroup() {
        #expect(WindowGroup("**Notes**") { EmptyView() }.title == "Notes")
        #expect(WindowGroup(marked) { EmptyView() }.title == "**Save**")
        #expect(WindowGroup(Text("Notes")) { EmptyView() }.title == "Notes")
        #expect(WindowGroup { EmptyView() }.title == "")
    }

    @Test("A badge's text")
    func badge() {
        func text(_ view: ModifiedContent<EmptyView, _TraitModifier>) -> String? {
            guard case .badge(let label) = view.modifier.trait else { return nil }
            return label?.plainString
        }
        #expect(text(EmptyView().badge("**new**")) == "new")
        #expect(text(EmptyView().badge(marked)) == "**Save**")
    }
}
