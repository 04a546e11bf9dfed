import Finch
import FinchTesting
import Foundation
import Testing

/// A page whose background ignores the safe area, as learners' apps paint a whole screen: in a tab, under
/// a large title, with a link to a pushed page with an inline title.
private struct PaintedPages: View {
    var body: some View {
        TabView {
            NavigationStack {
                ZStack {
                    LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
                        .ignoresSafeArea()
                    VStack(spacing: 16) {
                        Text("Hello").font(.largeTitle).foregroundStyle(.white)
                        NavigationLink("Next", value: 1).foregroundStyle(.white)
                    }
                }
                .navigationTitle("Painted")
                .navigationDestination(for: Int.self) { _ in
                    Color.orange.ignoresSafeArea()
                        .navigationTitle("Pushed")
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
            .tabItem { Label("Home", systemImage: "house") }
            Text("Other").tabItem { Label("Other", systemImage: "gear") }
        }
    }
}

@MainActor
@Suite("Views that ignore the safe area extend under the navigation bar, the large title and the tab bar")
struct SafeAreaUnderBarsTests {
    @Test("The gradient fills the page behind the bar and title, and behind the tab bar; the bars are drawn over it")
    func gradientUnderBars() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { PaintedPages() }
        window.advance(by: 0.5)
        assertSnapshot(png: window.pngData(), named: "root")
        // The bar's title and the tab bar's items are over the gradient, and take taps there.
        let title = try #require(window.frames(ofText: "Painted").first)
        #expect(title.minY >= 44 && title.maxY <= 96)
        let next = try #require(window.frames(ofText: "Next").first)
        window.tap(at: CGPoint(x: next.midX, y: next.midY))
        window.advance(by: 1)
        assertSnapshot(png: window.pngData(), named: "pushed")
        let back = try #require(window.frames(ofText: "Painted").first)
        window.tap(at: CGPoint(x: back.midX, y: back.midY))
        window.advance(by: 1)
        #expect(!window.frames(ofText: "Hello").isEmpty)
        let other = try #require(window.frames(ofText: "Other").last)
        window.tap(at: CGPoint(x: other.midX, y: other.midY))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Hello").isEmpty)
    }

    @Test("In dark mode the bars keep their dark look over the painted page")
    func darkBars() {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { PaintedPages() }
        window.colorScheme = .dark
        window.advance(by: 0.5)
        assertSnapshot(png: window.pngData(), named: "dark")
    }
}
