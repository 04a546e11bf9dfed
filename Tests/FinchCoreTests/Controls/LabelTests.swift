import Foundation
import Testing

@testable import FinchCore

@MainActor
@Suite("Label shows its title and icon as its label style says")
struct LabelTests {
    func label() -> some View {
        Label(title: { Text("Favorite") }, icon: { Color.red.frame(width: 10, height: 10) })
    }

    @Test("By default the icon comes before the title")
    func titleAndIcon() throws {
        let graph = layout(label().fixedSize(), in: CGSize(width: 200, height: 40))
        let icon = try #require(rect(of: .red, in: graph))
        let title = try #require(graph.frames(ofText: "Favorite").first)
        #expect(icon.maxX <= title.minX)
    }

    @Test(".iconOnly shows only the icon, .titleOnly only the title")
    func styles() {
        let iconOnly = layout(label().labelStyle(.iconOnly), in: CGSize(width: 200, height: 40))
        #expect(rect(of: .red, in: iconOnly) != nil)
        #expect(iconOnly.frames(ofText: "Favorite").isEmpty)
        let titleOnly = layout(label().labelStyle(.titleOnly), in: CGSize(width: 200, height: 40))
        #expect(rect(of: .red, in: titleOnly) == nil)
        #expect(titleOnly.frames(ofText: "Favorite").count == 1)
        let both = layout(label().labelStyle(.titleAndIcon), in: CGSize(width: 200, height: 40))
        #expect(rect(of: .red, in: both) != nil)
        #expect(both.frames(ofText: "Favorite").count == 1)
    }

    @Test("Label(configuration) in a custom style draws title and icon with the default style, not the style again")
    func configurationLabel() throws {
        let view = label().labelStyle(PaddedLabelStyle())
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let graph = layout(view, in: CGSize(width: 200, height: 60))
        let icon = try #require(rect(of: .red, in: graph))
        let title = try #require(graph.frames(ofText: "Favorite").first)
        #expect(icon.maxX <= title.minX)
        #expect(icon.minX == 10)
    }
}

/// A style that decorates the standard look: `Label(configuration)` padded.
private struct PaddedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration).padding(10).fixedSize()
    }
}
