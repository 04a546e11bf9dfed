import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// Holds what a view made, for the test to reach.
@MainActor
private final class Probe<Value> {
    var value: Value?
}

/// What a representable did, for the tests to read.
@MainActor
private final class RepresentableLog {
    var made = 0
    var updates = 0
    var dismantled = 0
    var changes: [String] = []
    var returns = 0
    var editing: [String] = []
}

/// A label whose text comes from its input, and which a coordinator can also change itself (as a
/// delegate callback would), without SwiftUI updating it.
private struct Caption: UIViewRepresentable {
    let text: String
    let log: RepresentableLog

    final class Coordinator {
        weak var label: UILabel?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UILabel {
        log.made += 1
        let label = UILabel()
        label.textColor = .systemRed
        context.coordinator.label = label
        return label
    }

    func updateUIView(_ label: UILabel, context: Context) {
        log.updates += 1
        label.text = text
    }

    static func dismantleUIView(_ label: UILabel, coordinator: Coordinator) {
        label.text = "gone"
    }
}

private struct CaptionHost: View {
    let log: RepresentableLog
    @State var step = 0

    var body: some View {
        VStack {
            if step < 2 {
                Caption(text: "caption \(step)", log: log)
            }
            Button("Next") { step += 1 }
            Spacer()
        }
    }
}

/// A plain view that places a square subview in its middle when laid out, as UIKit code does.
private final class CenteringView: UIView {
    let square = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemYellow
        square.backgroundColor = .systemBlue
        addSubview(square)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        square.frame = CGRect(x: bounds.midX - 10, y: bounds.midY - 10, width: 20, height: 20)
    }
}

private struct Centering: UIViewRepresentable {
    func makeUIView(context: Context) -> CenteringView { CenteringView() }
    func updateUIView(_ view: CenteringView, context: Context) {}
}

private struct Plain: UIViewRepresentable {
    var fitted: CGSize? = nil
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .systemGreen
        return view
    }
    func updateUIView(_ view: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? { fitted }
}

private struct Spinner: UIViewRepresentable {
    let animating: Bool
    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .medium) }
    func updateUIView(_ view: UIActivityIndicatorView, context: Context) {
        if animating { view.startAnimating() } else { view.stopAnimating() }
    }
}

/// The classic pre-iOS 14 multi-line editor: a `UITextView` whose coordinator is its delegate and writes
/// the binding.
private struct NotesEditor: UIViewRepresentable {
    @Binding var text: String
    let log: RepresentableLog
    var focusFirst = false

    final class Coordinator: NSObject, UITextViewDelegate {
        var parent: NotesEditor
        init(_ parent: NotesEditor) { self.parent = parent }

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            parent.log.changes.append("\(range.location),\(range.length):\(text)")
            return !text.contains("#")
        }

        func textViewDidChange(_ textView: UITextView) {
            parent.text = textView.text
        }

        func textViewDidBeginEditing(_ textView: UITextView) { parent.log.editing.append("begin") }
        func textViewDidEndEditing(_ textView: UITextView) { parent.log.editing.append("end") }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.font = .systemFont(ofSize: 17)
        view.delegate = context.coordinator
        if focusFirst { view.becomeFirstResponder() }
        return view
    }

    func updateUIView(_ view: UITextView, context: Context) {
        context.coordinator.parent = self
        if view.text != text { view.text = text }
    }
}

private struct NotesHost: View {
    let log: RepresentableLog
    var focusFirst = false
    @State private var text = "Hi"

    var body: some View {
        VStack {
            Text("Count \(text.count)")
            NotesEditor(text: $text, log: log, focusFirst: focusFirst).frame(height: 120)
        }
    }
}

/// A `UITextField` whose delegate takes digits only and counts Return.
private struct DigitsField: UIViewRepresentable {
    @Binding var text: String
    let log: RepresentableLog

    final class Coordinator: NSObject, UITextFieldDelegate {
        var parent: DigitsField
        init(_ parent: DigitsField) { self.parent = parent }

        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            string.allSatisfy(\.isNumber)
        }

        func textFieldDidChangeSelection(_ textField: UITextField) {}

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            parent.log.returns += 1
            parent.text = textField.text ?? ""
            return true
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = "Digits"
        field.borderStyle = .roundedRect
        field.delegate = context.coordinator
        field.becomeFirstResponder()
        return field
    }

    func updateUIView(_ field: UITextField, context: Context) {
        context.coordinator.parent = self
    }
}

