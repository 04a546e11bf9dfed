import Finch
import FinchTesting
import Foundation
import Testing

/// UIKit's symbol images (`UIImage(systemName:)`), which apps written before SwiftUI's `Image(systemName:)`
/// (or for `UIImageView`) make: sized by their configuration, templates in the view's colour unless given
/// their own.
@MainActor
@Suite("UIImage(systemName:): symbol images sized by their configuration and tinted as UIKit's")
struct UIImageSymbolTests {
    /// The image runs the window draws: their source's name, frame and tint.
    private func imageRuns(in window: TestWindow) -> [ImageRun] {
        var found: [ImageRun] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .image(let run): found.append(run)
                case .group(let group): walk(group.children)
                default: break
                }
            }
        }
        walk(window.displayList.items)
        return found
    }

    private func rgba(_ color: UIColor) -> RGBA { Color(uiColor: color).resolve(in: EnvironmentValues()) }

    @Test("A known name makes a template symbol image, 17 points tall by default; an unknown name is nil")
    func made() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage)
        #expect(star.renderingMode == .automatic)
        // The body style's 17 points, as UIKit's default symbol configuration; the width follows the icon.
        #expect(star.size.height == 17)
        #expect(star.size.width > 10 && star.size.width < 24)
        // Pixels at an iPhone's 3×, black where the shape is.
        #expect(star.scale == 3)
        #expect(star.pixelBuffer.height == 51)
        let centre = try #require(star.pixelBuffer.pixel(x: star.pixelBuffer.width / 2, y: star.pixelBuffer.height / 2))
        #expect(centre.alpha == 255 && centre.red == 0)
        #expect(UIImage(systemName: "no.such.symbol.anywhere") == nil)
        #expect(UIImage(named: "star.fill") == nil)
        #expect(UIImage(systemName: "7.circle") != nil)
        #expect(try #require(UIImage(systemName: "star")?.pngData()).count > 0)
    }

    @Test("The configuration sizes it: a point size, a text style's size, a scale; applied over its own")
    func configured() throws {
        let big = try #require(UIImage(systemName: "heart", withConfiguration: .init(pointSize: 34, weight: .bold)))
        #expect(big.size.height == 34)
        #expect(big.symbolConfiguration?.weight == .bold)
        let title = try #require(UIImage(systemName: "heart", withConfiguration: .init(textStyle: .largeTitle)))
        #expect(title.size.height == 34)
        // SF Symbols' scale steps (Finch's rule, `SymbolMetrics`): large 1.29 and small 0.78 of the point size.
        let large = try #require(UIImage(systemName: "heart", withConfiguration: .init(scale: .large)))
        #expect(large.size.height == (17 * 1.29).rounded())
        let small = try #require(big.applyingSymbolConfiguration(.init(scale: .small)))
        #expect(small.size.height == (34 * 0.78).rounded())
        #expect(small.symbolConfiguration?.weight == .bold)
        #expect(big.withConfiguration(.init(pointSize: 20)).size.height == 20)
    }

    @Test("Image(uiImage:) draws it at its size in the foreground colour, whatever the font")
    func inSwiftUI() throws {
        let star = try #require(UIImage(systemName: "star.fill", withConfiguration: .init(pointSize: 30)))
        let window = TestWindow(size: CGSize(width: 200, height: 100)) {
            Image(uiImage: star).foregroundStyle(.red).font(.caption)
        }
        let run = try #require(imageRuns(in: window).first)
        #expect(run.source == .symbol("star.fill"))
        #expect(run.frame.size == star.size)
        #expect(run.tint == Color.red.resolve(in: EnvironmentValues()))
    }

    @Test("Its own colour (withTintColor) wins unless it is always a template; always original is black")
    func colours() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        let window = TestWindow(size: CGSize(width: 300, height: 100)) {
            HStack {
                Image(uiImage: star.withTintColor(.systemGreen))
                Image(uiImage: star.withTintColor(.systemGreen, renderingMode: .alwaysTemplate))
                Image(uiImage: star.withRenderingMode(.alwaysOriginal))
                Image(uiImage: star).resizable().frame(width: 40, height: 40)
            }
            .foregroundStyle(.orange)
        }
        let runs = imageRuns(in: window)
        try #require(runs.count == 4)
        let orange = Color.orange.resolve(in: EnvironmentValues())
        #expect(runs[0].tint == rgba(.systemGreen))
        #expect(runs[1].tint == orange)
        #expect(runs[2].tint == nil)
        #expect(runs[3].tint == orange)
        #expect(runs[3].frame.size == CGSize(width: 40, height: 40))
    }

    @Test("A picture made always a template is drawn in the foreground colour")
    func pictureTemplate() throws {
        let pixels = try #require(PixelBuffer(width: 4, height: 4, stride: 16, bytes: Array(repeating: 255, count: 64)))
        let picture = UIImage(pixelBuffer: pixels)
        #expect(!picture.isSymbolImage)
        let window = TestWindow(size: CGSize(width: 100, height: 100)) {
            VStack {
                Image(uiImage: picture)
                Image(uiImage: picture.withRenderingMode(.alwaysTemplate))
            }
            .foregroundStyle(.purple)
        }
        let runs = imageRuns(in: window)
        try #require(runs.count == 2)
        #expect(runs[0].tint == nil)
        #expect(runs[1].tint == Color.purple.resolve(in: EnvironmentValues()))
    }

    @Test("A UIImageView draws a symbol in its tint colour (system blue unless set), its own colour kept")
    func imageView() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        let window = TestWindow(size: CGSize(width: 300, height: 100)) {
            HStack {
                UIImageViewWrapper(image: star, tint: nil)
                UIImageViewWrapper(image: star, tint: .systemPink)
                UIImageViewWrapper(
                    image: star.withTintColor(.systemGreen, renderingMode: .alwaysOriginal), tint: .systemPink)
            }
        }
        let runs = imageRuns(in: window)
        try #require(runs.count == 3)
        #expect(runs[0].tint == rgba(.systemBlue))
        #expect(runs[1].tint == rgba(.systemPink))
        #expect(runs[2].tint == rgba(.systemGreen))
    }

    @Test("Symbol images in SwiftUI and in image views, light and dark (golden)")
    func drawn() throws {
        let heart = try #require(UIImage(systemName: "heart.fill", withConfiguration: .init(pointSize: 28)))
        let gear = try #require(UIImage(systemName: "gearshape"))
        for scheme in [ColorScheme.light, .dark] {
            let window = TestWindow(size: CGSize(width: 260, height: 60)) {
                HStack(spacing: 16) {
                    Image(uiImage: heart)
                    Image(uiImage: heart).foregroundStyle(.red)
                    Image(uiImage: gear.withTintColor(.systemOrange))
                    UIImageViewWrapper(image: gear, tint: nil).frame(width: 28, height: 28)
                    UIImageViewWrapper(image: heart, tint: .systemTeal).frame(width: 28, height: 28)
                }
            }
            window.colorScheme = scheme
            assertSnapshot(png: window.pngData(), named: scheme == .dark ? "dark" : "light")
        }
    }
}

/// A `UIImageView` fitting its image, as UIKit code sets one up.
private struct UIImageViewWrapper: UIViewRepresentable {
    let image: UIImage
    let tint: UIColor?

    func makeUIView(context: Context) -> UIImageView {
        let view = UIImageView(image: image)
        view.contentMode = .scaleAspectFit
        if let tint { view.tintColor = tint }
        return view
    }

    func updateUIView(_ view: UIImageView, context: Context) {}
}
