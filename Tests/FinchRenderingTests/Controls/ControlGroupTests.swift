import Finch
import FinchTesting
import Foundation
import Testing

private struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            ControlGroup {
                Button("Minus") { count -= 1 }
                Button("Plus") { count += 1 }
            }
        }
    }
}

@MainActor
@Suite("ControlGroup: its buttons side by side, bordered")
struct ControlGroupTests {
    @Test("The buttons sit side by side on bordered fills, and each acts")
    func sideBySide() throws {
        let window = TestWindow(size: CGSize(width: 260, height: 100)) { Counter() }
        let minus = try #require(window.frames(ofText: "Minus").first)
        let plus = try #require(window.frames(ofText: "Plus").first)
        #expect(abs(minus.midY - plus.midY) < 0.5)
        #expect(abs(plus.minX - minus.maxX - (12 + 8 + 12)) <= 1)
        window.tap(at: CGPoint(x: plus.midX, y: plus.midY))
        window.tap(at: CGPoint(x: plus.midX, y: plus.midY))
        window.tap(at: CGPoint(x: minus.midX, y: minus.midY))
        #expect(window.frames(ofText: "count 1").count == 1)
        assertSnapshot(png: window.pngData())
    }
}

/// The label above its controls, stacked.
private struct StackedControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 2) { configuration.content }
        }
    }
}

/// Draws the group it is given as the style outside it does.
private struct PassThroughControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        ControlGroup(configuration)
    }
}

@MainActor
@Suite("ControlGroupStyle: .menu, a program's style, and ControlGroup(configuration)")
struct ControlGroupStyleTests {
    @Test("A program's style draws the label above the controls, which still act")
    func customStyle() throws {
        var count = 0
        let window = TestWindow(size: CGSize(width: 260, height: 120)) {
            ControlGroup {
                Button("Plus") { count += 1 }
            } label: {
                Text("Amount")
            }
            .controlGroupStyle(StackedControlGroupStyle())
        }
        let label = try #require(window.frames(ofText: "Amount").first)
        let plus = try #require(window.frames(ofText: "Plus").first)
        #expect(plus.minY > label.maxY)
        window.tap(at: CGPoint(x: plus.midX, y: plus.midY))
        #expect(count == 1)
    }

    @Test(".menu shows the label; a tap opens a menu of the controls, and an item acts")
    func menuStyle() throws {
        var count = 0
        let window = TestWindow(size: CGSize(width: 300, height: 400)) {
            ControlGroup("Edit") {
                Button("Copy") { count += 1 }
                Button("Paste") {}
            }
            .controlGroupStyle(.menu)
        }
        #expect(window.frames(ofText: "Copy").isEmpty)
        let title = try #require(window.frames(ofText: "Edit").first)
        window.tap(at: CGPoint(x: title.midX, y: title.midY))
        window.advance(by: 1)
        let copy = try #require(window.frames(ofText: "Copy").first)
        #expect(window.frames(ofText: "Paste").count == 1)
        window.tap(at: CGPoint(x: copy.midX, y: copy.midY))
        window.advance(by: 1)
        #expect(count == 1)
    }

    @Test("ControlGroup(configuration) inside a style is drawn by the style outside: side by side, or a menu")
    func configurationGroup() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 120)) {
            VStack {
                ControlGroup {
                    Button("A") {}
                    Button("B") {}
                }
                .controlGroupStyle(PassThroughControlGroupStyle())
                ControlGroup("More") {
                    Button("C") {}
                }
                .controlGroupStyle(PassThroughControlGroupStyle())
                .controlGroupStyle(.menu)
            }
        }
        let a = try #require(window.frames(ofText: "A").first)
        let b = try #require(window.frames(ofText: "B").first)
        #expect(abs(a.midY - b.midY) < 0.5)
        #expect(window.frames(ofText: "More").count == 1)
        #expect(window.frames(ofText: "C").isEmpty)
    }
}
