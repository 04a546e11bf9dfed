import Finch
import FinchTesting
import Foundation
import Testing

// Snippets written as learners of iPhone SwiftUI write them (iOS 13–15 idioms still in their code), each
// using an API that blocked a real learner app from building unchanged on Finch (docs/real-app-trials.md).

/// An "add item" sheet closed the iOS 13 way.
private struct AddItemView: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        VStack {
            Text(presentationMode.wrappedValue.isPresented ? "presented" : "not presented")
            Text("Save").onTapGesture { presentationMode.wrappedValue.dismiss() }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

private struct ItemList: View {
    @State private var showingAddItem = false

    var body: some View {
        Text("Add").onTapGesture { showingAddItem = true }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .sheet(isPresented: $showingAddItem) { AddItemView() }
    }
}

/// A game's alert whose title and message a model keeps as `LocalizedStringKey`s.
private struct RoundAlert {
    var title: LocalizedStringKey = "Correct!"
    var message: LocalizedStringKey = "Your score is 3"
}

private struct GameView: View {
    @State private var showingScore = true
    private let alert = RoundAlert()

    var body: some View {
        Color.white
            .alert(alert.title, isPresented: $showingScore) {
                Button("Continue") {}
            } message: {
                Text(alert.message)
            }
    }
}

/// A themed app's colour and settings, as older tutorials set them.
private struct ThemedView: View {
    var body: some View {
        NavigationView {
            Button("Start") {}
                .navigationTitle(LocalizedStringKey("Settings"))
        }
        .navigationViewStyle(StackNavigationViewStyle())
        .accentColor(.purple)
        .statusBar(hidden: true)
    }
}

private struct TintedView: View {
    var body: some View {
        NavigationView {
            Button("Start") {}
                .navigationTitle("Settings")
        }
        .tint(.purple)
    }
}

@MainActor
private final class Inbox {
    var names: [Notification.Name] = []
    var events: [String] = []
}

/// A card held to reveal, with the iOS 13 `pressing:` form and the trailing-closure form side by side.
private struct HoldCard: View {
    let inbox: Inbox

    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 100)
                .onLongPressGesture(
                    minimumDuration: 1,
                    pressing: { inProgress in
                        inbox.events.append("in progress \(inProgress)")
                    }
                ) {
                    inbox.events.append("long pressed")
                }
            Color.red.frame(width: 100, height: 100)
                .onLongPressGesture { inbox.events.append("red") }
        }
    }
}

@MainActor
@Suite("Idioms of learners' iPhone apps: presentationMode, titleKey alerts, accentColor, old styles, Angle sums")
struct LearnerIdiomTests {
    let size = CGSize(width: 320, height: 480)

    @Test("presentationMode.wrappedValue.dismiss() closes the sheet it is in; isPresented says it is in one")
    func presentationModeDismissesSheet() throws {
        let window = TestWindow(size: size) { ItemList() }
        let add = try #require(window.frames(ofText: "Add").first)
        window.tap(at: CGPoint(x: add.midX, y: add.midY))
        window.advance(by: 0.5)
        #expect(window.graph.isPresentingSheet)
        #expect(!window.frames(ofText: "presented").isEmpty)
        let save = try #require(window.frames(ofText: "Save").first)
        window.tap(at: CGPoint(x: save.midX, y: save.midY))
        #expect(!window.graph.isPresentingSheet)
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Save").isEmpty)
    }

    @Test("Outside a presentation presentationMode is not presented and dismiss() does nothing")
    func presentationModeOutsidePresentation() throws {
        let window = TestWindow(size: size) { AddItemView() }
        #expect(!window.frames(ofText: "not presented").isEmpty)
        let save = try #require(window.frames(ofText: "Save").first)
        window.tap(at: CGPoint(x: save.midX, y: save.midY))
        #expect(!window.frames(ofText: "not presented").isEmpty)
    }

