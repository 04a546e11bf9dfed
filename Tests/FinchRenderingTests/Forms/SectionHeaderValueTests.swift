import Finch
import FinchTesting
import Foundation
import Testing

@MainActor
@Suite("Section(header:content:), the first initializers: the same section as the builder forms")
struct SectionHeaderValueTests {
    private func frames(_ content: some View) -> (header: CGRect?, row: CGRect?, footer: CGRect?) {
        let window = TestWindow(size: CGSize(width: 320, height: 400)) { Form { content } }
        return (
            window.frames(ofText: "HEADER").first ?? window.frames(ofText: "Header").first,
            window.frames(ofText: "Row").first, window.frames(ofText: "Footer").first
        )
    }

    @Test("A header given as a view sits where the builder form puts it")
    func header() {
        let valueForm = frames(Section(header: Text("Header")) { Text("Row") })
        let builderForm = frames(
            Section {
                Text("Row")
            } header: {
                Text("Header")
            })
        #expect(valueForm.header != nil && valueForm.row != nil)
        #expect(valueForm.header == builderForm.header)
        #expect(valueForm.row == builderForm.row)
    }

    @Test("Header and footer given as views, and a footer alone")
    func footer() {
        let both = frames(Section(header: Text("Header"), footer: Text("Footer")) { Text("Row") })
        let builder = frames(
            Section {
                Text("Row")
            } header: {
                Text("Header")
            } footer: {
                Text("Footer")
            })
        #expect(both.footer != nil && both.footer == builder.footer && both.header == builder.header)
        let footerOnly = frames(Section(footer: Text("Footer")) { Text("Row") })
        let footerBuilder = frames(
            Section {
                Text("Row")
            } footer: {
                Text("Footer")
            })
        #expect(footerOnly.footer != nil && footerOnly.footer == footerBuilder.footer)
    }
}
