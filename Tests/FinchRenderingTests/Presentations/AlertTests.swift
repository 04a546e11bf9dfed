import Finch
import FinchTesting
import Foundation
import Testing

/// What the alerts' buttons did, for the tests to read.
@MainActor
private final class AlertLog {
    var events: [String] = []
}

@MainActor
private final class Probe<Value> {
    var value: Value?
}

/// A window with a button behind an alert of two (Cancel, Delete) or three buttons.
private struct AlertPresenter: View {
    let log: AlertLog
    var threeButtons = false
    var probe: Probe<Binding<Bool>>?
    @State private var isPresented = true

    var body: some View {
        let _ = (probe?.value = $isPresented)
        VStack {
            Button("Behind") { log.events.append("behind") }
            Text(isPresented ? "shown" : "hidden")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.white)
        .alert("Delete the photo?", isPresented: $isPresented) {
            if threeButtons {
                Button("Keep") { log.events.append("keep") }
                Button("Delete", role: .destructive) { log.events.append("delete") }
                Button("Cancel", role: .cancel) { log.events.append("cancel") }
            } else {
                Button("Cancel", role: .cancel) { log.events.append("cancel") }
                Button("Delete", role: .destructive) { log.events.append("delete") }
            }
        } message: {
            Text("It will be gone from all your devices.")
        }
    }
}

/// An alert with no actions: SwiftUI gives it an OK button.
private struct PlainAlert: View {
    @State private var isPresented = true

    var body: some View {
        Text(isPresented ? "shown" : "hidden")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .alert(Text("Saved"), isPresented: $isPresented) {}
    }
}

/// SwiftUI's first alert API.
private struct OldAlert: View {
    let log: AlertLog
    var twoButtons = true
    @State private var isPresented = true

    var body: some View {
        Text(isPresented ? "shown" : "hidden")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .alert(isPresented: $isPresented) {
                if twoButtons {
                    Alert(
                        title: Text("Discard changes?"), message: Text("Your edits will be lost."),
                        primaryButton: .destructive(Text("Discard")) { log.events.append("discard") },
                        secondaryButton: .cancel { log.events.append("cancel") })
                } else {
                    Alert(title: Text("Done"), message: nil, dismissButton: .default(Text("Great")))
                }
            }
    }
}

private struct Failure: Identifiable {
    let id: Int
    let reason: String
}

private struct ItemAlert: View {
    let log: AlertLog
    @State private var failure: Failure?

    var body: some View {
        Text(failure == nil ? "no failure" : "failure")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onTapGesture { failure = Failure(id: 3, reason: "Disk full") }
            .alert(item: $failure) { failure in
                Alert(
                    title: Text("Failed"), message: Text(failure.reason),
                    dismissButton: .default(Text("OK")) { log.events.append("ok \(failure.id)") })
            }
    }
}

private struct PresentingAlert: View {
    let log: AlertLog
    @State private var isPresented = true
    let name: String? = "notes.txt"

    var body: some View {
        Color.white
            .alert("Rename", isPresented: $isPresented, presenting: name) { name in
                Button("Rename \(name)") { log.events.append("rename \(name)") }
                Button("Cancel", role: .cancel) {}
            } message: { name in
                Text("Give \(name) a new name.")
            }
    }
}

/// Three buttons, one preferred with `.keyboardShortcut(.defaultAction)`.
private struct PreferredAlert: View {
    let log: AlertLog
    @State private var isPresented = true

    var body: some View {
        Color.white
            .alert("Save changes?", isPresented: $isPresented) {
                Button("Don't Save", role: .destructive) { log.events.append("discard") }
                Button("Save") { log.events.append("save") }.keyboardShortcut(.defaultAction)
                Button("Cancel", role: .cancel) { log.events.append("cancel") }
            }
    }
}

@MainActor
@Suite("Alerts: centred cards over the dimmed window, buttons by tap and by key, dismissed through the binding")
struct AlertTests {
    let size = CGSize(width: 320, height: 480)

