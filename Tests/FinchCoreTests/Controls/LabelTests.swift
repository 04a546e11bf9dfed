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

    @Test("A custom style's @Environment is linked: it reads .disabled and the font set around it")
    func styleEnvironment() {
        let enabled = layout(label().labelStyle(StateReportingLabelStyle()), in: CGSize(width: 300, height: 40))
        #expect(enabled.frames(ofText: "Favorite enabled").count == 1)
        let disabled = layout(
            label().labelStyle(StateReportingLabelStyle()).disabled(true), in: CGSize(width: 300, height: 40))
        #expect(disabled.frames(ofText: "Favorite disabled").count == 1)
    }

    @Test("A custom style whose parameter changes draws its labels again")
    func styleParameterChanges() {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(SuffixSwitcher(probe: probe), in: CGSize(width: 300, height: 40))
        #expect(graph.frames(ofText: "Favorite (one)").count == 1)
        probe.value?.wrappedValue = true
        graph.update()
        graph.layout(in: CGSize(width: 300, height: 40))
        #expect(graph.frames(ofText: "Favorite (two)").count == 1)
    }
}

/// A style that says whether its label is enabled, from its own `@Environment`.
private struct StateReportingLabelStyle: LabelStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            Text("Favorite \(isEnabled ? "enabled" : "disabled")")
        }
    }
}

/// A style with a parameter.
private struct SuffixLabelStyle: LabelStyle {
    let suffix: String

    func makeBody(configuration: Configuration) -> some View {
        Text("Favorite (\(suffix))")
    }
}

/// Switches the style's parameter when told to.
private struct SuffixSwitcher: View {
    let probe: Probe<Binding<Bool>>
    @State private var second = false

    var body: some View {
        let _ = (probe.value = $second)
        Label("Favorite", systemImage: "star").labelStyle(SuffixLabelStyle(suffix: second ? "two" : "one"))
    }
}

/// A style that decorates the standard look: `Label(configuration)` padded.
private struct PaddedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration).padding(10).fixedSize()
    }
}
