import Finch
import FinchTesting
import Foundation
import Testing

/// A settings page: toggles, pickers and a date picker in sections with headers and a footer.
private struct SettingsForm: View {
    @State var notifications = true
    @State var sound = "Chime"
    @State var units = 0
    @State var date = TestDates.date(2026, 12, 1)

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Notifications", isOn: $notifications)
                    Picker("Sound", selection: $sound) {
                        ForEach(["Chime", "Bell", "Pulse"], id: \.self) { Text($0) }
                    }
                    DatePicker("Remind me", selection: $date)
                } header: {
                    Text("Alerts")
                } footer: {
                    Text("Reminders use the time zone of this device.")
                }
                Section {
                    Picker("Units", selection: $units) {
                        Text("Metric").tag(0)
                        Text("Imperial").tag(1)
                    }
                    .pickerStyle(.segmented)
                    Button("Reset") { units = 0 }
                } header: {
                    Text("Display")
                }
            }
            .formStyle(.grouped)
            .navigationTitle("Settings")
        }
        .testDateEnvironment()
    }
}

@MainActor
@Suite("Form: an inset grouped list of labelled controls")
struct FormTests {
    @Test("A settings form: rows of a label and a control in sections with headers and footers")
    func settings() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 560)) { SettingsForm() }
        window.advance(by: 0)
        window.advance(by: 0)
        let toggle = try #require(window.frames(ofText: "Notifications").first)
        let sound = try #require(window.frames(ofText: "Sound").first)
        #expect(toggle.minX == 32)
        #expect(sound.minX == 32)
        // The menu picker's choice trails its row: the chevrons (7 pt) 5 pt after it, 16 pt inside the card.
        let choice = try #require(window.frames(ofText: "Chime").first)
        #expect(abs(choice.maxX - (390 - 32 - 12)) <= 1)
        #expect(window.shows("ALERTS"))
        #expect(window.shows("Chime"))
        assertSnapshot(png: window.pngData())
        try window.tap(text: "Imperial")
        try window.tap(text: "Reset")
        #expect(window.frames(ofText: "Metric").count == 1)
    }

    @Test("An inline picker's options are rows of their section; a graphical date picker fills its row")
    func pickersInSections() throws {
        struct Sample: View {
            @State var size = 2
            @State var date = TestDates.date(2026, 12, 1)
            var body: some View {
                Form {
                    Section("Size") {
                        Picker("Size", selection: $size) {
                            Text("Small").tag(1)
                            Text("Medium").tag(2)
                            Text("Large").tag(3)
                        }
                        .pickerStyle(.inline)
                    }
                    Section("Delivery") {
                        DatePicker("Day", selection: $date, displayedComponents: .date)
                            .datePickerStyle(.graphical)
                    }
                }
                .testDateEnvironment()
            }
        }
        let window = TestWindow(size: CGSize(width: 390, height: 720)) { Sample() }
        window.advance(by: 0)
        window.advance(by: 0)
        let header = try #require(window.frames(ofText: "SIZE").first)
        let small = try #require(window.frames(ofText: "Small").first)
        // The first option is the section's first row: 6 pt below the header, 44 tall.
        #expect(abs(small.midY - (header.maxY + 6 + 22)) <= 1)
        #expect(window.shows("December 2026"))
        assertSnapshot(png: window.pngData())
    }
}
