import Finch

struct Park: Identifiable, Hashable {
    let id: Int
    let name: String
    let state: String
    let summary: String

    static let all = [
        Park(id: 1, name: "Turtle Rock", state: "California", summary: "Granite boulders in Joshua Tree."),
        Park(id: 2, name: "Silver Salmon Creek", state: "Alaska", summary: "Bears fishing on the tidal flats."),
        Park(id: 3, name: "Chilkoot Trail", state: "Alaska", summary: "The gold rush route over the pass."),
        Park(id: 4, name: "St. Mary Lake", state: "Montana", summary: "A glacial lake below the peaks."),
        Park(id: 5, name: "Twin Lake", state: "Alaska", summary: "Two lakes joined by a narrow channel."),
        Park(id: 6, name: "Lake McDonald", state: "Montana", summary: "Coloured stones under clear water."),
    ]
}

struct ParksList: View {
    @State private var favoritesOnly = false

    private var states: [String] { Array(Set(Park.all.map(\.state))).sorted() }

    var body: some View {
        NavigationView {
            List {
                Toggle(isOn: $favoritesOnly) {
                    Text("Alaska only")
                }
                ForEach(states.filter { !favoritesOnly || $0 == "Alaska" }, id: \.self) { state in
                    Section(state) {
                        ForEach(Park.all.filter { $0.state == state }) { park in
                            NavigationLink {
                                ParkDetail(park: park)
                            } label: {
                                Text(park.name)
                            }
                        }
                    }
                }
                Section {
                    NavigationLink("Numbers, pushed by value", destination: NumbersPage())
                    NavigationLink("A plain list", destination: PlainPage())
                } footer: {
                    Text("Escape or Alt+Left goes back.")
                }
            }
            .navigationTitle("Parks")
        }
    }
}

struct ParkDetail: View {
    let park: Park
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(park.name).font(.title)
                Text(park.state).font(.subheadline).foregroundColor(.secondary)
                Divider()
                Text(park.summary)
                Button("Back to the list") { dismiss() }
            }
            .padding()
        }
        .navigationTitle(park.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct NumbersPage: View {
    var body: some View {
        List(1..<20) { number in
            NavigationLink("Number \(number)", value: number)
        }
        .navigationTitle("Numbers")
        .navigationDestination(for: Int.self) { number in
            VStack(spacing: 16) {
                Text("\(number)").font(.largeTitle)
                NavigationLink("Next: \(number + 1)", value: number + 1)
            }
            .navigationTitle("Number \(number)")
        }
    }
}

struct PlainPage: View {
    var body: some View {
        List {
            ForEach(0..<20) { hundred in
                Section("From \(hundred * 50)") {
                    ForEach(hundred * 50..<(hundred + 1) * 50, id: \.self) { Text("Row \($0)") }
                }
            }
        }
        .listStyle(.plain)
        .navigationTitle("Plain")
    }
}
