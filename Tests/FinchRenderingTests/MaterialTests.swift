import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@MainActor
@Suite("Materials blur what is behind them under a translucent tint")
struct MaterialTests {
    private let canvas = CGSize(width: 120, height: 60)

    /// Black on the left half, white on the right, under `material` over the whole canvas.
    private func halves(_ material: Material?) -> some View {
        ZStack {
            HStack(spacing: 0) {
                Color.black
                Color.white
            }
            if let material { Rectangle().fill(material) }
        }
    }

    /// Vertical stripes of colour: what a material should blur into soft bands.
    private var stripes: some View {
        HStack(spacing: 0) {
            ForEach(0..<8, id: \.self) { index in
                [Color.red, .orange, .yellow, .green, .blue, .purple, .black, .white][index]
            }
        }
    }

    @Test("The edge between black and white is blurred under a material, not just lightened")
    func blursTheEdge() throws {
        let plain = try #require(ViewPixels.image(of: halves(nil), size: canvas))
        #expect(plain[58, 30].red == 0 && plain[62, 30].red == 255)
        let blurred = try #require(ViewPixels.image(of: halves(.regularMaterial), size: canvas))
        // Far from the edge: black under 65 % white is about 166; near it, the white bleeds in and the black out.
        let far = blurred[2, 30].red
        #expect(abs(far - 166) <= 4)
        #expect(blurred[56, 30].red > far + 10)
        #expect(blurred[64, 30].red < 250)
        // A flat colour stays flat under the blur.
        #expect(blurred[2, 30] == blurred[2, 50])
    }

    @Test("Thicker materials let less of the backdrop through")
    func thickness() throws {
        let materials: [Material] = [
            .ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial,
        ]
        let values = try materials.map { material in
            try #require(ViewPixels.image(of: halves(material), size: canvas))[2, 30].red
        }
        #expect(values == values.sorted())
        #expect(Set(values).count == values.count)
        let bar = try #require(ViewPixels.image(of: halves(.bar), size: canvas))[2, 30].red
        #expect(bar > values[2] && bar < values[3])
    }

    @Test(
        "Each material over colour stripes", arguments: ["ultraThin", "thin", "regular", "thick", "ultraThick", "bar"])
    func golden(name: String) {
        let material: Material =
            switch name {
            case "ultraThin": .ultraThinMaterial
            case "thin": .thinMaterial
            case "regular": .regularMaterial
            case "thick": .thickMaterial
            case "ultraThick": .ultraThickMaterial
            default: .bar
            }
        let view = ZStack {
            stripes
            Text("Material").font(.headline).padding(8).background(material, in: RoundedRectangle(cornerRadius: 8))
        }
        assertSnapshot(of: view, size: canvas, named: name)
    }

    @Test("A material header over a list drawn in a window at 2×")
    func headerOverList() {
        let view = List(0..<8, id: \.self) { Label("Row \($0)", systemImage: "star.fill").foregroundStyle(.orange) }
            .safeAreaInset(edge: .top) {
                Text("Inbox").font(.headline).frame(maxWidth: .infinity).padding().background(.regularMaterial)
            }
        assertSnapshot(of: view, size: CGSize(width: 240, height: 200), scale: 2)
    }

    @Test("In the dark the tint is dark")
    func dark() throws {
        let view = halves(.regularMaterial).environment(\.colorScheme, .dark)
        let pixels = try #require(ViewPixels.image(of: view, size: canvas))
        #expect(pixels[118, 30].red < 120)
    }

    @Test("Damage under part of a material repaints the whole material")
    func damageCoversMaterial() {
        let bar = DisplayItem.fill(
            Path(CGRect(x: 0, y: 0, width: 100, height: 40)),
            .backdrop(BackdropMaterial(radius: 20, tint: RGBA(red: 1, green: 1, blue: 1, opacity: 0.5))), eoFill: false)
        func row(_ color: RGBA) -> DisplayItem {
            .fill(Path(CGRect(x: 0, y: 30, width: 20, height: 20)), .color(color), eoFill: false)
        }
        let old = DisplayList(items: [row(RGBA(red: 1, green: 0, blue: 0, opacity: 1)), bar])
        let new = DisplayList(items: [row(RGBA(red: 0, green: 0, blue: 1, opacity: 1)), bar])
        let damage = new.damage(since: old, in: CGSize(width: 200, height: 200))
        #expect(damage.contains { $0.contains(CGRect(x: 0, y: 0, width: 100, height: 40)) })
        // A change away from the material leaves it alone.
        func far(_ color: RGBA) -> DisplayItem {
            .fill(Path(CGRect(x: 150, y: 150, width: 10, height: 10)), .color(color), eoFill: false)
        }
        let farDamage = DisplayList(items: [far(.white), bar])
            .damage(
                since: DisplayList(items: [far(RGBA(red: 0, green: 0, blue: 0, opacity: 1)), bar]),
                in: CGSize(width: 200, height: 200))
        #expect(!farDamage.isEmpty)
        #expect(!farDamage.contains { $0.intersects(CGRect(x: 0, y: 0, width: 100, height: 40)) })
    }
}