private struct DigitsHost: View {
    let log: RepresentableLog
    @State private var text = ""

    var body: some View {
        VStack {
            Text("Sent \(text)")
            DigitsField(text: $text, log: log)
            Spacer()
        }
        .padding()
    }
}

@MainActor
@Suite("UIViewRepresentable: UIKit views made, updated, drawn and sized as SwiftUI does")
struct UIViewRepresentableTests {
    let returnKey: UInt32 = 0xff0d
    let size = CGSize(width: 300, height: 400)

    @Test(
        "Made once, updated when its input changes, dismantled when it goes; a change the view makes shows without an update"
    )
    func lifecycle() throws {
        let log = RepresentableLog()
        let window = TestWindow(size: size) { CaptionHost(log: log) }
        #expect(window.frames(ofText: "caption 0").count == 1)
        #expect(log.made == 1)
        let updates = log.updates
        #expect(window.tap(onText: "Next"))
        #expect(window.frames(ofText: "caption 1").count == 1)
        #expect(log.made == 1 && log.updates > updates)
        #expect(window.tap(onText: "Next"))
        #expect(window.frames(ofText: "caption 1").isEmpty)
        #expect(log.made == 1)
    }

    @Test("A label's text set by its coordinator shows at the next frame, with no update of the representable")
    func imperativeChange() throws {
        let label = Probe<UILabel>()
        struct Labelled: UIViewRepresentable {
            let probe: Probe<UILabel>
            func makeUIView(context: Context) -> UILabel {
                let label = UILabel()
                label.text = "first"
                probe.value = label
                return label
            }
            func updateUIView(_ label: UILabel, context: Context) {}
        }
        let window = TestWindow(size: size) { Labelled(probe: label) }
        #expect(window.frames(ofText: "first").count == 1)
        label.value?.text = "second"
        #expect(window.frames(ofText: "first").isEmpty)
        #expect(window.frames(ofText: "second").count == 1)
    }

