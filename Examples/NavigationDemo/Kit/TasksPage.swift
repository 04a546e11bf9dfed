import Finch

/// A list to edit: swipe a row for Delete (or Flag), Edit for delete circles and reorder handles,
/// click a row and use the arrow keys, pull down to refresh.
struct TasksPage: View {
    static let initialTasks = ["Buy film", "Call the ranger", "Pack the tent", "Check the tides", "Charge the lamp"]

    @Binding var left: Int
    @State private var tasks = TasksPage.initialTasks
    @State private var flagged: Set<String> = []
    @State private var selected: String?
    @State private var refreshes = 0

    var body: some View {
        NavigationStack {
            List(selection: $selected) {
                Section {
                    ForEach(tasks, id: \.self) { task in
                        Label(task, systemImage: flagged.contains(task) ? "star.fill" : "star")
                            .swipeActions(edge: .leading) {
                                Button(flagged.contains(task) ? "Unflag" : "Flag") { toggleFlag(task) }.tint(.orange)
                            }
                    }
                    .onDelete { offsets in
                        tasks.remove(atOffsets: offsets)
                        left = tasks.count
                    }
                    .onMove { tasks.move(fromOffsets: $0, toOffset: $1) }
                } footer: {
                    Text("Refreshed \(refreshes) times. Swipe a row, or press Edit.")
                }
            }
            .refreshable {
                refreshes += 1
                if tasks.isEmpty {
                    tasks = TasksPage.initialTasks
                    left = tasks.count
                }
            }
            .navigationTitle("Tasks")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
                ToolbarItem(placement: .bottomBar) {
                    Text(selected.map { "Selected: \($0)" } ?? "\(tasks.count) tasks")
                }
            }
        }
    }

    private func toggleFlag(_ task: String) {
        if flagged.contains(task) { flagged.remove(task) } else { flagged.insert(task) }
    }
}
