import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

// Snippets written as the CS193p students' apps of the third real-app trial write them
// (docs/real-app-trials.md), each using an API that stopped one of them building unchanged on Finch.

/// The rounded-corner shape learners copy from one app to the next (a meeting timer's card, here).
private struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(
            roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

/// Tap counts, kept outside the view so a test reads them after the window's turn.
@MainActor
private final class TapLog {
    var outer = 0
    var inner = 0
}

/// An emoji that moves only while it is selected (2021's and 2023's EmojiArt): `.gesture(cond ? g : nil)`.
private struct SelectableMark: View {
    let isSelected: Bool
    let log: TapLog

    var body: some View {
        Color.orange
            .frame(width: 100, height: 100)
            .onTapGesture { log.inner += 1 }
            .highPriorityGesture(isSelected ? TapGesture().onEnded { log.outer += 1 } : nil)
    }
}

/// 2020's palette chooser: a stepper in iOS 13's argument order, the label last.
private struct PaletteStepper: View {
    @State private var index = 0

    var body: some View {
        HStack {
            Stepper(onIncrement: { index += 1 }, onDecrement: { index -= 1 }, label: { EmptyView() })
            Text("Palette \(index)")
        }
        .frame(width: 300)
    }
}

/// 2023's palette chooser: iOS 13's `ContextMenu` value, or none.
private struct ChooserButton: View {
    let hasMenu: Bool

    var body: some View {
        Text("Palettes")
            .contextMenu(hasMenu ? ContextMenu(menuItems: { Button("New") {} }) : nil)
    }
}

@MainActor
@Suite("The third trial's idioms: optional gestures, iOS 13 steppers and context menus, transformed paths…")
struct ThirdTrialIdiomTests {
    @Test("A nil gesture recognises nothing and holds up nothing; a gesture given through an optional works")
    func optionalGesture() {
        let log = TapLog()
        let selected = TestWindow(size: CGSize(width: 100, height: 100)) { SelectableMark(isSelected: true, log: log) }
        selected.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.outer == 1)
        #expect(log.inner == 0)
        let unselected = TestWindow(size: CGSize(width: 100, height: 100)) {
            SelectableMark(isSelected: false, log: log)
        }
        unselected.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.outer == 1)
        #expect(log.inner == 1)
    }

    @Test("A stepper written with its label last steps as one written with it first")
    func stepperLabelLast() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 60)) { PaletteStepper() }
        window.advance(by: 0)
        let text = try #require(window.frames(ofText: "Palette 0").first)
        // The control is 94 wide, the text after it: its plus half is 23.5 pt in from its trailing end.
        window.tap(at: CGPoint(x: text.minX - 8 - 23.5, y: text.midY))
        #expect(window.frames(ofText: "Palette 1").count == 1)
    }

    @Test("`.contextMenu(ContextMenu { … })` opens on a right click; `.contextMenu(nil)` opens nothing")
    func contextMenuValue() throws {
        let size = CGSize(width: 320, height: 300)
        let window = TestWindow(size: size) { ChooserButton(hasMenu: true) }
        let title = try #require(window.frames(ofText: "Palettes").first)
        window.rightClick(at: CGPoint(x: title.midX, y: title.midY))
        window.advance(by: 0.5)
        #expect(window.graph.isPresentingSheet)
        #expect(!window.frames(ofText: "New").isEmpty)
        let none = TestWindow(size: size) { ChooserButton(hasMenu: false) }
        let plain = try #require(none.frames(ofText: "Palettes").first)
        none.rightClick(at: CGPoint(x: plain.midX, y: plain.midY))
        none.advance(by: 0.5)
        #expect(!none.graph.isPresentingSheet)
    }

    @Test("A path takes `CGAffineTransform`s: applied to it, to an added rect, path or ellipse, and to an arc")
    func transformedPaths() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        #expect(
            Path(CGRect(x: 1, y: 1, width: 10, height: 10)).applying(scale).boundingRect
                == CGRect(x: 2, y: 3, width: 20, height: 30))
        // A set card's squiggle: turned a quarter (y points down, so x ↦ −y, y ↦ x), then scaled.
        let turned = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        let squiggle = Path(CGRect(x: 0, y: 0, width: 10, height: 4)).applying(turned).boundingRect
        #expect(abs(squiggle.minX - -8) < 1e-9 && abs(squiggle.width - 8) < 1e-9)
        #expect(abs(squiggle.minY) < 1e-9 && abs(squiggle.height - 20) < 1e-9)
        var path = Path()
        let square = CGRect(x: 0, y: 0, width: 5, height: 5)
        path.addRect(square, transform: CGAffineTransform(translationX: 10, y: 0))
        path.addEllipse(
            in: CGRect(x: 0, y: 0, width: 4, height: 4), transform: CGAffineTransform(translationX: 0, y: 20))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 15, height: 24))
        var arc = Path()
        arc.move(to: .zero)
        arc.addArc(
            center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
            transform: CGAffineTransform(translationX: 100, y: 0))
        // The current point joins the arc's transformed start, (110, 0), by a line, not a move.
        guard arc.elements.count > 1, case .line(let start) = arc.elements[1] else {
            Issue.record("the arc's start is not joined by a line: \(arc.elements)")
            return
        }
        #expect(start == CGPoint(x: 110, y: 0))
    }

    @Test("Images compare as UIKit's do: the same picture is equal, another decoding of it is not")
    func imageEquality() throws {
        let pixels = try #require(
            PixelBuffer(width: 2, height: 2, stride: 8, bytes: [UInt8](repeating: 255, count: 16)))
        let image = UIImage(pixelBuffer: pixels)
        #expect(image == image)
        #expect(image == UIImage(pixelBuffer: pixels))
        #expect(Set([image, UIImage(pixelBuffer: pixels)]).count == 1)
        let data = try #require(image.pngData())
        #expect(UIImage(data: data) != UIImage(data: data))
        // `onChange(of: document.background.uiImage)` (2023's EmojiArt) compiles: an optional image is Equatable.
        let optional: UIImage? = image
        #expect(optional == image)
    }

    @Test("Fills and strokes chain on a shape view, each over the last, following the first shape (iOS 17)")
    func shapeViewLayers() {
        // CS193p 2023's set card: a border inside the frame, then a line centred on the card's outline.
        let window = TestWindow(size: CGSize(width: 100, height: 60)) {
            RoundedRectangle(cornerRadius: 10)
                .strokeBorder(lineWidth: 4)
                .stroke(Color.blue, lineWidth: 2)
                .frame(width: 100, height: 60)
        }
        let lines = window.displayList.dump().split(separator: "\n").filter { $0.contains("stroke") }
        // The border: the outline inset by 2 (half its line), in the foreground colour; then the blue line
        // on the outline itself, drawn after it (over it).
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.contains("stroke (2,2,96,56)") == true, "\(lines)")
        #expect(lines.first?.hasSuffix("#000000ff width 4") == true, "\(lines)")
        #expect(lines.last?.contains("stroke (0,0,100,60)") == true, "\(lines)")
        #expect(lines.last?.hasSuffix("#007affff width 2") == true, "\(lines)")
        // A fill with a stroke over it: the yellow fill first, the orange line after.
        let filled = TestWindow(size: CGSize(width: 50, height: 50)) {
            Circle().fill(Color.yellow).stroke(Color.orange, lineWidth: 4).frame(width: 50, height: 50)
        }
        let items = filled.displayList.dump().split(separator: "\n").filter {
            $0.contains("fill") || $0.contains("stroke")
        }
        #expect(items.count == 2, "\(items)")
        #expect(items.first?.hasPrefix("fill (0,0,50,50)") == true && items.first?.hasSuffix("#ffcc00ff") == true)
        #expect(
            items.last?.hasPrefix("stroke (0,0,50,50)") == true && items.last?.hasSuffix("#ff9500ff width 4") == true)
    }

    @Test("A word too long for its line breaks between characters with no hyphen, as on iOS")
    func longWordNoHyphen() throws {
        // A student's palette name at 40 pt in a narrow column ("Vehicle-" / "s" when Pango hyphenated).
        let size = CGSize(width: 120, height: 110)
        func drawn(_ text: String) throws -> [PixelImage.Pixel] {
            let view = Text(text).font(.system(size: 40)).frame(width: 120, height: 110, alignment: .topLeading)
            let image = try #require(ViewPixels.image(of: view, size: size))
            return image.pixels(in: CGRect(origin: .zero, size: size))
        }
        let wrapped = try drawn("Vehicles")
        // Drawn as some split of the word onto two lines, each part as it is, no hyphen added.
        let splits = try (1..<8).map { index -> [PixelImage.Pixel] in
            let word = Array("Vehicles")
            return try drawn(String(word[..<index]) + "\n" + String(word[index...]))
        }
        let isASplit = splits.contains(wrapped)
        #expect(isASplit, "the wrapped word is drawn as no split of it (a hyphen added?)")
    }

    @Test("`Path(UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath)` rounds only the corners asked")
    func bezierCorners() throws {
        let size = CGSize(width: 100, height: 60)
        let view = RoundedCorner(radius: 20, corners: [.topLeft, .topRight]).fill(Color.red)
            .frame(width: 100, height: 60)
        let image = try #require(ViewPixels.image(of: view, size: size))
        // The top corners are cut away (white); the bottom ones are square (red), as are the middle of each edge.
        #expect(image[1, 1].green > 200 && image[98, 1].green > 200)
        #expect(image[1, 58] == image[50, 30] && image[98, 58] == image[50, 30])
        #expect(image[50, 1] == image[50, 30] && image[50, 30].red > 200)
        let all = UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 10)
        #expect(all.bounds == CGRect(origin: .zero, size: size))
    }
}