    @Test("A label keeps its text's size (it hugs and resists compression); a plain view takes what is offered")
    func sizing() throws {
        let log = RepresentableLog()
        let window = TestWindow(size: size) {
            VStack(spacing: 0) {
                Caption(text: "Short", log: log)
                Plain()
            }
        }
        let label = try #require(window.frames(ofText: "Short").first)
        let text = try #require(
            TestWindow(size: size) { Text("Short") }.frames(ofText: "Short").first)
        #expect(abs(label.width - text.width) < 0.5, "the label is as wide as its text, not the window")
        #expect(abs(label.height - text.height) < 0.5)
        // The plain view fills the rest: green from the label's bottom to the window's.
        let image = try #require(PixelImage(png: window.pngData()))
        let green = image[150, 390]
        #expect(green.green > 150 && green.red < 120, "\(green)")
        #expect(image[5, Int(label.maxY) + 5].green > 150)
    }

    @Test(
        "A two-line label keeps its one-line width past a narrower frame; with its compression resistance lowered it wraps, as tall as its lines"
    )
    func wrappingLabel() throws {
        struct Long: UIViewRepresentable {
            let resists: Bool
            func makeUIView(context: Context) -> UILabel {
                let label = UILabel()
                label.text = "A sentence long enough to need two lines"
                label.numberOfLines = 2
                if !resists { label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal) }
                return label
            }
            func updateUIView(_ label: UILabel, context: Context) {}
        }
        let resisting = try #require(
            TestWindow(size: size) {
                VStack(spacing: 0) {
                    Long(resists: true).frame(width: 150)
                    Spacer()
                }
            }
            .frames(ofText: "A sentence long enough to need two lines").first)
        #expect(resisting.width > 150, "one line, wider than its frame: \(resisting)")
        let line = TestWindow(size: size) { Text("A line") }.frames(ofText: "A line").first?.height ?? 0
        #expect(abs(resisting.height - line) < 0.5, "one line high")
        let wrapping = try #require(
            TestWindow(size: size) {
                VStack(spacing: 0) {
                    Long(resists: false).frame(width: 150)
                    Spacer()
                }
            }
            .frames(ofText: "A sentence long enough to need two lines").first)
        #expect(wrapping.width <= 150.5 && wrapping.height > line * 1.8, "two lines: \(wrapping)")
    }

    @Test("In a scroll view a plain view has no height, as on iOS; sizeThatFits decides when it answers")
    func scrollAndFitted() throws {
        let fitted = TestWindow(size: size) {
            VStack(spacing: 0) {
                Plain(fitted: CGSize(width: 40, height: 30))
                Spacer()
            }
        }
        let picture = try #require(PixelImage(png: fitted.pngData()))
        #expect(picture[150, 15].green > 150, "the fitted 40 × 30 view, centred at the top")
        #expect(picture[150, 40].green < 150 || picture[150, 40].red > 200)
        #expect(picture[100, 15].green < 150 || picture[100, 15].red > 200, "not wider than 40")
        let scrolling = TestWindow(size: size) {
            ScrollView {
                VStack(spacing: 0) {
                    Plain()
                    Text("Below")
                }
            }
        }
        let below = try #require(scrolling.frames(ofText: "Below").first)
        #expect(below.minY < 1, "the plain view took no height")
    }

    @Test("layoutSubviews places subviews from the bounds the representable was given")
    func layoutSubviews() throws {
        let window = TestWindow(size: CGSize(width: 200, height: 100)) { Centering() }
        let image = try #require(PixelImage(png: window.pngData()))
        let middle = image[100, 50]
        #expect(middle.blue > 150 && middle.red < 100, "the blue square in the middle: \(middle)")
        let corner = image[10, 10]
        #expect(corner.red > 200 && corner.green > 150 && corner.blue < 100, "yellow around it: \(corner)")
    }

    @Test("A spinner is 20 points and shows only while animating")
    func spinner() throws {
        let animating = TestWindow(size: size) {
            HStack(spacing: 0) {
                Spinner(animating: true)
                Text("After")
            }
        }
        let after = try #require(animating.frames(ofText: "After").first)
        let alone = try #require(
            TestWindow(size: size) { HStack(spacing: 0) { Text("After") } }.frames(ofText: "After").first)
        #expect(
            abs((alone.minX - after.minX) + 10) < 0.5, "the pair is 20 wider, centred: \(alone.minX) → \(after.minX)")
    }

    @Test("Typing into a UITextView asks the delegate, which can refuse, and reports the change; focus is reported")
    func textView() throws {
        let log = RepresentableLog()
        let window = TestWindow(size: size) { NotesHost(log: log, focusFirst: true) }
        window.render()
        #expect(log.editing == ["begin"])
        #expect(window.type("!"))
        #expect(window.frames(ofText: "Count 3").count == 1)
        #expect(log.changes.last == "2,0:!")
        #expect(window.type("#"))
        #expect(window.frames(ofText: "Count 3").count == 1, "the delegate refused the #")
        #expect(window.frames(ofText: "Hi!").count == 1)
    }

    @Test("A UITextField takes the focus it asks for, lets its delegate refuse letters, and asks it on Return")
    func textField() throws {
        let log = RepresentableLog()
        let window = TestWindow(size: size) { DigitsHost(log: log) }
        window.render()
        for key in ["4", "a", "2"] { #expect(window.type(key)) }
        #expect(window.pressKey(returnKey))
        #expect(log.returns == 1)
        #expect(window.frames(ofText: "Sent 42").count == 1)
    }

    @Test("UIView.animate animates the change of a view's alpha over its duration")
    func animate() throws {
        let probe = Probe<UIView>()
        struct Fading: UIViewRepresentable {
            let probe: Probe<UIView>
            func makeUIView(context: Context) -> UIView {
                let view = UIView()
                view.backgroundColor = .black
                probe.value = view
                return view
            }
            func updateUIView(_ view: UIView, context: Context) {}
        }
        let window = TestWindow(size: CGSize(width: 100, height: 100)) { Fading(probe: probe) }
        let view = try #require(probe.value)
        #expect(try #require(PixelImage(png: window.pngData()))[50, 50].red < 10)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        window.advance(by: 0.5)
        let half = try #require(PixelImage(png: window.pngData()))[50, 50]
        #expect(half.red > 90 && half.red < 160, "half-way: \(half)")
        window.advance(by: 0.6)
        #expect(try #require(PixelImage(png: window.pngData()))[50, 50].red > 245)
    }
}