    private func centre(of text: String, in window: TestWindow) throws -> CGPoint {
        let frame = try #require(window.frames(ofText: text).first)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("The card is 270 pt wide, centred; two buttons sit side by side, Cancel on the left")
    func layout() throws {
        let window = TestWindow(size: size) { AlertPresenter(log: AlertLog()) }
        window.advance(by: 0.5)
        let title = try #require(window.frames(ofText: "Delete the photo?").first)
        #expect(abs(title.midX - 160) < 1)
        let cancel = try centre(of: "Cancel", in: window)
        let delete = try centre(of: "Delete", in: window)
        // Each button takes half the card: centres 67.5 pt either side of the middle.
        #expect(abs(cancel.x - (160 - 67.5)) < 1)
        #expect(abs(delete.x - (160 + 67.5)) < 1.5)  // the 1-pt hairline between them
        #expect(abs(cancel.y - delete.y) < 0.5)
        #expect(cancel.y > title.maxY)
        #expect(!window.needsFrame)
    }

    @Test("Golden: an alert with two buttons over the window dimmed 20 %")
    func twoButtonGolden() {
        let window = TestWindow(size: size) { AlertPresenter(log: AlertLog()) }
        window.advance(by: 0.5)
        assertSnapshot(png: window.pngData(), named: "two")
    }

    @Test("Golden: three buttons are stacked, Cancel last")
    func threeButtonGolden() throws {
        let window = TestWindow(size: size) { AlertPresenter(log: AlertLog(), threeButtons: true) }
        window.advance(by: 0.5)
        assertSnapshot(png: window.pngData(), named: "three")
        let keep = try centre(of: "Keep", in: window)
        let delete = try centre(of: "Delete", in: window)
        let cancel = try centre(of: "Cancel", in: window)
        #expect(abs(keep.x - 160) < 1 && abs(cancel.x - 160) < 1)
        #expect(keep.y < delete.y && delete.y < cancel.y)
        // 44-pt buttons under hairlines.
        #expect(abs(delete.y - keep.y - 44.5) < 1)
    }

    @Test("Tapping a button runs it and sets isPresented to false; the alert fades away")
    func tapButton() throws {
        let log = AlertLog()
        let window = TestWindow(size: size) { AlertPresenter(log: log) }
        window.advance(by: 0.5)
        window.tap(at: try centre(of: "Delete", in: window))
        #expect(log.events == ["delete"])
        #expect(!window.frames(ofText: "hidden").isEmpty)
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Delete the photo?").isEmpty)
        #expect(!window.graph.isPresentingSheet)
        #expect(!window.needsFrame)
    }

    @Test("Input outside the alert is blocked while it is up")
    func blocksOutside() throws {
        let log = AlertLog()
        let window = TestWindow(size: size) { AlertPresenter(log: log) }
        window.advance(by: 0.5)
        window.tap(at: CGPoint(x: 10, y: 10))
        let behind = try #require(window.layoutFrames(ofText: "Behind").first)
        window.tap(at: CGPoint(x: behind.midX, y: behind.midY))
        window.rightClick(at: CGPoint(x: 10, y: 10))
        #expect(log.events.isEmpty)
        #expect(window.graph.isPresentingSheet)
    }

    @Test("Return takes the one button that does not cancel; Escape the cancel button")
    func keys() {
        let log = AlertLog()
        let probe = Probe<Binding<Bool>>()
        let window = TestWindow(size: size) { AlertPresenter(log: log, probe: probe) }
        window.advance(by: 0.5)
        #expect(window.pressKey(0xff0d))
        #expect(log.events == ["delete"])
        #expect(probe.value?.wrappedValue == false)
        window.advance(by: 0.5)
        probe.value?.wrappedValue = true
        window.advance(by: 0.5)
        #expect(window.pressKey(0xff1b))
        #expect(log.events == ["delete", "cancel"])
        window.advance(by: 0.5)
        #expect(!window.graph.isPresentingSheet)
        // With the alert gone, Escape is the host's again.
        #expect(!window.pressKey(0xff1b))
    }

    @Test("With two buttons that do not cancel, Return presses the one Tab focused; Space too")
    func tabThenReturn() {
        let log = AlertLog()
        let probe = Probe<Binding<Bool>>()
        let window = TestWindow(size: size) { AlertPresenter(log: log, threeButtons: true, probe: probe) }
        window.advance(by: 0.5)
        // Keep and Delete both act: Return alone is ambiguous and presses nothing.
        #expect(!window.pressKey(0xff0d))
        #expect(log.events.isEmpty)
        // Tab stays among the alert's buttons (the button behind is never reached).
        #expect(window.pressKey(0xff09))
        #expect(window.pressKey(0xff09))
        #expect(window.pressKey(0x20))
        #expect(log.events == ["delete"])
    }

    @Test("An alert without actions has an OK button that Return and Escape both take")
    func okButton() throws {
        let window = TestWindow(size: size) { PlainAlert() }
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "OK").isEmpty)
        #expect(window.pressKey(0xff0d))
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "hidden").isEmpty)
        #expect(window.frames(ofText: "OK").isEmpty)
    }

    @Test("The old Alert value: primary and secondary buttons, the cancel one on the left")
    func oldAlert() throws {
        let log = AlertLog()
        let window = TestWindow(size: size) { OldAlert(log: log) }
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "Your edits will be lost.").isEmpty)
        let cancel = try centre(of: "Cancel", in: window)
        let discard = try centre(of: "Discard", in: window)
        #expect(cancel.x < discard.x)
        window.tap(at: discard)
        #expect(log.events == ["discard"])
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "hidden").isEmpty)
    }

    @Test("The old Alert with one dismiss button; Escape takes it")
    func oldAlertDismissButton() {
        let window = TestWindow(size: size) { OldAlert(log: AlertLog(), twoButtons: false) }
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "Great").isEmpty)
        #expect(window.pressKey(0xff1b))
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "hidden").isEmpty)
    }

    @Test("alert(item:) shows the item and dismissing sets it back to nil")
    func itemAlert() throws {
        let log = AlertLog()
        let window = TestWindow(size: size) { ItemAlert(log: log) }
        window.tap(at: try centre(of: "no failure", in: window))
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "Disk full").isEmpty)
        window.tap(at: try centre(of: "OK", in: window))
        #expect(log.events == ["ok 3"])
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "no failure").isEmpty)
        #expect(window.frames(ofText: "Disk full").isEmpty)
    }

    @Test("alert(presenting:) hands the data to the actions and the message")
    func presenting() throws {
        let log = AlertLog()
        let window = TestWindow(size: size) { PresentingAlert(log: log) }
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "Give notes.txt a new name.").isEmpty)
        window.tap(at: try centre(of: "Rename notes.txt", in: window))
        #expect(log.events == ["rename notes.txt"])
    }

    @Test("The alert fades in while shrinking to its size over 0.25 s")
    func appears() throws {
        let window = TestWindow(size: size) { AlertPresenter(log: AlertLog()) }
        window.advance(by: 0.05)
        #expect(window.needsFrame)
        window.advance(by: 0.3)
        #expect(!window.needsFrame)
    }

    @Test("A button marked .keyboardShortcut(.defaultAction) is preferred: Return takes it, it is bold, Cancel is not")
    func preferred() {
        let log = AlertLog()
        let window = TestWindow(size: size) { PreferredAlert(log: log) }
        window.advance(by: 0.5)
        let dump = window.displayList.dump()
        #expect(dump.contains("\"Save\" Inter 17 w600"))
        #expect(dump.contains("\"Cancel\" Inter 17 w400"))
        #expect(window.pressKey(0xff0d))
        #expect(log.events == ["save"])
    }
}
