import Foundation
import Testing

@testable import FinchCore

/// `.backgroundStyle(_:)`, the `.background` shape style and the `.background` forms that fill with it,
/// and the safe area a shape-style background reaches into.
@MainActor
@Suite("backgroundStyle and .background fills, as SwiftUI draws them")
struct BackgroundStyleTests {
    let window = CGSize(width: 200, height: 300)

    @Test("background() fills with the background style around, else the system background")
    func backgroundWithoutArguments() {
        let styled = layout(
            Text("Hi").frame(width: 50, height: 20).background().backgroundStyle(Color.red), in: window)
        #expect(rect(of: .red, in: styled) == CGRect(x: 75, y: 140, width: 50, height: 20))
        let plain = layout(Text("Hi").frame(width: 50, height: 20).background(), in: window)
        #expect(rect(of: .white, in: plain) == CGRect(x: 75, y: 140, width: 50, height: 20))
    }

    @Test("background(in:) fills the shape with the background style; the .background style reads it too")
    func backgroundInShape() {
        let circle = layout(
            Color.clear.frame(width: 40, height: 40).background(in: Circle()).backgroundStyle(Color.blue),
            in: window)
        #expect(rect(of: .blue, in: circle) == CGRect(x: 80, y: 130, width: 40, height: 40))
        let style = layout(
            Rectangle().fill(.background).frame(width: 10, height: 10).backgroundStyle(Color.green), in: window)
        #expect(rect(of: .green, in: style) == CGRect(x: 95, y: 145, width: 10, height: 10))
        // In dark mode the system background is black.
        let dark = layout(
            Rectangle().fill(.background).frame(width: 10, height: 10).environment(\.colorScheme, .dark),
            in: window)
        #expect(rect(of: .black, in: dark) == CGRect(x: 95, y: 145, width: 10, height: 10))
    }

    @Test("A GroupBox's card takes the background style around it")
    func groupBoxCard() {
        let graph = layout(GroupBox { Text("Inside") }.backgroundStyle(Color.orange), in: window)
        let card = rect(of: .orange, in: graph)
        #expect(card != nil)
        #expect((card?.height ?? 0) > 16)
    }

    @Test("A shape-style background reaches under a page's bar; with no edges it keeps to the safe area")
    func backgroundUnderBar() {
        let reaching = layout(
            NavigationStack {
                Text("Hello").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.red)
                    .navigationBarTitleDisplayMode(.inline)
            }, in: window)
        #expect(rect(of: .red, in: reaching) == CGRect(x: 0, y: 0, width: 200, height: 300))
        let kept = layout(
            NavigationStack {
                Text("Hello").frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.red, ignoresSafeAreaEdges: [])
                    .navigationBarTitleDisplayMode(.inline)
            }, in: window)
        #expect(rect(of: .red, in: kept) == CGRect(x: 0, y: 44, width: 200, height: 256))
        // The iOS 13 form with a view (not a shape style) keeps to the safe area.
        let view = layout(
            NavigationStack {
                Text("Hello").frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Rectangle().fill(Color.red), alignment: .center)
                    .navigationBarTitleDisplayMode(.inline)
            }, in: window)
        #expect(rect(of: .red, in: view) == CGRect(x: 0, y: 44, width: 200, height: 256))
    }
}
