import Finch
import FinchCairo
import FinchTesting
import Testing

/// A program's button style: a star before the label, so the test can see the style drew the toggle.
private struct StarButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            Text("★")
            configuration.label
        }
    }
}

/// The button style around the toggle, as a modifier, so one test can loop over several.
private enum ButtonStyleChoice: ViewModifier {
    case automatic, borderless, bordered, prominent, plain, star

    @ViewBuilder func body(content: Content) -> some View {
        switch self {
        case .automatic: content
        case .borderless: content.buttonStyle(.borderless)
        case .bordered: content.buttonStyle(.bordered)
        case .prominent: content.buttonStyle(.borderedProminent)
        case .plain: content.buttonStyle(.plain)
        case .star: content.buttonStyle(StarButtonStyle())
        }
    }
}

private struct Flag: View {
    let style: ButtonStyleChoice
    @State private var isOn = false

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Flag", isOn: $isOn)
                .toggleStyle(.button)
                .modifier(style)
            Text(isOn ? "state on" : "state off")
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The colours a bordered button is drawn in over white, with the accent (0, 122, 255).
private enum Fills {
    static let white = (255, 255, 255)
    /// The accent at 15 %: a bordered button's fill.
    static let light = (217, 235, 255)
    /// The accent itself: a prominent button's fill.
    static let solid = (0, 122, 255)
}

@MainActor
@Suite("ButtonToggleStyle: a .button toggle is a button drawn by the .buttonStyle around it")
struct ButtonToggleStyleTests {
    let size = CGSize(width: 300, height: 120)

    /// The toggle's window, the pixel just before its title, and what a tap on the title does.
    private func states(
        _ style: ButtonStyleChoice
    ) throws -> (off: PixelImage.Pixel, on: PixelImage.Pixel, offFrame: CGRect, onFrame: CGRect) {
        let window = TestWindow(size: size) { Flag(style: style) }
        let offFrame = try #require(window.frames(ofText: "Flag").first)
        let off = try #require(PixelImage(png: window.pngData()))[Int(offFrame.minX) - 2, Int(offFrame.midY)]
        window.tap(at: CGPoint(x: offFrame.midX, y: offFrame.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "state on").count == 1, "\(style)")
        let element = try #require(window.accessibilityElements.first { $0.label.contains("Flag") })
        #expect(element.value == "1", "\(style)")
        let onFrame = try #require(window.frames(ofText: "Flag").first)
        let on = try #require(PixelImage(png: window.pngData()))[Int(onFrame.minX) - 2, Int(onFrame.midY)]
        window.tap(at: CGPoint(x: onFrame.midX, y: onFrame.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "state off").count == 1, "\(style)")
        return (off, on, offFrame, onFrame)
    }

    @Test("Under .bordered and .borderedProminent: the light fill while off, the tint's solid fill while on")
    func bordered() throws {
        for style in [ButtonStyleChoice.bordered, .prominent] {
            let result = try states(style)
            #expect(ViewPixels.matches(result.off, Fills.light, tolerance: 2), "\(style)")
            #expect(ViewPixels.matches(result.on, Fills.solid, tolerance: 2), "\(style)")
            #expect(result.offFrame == result.onFrame, "\(style)")
        }
    }

    @Test("Under .automatic and .borderless: no fill while off, the light fill while on, the same size")
    func borderless() throws {
        for style in [ButtonStyleChoice.automatic, .borderless] {
            let result = try states(style)
            #expect(ViewPixels.matches(result.off, Fills.white), "\(style)")
            #expect(ViewPixels.matches(result.on, Fills.light, tolerance: 2), "\(style)")
            // Padded as a bordered button in both states: the title does not move when it turns on.
            #expect(result.offFrame == result.onFrame, "\(style)")
            #expect(result.offFrame.minX >= 16 + 12 - 0.5, "\(style)")
        }
    }

    @Test("Under .plain and a program's style: drawn by that style, the same on and off, and a tap flips it")
    func plainAndCustom() throws {
        for style in [ButtonStyleChoice.plain, .star] {
            let result = try states(style)
            #expect(ViewPixels.matches(result.off, Fills.white), "\(style)")
            #expect(ViewPixels.matches(result.on, Fills.white), "\(style)")
        }
        let starred = TestWindow(size: size) { Flag(style: .star) }
        let star = try #require(starred.frames(ofText: "★").first)
        let title = try #require(starred.frames(ofText: "Flag").first)
        #expect(star.maxX <= title.minX)
        // A tap on the style's star is a tap on the button too.
        starred.tap(at: CGPoint(x: star.midX, y: star.midY))
        starred.advance(by: 1)
        #expect(starred.frames(ofText: "state on").count == 1)
    }

    @Test("Button toggles off and on under each button style, in light and dark")
    func gallery() {
        let view = HStack(spacing: 0) {
            ToggleGallery().background(Color.white).environment(\.colorScheme, .light)
            ToggleGallery().background(Color.black).environment(\.colorScheme, .dark)
        }
        assertSnapshot(of: view, size: CGSize(width: 640, height: 260))
    }
}

/// A row of toggles (off, on, on with a symbol) under each button style.
private struct ToggleGallery: View {
    let styles: [ButtonStyleChoice] = [.automatic, .bordered, .prominent, .plain, .star]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(0..<styles.count, id: \.self) { index in
                HStack(spacing: 12) {
                    Toggle("Off", isOn: .constant(false))
                    Toggle("On", isOn: .constant(true))
                    Toggle(isOn: .constant(true)) {
                        Label("Favourite", systemImage: "star.fill")
                    }
                }
                .toggleStyle(.button)
                .modifier(styles[index])
            }
        }
        .padding()
        .frame(width: 320, height: 260, alignment: .topLeading)
    }
}
