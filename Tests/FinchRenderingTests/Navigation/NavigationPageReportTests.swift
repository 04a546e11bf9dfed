@_spi(Testing) import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

private struct Trail: Identifiable {
    let id: Int
    let name: String
}

private let trails = [Trail(id: 1, name: "Chilkoot Trail"), Trail(id: 2, name: "Hidden Lake")]

private struct TrailList: View {
    var body: some View {
        List(trails) { trail in
            NavigationLink {
                Text("About \(trail.name)")
                    .navigationTitle(trail.name)
                    .navigationBarTitleDisplayMode(.inline)
            } label: {
                Text(trail.name)
            }
        }
        .navigationTitle("Trails")
    }
}

private struct TrailStack: View {
    var body: some View {
        NavigationStack { TrailList() }
    }
}

/// A page's title and bar settings reach its bar and the back button of the page above it through the
/// page's own report, which only those pages' views observe: the stack's body (every page) does not run
/// again for them. SwiftUI's stack is believed to work alike (its bar reads the page's preferences);
/// Finch pins it because evaluating the stack again compares and lays out every page in the push frame.
@MainActor
@Suite("Navigation page reports")
struct NavigationPageReportTests {
    @Test("A pushed page's title shows in its bar and on the next back button; the stack's body ran once for the push")
    func titleWithoutStackEvaluation() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { TrailStack() }
        window.advance(by: 0)
        let stackBodies = { window.graph.debugBodyEvaluationCount(of: NavigationStack<NavigationPath, TrailList>.self) }
        let before = stackBodies()
        let row = try #require(window.frames(ofText: "Hidden Lake").first)
        window.tap(at: CGPoint(x: row.midX, y: row.midY))
        window.advance(by: 1)
        // The page's inline title in its bar, the root's title on the back button.
        #expect(window.frames(ofText: "About Hidden Lake").count == 1)
        #expect(window.frames(ofText: "Hidden Lake").count == 1)
        #expect(window.frames(ofText: "Trails").count == 1)
        if ViewGraph.countsBodyEvaluations {
            #expect(stackBodies() - before == 1)
        }
    }
}
