import Finch
import FinchTesting
import Testing

@MainActor @Suite("Render-time effects draw as in SwiftUI without changing layout")
struct EffectSnapshotTests {
    let canvas = CGSize(width: 120, height: 100)
    var tile: some View {
        ZStack {
            Color.blue
            Text("Finch").font(.headline).foregroundColor(.white)
        }
        .frame(width: 80, height: 60)
    }

    @Test(
        "opacity, clipShape, clipped and cornerRadius", arguments: ["opacity", "clipShape", "clipped", "cornerRadius"])
    func clippingAndOpacity(effect: String) {
        let view: AnyView
        switch effect {
        case "opacity": view = AnyView(tile.opacity(0.4))
        case "clipShape": view = AnyView(tile.clipShape(Capsule()))
        case "clipped":
            view = AnyView(Color.orange.frame(width: 120, height: 30).frame(width: 60, height: 60).clipped())
        default: view = AnyView(tile.cornerRadius(16))
        }
        assertSnapshot(of: view, size: canvas, named: effect)
    }

    @Test("A shadow of radius 4 blurs evenly around the view")
    func shadowAround() {
        let view = RoundedRectangle(cornerRadius: 8).fill(Color.white).frame(width: 80, height: 50).shadow(radius: 4)
        assertSnapshot(of: view, size: canvas)
    }

    @Test("A shadow with x and y offsets falls down and to the right")
    func shadowOffset() throws {
        let view = Color.orange.frame(width: 60, height: 40).shadow(color: .black.opacity(0.5), radius: 2, x: 8, y: 8)
        assertSnapshot(of: view, size: canvas)
        let image = try #require(ViewPixels.image(of: view, size: canvas))
        // The square spans 30…90 × 30…70; its shadow shows below-right and not above-left.
        #expect(image[95, 75].red < 200)
        #expect(image[25, 25] == image[0, 0])
    }

    @Test("scaleEffect and rotationEffect scale and turn about the centre", arguments: ["scale", "rotation"])
    func scaleAndRotation(effect: String) {
        let view = effect == "scale" ? AnyView(tile.scaleEffect(0.6)) : AnyView(tile.rotationEffect(.degrees(30)))
        assertSnapshot(of: view, size: canvas, named: effect)
    }

    @Test("Effects leave layout alone: siblings keep their places")
    func effectsDoNotChangeLayout() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).scaleEffect(2)
            Color.green.frame(width: 20, height: 20).rotationEffect(.degrees(45))
            Color.blue.frame(width: 20, height: 20).offset(x: 5, y: 5).opacity(0.5)
        }
        assertDisplayListSnapshot(of: view, size: CGSize(width: 80, height: 40))
    }

    var card: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10).fill(Color.orange)
            Text("👻").font(.largeTitle)
        }
        .frame(width: 100, height: 150)
    }

    @Test("A card turned 60° about the y axis looks like a card turning in 3D")
    func cardTurnedIn3D() throws {
        let view = card.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        let size = CGSize(width: 160, height: 240)
        assertSnapshot(of: view, size: size)
        let image = try #require(ViewPixels.image(of: view, size: size))
        let columns = (0..<image.width).filter { ViewPixels.coveredHeight(image, x: $0) > 0 }
        let first = try #require(columns.first)
        let last = try #require(columns.last)
        // Foreshortened: cos 60° halves the 100-point width, give or take the perspective.
        #expect((40...70).contains(last - first + 1))
        let left = ViewPixels.coveredHeight(image, x: first + 2)
        let right = ViewPixels.coveredHeight(image, x: last - 2)
        // As in Core Animation, a positive turn about y swings the trailing edge away: the leading edge is near.
        #expect(left > 150)
        #expect(right < 140)
        #expect(left - right > 20)
        // A turn about the y axis keeps the card symmetric about its horizontal centre line (y = 120): every
        // column's top and bottom edges mirror each other. (pixman fixed-point overflow once smeared the bottom.)
        for x in (first + 3)...(last - 3) {
            let rows = ViewPixels.coveredRows(image, x: x)
            guard let top = rows.first, let bottom = rows.last else { continue }
            #expect(abs(top + bottom - 239) <= 3, "column \(x) spans rows \(top)...\(bottom)")
        }
    }
}
