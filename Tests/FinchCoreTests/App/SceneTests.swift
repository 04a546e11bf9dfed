import FinchCore
import Foundation
import Testing

@MainActor @Suite("Scenes list the windows an app opens")
struct SceneTests {
    struct TwoWindows: App {
        var body: some Scene {
            WindowGroup("Main") { Text("main") }
                .defaultSize(width: 320, height: 480)
            WindowGroup { Text("untitled") }
        }
    }

    struct Wrapper: Scene {
        var body: some Scene {
            WindowGroup("Wrapped") { Text("inside") }
        }
    }

    @Test("A WindowGroup is one window with its title and no default size")
    func windowGroup() {
        let windows = WindowGroup("Hello") { Text("hi") }.windows
        #expect(windows.count == 1)
        #expect(windows.first?.title == "Hello")
        #expect(windows.first?.defaultSize == nil)
    }

    @Test("An app's body lists its window groups in order; defaultSize applies to its own group only")
    func appBody() {
        let windows = TwoWindows().body.windows
        #expect(windows.map(\.title) == ["Main", ""])
        #expect(windows[0].defaultSize == CGSize(width: 320, height: 480))
        #expect(windows[1].defaultSize == nil)
    }

    @Test("A custom scene contributes the windows of its body")
    func customScene() {
        #expect(Wrapper().windows.map(\.title) == ["Wrapped"])
    }

    @Test("Three or more scenes in a builder all open")
    func manyScenes() {
        @SceneBuilder var scenes: some Scene {
            WindowGroup("a") { Text("a") }
            WindowGroup("b") { Text("b") }
            Wrapper()
        }
        #expect(scenes.windows.map(\.title) == ["a", "b", "Wrapped"])
    }

    @Test("A window's content is the group's root view")
    func content() {
        let window = WindowGroup("Root") { Text("root text") }.windows[0]
        let graph = ViewGraph(root: window.content, services: fakeServices())
        graph.layout(in: CGSize(width: 200, height: 100))
        #expect(graph.frames(ofText: "root text").count == 1)
    }

    @Test("A Group of scenes opens each scene inside it, in order, as if written without it")
    func groupOfScenes() {
        @SceneBuilder var scenes: some Scene {
            WindowGroup("first") { Text("a") }
            Group {
                WindowGroup("second") { Text("b") }
                Wrapper()
            }
        }
        #expect(scenes.windows.map(\.title) == ["first", "second", "Wrapped"])
    }
}
