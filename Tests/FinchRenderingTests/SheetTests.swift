import Finch
import FinchTesting
import Foundation
import Testing

/// Counts what the views did, for the tests to read.
@MainActor
private final class SheetLog {
    var dismissals = 0
    var backgroundTaps = 0
}

private struct Presenter: View {
    let log: SheetLog
    @State private var isPresented = false

    var body: some View {
        VStack {
            Text("Open").onTapGesture { isPresented = true }
            Color.orange.frame(width: 100, height: 100).onTapGesture { log.backgroundTaps += 1 }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: $isPresented, onDismiss: { log.dismissals += 1 }) {
            SheetBody()
        }
    }
}

private struct SheetBody: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 20) {
            Text("In the sheet")
            Text("Done").onTapGesture { dismiss() }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A sheet whose binding the test sets directly, without animation.
private struct BoundPresenter: View {
    let probe: Probe<Binding<Bool>>
    var log = SheetLog()
    @State private var isPresented = true

    var body: some View {
        let _ = (probe.value = $isPresented)
        Color.white.sheet(isPresented: $isPresented, onDismiss: { log.dismissals += 1 }) { Text("Bound sheet") }
    }
}

/// A presenter (with its sheet showing) that is itself removed, with an animation.
private struct RemovedPresenter: View {
    let probe: Probe<Binding<Bool>>
    @State private var showsPresenter = true

    var body: some View {
        let _ = (probe.value = $showsPresenter)
        ZStack {
            Color.white
            if showsPresenter {
                Color.gray.frame(width: 50, height: 50).sheet(isPresented: .constant(true)) { Text("Orphan sheet") }
            }
        }
    }
}

/// A button that opens a sheet, reachable with Tab.
private struct KeyboardPresenter: View {
    let log: SheetLog
    @State private var isPresented = false

    var body: some View {
        Button("Open") {
            log.backgroundTaps += 1
            isPresented = true
        }
        .sheet(isPresented: $isPresented) { Text("Keyboard sheet") }
    }
}

@MainActor
private final class Probe<Value> {
    var value: Value?
}

private struct Color3: Identifiable {
    let id: Int
    let name: String
}

private struct ItemPresenter: View {
    @State private var item: Color3?

    var body: some View {
        Text("Pick").onTapGesture { item = Color3(id: 7, name: "Seven") }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .sheet(item: $item) { item in Text("Item \(item.name)") }
    }
}

@MainActor
@Suite("Sheets slide up over the dimmed window and are dismissed by Escape, a click outside, or dismiss()")
struct SheetTests {
    let size = CGSize(width: 200, height: 300)

    private func openSheet(_ log: SheetLog) throws -> TestWindow {
        let window = TestWindow(size: size) { Presenter(log: log) }
        let open = try #require(window.frames(ofText: "Open").first)
        window.tap(at: CGPoint(x: open.midX, y: open.midY))
        return window
    }

    @Test("The sheet slides up (goldens mid-way and settled) and covers the window but a dimmed strip")
    func presents() throws {
        let window = try openSheet(SheetLog())
        #expect(window.graph.isPresentingSheet)
        window.advance(by: 0.1)
        assertSnapshot(png: window.pngData(), named: "sliding")
        window.advance(by: 0.5)
        assertSnapshot(png: window.pngData(), named: "settled")
        let text = try #require(window.frames(ofText: "In the sheet").first)
        // The card is 300 − 24 pt tall, its content centred in it.
        #expect(abs(text.midY - (24 + 276 / 2 - 20)) < 12)
        #expect(!window.needsFrame)
    }

