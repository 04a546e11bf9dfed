import Finch
import FinchTesting
import Foundation
import Testing

// Snippets written as the weather screens and calculators of the fifth real-app trial write them
// (docs/real-app-trials.md), each using an API that stopped one of them building unchanged on Finch.

/// A settings list whose detail page opens from code as well as from its row (iOS 13's programmatic link).
private struct Settings: View {
    @State var showsAbout = false
    @State var chosen: String?

    var body: some View {
        NavigationView {
            List {
                NavigationLink("About", destination: Text("Version 1.0"), isActive: $showsAbout)
                NavigationLink(destination: Text("Celsius page"), tag: "C", selection: $chosen) { Text("Celsius") }
                Button("Open about from code") { showsAbout = true }
                Text(showsAbout ? "about: on" : "about: off")
                Text("chosen: \(chosen ?? "none")")
            }
            .navigationTitle("Settings")
        }
    }
}

/// A tip field as a learner's tip calculator writes it: a `String` placeholder and a `NumberFormatter`.
private struct TipField: View {
    let placeholder: String
    @State var amount = 12.5

    var body: some View {
        VStack {
            TextField(placeholder, value: $amount, formatter: Self.formatter)
            Text("amount: \(amount, specifier: "%.2f")")
        }
    }

    static let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 2
        return formatter
    }()
}

@MainActor
@Suite("Idioms of the fifth real-app trial's weather screens and calculators")
struct FifthTrialIdiomTests {
    private func tap(_ text: String, in window: TestWindow) throws {
        let frame = try #require(window.frames(ofText: text).first, "\(text) is drawn")
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        window.advance(by: 1)
    }

    @Test("NavigationLink(_:destination:isActive:): a tap sets the binding and pushes; Back clears it")
    func isActiveLink() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { Settings() }
        #expect(!window.frames(ofText: "about: off").isEmpty)
        try tap("About", in: window)
        #expect(!window.frames(ofText: "Version 1.0").isEmpty)
        try tap("Settings", in: window)
        #expect(window.frames(ofText: "Version 1.0").isEmpty)
        #expect(!window.frames(ofText: "about: off").isEmpty, "popping set the binding back to false")
        // Setting the binding from code pushes the page too.
        try tap("Open about from code", in: window)
        #expect(!window.frames(ofText: "Version 1.0").isEmpty)
    }

    @Test("NavigationLink(destination:tag:selection:): a tap selects its tag and pushes; Back selects nil")
    func tagSelectionLink() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { Settings() }
        try tap("Celsius", in: window)
        #expect(!window.frames(ofText: "Celsius page").isEmpty)
        try tap("Settings", in: window)
        #expect(!window.frames(ofText: "chosen: none").isEmpty)
    }

    @Test("CircularProgressViewStyle(tint:) draws the spinner's spokes in the tint")
    func tintedSpinner() throws {
        let spinner = ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red))
        let image = try #require(ViewPixels.image(of: spinner.padding(), size: CGSize(width: 60, height: 60)))
        let reddish = image.pixels(in: CGRect(x: 0, y: 0, width: 60, height: 60)).filter {
            $0.red > 150 && $0.green < 120 && $0.blue < 120
        }
        #expect(reddish.count > 10)
        let plain = try #require(
            ViewPixels.image(
                of: ProgressView().progressViewStyle(.circular).padding(), size: CGSize(width: 60, height: 60)))
        #expect(
            !plain.pixels(in: CGRect(x: 0, y: 0, width: 60, height: 60)).contains { $0.red > 150 && $0.green < 120 })
    }

    @Test("TextField(String, value:formatter:) shows the value with the formatter, the string as its placeholder")
    func stringTitledFormatterField() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 120)) { TipField(placeholder: "Bill amount") }
        #expect(!window.frames(ofText: "12.50").isEmpty)
        #expect(!window.frames(ofText: "amount: 12.50").isEmpty)
    }

    @Test("fontWeight on a view weighs a font set inside it: a calculator's semibold keys")
    func weightOverInnerFont() throws {
        func width<V: View>(_ view: V) throws -> CGFloat {
            let window = TestWindow(size: CGSize(width: 300, height: 80)) { view }
            return try #require(window.frames(ofText: "÷ 7 × 8").first).width
        }
        let composed = try width(
            Text("÷ 7 × 8").frame(width: 200, height: 60).font(.system(size: 35)).fontWeight(.semibold))
        let semibold = try width(Text("÷ 7 × 8").font(.system(size: 35, weight: .semibold)))
        let regular = try width(Text("÷ 7 × 8").font(.system(size: 35)))
        #expect(composed == semibold)
        #expect(composed != regular)
    }

    @Test("iOS 26's glassEffect is drawn as the nearest material in its shape; .identity draws nothing (golden)")
    func glass() throws {
        let window = TestWindow(size: CGSize(width: 440, height: 100)) {
            ZStack {
                LinearGradient(colors: [.blue, .orange], startPoint: .leading, endPoint: .trailing)
                HStack(spacing: 12) {
                    Text("Regular").padding().glassEffect()
                    Text("Clear").padding().glassEffect(.clear, in: .rect(cornerRadius: 20))
                    Text("Tinted").padding().glassEffect(
                        .regular.tint(.green).interactive(), in: .rect(cornerRadius: 8))
                    Text("None").padding().glassEffect(.identity)
                }
            }
        }
        assertSnapshot(png: window.pngData(), named: "glass")
        let plain = TestWindow(size: CGSize(width: 100, height: 60)) { Text("None").glassEffect(.identity) }
        let bare = TestWindow(size: CGSize(width: 100, height: 60)) { Text("None") }
        #expect(plain.pngData() == bare.pngData())
    }
}
