import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

// Snippets written as the apps of the second real-app trial write them (docs/real-app-trials.md), each
// using an API that stopped one of them building unchanged on Finch.

/// A dice roller's settings page: its title is a binding, its preview turned sideways.
private struct RollSettings: View {
    @State private var title = "High Rollers"

    var body: some View {
        NavigationStack {
            Text("Sides").navigationTitle($title)
        }
    }
}

/// An accessibility sandbox's rating: adjustable with VoiceOver's swipes.
private struct Rating: View {
    @State private var value = 3

    var body: some View {
        Text("Rating \(value)")
            .accessibilityElement()
            .accessibilityLabel("Rating")
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: value += 1
                case .decrement: value -= 1
                }
            }
    }
}

@MainActor
@Suite("The second trial's idioms: preview orientation, .atomicWrite, documentsDirectory, title bindings…")
struct SecondTrialIdiomTests {
    @Test("A title given as a binding shows its value in the bar; a preview's orientation changes nothing")
    func titleBinding() {
        let window = TestWindow(size: CGSize(width: 390, height: 300)) {
            RollSettings().previewInterfaceOrientation(.landscapeRight)
        }
        #expect(!window.frames(ofText: "High Rollers").isEmpty)
        #expect(InterfaceOrientation.allCases.count == 4)
    }

    @Test("The adjustable action is the element's increment and decrement actions")
    func adjustable() {
        let window = TestWindow(size: CGSize(width: 200, height: 100)) { Rating() }
        #expect(window.performAccessibilityAction(named: "increment", onElementLabeled: "Rating"))
        #expect(!window.frames(ofText: "Rating 4").isEmpty)
        #expect(window.performAccessibilityAction(named: "decrement", onElementLabeled: "Rating"))
        #expect(window.performAccessibilityAction(named: "decrement", onElementLabeled: "Rating"))
        #expect(!window.frames(ofText: "Rating 2").isEmpty)
    }

    @Test("`.atomicWrite` writes atomically; the documents folder is made when it is missing")
    func files() throws {
        #expect(Data.WritingOptions.atomicWrite == .atomic)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("finch-docs-\(UUID())/Documents")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        AppDocumentsFolder.ensureExists(folder)
        let file = folder.appendingPathComponent("SavedPlaces")
        try Data("[]".utf8).write(to: file, options: [.atomicWrite, .completeFileProtection])
        #expect(try Data(contentsOf: file) == Data("[]".utf8))
        #expect(
            URL.documentsDirectory.standardizedFileURL
                == FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first?.standardizedFileURL)
    }

    @Test("`Color.gradient` fills from the colour lightened at the top to the colour at the bottom (golden)")
    func colorGradient() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let paint = Color.blue.gradient._resolvePaint(in: bounds, environment: EnvironmentValues())
        guard case .linearGradient(let stops, let start, let end) = paint else {
            Issue.record("not a linear gradient: \(paint)")
            return
        }
        #expect(start == CGPoint(x: 50, y: 0) && end == CGPoint(x: 50, y: 50))
        let blue = Color.blue.resolve(in: EnvironmentValues())
        #expect(stops.last?.color == blue)
        #expect(abs((stops.first?.color.red ?? 0) - (blue.red + (1 - blue.red) * 0.2)) < 0.0001)
        let window = TestWindow(size: CGSize(width: 200, height: 120)) {
            VStack(spacing: 10) {
                Rectangle().fill(.blue.gradient).frame(width: 160, height: 40)
                Text("Start Game").padding(8).background(.yellow.gradient.opacity(0.3))
                Capsule().fill(Gradient(colors: [.red, .orange])).frame(width: 160, height: 20)
            }
        }
        assertSnapshot(png: window.pngData(), named: "color-gradient")
    }
}

/// A learner app's launch styling, as iOS 14 code sets it in an `init()` (accepted; Finch draws its own bars
/// and lists, so it changes nothing drawn yet).
@MainActor
@Suite("UIKit appearance proxies compile and keep what they are given")
struct AppearanceProxyTests {
    @Test("UITableView, UITableViewCell and UINavigationBar proxies are one object per class")
    func proxies() {
        UITableView.appearance().separatorStyle = .none
        UITableView.appearance().backgroundColor = .clear
        UITableViewCell.appearance().backgroundColor = .clear
        UINavigationBar.appearance().titleTextAttributes = [.font: UIFont.systemFont(ofSize: 40)]
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBlue
        UINavigationBar.appearance().standardAppearance = appearance
        #expect(UITableView.appearance() === UITableView.appearance())
        #expect(UITableView.appearance().separatorStyle == .none)
        #expect(UITableViewCell.appearance() !== UITableView.appearance() as UIView)
        #expect(UINavigationBar.appearance().titleTextAttributes?[.font] is UIFont)
        #expect(UINavigationBar.appearance().standardAppearance.backgroundColor == .systemBlue)
        UITableView.appearance().separatorStyle = .singleLine
    }
}