    @Test("An alert titled by a LocalizedStringKey property shows the key's text and the message")
    func alertWithTitleKey() {
        let window = TestWindow(size: size) { GameView() }
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "Correct!").isEmpty)
        #expect(!window.frames(ofText: "Your score is 3").isEmpty)
        #expect(!window.frames(ofText: "Continue").isEmpty)
    }

    @Test("accentColor draws as tint; navigationViewStyle and statusBar(hidden:) change nothing drawn")
    func accentColorIsTint() {
        let themed = TestWindow(size: size) { ThemedView() }
        let tinted = TestWindow(size: size) { TintedView() }
        #expect(themed.graph.displayList.dump() == tinted.graph.displayList.dump())
        #expect(!themed.frames(ofText: "Settings").isEmpty)
    }

    @Test("Font.custom grows with Dynamic Type as its style (body by default); fixedSize stays")
    func customFontRelativeTo() throws {
        let window = TestWindow(size: CGSize(width: 600, height: 300)) {
            VStack {
                Text("relative").font(.custom("Inter", size: 20, relativeTo: .body))
                Text("relative xxxl").font(.custom("Inter", size: 20, relativeTo: .body)).dynamicTypeSize(.xxxLarge)
                Text("fixed xxxl").font(.custom("Inter", fixedSize: 20)).dynamicTypeSize(.xxxLarge)
                Text("plain xxxl").font(.custom("Inter", size: 17)).dynamicTypeSize(.xxxLarge)
            }
        }
        func size(_ text: String) throws -> CGFloat {
            try #require(window.textRuns.first { $0.layout.string == text }?.layout.spans.first?.font.size)
        }
        #expect(try size("relative") == 20)
        // Body grows from 17 to 23 at xxxLarge; 20 pt relative to it grows by the same factor.
        #expect(abs(try size("relative xxxl") - 20 * 23 / 17) < 0.01)
        #expect(try size("fixed xxxl") == 20)
        // custom(_:size:) alone scales as body does.
        #expect(try size("plain xxxl") == 23)
    }

    @Test("A rotation gesture's angles add up and scale, as learners write them")
    func angleArithmetic() {
        var finalAmount = Angle.degrees(30)
        finalAmount += .degrees(15)
        #expect(abs(finalAmount.degrees - 45) < 1e-9)
        finalAmount -= .degrees(5)
        finalAmount *= 2
        #expect(abs(finalAmount.degrees - 80) < 1e-9)
        #expect(abs((Angle.degrees(-240) / 8).degrees + 30) < 1e-9)
        #expect(abs((2 * Angle.degrees(10)).degrees - 20) < 1e-9)
        finalAmount /= 4
        #expect(abs(finalAmount.degrees - 20) < 1e-9)
    }

    @Test("The accessibility settings read as an iPhone's out of the box, and a view can set them")
    func accessibilitySettings() {
        let values = EnvironmentValues()
        #expect(!values.accessibilityEnabled && !values.accessibilityDifferentiateWithoutColor)
        #expect(!values.accessibilityReduceMotion && !values.accessibilityReduceTransparency)
        #expect(!values.accessibilityInvertColors && !values.accessibilityShowButtonShapes)
        #expect(!values.accessibilityVoiceOverEnabled)
        var changed = values
        changed.accessibilityReduceMotion = true
        #expect(changed.accessibilityReduceMotion)
    }

    @Test("onLongPressGesture(minimumDuration:pressing:perform:) reports pressing and fires after the duration")
    func longPressPressing() {
        let inbox = Inbox()
        let window = TestWindow(size: CGSize(width: 100, height: 200)) { HoldCard(inbox: inbox) }
        window.longPress(at: CGPoint(x: 50, y: 50), duration: 0.5)
        #expect(inbox.events == ["in progress true", "in progress false"])
        inbox.events.removeAll()
        window.longPress(at: CGPoint(x: 50, y: 50), duration: 1.2)
        // Pressing ends when the press is recognised, before the action runs (as the current form does).
        #expect(inbox.events == ["in progress true", "in progress false", "long pressed"])
        inbox.events.removeAll()
        window.longPress(at: CGPoint(x: 50, y: 150), duration: 0.6)
        #expect(inbox.events == ["red"])
    }

    @Test("NotificationCenter's publisher delivers the named notifications until cancelled")
    func notificationPublisher() {
        let center = NotificationCenter()
        let inbox = Inbox()
        let name = UIApplication.willResignActiveNotification
        let token = center.publisher(for: name).sink { note in
            MainActor.assumeIsolated { inbox.names.append(note.name) }
        }
        center.post(name: name, object: nil)
        center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        #expect(inbox.names == [name])
        token.cancel()
        center.post(name: name, object: nil)
        #expect(inbox.names == [name])
        #expect(name.rawValue == "UIApplicationWillResignActiveNotification")
    }

    @Test("UserDefaults.setValue(_:forKey:) saves as set(_:forKey:); value(forKey:) reads it back")
    func userDefaultsKeyValueCoding() throws {
        let suite = "finch.learner-idioms.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.setValue(Data([1, 2]), forKey: "Items")
        #expect(defaults.data(forKey: "Items") == Data([1, 2]))
        #expect(defaults.value(forKey: "Items") as? Data == Data([1, 2]))
        defaults.setValue(nil, forKey: "Items")
        #expect(defaults.value(forKey: "Items") == nil)
    }
}
