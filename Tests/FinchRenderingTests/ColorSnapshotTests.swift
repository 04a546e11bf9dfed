import Finch
import FinchTesting
import Testing

/// A system colour and its light-appearance sRGB bytes, as the OpenSwiftUI reimplementation defines
/// them (`Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift`), which match iOS's system colours.
struct SystemSwatch: Sendable, CustomTestStringConvertible {
    let name: String
    let color: Color
    let rgb: [Int]

    var testDescription: String { name }

    static let all = [
        SystemSwatch(name: "red", color: .red, rgb: [255, 59, 48]),
        SystemSwatch(name: "orange", color: .orange, rgb: [255, 149, 0]),
        SystemSwatch(name: "yellow", color: .yellow, rgb: [255, 204, 0]),
        SystemSwatch(name: "green", color: .green, rgb: [52, 199, 89]),
        SystemSwatch(name: "mint", color: .mint, rgb: [0, 199, 190]),
        SystemSwatch(name: "teal", color: .teal, rgb: [48, 176, 199]),
        SystemSwatch(name: "cyan", color: .cyan, rgb: [50, 173, 230]),
        SystemSwatch(name: "blue", color: .blue, rgb: [0, 122, 255]),
        SystemSwatch(name: "indigo", color: .indigo, rgb: [88, 86, 214]),
        SystemSwatch(name: "purple", color: .purple, rgb: [175, 82, 222]),
        SystemSwatch(name: "pink", color: .pink, rgb: [255, 45, 85]),
        SystemSwatch(name: "brown", color: .brown, rgb: [162, 132, 94]),
        SystemSwatch(name: "gray", color: .gray, rgb: [142, 142, 147]),
    ]
}

@MainActor @Suite("Colours render with iOS's light-appearance values")
struct ColorSnapshotTests {
    @Test("The system colours form a row of swatches")
    func systemColourRow() {
        let view = HStack(spacing: 0) {
            ForEach(SystemSwatch.all, id: \.name) { swatch in
                swatch.color.frame(width: 20, height: 40)
            }
        }
        assertSnapshot(of: view, size: CGSize(width: 260, height: 40))
    }

    @Test("Each system colour paints exactly its RGB bytes", arguments: SystemSwatch.all)
    func systemColourBytes(swatch: SystemSwatch) throws {
        let image = try #require(ViewPixels.image(of: swatch.color, size: CGSize(width: 10, height: 10)))
        #expect(ViewPixels.matches(image[5, 5], (swatch.rgb[0], swatch.rgb[1], swatch.rgb[2])))
    }

    @Test("Color(red:green:blue:opacity:), Color.opacity and the opacity modifier blend over white")
    func customColoursAndOpacity() throws {
        let view = HStack(spacing: 0) {
            Color(red: 0.2, green: 0.6, blue: 0.4).frame(width: 40, height: 40)
            Color(red: 1, green: 0, blue: 0, opacity: 0.5).frame(width: 40, height: 40)
            Color.blue.opacity(0.5).frame(width: 40, height: 40)
            Color.black.frame(width: 40, height: 40).opacity(0.25)
            Color.clear.frame(width: 40, height: 40)
        }
        let size = CGSize(width: 200, height: 40)
        assertSnapshot(of: view, size: size)
        let image = try #require(ViewPixels.image(of: view, size: size))
        #expect(ViewPixels.matches(image[20, 20], (51, 153, 102)))
        #expect(ViewPixels.matches(image[60, 20], (255, 128, 128)))
        #expect(ViewPixels.matches(image[100, 20], (128, 189, 255)))
        #expect(ViewPixels.matches(image[140, 20], (191, 191, 191)))
        #expect(ViewPixels.matches(image[180, 20], (255, 255, 255), tolerance: 0))
    }

    @Test("Color.clear paints nothing at all")
    func clearPaintsNothing() {
        assertDisplayListSnapshot(of: Color.clear.frame(width: 40, height: 40), size: CGSize(width: 60, height: 60))
    }

    @Test("Primary text is black and secondary text is grey at 60 %")
    func primaryAndSecondaryText() {
        let view = VStack(alignment: .leading) {
            Text("Primary").foregroundStyle(.primary)
            Text("Secondary").foregroundStyle(.secondary)
        }
        assertSnapshot(of: view, size: CGSize(width: 120, height: 60))
        assertDisplayListSnapshot(of: view, size: CGSize(width: 120, height: 60))
    }
}
