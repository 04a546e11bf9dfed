import Foundation
import Observation
import Testing

@_spi(Testing) @testable import FinchCore

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct AccentReader: View {
    @Environment(\.accentName) private var accent
    @Environment(\.font) private var font

    var body: some View {
        Text("accent \(accent) \(font == .largeTitle ? "large" : "plain")")
    }
}

private struct Deep: View {
    var body: some View {
        VStack { HStack { ZStack { AccentReader() } } }
    }
}

final class Settings: ObservableObject {
    @Published var name = "Ada"
}

private struct SettingsReader: View {
    @EnvironmentObject var settings: Settings

    var body: some View { Text("name \(settings.name)") }
}

@Observable
final class Library {
    var count = 1
}

private struct LibraryReader: View {
    @Environment(Library.self) private var library

    var body: some View { Text("books \(library.count)") }
}

@MainActor
@Suite("Environment values and objects flow down and can be overridden")
struct EnvironmentTests {
    @Test("A custom environment value reaches a deep descendant; nearer .environment wins")
    func valuesFlowDown() {
        let view = VStack {
            Deep()
            Deep().environment(\.accentName, "inner").font(.largeTitle)
        }
        .environment(\.accentName, "outer")
        let graph = layout(view, in: CGSize(width: 400, height: 200))
        #expect(graph.frames(ofText: "accent outer plain").count == 1)
        #expect(graph.frames(ofText: "accent inner large").count == 1)
    }

    @Test("Without a value the key's default is read")
    func defaultValue() {
        let graph = layout(Deep(), in: CGSize(width: 400, height: 100))
        #expect(graph.frames(ofText: "accent none plain").count == 1)
    }

    @Test("An environment object reaches deep descendants, follows changes and can be replaced in a subtree")
    func objects() {
        let outer = Settings()
        let inner = Settings()
        inner.name = "Grace"
        let view = VStack {
            VStack { SettingsReader() }
            VStack { SettingsReader() }.environmentObject(inner)
        }
        .environmentObject(outer)
        let graph = layout(view, in: CGSize(width: 400, height: 200))
        #expect(graph.frames(ofText: "name Ada").count == 1)
        #expect(graph.frames(ofText: "name Grace").count == 1)
        outer.name = "Alan"
        graph.layout(in: CGSize(width: 400, height: 200))
        #expect(graph.frames(ofText: "name Alan").count == 1)
        #expect(graph.frames(ofText: "name Grace").count == 1)
    }

    @Test("An @Observable object given with .environment(_:) is read with @Environment(Type.self)")
    func observableInEnvironment() {
        let library = Library()
        let graph = layout(VStack { LibraryReader() }.environment(library), in: CGSize(width: 400, height: 100))
        #expect(graph.frames(ofText: "books 1").count == 1)
        graph.debugResetBodyEvaluationCounts()
        library.count = 2
        graph.layout(in: CGSize(width: 400, height: 100))
        #expect(graph.frames(ofText: "books 2").count == 1)
        #expect(graph.debugBodyEvaluationCount(of: LibraryReader.self) == 1)
    }

    @Test("A missing environment object stops with a message naming its type")
    func missingObject() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let graph = ViewGraph(root: SettingsReader(), services: fakeServices())
                graph.layout(in: CGSize(width: 100, height: 100))
            }
        }
    }
}

private struct FontReader: View {
    @Environment(\.font) private var font

    var body: some View { Text(font == .title ? "title" : "other") }
}

private struct EnvironmentSwitch: View {
    let probe: Probe<Binding<String>>
    @State private var accent = "a"

    var body: some View {
        let _ = (probe.value = $accent)
        VStack {
            FontReader()
            AccentReader()
        }
        .environment(\.accentName, accent)
    }
}

@MainActor
@Suite("An environment change re-evaluates only the views that read the changed key")
struct EnvironmentDependencyTests {
    @Test("Changing a key re-evaluates its reader and not a sibling that reads another key")
    func onlyReaders() throws {
        let probe = Probe<Binding<String>>()
        let graph = layout(EnvironmentSwitch(probe: probe), in: CGSize(width: 300, height: 100))
        graph.debugResetBodyEvaluationCounts()
        try #require(probe.value).wrappedValue = "b"
        graph.layout(in: CGSize(width: 300, height: 100))
        #expect(graph.debugBodyEvaluationCount(of: AccentReader.self) == 1)
        #expect(graph.debugBodyEvaluationCount(of: FontReader.self) == 0)
        #expect(graph.frames(ofText: "accent b plain").count == 1)
    }
}
