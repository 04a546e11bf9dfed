import Finch
import FinchTesting
import Testing

@MainActor @Suite("Stacks, frames and modifiers compose as in SwiftUI")
struct LayoutCompositeSnapshotTests {
    let canvas = CGSize(width: 120, height: 80)

    @Test(
        "HStack aligns children of different heights",
        arguments: [("top", VerticalAlignment.top), ("center", .center), ("bottom", .bottom)])
    func hStackAlignment(name: String, alignment: VerticalAlignment) {
        let view = HStack(alignment: alignment) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 40)
        }
        assertDisplayListSnapshot(of: view, size: canvas, named: name)
    }

    @Test(
        "VStack aligns children of different widths",
        arguments: [("leading", HorizontalAlignment.leading), ("trailing", .trailing)])
    func vStackAlignment(name: String, alignment: HorizontalAlignment) {
        let view = VStack(alignment: alignment, spacing: 4) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 50, height: 20)
        }
        assertDisplayListSnapshot(of: view, size: canvas, named: name)
    }

    @Test(
        "ZStack aligns layers by its alignment",
        arguments: [("topLeading", Alignment.topLeading), ("bottomTrailing", .bottomTrailing)])
    func zStackAlignment(name: String, alignment: Alignment) {
        let view = ZStack(alignment: alignment) {
            Color.blue.frame(width: 60, height: 40)
            Color.red.frame(width: 20, height: 20)
        }
        assertDisplayListSnapshot(of: view, size: canvas, named: name)
    }

    @Test("A Spacer pushes its siblings to the ends of an HStack")
    func spacer() {
        let view = HStack {
            Color.red.frame(width: 20, height: 20)
            Spacer()
            Color.blue.frame(width: 20, height: 20)
        }
        assertDisplayListSnapshot(of: view, size: canvas)
    }

    @Test("A Divider is a horizontal hairline in a VStack and a vertical one in an HStack")
    func dividers() {
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 20)
            Divider()
            HStack(spacing: 0) {
                Color.green.frame(width: 30, height: 30)
                Divider()
                Color.blue.frame(width: 30, height: 30)
            }
        }
        .frame(width: 100)
        assertDisplayListSnapshot(of: view, size: canvas)
    }

    @Test("padding, a frame alignment, an overlay and a background")
    func paddingFrameOverlayBackground() {
        let view = Color.blue.frame(width: 40, height: 20)
            .padding(8)
            .background(Color.yellow)
            .overlay(Color.red.frame(width: 6, height: 6), alignment: .topTrailing)
            .frame(width: 100, height: 60, alignment: .bottomLeading)
        assertDisplayListSnapshot(of: view, size: canvas)
    }

    @Test("GeometryReader takes all the space and hands its size to its content")
    func geometryReader() {
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
        }
        .frame(width: 100, height: 60)
        assertDisplayListSnapshot(of: view, size: canvas)
    }

    @Test("position places a view's centre; offset only moves its drawing")
    func positionVersusOffset() {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).position(x: 15, y: 15)
            Color.blue.frame(width: 20, height: 20).offset(x: 30, y: 5)
        }
        .frame(width: 100, height: 60)
        assertDisplayListSnapshot(of: view, size: canvas)
    }

    @Test("A settings-style row composes an icon, text, a spacer, a divider and padding")
    func settingsRow() {
        let view = VStack(spacing: 0) {
            HStack {
                RoundedRectangle(cornerRadius: 6).fill(Color.blue).frame(width: 28, height: 28)
                Text("Wi-Fi")
                Spacer()
                Text("Home").foregroundColor(.secondary)
            }
            .padding(.horizontal)
            .frame(height: 44)
            Divider().padding(.leading, 60)
            HStack {
                RoundedRectangle(cornerRadius: 6).fill(Color.green).frame(width: 28, height: 28)
                Text("Battery")
                Spacer()
                Text("82 %").foregroundColor(.secondary)
            }
            .padding(.horizontal)
            .frame(height: 44)
        }
        .frame(width: 280)
        assertSnapshot(of: view, size: CGSize(width: 280, height: 100))
    }
}
