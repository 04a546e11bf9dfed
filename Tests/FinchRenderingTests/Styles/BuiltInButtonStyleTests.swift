import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// The opacity of the first dimmed group in a display list (1 when none).
@MainActor
private func dimming(_ items: [DisplayItem]) -> Double {
    for item in items {
        if case .group(let group) = item {
            if group.opacity < 1 { return group.opacity }
            let inner = dimming(group.children)
            if inner < 1 { return inner }
        }
    }
    return 1
}

@MainActor
@Suite("The built-in button styles: plain, borderless, bordered, borderedProminent and border shapes")
struct BuiltInButtonStyleTests {
    func size<V: View>(of view: V) -> CGSize {
        ViewGraph(root: view, services: CairoBackend.shared.services).sizeThatFits(.unspecified)
    }

    @Test("Plain: the label as it is (no tint), dimmed to a quarter while pressed")
    func plain() throws {
        let window = TestWindow(size: CGSize(width: 200, height: 80)) { Button("Plain") {}.buttonStyle(.plain) }
        #expect(!window.displayList.dump().contains("#007aff"))
        let label = try #require(window.frames(ofText: "Plain").first)
        window.send(.began, at: CGPoint(x: label.midX, y: label.midY))
        #expect(dimming(window.displayList.items) == 0.25)
        window.send(.ended, at: CGPoint(x: label.midX, y: label.midY))
        #expect(dimming(window.displayList.items) == 1)
    }

    @Test("Borderless: the tinted label, dimmed while pressed, the same size as the default button")
    func borderless() throws {
        let window = TestWindow(size: CGSize(width: 200, height: 80)) {
            Button("Borderless") {}.buttonStyle(.borderless)
        }
        #expect(window.displayList.dump().contains("#007aff"))
        #expect(size(of: Button("Borderless") {}.buttonStyle(.borderless)) == size(of: Button("Borderless") {}))
        let label = try #require(window.frames(ofText: "Borderless").first)
        window.send(.began, at: CGPoint(x: label.midX, y: label.midY))
        #expect(dimming(window.displayList.items) == 0.25)
    }

    @Test("Bordered pads its label 12 pt at the sides and 7 pt above and below; large 20 and 14")
    func borderedPadding() {
        let label = size(of: Text("Bordered"))
        let bordered = size(of: Button("Bordered") {}.buttonStyle(.bordered))
        #expect(bordered.width == label.width + 24)
        #expect(bordered.height == label.height + 14)
        let large = size(of: Button("Bordered") {}.buttonStyle(.bordered).controlSize(.large))
        #expect(large.width == label.width + 40)
        #expect(large.height == label.height + 28)
        let prominent = size(of: Button("Bordered") {}.buttonStyle(.borderedProminent))
        #expect(prominent == bordered)
    }

    @Test("Bordered fills with the tint at 15 % behind a tinted label; prominent fills with the tint, label white")
    func borderedColours() {
        let bordered = TestWindow(size: CGSize(width: 200, height: 80)) { Button("B") {}.buttonStyle(.bordered) }
        let image = PixelImage(png: bordered.pngData())
        let frame = bordered.frames(ofText: "B").first ?? .zero
        // Inside the fill, left of the label: white under the accent colour at 15 %.
        let pixel = image?[Int(frame.minX) - 6, Int(frame.midY)]
        #expect(pixel.map { ViewPixels.matches($0, (217, 235, 255), tolerance: 2) } == true)
        let prominent = TestWindow(size: CGSize(width: 200, height: 80)) {
            Button("B") {}.buttonStyle(.borderedProminent)
        }
        let dump = prominent.displayList.dump()
        #expect(dump.contains("#007aff") && dump.contains("#ffffff"))
    }

    @Test("A pressed bordered button is drawn at half opacity; a disabled one is grey and does not act")
    func borderedPressAndDisabled() throws {
        final class Log { var taps = 0 }
        let log = Log()
        let window = TestWindow(size: CGSize(width: 200, height: 80)) {
            Button("Tap") { log.taps += 1 }.buttonStyle(.bordered)
        }
        let label = try #require(window.frames(ofText: "Tap").first)
        window.send(.began, at: CGPoint(x: label.minX - 8, y: label.midY))
        #expect(dimming(window.displayList.items) == 0.5)
        window.send(.ended, at: CGPoint(x: label.minX - 8, y: label.midY))
        #expect(log.taps == 1)
        let disabled = TestWindow(size: CGSize(width: 200, height: 80)) {
            Button("Tap") { log.taps += 1 }.buttonStyle(.borderedProminent).disabled(true)
        }
        #expect(!disabled.displayList.dump().contains("#007aff"))
        let frame = try #require(disabled.frames(ofText: "Tap").first)
        disabled.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(log.taps == 1)
    }

    @Test("Border shapes: a capsule's corner is clear, a zero-radius rectangle's is filled")
    func borderShapes() throws {
        func corner(_ shape: ButtonBorderShape) throws -> PixelImage.Pixel {
            let window = TestWindow(size: CGSize(width: 200, height: 80)) {
                Button("Shape") {}.buttonStyle(.borderedProminent).buttonBorderShape(shape)
            }
            let label = try #require(window.frames(ofText: "Shape").first)
            let image = try #require(PixelImage(png: window.pngData()))
            return image[Int(label.minX - 12) + 1, Int(label.minY - 7) + 1]
        }
        #expect(ViewPixels.matches(try corner(.capsule), (255, 255, 255)))
        #expect(ViewPixels.matches(try corner(.roundedRectangle(radius: 0)), (0, 122, 255)))
    }

    @Test("The styles side by side")
    func gallery() {
        let view = VStack(alignment: .leading, spacing: 10) {
            Button("Automatic") {}
            Button("Plain") {}.buttonStyle(.plain)
            Button("Borderless") {}.buttonStyle(BorderlessButtonStyle()).buttonStyle(PlainButtonStyle())
            HStack {
                Button("Bordered") {}.buttonStyle(BorderedButtonStyle())
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                Button("Off") {}.buttonStyle(.bordered).disabled(true)
            }
            HStack {
                Button("Prominent") {}.buttonStyle(BorderedProminentButtonStyle())
                Button("Green") {}.buttonStyle(.borderedProminent).tint(.green)
                Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
            }
            HStack {
                Button("Capsule") {}.buttonBorderShape(.capsule)
                Button("Square") {}.buttonBorderShape(.roundedRectangle(radius: 0))
                Button {
                } label: {
                    Image(systemName: "plus")
                }.buttonBorderShape(.circle)
                Button("Small") {}.controlSize(.small)
                Button("Large") {}.controlSize(.large)
            }
            .buttonStyle(.bordered)
            Button("Default type") {}.buttonStyle(DefaultButtonStyle())
        }
        .padding(10)
        assertSnapshot(of: view, size: CGSize(width: 420, height: 300))
    }
}
