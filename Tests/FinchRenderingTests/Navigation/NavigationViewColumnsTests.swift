import Finch
import FinchTesting
import Foundation
import Testing

/// A resort list written for the iPad too, as learners' apps often are: a sidebar list, then a welcome
/// view that an iPad shows beside it until a row is picked.
private struct ResortsView: View {
    let resorts = ["Les Arcs", "Vail", "Whistler"]

    var body: some View {
        NavigationView {
            List(resorts, id: \.self) { resort in
                NavigationLink(destination: Text("About \(resort)")) {
                    Text(resort)
                }
            }
            .navigationTitle("Resorts")

            VStack {
                Text("Welcome to the resorts!")
                Text("Please select a resort from the left-hand menu.")
            }
        }
    }
}

@MainActor
@Suite("NavigationView with several views shows the first, as an iPhone in portrait")
struct NavigationViewColumnsTests {
    let size = CGSize(width: 320, height: 480)

    @Test("Golden: the sidebar list alone, under its large title; the welcome view is not shown")
    func firstColumnOnly() throws {
        let window = TestWindow(size: size) { ResortsView() }
        #expect(!window.frames(ofText: "Les Arcs").isEmpty)
        #expect(!window.frames(ofText: "Resorts").isEmpty)
        #expect(window.frames(ofText: "Welcome to the resorts!").isEmpty)
        assertSnapshot(png: window.pngData(), named: "first-column")
    }

    @Test("A row of the first column still pushes its destination")
    func rowPushes() throws {
        let window = TestWindow(size: size) { ResortsView() }
        let row = try #require(window.frames(ofText: "Vail").first)
        window.tap(at: CGPoint(x: row.midX, y: row.midY))
        window.advance(by: 1)
        #expect(!window.frames(ofText: "About Vail").isEmpty)
        #expect(window.frames(ofText: "Welcome to the resorts!").isEmpty)
    }
}