    @Test("Escape dismisses the sheet, which slides away, and onDismiss runs")
    func escape() throws {
        let log = SheetLog()
        let window = try openSheet(log)
        window.advance(by: 0.5)
        #expect(window.pressKey(0xff1b))
        #expect(log.dismissals == 1)
        #expect(!window.graph.isPresentingSheet)
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "In the sheet").isEmpty)
        #expect(!window.needsFrame)
        // With no sheet, Escape is the host's.
        #expect(!window.pressKey(0xff1b))
    }

    @Test("A click on the dimmed strip dismisses; one inside the card does not; the window below gets none")
    func clickOutside() throws {
        let log = SheetLog()
        let window = try openSheet(log)
        window.advance(by: 0.5)
        window.tap(at: CGPoint(x: 100, y: 200))
        #expect(log.dismissals == 0 && log.backgroundTaps == 0)
        window.tap(at: CGPoint(x: 100, y: 10))
        #expect(log.dismissals == 1)
        #expect(!window.graph.isPresentingSheet)
    }

    @Test("@Environment(\\.dismiss) inside the sheet dismisses it")
    func environmentDismiss() throws {
        let log = SheetLog()
        let window = try openSheet(log)
        window.advance(by: 0.5)
        let done = try #require(window.frames(ofText: "Done").first)
        window.tap(at: CGPoint(x: done.midX, y: done.midY))
        #expect(log.dismissals == 1)
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Done").isEmpty)
    }

    @Test("sheet(item:) shows the item, and dismissing sets it back to nil")
    func itemSheet() throws {
        let window = TestWindow(size: size) { ItemPresenter() }
        let pick = try #require(window.frames(ofText: "Pick").first)
        window.tap(at: CGPoint(x: pick.midX, y: pick.midY))
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "Item Seven").isEmpty)
        #expect(window.pressKey(0xff1b))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Item Seven").isEmpty)
        #expect(!window.graph.isPresentingSheet)
    }

    @Test("Setting isPresented to false without an animation still slides the sheet away")
    func unanimatedDismissal() {
        let probe = Probe<Binding<Bool>>()
        let window = TestWindow(size: size) { BoundPresenter(probe: probe) }
        window.advance(by: 0.5)
        #expect(window.graph.isPresentingSheet)
        probe.value?.wrappedValue = false
        window.advance(by: 0.1)
        #expect(!window.graph.isPresentingSheet)
        #expect(window.graph.displayList.dump().contains("Bound sheet"))
        window.advance(by: 0.4)
        #expect(!window.graph.displayList.dump().contains("Bound sheet"))
        #expect(!window.needsFrame)
    }

    @Test("onDismiss runs however the sheet goes, `isPresented = false` included, once")
    func onDismissForProgrammaticDismissal() {
        let probe = Probe<Binding<Bool>>()
        let presenter = BoundPresenter(probe: probe)
        let window = TestWindow(size: size) { presenter }
        window.advance(by: 0.5)
        probe.value?.wrappedValue = false
        window.advance(by: 0.5)
        #expect(presenter.log.dismissals == 1)
    }

    @Test("A sheet whose presenter is removed goes with it, even when the removal ends outside an update")
    func presenterRemoved() {
        let probe = Probe<Binding<Bool>>()
        let window = TestWindow(size: size) { RemovedPresenter(probe: probe) }
        window.advance(by: 0.5)
        #expect(window.graph.isPresentingSheet)
        withAnimation(.linear(duration: 0.3)) { probe.value?.wrappedValue = false }
        window.advance(by: 1)
        #expect(!window.graph.isPresentingSheet)
        #expect(!window.graph.displayList.dump().contains("Orphan sheet"))
    }

    @Test("While a sheet shows, keys do not reach the controls behind it")
    func keyboardIsModal() {
        let log = SheetLog()
        let window = TestWindow(size: size) { KeyboardPresenter(log: log) }
        #expect(window.pressKey(0xff09))  // Tab focuses Open
        #expect(window.pressKey(0xff0d))  // Return presses it
        #expect(log.backgroundTaps == 1 && window.graph.isPresentingSheet)
        window.advance(by: 0.5)
        window.pressKey(0xff0d)
        window.pressKey(0x20)
        #expect(log.backgroundTaps == 1)
    }
}
