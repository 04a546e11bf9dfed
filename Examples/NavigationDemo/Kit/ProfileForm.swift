import Finch

/// A profile editor as iOS settings show one: text fields, a password, controls in rows, pickers, a
/// date, notes, and the menu, alert and confirmation dialog that confirm what the user does.
struct ProfileForm: View {
    enum Season: String, CaseIterable, Identifiable {
        case spring = "Spring", summer = "Summer", autumn = "Autumn", winter = "Winter"
        var id: String { rawValue }
    }

    @State private var name = ""
    @State private var password = ""
    @State private var notifications = true
    @State private var visits = 3
    @State private var volume = 0.5
    @State private var season = Season.summer
    @State private var units = 0
    @State private var goal = Date(timeIntervalSince1970: 1_798_675_200)
    @State private var notes = "Favourite trails, in order."
    @State private var showsSaved = false
    @State private var confirmsReset = false
    @FocusState private var nameFocused: Bool

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name).focused($nameFocused).onSubmit { showsSaved = true }
                    SecureField("Password", text: $password)
                    Toggle("Notifications", isOn: $notifications)
                }
                Section("Preferences") {
                    Stepper("Visits: \(visits)", value: $visits, in: 0...20)
                    Slider(value: $volume, in: 0...1) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker.fill")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3.fill")
                    }
                    Picker("Season", selection: $season) {
                        ForEach(Season.allCases) { Text($0.rawValue).tag($0) }
                    }
                    Picker("Units", selection: $units) {
                        Text("Miles").tag(0)
                        Text("Kilometres").tag(1)
                    }
                    .pickerStyle(.segmented)
                    DatePicker("Goal", selection: $goal, displayedComponents: .date)
                }
                Section("Notes") {
                    TextEditor(text: $notes).frame(height: 88)
                }
                Section {
                    Button("Save") { showsSaved = true }
                    Button("Reset", role: .destructive) { confirmsReset = true }
                }
            }
            .navigationTitle("Profile")
            .toolbar {
                Menu {
                    Button("Clear name", systemImage: "xmark.circle") { name = "" }
                    Button("Edit name", systemImage: "pencil") { nameFocused = true }
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
            }
            .alert("Saved", isPresented: $showsSaved) {
                Button("OK", role: .cancel) {}
            } message: {
                Text(name.isEmpty ? "Your profile was saved." : "Saved the profile of \(name).")
            }
            .confirmationDialog("Reset the profile?", isPresented: $confirmsReset, titleVisibility: .visible) {
                Button("Reset", role: .destructive) {
                    name = ""
                    password = ""
                    notes = ""
                }
            }
        }
    }
}
