import Finch
import FinchTesting
import Foundation
import Testing

/// An app's body is evaluated like a view's: its `@State` and `@StateObject` drive its windows, and
/// closing one window leaves the others running.
@MainActor
@Suite("Scenes in the graph: an app's state drives its windows")
struct SceneGraphTests {
    private struct CounterApp: App {
        @State private var count = 0

        var body: some Scene {
            WindowGroup("Counter") {
                Button("Count \(count)") { count += 1 }
            }
            .defaultSize(width: 200, height: 100)
        }
    }

    @Test("A tap on a button that changes the app's @State changes the window's content")
    func appStateChangesContent() throws {
        let app = TestApp(CounterApp())
        let window = try #require(app.windows.first)
        let button = try #require(window.frames(ofText: "Count 0").first)
        window.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(window.frames(ofText: "Count 1").count == 1)
        #expect(window.frames(ofText: "Count 0").isEmpty)
        window.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(window.frames(ofText: "Count 2").count == 1)
    }

    private final class Settings: ObservableObject {
        @Published var name = "first"
    }

    private struct SharedModelApp: App {
        @StateObject private var settings = Settings()

        var body: some Scene {
            WindowGroup("Editor") {
                Button("Rename") { settings.name = "second" }
            }
            .defaultSize(width: 200, height: 100)
            WindowGroup("Viewer") {
                Text("Name: \(settings.name)")
            }
            .defaultSize(width: 200, height: 100)
        }
    }

    @Test("An app's @StateObject is made once and shared by its windows; a change in one shows in the other")
    func sharedStateObject() throws {
        let app = TestApp(SharedModelApp())
        #expect(app.windows.count == 2)
        let editor = app.windows[0]
        let viewer = app.windows[1]
        #expect(viewer.frames(ofText: "Name: first").count == 1)
        let button = try #require(editor.frames(ofText: "Rename").first)
        editor.tap(at: CGPoint(x: button.midX, y: button.midY))
        viewer.render()
        #expect(viewer.frames(ofText: "Name: second").count == 1)
    }

    private struct TwoWindowsApp: App {
        var body: some Scene {
            WindowGroup("Still") { Text("Still") }
                .defaultSize(width: 100, height: 100)
            WindowGroup("Spinning") { Spinner() }
                .defaultSize(width: 100, height: 100)
        }
    }

    private struct Spinner: View {
        @State private var turned = false

        var body: some View {
            Rectangle().fill(Color.blue).frame(width: 40, height: 40)
                .rotationEffect(.degrees(turned ? 360 : 0))
                .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { turned = true } }
        }
    }

    @Test("Of two windows, closing one leaves nothing of it; the other goes on animating")
    func closeOneOfTwo() throws {
        let app = TestApp(TwoWindowsApp())
        let still = app.windows[0]
        let spinning = app.windows[1]
        spinning.advance(by: 0.25)
        try still.close()
        let before = spinning.displayList
        let framesBefore = spinning.framesProduced
        app.advance(by: 0.25)
        #expect(spinning.framesProduced > framesBefore)
        #expect(spinning.displayList != before)
        #expect(spinning.needsFrame)
        #expect(still.liveNodeCount == 0)
    }
}
