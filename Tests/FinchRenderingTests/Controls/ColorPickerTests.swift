import Finch
import FinchTesting
import Foundation
import Testing

/// A colour picker in an inset grouped list's row, the chosen colour's components in the next row.
private struct ColorRow: View {
    @State var color: Color
    var supportsOpacity = true

    var body: some View {
        List {
            ColorPicker("Tint", selection: $color, supportsOpacity: supportsOpacity)
            Text(Self.describe(color))
        }
    }

    static func describe(_ color: Color) -> String {
        let rgba = color.resolve(in: EnvironmentValues())
        let parts = [rgba.red, rgba.green, rgba.blue, rgba.opacity].map { String(Int(($0 * 255).rounded())) }
        return "rgba " + parts.joined(separator: " ")
    }
}

/// The same with a `CGColor` selection, as SwiftUI also takes.
private struct CGColorRow: View {
    @State var color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)

    var body: some View {
        List {
            ColorPicker("Tint", selection: $color)
            Text(ColorRow.describe(Color(cgColor: color)))
        }
    }
}

@MainActor
@Suite("ColorPicker: a colour well that opens a palette of swatches")
struct ColorPickerTests {
    static let size = CGSize(width: 390, height: 640)
    let tab: UInt32 = 0xff09
    let space: UInt32 = 0x20
    let escape: UInt32 = 0xff1b
    let right: UInt32 = 0xff53
    let down: UInt32 = 0xff54

    private func window(_ color: Color = .orange, supportsOpacity: Bool = true) -> TestWindow {
        let window = TestWindow(size: Self.size) { ColorRow(color: color, supportsOpacity: supportsOpacity) }
        window.advance(by: 0)
        return window
    }

    /// The well: 28 pt at the row's trailing margin, centred on the label.
    private func well(in window: TestWindow) throws -> CGPoint {
        let label = try #require(window.frames(ofText: "Tint").first)
        return CGPoint(x: Self.size.width - 32 - 14, y: label.midY)
    }

    @Test("The well is a 28-pt circle at the trailing margin; the row is 50 pt tall")
    func layout() throws {
        let window = window()
        let label = try #require(window.frames(ofText: "Tint").first)
        #expect(label.minX == 32)
        #expect(abs(label.midY - (35 + 25)) <= 0.5)
        let dump = window.displayList.dump()
        // The ring (28 pt, stroked along its 3-pt band) and the colour inside its 3-pt ring and 2-pt gap (18 pt).
        #expect(dump.contains("stroke (331.5,47.5,25,25)"), "\(dump)")
        #expect(dump.contains("(335,51,18,18)"), "\(dump)")
        assertSnapshot(png: window.pngData())
    }

    @Test("A tap on the well presents the palette; a tap on a swatch sets the selection and keeps it open")
    func pointer() throws {
        let window = window()
        window.tap(at: try well(in: window))
        window.advance(by: 1)
        let title = try #require(window.frames(ofText: "Colors").first)
        assertSnapshot(png: window.pngData(), named: "palette")
        // The grid starts 20 pt under the header, centred: twelve 28-pt swatches a row. Row 0 is white
        // to black: its last swatch is black.
        let gridLeading = (Self.size.width - 12 * 28) / 2
        let gridTop = title.maxY + 20
        window.tap(at: CGPoint(x: gridLeading + 28 * 11.5, y: gridTop + 14))
        #expect(window.frames(ofText: "rgba 0 0 0 255").count == 1)
        #expect(window.frames(ofText: "Colors").count == 1)
        window.pressKey(escape)
        window.advance(by: 1)
        #expect(window.frames(ofText: "Colors").isEmpty)
    }

    @Test("A Binding<CGColor> selection shows its colour and takes the swatch chosen")
    func cgColorSelection() throws {
        let window = TestWindow(size: Self.size) { CGColorRow() }
        window.advance(by: 0)
        #expect(window.frames(ofText: "rgba 255 128 0 255").count == 1)
        window.tap(at: try well(in: window))
        window.advance(by: 1)
        let title = try #require(window.frames(ofText: "Colors").first)
        let gridLeading = (Self.size.width - 12 * 28) / 2
        window.tap(at: CGPoint(x: gridLeading + 28 * 11.5, y: title.maxY + 20 + 14))
        #expect(window.frames(ofText: "rgba 0 0 0 255").count == 1)
    }

    @Test("By keyboard: Tab to the well, Space opens the palette, arrows choose swatches, Escape closes")
    func keyboard() throws {
        let window = window()
        window.pressKey(tab)
        window.pressKey(space, characters: " ")
        window.advance(by: 1)
        #expect(window.frames(ofText: "Colors").count == 1)
        // Orange is no swatch: the first arrow picks the first (white), the next moves along the row.
        window.pressKey(right)
        #expect(window.frames(ofText: "rgba 255 255 255 255").count == 1)
        window.pressKey(right)
        window.pressKey(down)
        #expect(window.frames(ofText: "rgba 255 255 255 255").isEmpty)
        window.pressKey(escape)
        window.advance(by: 1)
        #expect(window.frames(ofText: "Colors").isEmpty)
    }

    @Test("The opacity slider changes only the opacity; without supportsOpacity there is none")
    func opacity() throws {
        let window = window(Color(red: 1, green: 0, blue: 0))
        window.tap(at: try well(in: window))
        window.advance(by: 1)
        #expect(window.frames(ofText: "OPACITY").count == 1)
        let opaque = self.window(supportsOpacity: false)
        opaque.tap(at: try well(in: opaque))
        opaque.advance(by: 1)
        #expect(opaque.frames(ofText: "Colors").count == 1)
        #expect(opaque.frames(ofText: "OPACITY").isEmpty)
    }

    @Test("Opening and closing the palette five times leaves no nodes behind")
    func noLeftovers() throws {
        let window = window()
        let baseline = window.liveNodeCount
        for _ in 0..<5 {
            window.tap(at: try well(in: window))
            window.advance(by: 1)
            window.pressKey(escape)
            window.advance(by: 1)
        }
        #expect(window.liveNodeCount == baseline)
    }

    @Test("Disabled, the well is faded and does not open the palette")
    func disabled() throws {
        let window = TestWindow(size: Self.size) { ColorRow(color: .orange).disabled(true) }
        window.advance(by: 0)
        window.tap(at: try well(in: window))
        window.pressKey(tab)
        window.pressKey(space, characters: " ")
        window.advance(by: 1)
        #expect(window.frames(ofText: "Colors").isEmpty)
    }
}
